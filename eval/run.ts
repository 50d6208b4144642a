/**
 * `npm run eval [-- --json] [-- --all] [-- --plans]` (--plans: founder plans only): scores the engine on both corpora, side by side.
 * - eval/plans (founder plans): the committed model, on all plans and on the held-out ones (eval/split.ts).
 * - the 10-K corpus (../shared/corpus/10k-dev): k-fold cross-validated, each filing analysed by a model fitted
 *   without it (the committed weights were fitted on these filings, so their figures there would flatter it).
 * A report, not a test: the exit code is always 0.
 */
import { analyze } from '#server/engine/analyze.ts';
import type { DetectorFailure } from '#server/engine/candidates.ts';
import type { EngineModel } from '#server/engine/decision/model.ts';
import { trainedModel } from '#server/engine/decision/trained-model.ts';
import { loadCorpus } from './corpus.ts';
import { evaluate } from './evaluate.ts';
import { corpusMetrics, type CaseOutcome } from './metrics.ts';
import { formatCaseMisses, formatCorpusMetrics } from './metrics-report.ts';
import { formatMisses, formatSummary } from './report.ts';
import { runCases } from './run-cases.ts';
import { isHeldOutPlan } from './split.ts';
import { crossValidate, defaultTrainOptions, foldOf } from './train/cross-validate.ts';
import { featured, planCases } from './train/dataset.ts';
import { loadTenK } from './tenk.ts';

// The app carries on without a failed detector (decision 047); the evaluation wants the fault listed instead.
const loud: DetectorFailure = (_type, error) => {
  throw error;
};

const args = process.argv.slice(2);
const json = args.includes('--json');
const all = args.includes('--all');
const plansOnly = args.includes('--plans');
const print = (line: string) => {
  if (!json) console.log(line);
};

async function main(): Promise<void> {
  const report: Record<string, unknown> = { engineVersion: analyze('').engineVersion };
  // Founder plans: the scorer of issue 3 (types and names), then the corpus metrics on all and held-out plans.
  const plans = loadCorpus();
  const evaluation = await evaluate(plans, (text) => analyze(text, { onDetectorFailure: loud }));
  print(`Moatmap engine evaluation (engine ${evaluation.engineVersion ?? 'version unknown'})\n`);
  print('== eval/plans (founder plans), committed model ==');
  print(formatSummary(evaluation));
  const planSet = planCases();
  const planRun = runCases(planSet, (text) => analyze(text, { onDetectorFailure: loud }));
  const heldOut = planRun.outcomes.filter((o) => isHeldOutPlan(o.id));
  const planAll = corpusMetrics(planRun.outcomes);
  const planHeld = corpusMetrics(heldOut);
  print(`\n${formatCorpusMetrics('eval/plans, all (training plans included)', planAll)}`);
  print(`\n${formatCorpusMetrics('eval/plans, held out of training', planHeld)}`);
  print(`\n${formatMisses(evaluation.misses)}`);
  if (evaluation.problems.length > 0) print(`\nEngine problems: ${evaluation.problems.map((p) => `${p.plan}: ${p.problem}`).join('; ')}`);
  Object.assign(report, { plans: { ...evaluation, all: planAll, heldOut: planHeld } });

  // 10-K: cross-validated.
  const load = plansOnly ? { cases: null, reason: 'skipped (--plans)' } : loadTenK();
  if (!load.cases) {
    print(`\n== 10-K corpus skipped: ${load.reason} ==`);
    report.tenK = { skipped: load.reason };
  } else {
    print(`\n== 10-K corpus (${load.cases.length} filings), ${defaultTrainOptions.folds}-fold cross-validated ==`);
    print('Computing features for the fold models...');
    const tenK = load.cases.map(featured);
    const trainPlans = planSet.filter((p) => !isHeldOutPlan(p.id)).map(featured);
    const training = [...tenK, ...trainPlans];
    const folds = foldOf(training, defaultTrainOptions.folds);
    const { foldModels } = crossValidate(training, defaultTrainOptions);
    const outcomes: CaseOutcome[] = [];
    const times: number[] = [];
    for (const c of load.cases) {
      const model: EngineModel = { ...trainedModel, types: foldModels[folds.get(c.id)!]! };
      const run = runCases([c], (text) => analyze(text, { model, onDetectorFailure: loud }));
      outcomes.push(...run.outcomes);
      times.push(...run.ms);
    }
    const metrics = corpusMetrics(outcomes);
    times.sort((a, b) => a - b);
    print(formatCorpusMetrics('10-K (cross-validated)', metrics));
    print(`analysis time per filing: median ${times[times.length >> 1]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
    print(`\n${formatCaseMisses(outcomes, all ? Infinity : 40)}`);
    report.tenK = metrics;
  }
  if (json) console.log(JSON.stringify(report, null, 2));
}

try {
  await main();
} catch (error) {
  console.log(`The evaluation could not run: ${(error as Error).stack ?? (error as Error).message}`);
}
process.exitCode = 0;
