import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { budgetRows, budgetTotal } from '#shared/exports/report-model.ts';

/** The strategy's budget text, then the fee lines behind the analysis total, each with its official source. */
export function BudgetSection({ result, estimatedBudget, custom }: { result: AnalysisResult; estimatedBudget: string; custom: boolean }) {
  const total = budgetTotal(result);
  const rows = budgetRows(result);
  return (
    <div className="grid gap-4">
      <div className="report-card rounded-lg border bg-muted/40 p-4">
        <p className="text-sm text-muted-foreground">{custom ? 'Estimated budget for the custom strategy' : 'Estimated budget'}</p>
        <p className="mt-1 text-xl font-semibold" data-testid="estimated-budget">
          {estimatedBudget}
        </p>
      </div>
      {rows.length ? (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">Fee lines behind the estimate of all findings</caption>
            <thead className="bg-muted/60 text-left">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Item
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                  Low
                </th>
                <th scope="col" className="px-3 py-2 text-right font-medium whitespace-nowrap">
                  High
                </th>
                <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell print:table-cell">
                  Source
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={`${row.label}-${index}`} className="border-t align-top">
                  <td className="px-3 py-2">
                    {row.label}
                    <span className="mt-0.5 block text-xs text-muted-foreground sm:hidden print:hidden">{row.source}</span>
                  </td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.low}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{row.high}</td>
                  <td className="hidden px-3 py-2 text-xs text-muted-foreground sm:table-cell print:table-cell">{row.source}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t bg-muted/40 font-semibold">
                <th scope="row" className="px-3 py-2 text-left">
                  Total for all findings
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{total.low}</td>
                <td className="px-3 py-2 text-right tabular-nums">{total.high}</td>
                <td className="hidden sm:table-cell print:table-cell" />
              </tr>
            </tfoot>
          </table>
        </div>
      ) : null}
    </div>
  );
}
