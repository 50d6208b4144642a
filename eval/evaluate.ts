import { performance } from 'node:perf_hooks';
import { z } from 'zod';
import { resultSchema } from '#shared/schemas/analysis.ts';
import type { CorpusPlan } from './corpus.ts';
import {
  missesOf,
  predictionFrom,
  scorePlan,
  summarise,
  type Miss,
  type PlanScore,
  type ScoredRecommendation,
  type Summary,
} from './score.ts';

export type Analyze = (text: string) => unknown;

// Only what scoring reads, so that a result that strays from the schema is still scored (and reported).
const scoredResultSchema = z.object({
  recommendations: z.array(
    z.object({
      type: z.string(),
      name: z.string().optional(),
      details: z.object({ kind: z.string().optional(), mark: z.unknown().optional() }).nullable().optional(),
    }),
  ),
  engineVersion: z.string().optional(),
});

type PlanRun = { score: PlanScore; ms: number; problems: string[]; engineVersion?: string };

async function runPlan(analyze: Analyze, plan: CorpusPlan): Promise<PlanRun> {
  const problems: string[] = [];
  let recommendations: ScoredRecommendation[] = [];
  let engineVersion: string | undefined;
  let result: unknown;
  const start = performance.now();
  try {
    result = await analyze(plan.text);
  } catch (error) {
    problems.push(`engine threw: ${(error as Error).message}`);
  }
  const ms = performance.now() - start;
  if (result !== undefined) {
    const full = resultSchema.safeParse(result);
    if (!full.success) {
      problems.push(`result off the schema: ${z.prettifyError(full.error).split('\n').slice(0, 4).join('; ')}`);
    }
    const scored = scoredResultSchema.safeParse(result);
    if (scored.success) {
      recommendations = scored.data.recommendations;
      engineVersion = scored.data.engineVersion;
    } else problems.push('result has no readable recommendations; scored as empty');
  }
  return { score: scorePlan(plan.slug, plan.label, predictionFrom(recommendations)), ms, problems, engineVersion };
}

function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

export type Evaluation = Summary & {
  engineVersion: string | null;
  misses: Miss[];
  /** Plans where the engine threw or answered off the schema: scored anyway, listed so that nobody misses it. */
  problems: { plan: string; problem: string }[];
  timing: { medianMs: number; maxMs: number };
};

/** Runs `analyze` on every plan, one after the other, and scores the results against the labels. */
export async function evaluate(plans: readonly CorpusPlan[], analyze: Analyze): Promise<Evaluation> {
  const runs: PlanRun[] = [];
  for (const plan of plans) runs.push(await runPlan(analyze, plan));
  const scores = runs.map((run) => run.score);
  const times = runs.map((run) => run.ms);
  return {
    ...summarise(scores),
    engineVersion: runs.find((run) => run.engineVersion !== undefined)?.engineVersion ?? null,
    misses: missesOf(scores),
    problems: runs.flatMap((run) => run.problems.map((problem) => ({ plan: run.score.plan, problem }))),
    timing: { medianMs: Number(median(times).toFixed(2)), maxMs: Number(Math.max(0, ...times).toFixed(2)) },
  };
}
