// The custom strategy's budget estimate (spec section 9, "Budget estimate"). All amounts in dollars.
import type { BudgetLevel } from '../schemas/custom-strategy.ts';

type Rate = { patent: number; trademark: number };

export const customBudgetRates: Record<BudgetLevel, { low: Rate; high: Rate }> = {
  low: { low: { patent: 5000, trademark: 1000 }, high: { patent: 8000, trademark: 2000 } },
  medium: { low: { patent: 8000, trademark: 2000 }, high: { patent: 12000, trademark: 3500 } },
  high: { low: { patent: 12000, trademark: 3500 }, high: { patent: 20000, trademark: 5000 } },
};

export const INTERNATIONAL_BUDGET_NOTE = 'international protection may increase costs by 150-300%';

/** P and T: the counts of patents and trademarks among the prioritised recommendations. */
export function customBudgetRange(patents: number, trademarks: number, level: BudgetLevel): { low: number; high: number } {
  const { low, high } = customBudgetRates[level];
  return {
    low: patents * low.patent + trademarks * low.trademark,
    high: patents * high.patent + trademarks * high.trademark,
  };
}

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatDollars(amount: number): string {
  return `$${dollars.format(amount)}`;
}

/** "$13,000 - $20,000", with the international note appended when that flag is on. */
export function customBudgetText(patents: number, trademarks: number, level: BudgetLevel, international: boolean): string {
  const { low, high } = customBudgetRange(patents, trademarks, level);
  const range = `${formatDollars(low)} - ${formatDollars(high)}`;
  return international ? `${range} (${INTERNATIONAL_BUDGET_NOTE})` : range;
}
