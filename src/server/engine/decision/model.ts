import { z } from 'zod';
import { ipTypes, type IpType } from '#shared/schemas/analysis.ts';
import { isShortText } from '../features/features.ts';

/** One logistic regression: p = sigmoid(bias + sum(weights[i] * (x[i] - mean[i]) / scale[i])). */
export const typeModelSchema = z.object({
  bias: z.number(),
  weights: z.array(z.number()),
  mean: z.array(z.number()),
  scale: z.array(z.number().positive()),
  /**
   * The probability from which the type is recommended, one for short texts (founders' plans) and one for long ones
   * (annual reports), each the middle of the cuts within 0.01 of the best F1 on out-of-fold probabilities of the
   * training cases of its length (decision 052).
   */
  threshold: z.object({ short: z.number().min(0).max(1), long: z.number().min(0).max(1) }),
});
export type TypeModel = z.infer<typeof typeModelSchema>;
/** A fitted logistic regression, with or without its thresholds. */
export type Coefficients = Pick<TypeModel, 'bias' | 'weights' | 'mean' | 'scale'>;

export const engineModelSchema = z.object({
  version: z.string(),
  features: z.array(z.string()),
  types: z.object(Object.fromEntries(ipTypes.map((t) => [t, typeModelSchema])) as Record<IpType, typeof typeModelSchema>),
  /** How it was fitted and the cross-validated figures it reached (never training-set figures). */
  training: z.record(z.string(), z.unknown()),
});
export type EngineModel = z.infer<typeof engineModelSchema>;

export function sigmoid(z: number): number {
  return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
}

/** The calibrated probability that the type is worth recommending for a plan with these features. */
export function probability(model: Coefficients, x: readonly number[]): number {
  let z = model.bias;
  for (let i = 0; i < model.weights.length; i++) z += model.weights[i]! * ((x[i]! - model.mean[i]!) / model.scale[i]!);
  return sigmoid(z);
}

/** Whether the type is recommended: the probability against the threshold for the text's length. */
export function isRecommended(model: TypeModel, x: readonly number[], p = probability(model, x)): boolean {
  return p >= model.threshold[isShortText(x) ? 'short' : 'long'];
}

/** Each feature's push on the decision (weight times standardised value): the reasons, strongest first. */
export function contributions(model: Coefficients, names: readonly string[], x: readonly number[]): { feature: string; effect: number }[] {
  return model.weights
    .map((w, i) => ({ feature: names[i]!, effect: w * ((x[i]! - model.mean[i]!) / model.scale[i]!) }))
    .sort((a, b) => Math.abs(b.effect) - Math.abs(a.effect) || (a.feature < b.feature ? -1 : 1));
}
