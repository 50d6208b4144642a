import type { AnalysisResult, IpType } from '#shared/schemas/analysis.ts';
import { cn } from '#client/lib/cn.ts';
import { ipTypeStyle } from './ip-type-style.ts';

const rows: { key: keyof AnalysisResult['counts']; type: IpType; label: string }[] = [
  { key: 'patents', type: 'patent', label: 'Patents' },
  { key: 'trademarks', type: 'trademark', label: 'Trademarks' },
  { key: 'tradeSecrets', type: 'trade_secret', label: 'Trade Secrets' },
  { key: 'copyrights', type: 'copyright', label: 'Copyrights' },
];

/** Counts per type as labelled numbers with proportional bars; the numbers carry the meaning, the bars are decoration. */
export function CountsChart({ counts }: { counts: AnalysisResult['counts'] }) {
  const max = Math.max(1, ...rows.map((row) => counts[row.key]));
  return (
    <dl className="grid gap-3">
      {rows.map((row) => {
        const value = counts[row.key];
        return (
          <div key={row.key} className="grid grid-cols-[7.5rem_1fr_2rem] items-center gap-3 text-sm" data-count-type={row.type}>
            <dt className="text-muted-foreground">{row.label}</dt>
            <div aria-hidden="true" className="h-3 overflow-hidden rounded-full bg-muted">
              <div
                className={cn('h-full rounded-full print:border print:border-current', ipTypeStyle[row.type].bar)}
                style={{ width: `${(value / max) * 100}%` }}
              />
            </div>
            <dd className="text-right font-semibold tabular-nums">{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
