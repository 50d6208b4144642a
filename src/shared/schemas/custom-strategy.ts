import { z } from 'zod';
import { strategySchema } from './analysis.ts';
import { isStorableText, unstorableTextMessage } from './text.ts';

// Options, defaults and ranges are the spec's (sections 3 and 9).
export const industries = ['technology', 'healthcare', 'manufacturing', 'retail', 'finance', 'automotive', 'energy', 'other'] as const;
export type Industry = (typeof industries)[number];
export const industryLabels: Record<Industry, string> = {
  technology: 'Technology',
  healthcare: 'Healthcare',
  manufacturing: 'Manufacturing',
  retail: 'Retail',
  finance: 'Finance',
  automotive: 'Automotive',
  energy: 'Energy',
  other: 'Other',
};

export const companySizes = ['startup', 'growth', 'midsize', 'enterprise'] as const;
export type CompanySize = (typeof companySizes)[number];
export const companySizeLabels: Record<CompanySize, string> = {
  startup: 'Startup (1-10 employees)',
  growth: 'Growth (11-100 employees)',
  midsize: 'Midsize (101-500 employees)',
  enterprise: 'Enterprise (500+ employees)',
};

/** Months, kept as text as the spec says. */
export const strategyTimelines = ['6', '12', '24', '36'] as const;
export type StrategyTimeline = (typeof strategyTimelines)[number];
export const strategyTimelineLabels: Record<StrategyTimeline, string> = {
  '6': '6 months',
  '12': '12 months',
  '24': '24 months',
  '36': '36 months',
};

export const budgetLevels = ['low', 'medium', 'high'] as const;
export type BudgetLevel = (typeof budgetLevels)[number];
export const budgetLevelLabels: Record<BudgetLevel, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export type Option<T extends string> = { value: T; label: string };
const options = <T extends string>(values: readonly T[], labels: Record<T, string>): Option<T>[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** Ready-made select options for the custom strategy dialog. */
export const industryOptions = options(industries, industryLabels);
export const companySizeOptions = options(companySizes, companySizeLabels);
export const strategyTimelineOptions = options(strategyTimelines, strategyTimelineLabels);
export const budgetLevelOptions = options(budgetLevels, budgetLevelLabels);

export const COMPETITIVE_INTENSITY_MIN = 0;
export const COMPETITIVE_INTENSITY_MAX = 100;
export const COMPETITIVE_INTENSITY_STEP = 10;

export const COMPANY_NAME_MAX = 200;
export const FREE_TEXT_MAX = 2000;

/** The four "prioritize" switches, in the order the dialog shows them. */
export const priorityFlags = [
  { key: 'prioritizePatents', type: 'patent', label: 'Patents' },
  { key: 'prioritizeTrademarks', type: 'trademark', label: 'Trademarks' },
  { key: 'prioritizeTradeSecrets', type: 'trade_secret', label: 'Trade Secrets' },
  { key: 'prioritizeCopyrights', type: 'copyright', label: 'Copyrights' },
] as const;

export const approachFlags = [
  { key: 'internationalProtection', label: 'International Protection' },
  { key: 'defensiveStrategy', label: 'Defensive Strategy' },
  { key: 'offensiveStrategy', label: 'Offensive Strategy' },
] as const;

const freeText = (max: number) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).refine(isStorableText, unstorableTextMessage('This field')).default('');

export const customStrategyParametersSchema = z.object({
  companyName: freeText(COMPANY_NAME_MAX),
  industry: z.enum(industries).default('technology'),
  companySize: z.enum(companySizes).default('startup'),
  competitiveIntensity: z
    .number()
    .int()
    .min(COMPETITIVE_INTENSITY_MIN)
    .max(COMPETITIVE_INTENSITY_MAX)
    .multipleOf(COMPETITIVE_INTENSITY_STEP)
    .default(70),
  timeline: z.enum(strategyTimelines).default('12'),
  budget: z.enum(budgetLevels).default('low'),
  prioritizePatents: z.boolean().default(true),
  prioritizeTrademarks: z.boolean().default(true),
  prioritizeTradeSecrets: z.boolean().default(true),
  prioritizeCopyrights: z.boolean().default(true),
  internationalProtection: z.boolean().default(false),
  defensiveStrategy: z.boolean().default(false),
  offensiveStrategy: z.boolean().default(false),
  businessGoals: freeText(FREE_TEXT_MAX),
  existingIP: freeText(FREE_TEXT_MAX),
  competitorInfo: freeText(FREE_TEXT_MAX),
});
export type CustomStrategyParameters = z.infer<typeof customStrategyParametersSchema>;
export type CustomStrategyParametersInput = z.input<typeof customStrategyParametersSchema>;

/** Every default of the spec, e.g. to seed the dialog's form. */
export const defaultCustomStrategyParameters: CustomStrategyParameters = customStrategyParametersSchema.parse({});

export const customStrategyResultSchema = z.object({
  customParameters: customStrategyParametersSchema,
  strategy: strategySchema,
  /** ISO timestamp; set by whoever generated it (the rules are pure and do not read the clock). */
  generatedAt: z.iso.datetime({ offset: true }).optional(),
});
export type CustomStrategyResult = z.infer<typeof customStrategyResultSchema>;
