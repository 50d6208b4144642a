// The parameter summary shown beside the "Custom Strategy" badge, in the report and in the exports.
import {
  approachFlags,
  budgetLevelLabels,
  companySizeLabels,
  industryLabels,
  priorityFlags,
  strategyTimelineLabels,
  type CustomStrategyParameters,
} from '../schemas/custom-strategy.ts';

export type ParameterLine = { label: string; value: string };

/** Label/value lines in the dialog's order; empty free-text fields are left out. */
export function describeCustomParameters(params: CustomStrategyParameters): ParameterLine[] {
  const priorities = priorityFlags.filter((flag) => params[flag.key]).map((flag) => flag.label);
  const approach = approachFlags.filter((flag) => params[flag.key]).map((flag) => flag.label);
  const lines: ParameterLine[] = [
    { label: 'Company', value: params.companyName },
    { label: 'Industry', value: industryLabels[params.industry] },
    { label: 'Company size', value: companySizeLabels[params.companySize] },
    { label: 'Competitive intensity', value: `${params.competitiveIntensity}%` },
    { label: 'Timeline', value: strategyTimelineLabels[params.timeline] },
    { label: 'Budget', value: budgetLevelLabels[params.budget] },
    { label: 'Prioritized IP types', value: priorities.length ? priorities.join(', ') : 'None' },
    { label: 'Approach', value: approach.length ? approach.join(', ') : 'Standard' },
    { label: 'Business goals', value: params.businessGoals },
    { label: 'Existing IP', value: params.existingIP },
    { label: 'Competitors', value: params.competitorInfo },
  ];
  return lines.filter((line) => line.value !== '');
}
