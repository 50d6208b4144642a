import { citeSources, feeBudget, formatRange, scopeLabels } from '#shared/rules/fee-budget.ts';
import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import type { Recommendation } from './types.ts';

type Budget = AnalysisResult['budget'];

/**
 * The stored result's 12-month budget: the report's one fee budget (all findings, official plus typical attorney
 * fees), written in the result's shape with each line's sources in one string.
 */
export function buildBudget(recs: Recommendation[]): Budget {
  const budget = feeBudget(recs);
  const lines = budget.lines.map((line) => ({ label: line.label, low: line.low, high: line.high, source: citeSources(line) }));
  return { low: budget.low, high: budget.high, currency: 'USD', lines };
}

export function budgetText(budget: Budget): string {
  if (budget.lines.length === 0) return '$0 over 12 months: nothing in the plan calls for a filing yet.';
  return `${formatRange(budget)} over 12 months (${scopeLabels.attorney})`;
}
