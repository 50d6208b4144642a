import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { CustomStrategyParameters } from '#shared/schemas/custom-strategy.ts';
import { INTERNATIONAL_BUDGET_NOTE } from '#shared/rules/custom-strategy-budget.ts';
import { formatRange, scopeForBudgetLevel, scopeLabels, type FeeBudget, type FeeLine } from '#shared/rules/fee-budget.ts';
import { feeDate, formatUsd, type Provenance } from '#shared/rules/fees.ts';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';

type BudgetSectionProps = { budget: FeeBudget; params: CustomStrategyParameters | null };

/**
 * The one budget: its total is the sum of the fee lines under it (the custom strategy's parameters choose the
 * lines). The lines fold away; on paper they always print.
 */
export function BudgetSection({ budget, params }: BudgetSectionProps) {
  const [open, setOpen] = useState(false);
  const linesId = useId();
  const scope = params ? scopeForBudgetLevel[params.budget] : 'attorney';
  return (
    <div className="grid gap-3">
      <div className="report-card rounded-lg border bg-card p-4">
        <p className="text-sm text-muted-foreground">{params ? 'Custom strategy, next 12 months' : 'Next 12 months'}</p>
        <p className="mt-1 text-2xl font-semibold tracking-tight tabular-nums" data-testid="estimated-budget">
          {budget.lines.length ? formatRange(budget) : '$0'}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {budget.lines.length ? `${capitalizeFirst(scopeLabels[scope])}.` : 'Nothing in the chosen findings calls for a filing yet.'}
          {params?.internationalProtection ? ` ${INTERNATIONAL_BUDGET_NOTE}.` : ''}
        </p>
      </div>
      {budget.lines.length ? (
        <div className="grid gap-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-fit print:hidden"
            aria-expanded={open}
            aria-controls={linesId}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronDown className={cn('transition-transform', open && 'rotate-180')} aria-hidden="true" />
            {open ? 'Hide' : 'Show'} the {budget.lines.length} fee lines and their sources
          </Button>
          <div id={linesId} className={cn(open ? 'grid' : 'hidden print:grid')} data-testid="fee-lines">
            <FeeTable budget={budget} />
            <FeeList budget={budget} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

const capitalizeFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function Sources({ sources }: { sources: Provenance[] }) {
  return (
    <span className="grid gap-0.5">
      {sources.map((source) => (
        <span key={source.source}>
          <a href={source.url} target="_blank" rel="noreferrer" className="underline decoration-muted-foreground/40 underline-offset-2 hover:decoration-current">
            {source.source}
          </a>
          , {feeDate(source)}
          <span className="hidden print:inline"> ({source.url})</span>
        </span>
      ))}
    </span>
  );
}

function FeeTable({ budget }: { budget: FeeBudget }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border sm:block print:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Fee lines behind the budget, with their sources</caption>
        <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
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
            <th scope="col" className="px-3 py-2 font-medium">
              Source
            </th>
          </tr>
        </thead>
        <tbody>
          {budget.lines.map((line, index) => (
            <tr key={`${line.label}-${index}`} className="border-t align-top">
              <td className="px-3 py-2">{line.label}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatUsd(line.low)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{formatUsd(line.high)}</td>
              <td className="px-3 py-2 text-xs text-muted-foreground">
                <Sources sources={line.sources} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t bg-muted/40 font-semibold">
            <th scope="row" className="px-3 py-2 text-left">
              Total
            </th>
            <td className="px-3 py-2 text-right tabular-nums">{formatUsd(budget.low)}</td>
            <td className="px-3 py-2 text-right tabular-nums">{formatUsd(budget.high)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** On a phone the four columns do not fit: each line reads as a short entry instead. */
function FeeList({ budget }: { budget: FeeBudget }) {
  return (
    <ul className="grid divide-y rounded-lg border sm:hidden print:hidden" aria-label="Fee lines behind the budget">
      {budget.lines.map((line: FeeLine, index) => (
        <li key={`${line.label}-${index}`} className="grid gap-1 p-3 text-sm">
          <p className="flex justify-between gap-3">
            <span>{line.label}</span>
            <span className="shrink-0 font-medium tabular-nums">{formatRange(line)}</span>
          </p>
          <p className="text-xs text-muted-foreground">
            <Sources sources={line.sources} />
          </p>
        </li>
      ))}
      <li className="flex justify-between gap-3 bg-muted/40 p-3 text-sm font-semibold">
        <span>Total</span>
        <span className="tabular-nums">{formatRange(budget)}</span>
      </li>
    </ul>
  );
}
