import type { AnalysisResult, IpType } from '#shared/schemas/analysis.ts';
import { buildBudget, budgetText } from './budget.ts';
import { findCandidates, type DetectorFailure } from './candidates.ts';
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
  /**
   * Told when a type's detector throws. By default the analysis goes on without that type and says so in its notes
   * (one faulty rule should not cost the founder the whole report); the evaluation throws here to see the fault.
   */
  onDetectorFailure?: DetectorFailure;
};

const typeNames: Record<IpType, [string, string]> = {
  patent: ['patent', 'patents'],
  trademark: ['trademark', 'trademarks'],
  trade_secret: ['trade secret', 'trade secrets'],
  copyright: ['copyright', 'copyrights'],
};

/** What the report says when a type's check failed: the reader must not take a missing type for a "no". */
export function failedCheckNote(type: IpType): string {
  const [one, many] = typeNames[type];
  return `The ${one} check could not finish on this text, so this report may be missing ${many}. The other findings are complete; please run the analysis again later or contact support.`;
}

/**
 * The plan's IP opportunities with summary, roadmap and budget. Pure and deterministic: same text, same result.
 * Stages: text -> sentences and tokens -> candidates per type -> features -> decision -> findings with evidence
 * -> roadmap and budget.
 */
export function analyze(text: string, options: AnalyzeOptions = {}): AnalysisResult {
  const ctx = buildContext(text);
  const { candidates, failed } = findCandidates(ctx, options.onDetectorFailure ?? (() => {}));
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
    notes: failed.map(failedCheckNote),
  };
}
