// What the HTML and DOCX exports both show, worked out once so the two formats say the same thing.
import type { AnalysisResult, Recommendation, Strategy } from '../schemas/analysis.ts';
import type { CustomStrategyResult } from '../schemas/custom-strategy.ts';
import { budgetEstimateText, formatDollars, reportFeeBudget } from '../rules/custom-strategy-budget.ts';
import { citeSources, feeBudget, findingCost, formatRange, scopeForBudgetLevel, type FeeBudget } from '../rules/fee-budget.ts';
import { describeCustomParameters, type ParameterLine } from '../rules/custom-strategy-summary.ts';
import { capitalize, ipTypeLabels, likelihoodBand, phases, timelineAndCostByType } from '../rules/ratings.ts';

export type ReportInput = {
  title: string;
  businessPlanId?: number | null;
  /** When the analysis was made (ISO text or Date). */
  analysisDate?: string | Date | null;
  result: AnalysisResult;
  customStrategy?: CustomStrategyResult | null;
  /** Defaults to now; tests pass a fixed time. */
  exportedAt?: Date;
};

export const REPORT_DISCLAIMER =
  'This report is generated automatically from the business plan and is for general information only. It is not legal advice and does not create an attorney-client relationship. Fees and deadlines change: confirm them with the offices cited and consult a qualified IP attorney before filing or relying on any of it.';

export const reportTitle = (input: ReportInput) => input.title.trim() || 'Untitled business plan';

export function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
export const formatLongDate = (value: string | Date | null | undefined) => {
  const date = toDate(value);
  return date ? longDate.format(date) : 'Not recorded';
};

/** The roadmap to show: a custom strategy replaces the original one. */
export function reportStrategy(input: ReportInput): { strategy: Strategy; custom: CustomStrategyResult | null } {
  const custom = input.customStrategy ?? null;
  return { strategy: custom ? custom.strategy : input.result.strategy, custom };
}

export function customParameterLines(input: ReportInput): ParameterLine[] {
  return input.customStrategy ? describeCustomParameters(input.customStrategy.customParameters) : [];
}

export const reportPhases = phases.map((phase) => ({ ...phase, heading: `${phase.label} (${phase.window})` }));

export const typeLabel = (rec: Recommendation) => ipTypeLabels[rec.type];
export const likelihoodText = (rec: Recommendation) => `${Math.round(rec.likelihood)}% (${capitalize(likelihoodBand(rec.likelihood))})`;
export const potentialText = (rec: Recommendation) => capitalize(rec.potential);

/** A finding's cost as the report's fee table counts it, so the two never disagree. */
export function findingCostText(rec: Recommendation, budget: FeeBudget = feeBudget([rec])): string {
  const cost = findingCost(budget, rec);
  // No line of its own: either its type is left out of a custom strategy, or it costs nothing to file (a generic name).
  if (!cost) return feeBudget([rec]).lines.length ? 'Not in the custom strategy' : 'No filing cost';
  return formatRange(cost);
}

/** The headline facts of a finding, label then value; the cost is its share of `budget` (default: the finding alone). */
export function recommendationFacts(rec: Recommendation, budget?: FeeBudget): { label: string; value: string }[] {
  const { timeline } = timelineAndCostByType[rec.type];
  const cost = findingCostText(rec, budget);
  return [
    { label: 'Type', value: typeLabel(rec) },
    { label: 'Likelihood', value: likelihoodText(rec) },
    { label: 'Potential', value: potentialText(rec) },
    { label: 'Estimated timeline', value: timeline },
    { label: 'Estimated cost (12 months)', value: cost },
  ];
}

const signed = (n: number) => (n > 0 ? `+${n}` : `${n}`);

/** Type-specific lines (distinctiveness, Nice classes, warnings...), each a label and its items. */
export function recommendationDetails(rec: Recommendation): { label: string; items: string[]; warning?: boolean }[] {
  const d = rec.details;
  const out: { label: string; items: string[]; warning?: boolean }[] = [];
  if (d.kind === 'trademark') {
    out.push({ label: 'Distinctiveness', items: [`${capitalize(d.distinctiveness)}: ${d.distinctivenessReason}`] });
    if (d.niceClasses.length) out.push({ label: 'Nice classes', items: d.niceClasses.map((c) => `Class ${c.number}: ${c.label}`) });
    if (d.flags.length) out.push({ label: 'Watch out', items: d.flags, warning: true });
  } else if (d.kind === 'patent') {
    if (d.warnings.length) out.push({ label: 'Timing and eligibility warnings', items: d.warnings, warning: true });
  } else if (d.kind === 'trade_secret') {
    if (d.measures.length) out.push({ label: 'Protection measures', items: d.measures });
  } else {
    if (d.works.length) out.push({ label: 'Works', items: d.works });
    if (d.ownershipGap)
      out.push({
        label: 'Ownership gap',
        items: ['Work made by contractors belongs to them unless a written assignment transfers it.'],
        warning: true,
      });
  }
  if (rec.likelihoodFactors.length)
    out.push({ label: 'Likelihood factors', items: rec.likelihoodFactors.map((f) => `${f.label} (${signed(f.effect)})`) });
  return out;
}

export const countTiles = (result: AnalysisResult) => [
  { label: 'Patents', value: result.counts.patents },
  { label: 'Trademarks', value: result.counts.trademarks },
  { label: 'Trade Secrets', value: result.counts.tradeSecrets },
  { label: 'Copyrights', value: result.counts.copyrights },
];

/** The one budget of the report: the custom strategy's when there is one, else the analysis's for all findings. */
export const reportBudget = (input: Pick<ReportInput, 'result' | 'customStrategy'>): FeeBudget =>
  reportFeeBudget(input.result.recommendations, input.customStrategy?.customParameters ?? null);

/** "$9,534 - $21,505 over 12 months (official fees plus typical attorney fees)": the sum of the rows below it. */
export function reportBudgetHeadline(input: Pick<ReportInput, 'result' | 'customStrategy'>): string {
  const params = input.customStrategy?.customParameters ?? null;
  return budgetEstimateText(reportBudget(input), params ? scopeForBudgetLevel[params.budget] : 'attorney', params?.internationalProtection ?? false);
}

export const budgetRows = (input: Pick<ReportInput, 'result' | 'customStrategy'>) =>
  reportBudget(input).lines.map((line) => ({ label: line.label, low: formatDollars(line.low), high: formatDollars(line.high), source: citeSources(line) }));

export const budgetTotal = (input: Pick<ReportInput, 'result' | 'customStrategy'>) => {
  const budget = reportBudget(input);
  return { low: formatDollars(budget.low), high: formatDollars(budget.high) };
};
