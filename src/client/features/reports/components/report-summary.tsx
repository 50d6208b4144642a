import type { AnalysisResult, IpType } from '#shared/schemas/analysis.ts';
import type { FeeBudget } from '#shared/rules/fee-budget.ts';
import { formatRange } from '#shared/rules/fee-budget.ts';
import { priorityActions, typeGlance } from '#shared/rules/report-priorities.ts';
import { capitalize, likelihoodBand } from '#shared/rules/ratings.ts';
import { cn } from '#client/lib/cn.ts';
import { ipTypeStyle } from './ip-type-style.ts';
import { bandTextClass } from './likelihood-meter.tsx';

const pluralLabels: Record<IpType, string> = { patent: 'Patents', trademark: 'Trademarks', trade_secret: 'Trade secrets', copyright: 'Copyrights' };

export const findingsGroupId = (type: IpType) => `findings-${type}`;

type SummaryProps = { result: AnalysisResult; budget: FeeBudget; types: readonly IpType[] };

/** The memo's opening: what to do now, each with its deadline and cost, then the total. */
export function ReportSummary({ result, budget, types }: SummaryProps) {
  const actions = priorityActions(result.recommendations, budget, types);
  const count = result.recommendations.length;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {count === 0
          ? 'The plan does not yet describe anything worth protecting.'
          : `${count} finding${count === 1 ? '' : 's'} worth protecting. Budget for the next 12 months: `}
        {count ? <strong className="font-semibold text-foreground tabular-nums">{formatRange(budget)}</strong> : null}
        {count ? '.' : null}
      </p>
      {actions.length ? (
        <div>
          <h3 className="text-sm font-semibold">Do these first</h3>
          <ol className="mt-2 divide-y rounded-lg border bg-card" data-testid="priority-actions">
            {actions.map((action, index) => (
              <li key={action.recommendationId} className="grid grid-cols-[1.5rem_1fr] gap-x-3 gap-y-1 p-3 sm:grid-cols-[1.5rem_1fr_auto] sm:items-baseline">
                <span aria-hidden="true" className="text-sm font-semibold text-muted-foreground tabular-nums">
                  {index + 1}
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium">{action.action}</p>
                  <p className="mt-0.5 text-xs text-muted-foreground">
                    <span className="sr-only">Deadline: </span>
                    {action.deadline}
                  </p>
                </div>
                <p className="col-start-2 text-sm tabular-nums sm:col-start-3 sm:text-right">
                  <span className="sr-only">Cost: </span>
                  {action.cost ? formatRange(action.cost) : 'No fee'}
                </p>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {result.notes.length ? (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {result.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** One row per IP type: how many findings, the strongest one, and what the type costs in the budget. */
export function AtAGlance({ result, budget, types }: SummaryProps) {
  const rows = typeGlance(result.recommendations, budget, types);
  return (
    <div className="overflow-hidden rounded-lg border bg-card">
      <table className="w-full text-sm" data-testid="at-a-glance">
        <caption className="sr-only">Findings at a glance, by type</caption>
        <thead className="hidden border-b bg-muted/50 text-left text-xs text-muted-foreground sm:table-header-group">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Type
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Strongest finding
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              12-month cost
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => (
            <tr key={row.type} data-glance-type={row.type} className="grid grid-cols-[1fr_auto] gap-x-3 px-3 py-2.5 sm:table-row sm:p-0">
              <th scope="row" className="text-left font-medium sm:px-3 sm:py-2.5">
                <span className="inline-flex items-center gap-2">
                  <span aria-hidden="true" className={cn('size-2 rounded-full', ipTypeStyle[row.type].bar)} />
                  {row.count ? (
                    <a href={`#${findingsGroupId(row.type)}`} className="hover:underline">
                      {pluralLabels[row.type]}
                    </a>
                  ) : (
                    pluralLabels[row.type]
                  )}
                  <span className="font-normal text-muted-foreground tabular-nums">{row.count}</span>
                </span>
              </th>
              <td className="col-span-2 row-start-2 min-w-0 text-muted-foreground sm:px-3 sm:py-2.5">
                {row.strongest ? (
                  <span>
                    <span className="text-foreground">{row.strongest.name.replace(/^[^:]+:\s*/, '')}</span>
                    {' · '}
                    {Math.round(row.strongest.likelihood)}%{' '}
                    <span className={bandTextClass[likelihoodBand(row.strongest.likelihood)]}>{capitalize(likelihoodBand(row.strongest.likelihood))}</span>
                  </span>
                ) : (
                  <span>None found in the plan</span>
                )}
              </td>
              <td className="col-start-2 row-start-1 text-right tabular-nums sm:px-3 sm:py-2.5">
                {!row.inBudget && row.count ? (
                  <span className="text-muted-foreground">Not in strategy</span>
                ) : row.cost.high ? (
                  formatRange(row.cost)
                ) : (
                  <span className="text-muted-foreground">-</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
