import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { buildBudget, budgetText } from './budget.ts';
import { buildContext } from './context.ts';
import { detectCopyrights } from './detectors/copyright.ts';
import { detectPatents } from './detectors/patent.ts';
import { detectTradeSecrets } from './detectors/trade-secret.ts';
import { detectTrademarks } from './detectors/trademark.ts';
import { mergeFindings } from './merge.ts';
import { buildRoadmap } from './roadmap.ts';
import { countsOf, summarise } from './summary.ts';
import type { Detector } from './types.ts';

/** Stored with every analysis: a result is only comparable with results of the same engine version. */
export const ENGINE_VERSION = '1.0.0';

const detectors: Detector[] = [detectPatents, detectTrademarks, detectTradeSecrets, detectCopyrights];

/** The plan's IP opportunities with summary, roadmap and budget. Pure and deterministic: same text, same result. */
export function analyze(text: string): AnalysisResult {
  const ctx = buildContext(text);
  const recommendations = mergeFindings(
    ctx.text,
    detectors.flatMap((detect) => detect(ctx)),
  );
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
