/**
 * `npm run eval [-- --json]`: runs the engine on every plan of the corpus and prints precision and recall
 * per IP type and for trademark names, with every miss. A report, not a test: the exit code is always 0.
 */
import { loadCorpus } from './corpus.ts';
import { evaluate, type Analyze } from './evaluate.ts';
import { formatMisses, formatSummary } from './report.ts';

// A variable specifier keeps this file compiling and running while the engine does not exist yet.
const engineModule = '#server/engine/analyze.ts';

async function loadEngine(): Promise<Analyze> {
  const mod: unknown = await import(engineModule);
  const analyze = (mod as { analyze?: unknown }).analyze;
  if (typeof analyze !== 'function') throw new Error(`${engineModule} does not export a function named analyze`);
  return analyze as Analyze;
}

async function main(json: boolean): Promise<void> {
  const plans = loadCorpus();
  let analyze: Analyze;
  try {
    analyze = await loadEngine();
  } catch (error) {
    const message = `The engine is not available (${engineModule}): ${(error as Error).message}`;
    console.log(json ? JSON.stringify({ engineAvailable: false, plans: plans.length, error: message }, null, 2) : message);
    return;
  }
  const evaluation = await evaluate(plans, analyze);
  if (json) {
    console.log(JSON.stringify({ engineAvailable: true, ...evaluation }, null, 2));
    return;
  }
  const { timing, misses, problems } = evaluation;
  console.log(`Moatmap engine evaluation (engine ${evaluation.engineVersion ?? 'version unknown'})\n`);
  console.log(formatSummary(evaluation));
  console.log(`\nAnalysis time per plan: median ${timing.medianMs} ms, max ${timing.maxMs} ms (the first call includes loading).\n`);
  console.log(formatMisses(misses));
  if (problems.length > 0) {
    console.log(`\nEngine problems (${problems.length}):`);
    for (const { plan, problem } of problems) console.log(`  ${plan}: ${problem}`);
  }
}

try {
  await main(process.argv.slice(2).includes('--json'));
} catch (error) {
  console.log(`The evaluation could not run: ${(error as Error).message}`);
}
process.exitCode = 0;
