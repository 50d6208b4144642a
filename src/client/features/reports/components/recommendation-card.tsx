import { ArrowRight, Check } from 'lucide-react';
import type { Recommendation } from '#shared/schemas/analysis.ts';
import { capitalize } from '#shared/rules/ratings.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { DomainPanelSlot } from './domain-panel-slot.tsx';
import { IpTypeBadge } from './ip-type-badge.tsx';
import { LikelihoodMeter } from './likelihood-meter.tsx';

type RecommendationCardProps = {
  recommendation: Recommendation;
  inPlan: boolean;
  onOpenDetails: () => void;
};

export function RecommendationCard({ recommendation: rec, inPlan, onOpenDetails }: RecommendationCardProps) {
  return (
    <Card className="report-card flex flex-col shadow-none" data-recommendation-id={rec.id} aria-labelledby={`rec-${rec.id}-title`} role="article">
      <CardHeader className="gap-2 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <IpTypeBadge type={rec.type} />
          {inPlan ? (
            <span className="inline-flex items-center gap-1 text-xs font-medium text-success print:hidden">
              <Check className="size-3.5" aria-hidden="true" />
              In plan
            </span>
          ) : null}
        </div>
        <CardTitle id={`rec-${rec.id}-title`} className="text-base leading-snug">
          {rec.name}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-4">
        <p className="line-clamp-3 text-sm text-muted-foreground print:line-clamp-none">{rec.description}</p>
        <LikelihoodMeter likelihood={rec.likelihood} />
        <dl className="grid gap-3 text-sm">
          <div className="flex justify-between gap-2">
            <dt className="text-muted-foreground">Potential</dt>
            <dd className="font-medium">{capitalize(rec.potential)}</dd>
          </div>
          <div className="grid gap-1">
            <dt className="text-muted-foreground">Next step</dt>
            {/* The whole step is in the details dialog and on paper; the card keeps the gist. */}
            <dd className="line-clamp-4 print:line-clamp-none">{rec.nextStep}</dd>
          </div>
        </dl>
        <PrintOnlyRationale recommendation={rec} />
        {rec.details.kind === 'trademark' ? <DomainPanelSlot brand={rec.details.mark} /> : null}
      </CardContent>
      <CardFooter className="print:hidden">
        <Button variant="outline" size="sm" className="w-full" onClick={onOpenDetails} aria-label={`View details: ${rec.name}`}>
          View details
          <ArrowRight aria-hidden="true" />
        </Button>
      </CardFooter>
    </Card>
  );
}

/** On paper there is no details dialog, so the card carries its reasons and the plan's own words. */
function PrintOnlyRationale({ recommendation: rec }: { recommendation: Recommendation }) {
  return (
    <div className="hidden text-sm print:grid print:gap-2">
      {rec.rationale.length ? (
        <ul className="list-disc pl-5">
          {rec.rationale.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
      {rec.evidence.map((e) => (
        <blockquote key={`${e.start}-${e.end}`} className="border-l-2 pl-3 italic">
          &ldquo;{e.text}&rdquo;
        </blockquote>
      ))}
    </div>
  );
}
