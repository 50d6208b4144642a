import { capitalize, likelihoodBand, type LikelihoodBand } from '#shared/rules/ratings.ts';
import { cn } from '#client/lib/cn.ts';

const bandStyle: Record<LikelihoodBand, { bar: string; text: string }> = {
  low: { bar: 'bg-destructive', text: 'text-destructive' },
  moderate: { bar: 'bg-warning', text: 'text-warning' },
  high: { bar: 'bg-success', text: 'text-success' },
};

export const bandTextClass: Record<LikelihoodBand, string> = { low: bandStyle.low.text, moderate: bandStyle.moderate.text, high: bandStyle.high.text };

/** The likelihood as a number, its band (spec section 9) and a bar; the bar is decoration, the text says it all. */
export function LikelihoodMeter({ likelihood, className }: { likelihood: number; className?: string }) {
  const band = likelihoodBand(likelihood);
  const percent = Math.round(Math.min(100, Math.max(0, likelihood)));
  return (
    <div className={cn('grid gap-1.5', className)} data-likelihood-band={band}>
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="text-muted-foreground">Likelihood</span>
        <span className="font-medium">
          {percent}% <span className={bandStyle[band].text}>({capitalize(band)})</span>
        </span>
      </div>
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-muted">
        <div className={cn('h-full rounded-full', bandStyle[band].bar)} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
