// The custom strategy's budget. The spec's section 9 formula (P x rate + T x rate) disagreed with the fee table shown
// under it, so the budget is the fee table's: the strategy's parameters choose which findings (the prioritised
// types) and which kinds of cost (the budget level) go in. See docs/decisions/040-one-budget-from-the-fee-table.md.
import type { Recommendation } from '../schemas/analysis.ts';
import { priorityFlags, type CustomStrategyParameters } from '../schemas/custom-strategy.ts';
import { defaultFeeBudgetOptions, feeBudget, formatRange, scopeForBudgetLevel, scopeLabels, type CostScope, type FeeBudget, type FeeBudgetOptions } from './fee-budget.ts';
import { formatUsd } from './fees.ts';

/**
 * Filing abroad is not priced line by line (foreign fees depend on the countries and are paid in their currencies),
 * so the budget says it is left out, with the spec's rule of thumb labelled as one.
 */
export const INTERNATIONAL_BUDGET_NOTE =
  'Not included: filings abroad (PCT, Madrid Protocol), which by rule of thumb add 150-300% to the US costs';

export function customFeeBudgetOptions(params: CustomStrategyParameters): FeeBudgetOptions {
  return { types: priorityFlags.filter((flag) => params[flag.key]).map((flag) => flag.type), scope: scopeForBudgetLevel[params.budget] };
}

/** The budget a report shows: the custom strategy's when there is one, else the analysis's for all findings. */
export function reportFeeBudget(recs: readonly Recommendation[], params: CustomStrategyParameters | null): FeeBudget {
  return feeBudget(recs, params ? customFeeBudgetOptions(params) : defaultFeeBudgetOptions);
}

/** "$1,234 - $5,678 over 12 months (official fees plus typical attorney fees)". */
export function budgetEstimateText(budget: FeeBudget, scope: CostScope, international = false): string {
  const base =
    budget.lines.length === 0
      ? '$0 over 12 months: nothing in the chosen findings calls for a filing yet.'
      : `${formatRange(budget)} over 12 months (${scopeLabels[scope]})`;
  return international ? `${base}. ${INTERNATIONAL_BUDGET_NOTE}.` : base;
}

export function customBudgetText(recs: readonly Recommendation[], params: CustomStrategyParameters): string {
  const options = customFeeBudgetOptions(params);
  return budgetEstimateText(feeBudget(recs, options), options.scope, params.internationalProtection);
}

export const formatDollars = formatUsd;
