import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { buildBudget, budgetText } from './budget.ts';
import { findCandidates } from './candidates.ts';
import { buildContext } from './context.ts';
import { decideTypes } from './decision/decide.ts';
import type { EngineModel } from './decision/model.ts';
import { trainedModel } from './decision/trained-model.ts';
import { extractFeatures } from './features/features.ts';
import { applyDecisions } from './findings/apply-decisions.ts';
import { mergeFindings } from './merge.ts';
import { buildRoadmap } from './roadmap.ts';
import { countsOf, summarise } from './summary.ts';

/** Stored with every analysis: a result is only comparable with results of the same engine version. */
export const ENGINE_VERSION = '2.0.0';

export type AnalyzeOptions = {
  /** The decision model; the committed one (weights.json) by default. Evaluation passes fold models here. */
  model?: EngineModel;
};

/**
 * The plan's IP opportunities with summary, roadmap and budget. Pure and deterministic: same text, same result.
 * Stages: text -> sentences and tokens -> candidates per type -> features -> decision -> findings with evidence
 * -> roadmap and budget.
 */
export function analyze(text: string, options: AnalyzeOptions = {}): AnalysisResult {
  const ctx = buildContext(text);
  const candidates = findCandidates(ctx);
  const features = extractFeatures(ctx, candidates);
  const decisions = decideTypes(options.model ?? trainedModel, features);
  const recommendations = mergeFindings(ctx.text, applyDecisions(ctx, candidates, decisions));
  const budget = buildBudget(recommendations);
  return {
    summary: summarise(recommendations),
    counts: countsOf(recommendations),
    recommendations,
    strategy: { ...buildRoadmap(recommendations), estimatedBudget: budgetText(budget) },
    budget,
    engineVersion: ENGINE_VERSION,
    notes: [],
  };
}
