import { z } from 'zod';
import { storableString } from './text.ts';

export const ipTypes = ['patent', 'trademark', 'trade_secret', 'copyright'] as const;
export const ipTypeSchema = z.enum(ipTypes);
export type IpType = z.infer<typeof ipTypeSchema>;

export const potentials = ['high', 'medium', 'low'] as const;
export const potentialSchema = z.enum(potentials);

/** A passage of the plan that supports a finding; start/end are character offsets into the analysed text. */
export const evidenceSchema = z.object({
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** One named reason that moved the likelihood, e.g. { label: 'Coined word (fanciful)', effect: +25 }. */
export const likelihoodFactorSchema = z.object({ label: z.string(), effect: z.number() });

export const distinctivenessSchema = z.enum(['fanciful', 'arbitrary', 'suggestive', 'descriptive', 'generic']);
export type Distinctiveness = z.infer<typeof distinctivenessSchema>;

export const trademarkDetailsSchema = z.object({
  kind: z.literal('trademark'),
  mark: z.string(),
  markType: z.enum(['company', 'product', 'service', 'brand']),
  distinctiveness: distinctivenessSchema,
  distinctivenessReason: z.string(),
  niceClasses: z.array(z.object({ number: z.number().int().min(1).max(45), label: z.string() })),
  flags: z.array(z.string()),
});

export const patentDetailsSchema = z.object({
  kind: z.literal('patent'),
  subject: z.string(),
  category: z.enum(['method', 'system', 'device', 'process', 'composition', 'algorithm']),
  abstractIdeaRisk: z.boolean(),
  publicDisclosure: z.boolean(),
  warnings: z.array(z.string()),
});

export const tradeSecretDetailsSchema = z.object({
  kind: z.literal('trade_secret'),
  subject: z.string(),
  category: z.string(),
  measures: z.array(z.string()),
});

export const copyrightDetailsSchema = z.object({
  kind: z.literal('copyright'),
  works: z.array(z.string()),
  ownershipGap: z.boolean(),
});

export const recommendationDetailsSchema = z.discriminatedUnion('kind', [
  trademarkDetailsSchema,
  patentDetailsSchema,
  tradeSecretDetailsSchema,
  copyrightDetailsSchema,
]);

export const recommendationSchema = z.object({
  /** Stable for the same finding in the same plan (a hash of type and subject), so "Already in Plan" survives re-analysis. */
  id: z.string(),
  type: ipTypeSchema,
  name: z.string(),
  description: z.string(),
  rationale: z.array(z.string()),
  likelihood: z.number().min(0).max(100),
  nextStep: z.string(),
  potential: potentialSchema,
  evidence: z.array(evidenceSchema),
  likelihoodFactors: z.array(likelihoodFactorSchema),
  details: recommendationDetailsSchema,
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const strategySchema = z.object({
  immediate: z.array(storableString()),
  shortTerm: z.array(storableString()),
  mediumTerm: z.array(storableString()),
  longTerm: z.array(storableString()),
  estimatedBudget: storableString(),
});
export type Strategy = z.infer<typeof strategySchema>;

export const budgetLineSchema = z.object({
  label: z.string(),
  low: z.number(),
  high: z.number(),
  /** Where the official fee comes from, with its date. */
  source: z.string(),
});

export const resultSchema = z.object({
  summary: z.string(),
  counts: z.object({
    patents: z.number().int(),
    trademarks: z.number().int(),
    tradeSecrets: z.number().int(),
    copyrights: z.number().int(),
  }),
  recommendations: z.array(recommendationSchema),
  strategy: strategySchema,
  budget: z.object({ low: z.number(), high: z.number(), currency: z.literal('USD'), lines: z.array(budgetLineSchema) }),
  engineVersion: z.string(),
  /** Notes about how the result was made (e.g. the optional LLM enrichment fell back to the local engine). */
  notes: z.array(z.string()),
});
export type AnalysisResult = z.infer<typeof resultSchema>;
