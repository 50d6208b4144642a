// Constants of the spec (section 9) shared by the engine, the report and the exports.
import type { IpType } from '../schemas/analysis.ts';

export type LikelihoodBand = 'low' | 'moderate' | 'high';

/** Below 30 is low, 30 to below 70 is moderate, 70 and above is high. */
export function likelihoodBand(likelihood: number): LikelihoodBand {
  if (likelihood >= 70) return 'high';
  if (likelihood >= 30) return 'moderate';
  return 'low';
}

export type TimelineAndCost = { timeline: string; cost: string; costLow: number; costHigh: number };

/** The spec's default ranges per type, shown on cards and in details. Trade secrets use "other". */
export const timelineAndCostByType: Record<IpType | 'other', TimelineAndCost> = {
  patent: { timeline: '6-18 months', cost: '$5,000-$15,000', costLow: 5000, costHigh: 15000 },
  trademark: { timeline: '3-6 months', cost: '$1,000-$3,000', costLow: 1000, costHigh: 3000 },
  copyright: { timeline: '1-3 months', cost: '$45-$500', costLow: 45, costHigh: 500 },
  trade_secret: { timeline: '1-2 months', cost: '$500-$2,000', costLow: 500, costHigh: 2000 },
  other: { timeline: '1-2 months', cost: '$500-$2,000', costLow: 500, costHigh: 2000 },
};

export const ipTypeLabels: Record<IpType, string> = {
  patent: 'Patent',
  trademark: 'Trademark',
  trade_secret: 'Trade Secret',
  copyright: 'Copyright',
};

export const phases = [
  { key: 'immediate', label: 'Immediate', window: '0-3 months' },
  { key: 'shortTerm', label: 'Short-Term', window: '3-6 months' },
  { key: 'mediumTerm', label: 'Medium-Term', window: '6-12 months' },
  { key: 'longTerm', label: 'Long-Term', window: '12+ months' },
] as const;
export type PhaseKey = (typeof phases)[number]['key'];

export const PATENT_TERM_YEARS = 20;

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
