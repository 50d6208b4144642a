import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Check, ListPlus, LoaderCircle, Scale, TriangleAlert } from 'lucide-react';
import type { Recommendation } from '#shared/schemas/analysis.ts';
import { findingCostText, recommendationDetails } from '#shared/exports/report-model.ts';
import type { FeeBudget } from '#shared/rules/fee-budget.ts';
import { PATENT_TERM_YEARS, capitalize, timelineAndCostByType } from '#shared/rules/ratings.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { cn } from '#client/lib/cn.ts';
import { lawyerReferralHref } from '#client/features/referrals/utils/prefill.ts';
import { DomainPanelSlot } from './domain-panel-slot.tsx';
import { IpTypeBadge } from './ip-type-badge.tsx';
import { LikelihoodMeter } from './likelihood-meter.tsx';

type RecommendationDetailsDialogProps = {
  recommendation: Recommendation | null;
  onOpenChange: (open: boolean) => void;
  inPlan: boolean;
  /** True while the plan is loading or the add request is running. */
  adding: boolean;
  onAddToPlan: (rec: Recommendation) => void;
  /** The report's budget: the dialog's cost is this finding's share of it, so the two always agree. */
  budget: FeeBudget;
  /** More footer actions (e.g. asking a lawyer), shown before the primary one. */
  extraActions?: (rec: Recommendation) => ReactNode;
};

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <section className={cn('grid gap-2', className)}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

export function RecommendationDetailsDialog({ recommendation: rec, onOpenChange, ...rest }: RecommendationDetailsDialogProps) {
  return (
    <Dialog open={rec !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">{rec ? <DetailsBody rec={rec} {...rest} /> : null}</DialogContent>
    </Dialog>
  );
}

type DetailsBodyProps = Omit<RecommendationDetailsDialogProps, 'recommendation' | 'onOpenChange'> & { rec: Recommendation };

function DetailsBody({ rec, inPlan, adding, onAddToPlan, budget, extraActions }: DetailsBodyProps) {
  const { timeline } = timelineAndCostByType[rec.type];
  const cost = findingCostText(rec, budget);
  return (
    <>
      <DialogHeader>
        <IpTypeBadge type={rec.type} className="w-fit" />
        <DialogTitle className="text-xl">{rec.name}</DialogTitle>
        <DialogDescription>{rec.description}</DialogDescription>
      </DialogHeader>

      <div className="grid gap-4 rounded-lg border bg-muted/40 p-4 sm:grid-cols-2">
        <LikelihoodMeter likelihood={rec.likelihood} className="sm:col-span-2" />
        <dl className="grid gap-3 text-sm sm:col-span-2 sm:grid-cols-3">
          <Fact label="Potential" value={capitalize(rec.potential)} />
          <Fact label="Estimated timeline" value={timeline} />
          <Fact label="Estimated cost (12 months)" value={cost} />
          {rec.type === 'patent' ? <Fact label="Protection term" value={`${PATENT_TERM_YEARS} years from filing`} /> : null}
        </dl>
      </div>

      <Section title="Next step">
        <p className="text-sm">{rec.nextStep}</p>
      </Section>

      {rec.rationale.length ? (
        <Section title="Why we recommend it">
          <ul className="list-disc space-y-1 pl-5 text-sm">
            {rec.rationale.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      {rec.evidence.length ? (
        <Section title="Evidence from your plan">
          {rec.evidence.map((e) => (
            <blockquote key={`${e.start}-${e.end}`} className="border-l-4 border-brand/60 bg-muted/40 py-2 pr-3 pl-4 text-sm italic">
              &ldquo;{e.text}&rdquo;
            </blockquote>
          ))}
        </Section>
      ) : null}

      {recommendationDetails(rec).map((detail) => (
        <Section key={detail.label} title={detail.label}>
          <ul className={cn('space-y-1 text-sm', detail.warning ? 'list-none' : 'list-disc pl-5')}>
            {detail.items.map((item) => (
              <li key={item} className={detail.warning ? 'flex gap-2' : undefined}>
                {detail.warning ? <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" /> : null}
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Section>
      ))}

      {rec.details.kind === 'trademark' ? <DomainPanelSlot brand={rec.details.mark} /> : null}

      {/* Stays in view while the details scroll; the negative margins reach the dialog's padding. */}
      <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t bg-background px-6 py-4">
        {extraActions?.(rec)}
        <Button variant="outline" asChild>
          <Link href={lawyerReferralHref(rec)}>
            <Scale aria-hidden="true" />
            Ask a lawyer about this
          </Link>
        </Button>
        <Button onClick={() => onAddToPlan(rec)} disabled={inPlan || adding}>
          {inPlan ? <Check aria-hidden="true" /> : adding ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <ListPlus aria-hidden="true" />}
          {inPlan ? 'Already in Plan' : 'Add to Implementation Plan'}
        </Button>
      </DialogFooter>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
