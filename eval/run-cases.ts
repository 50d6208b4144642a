import { performance } from 'node:perf_hooks';
import { ipTypes } from '#shared/schemas/analysis.ts';
import type { CaseOutcome } from './metrics.ts';
import type { LabelledCase } from './tenk.ts';
import type { Expected } from './score.ts';

type Rec = { type: string; name?: string; details?: { kind?: string; mark?: unknown } | null };
export type AnalyzeCase = (text: string) => { recommendations: Rec[] };

/** What one result proposed, in the form corpusMetrics reads. */
export function outcomeOf(c: LabelledCase, recommendations: readonly Rec[]): CaseOutcome {
  const predicted = Object.fromEntries(ipTypes.map((t) => [t, recommendations.some((r) => r.type === t)])) as Expected;
  const trademarks = recommendations
    .filter((r) => r.type === 'trademark')
    .map((r) => ({ mark: typeof r.details?.mark === 'string' ? r.details.mark : '', name: r.name ?? '' }));
  return { id: c.id, text: c.text, expected: c.expected, brands: c.brands, predicted, trademarks };
}

export function runCases(cases: readonly LabelledCase[], analyze: AnalyzeCase): { outcomes: CaseOutcome[]; ms: number[] } {
  const outcomes: CaseOutcome[] = [];
  const ms: number[] = [];
  for (const c of cases) {
    const start = performance.now();
    const result = analyze(c.text);
    ms.push(performance.now() - start);
    outcomes.push(outcomeOf(c, result.recommendations));
  }
  return { outcomes, ms };
}
