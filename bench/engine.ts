// analyze() speed on realistic plans of 3,000 and 20,000 words, the one-time model load, and memory.
import { performance } from 'node:perf_hooks';
import { countWords, generatePlan } from './plan-generator.ts';
import { memoryFigures, ms, timeOnce, timeRuns, timingText, type Figure } from './stats.ts';

export const name = 'engine';

// Issue 16's budget (the hardening issue allowed 30 and 200 ms; the engine issue tightened it).
const targets = [
  { words: 3_000, runs: 40, warmup: 5, targetMs: 25 },
  { words: 20_000, runs: 12, warmup: 2, targetMs: 150 },
];

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const importStart = performance.now();
  const { analyze } = await import('#server/engine/analyze.ts');
  figures.push({ label: 'engine import (modules and NLP model data, once per process)', value: ms(performance.now() - importStart) });
  const first = await timeOnce(() => analyze(generatePlan(300, 999)));
  figures.push({ label: 'first analysis of a 300-word plan (NLP pipeline set-up, cold caches)', value: ms(first) });

  for (const { words, runs, warmup, targetMs } of targets) {
    // A different plan each run (other product names and figures), so that no run profits from the
    // previous one's caches more than a server analysing many plans would.
    const plans = Array.from({ length: runs }, (_, i) => generatePlan(words, 1000 + i));
    const actual = Math.round(plans.reduce((sum, p) => sum + countWords(p), 0) / plans.length);
    const fresh = await timeRuns(plans, warmup, (plan) => analyze(plan));
    figures.push({
      label: `${actual.toLocaleString('en-US')}-word plan, a new plan each run`,
      value: timingText(fresh),
      target: { text: `median < ${targetMs} ms`, met: fresh.median < targetMs },
    });
    const same = await timeRuns(Array(runs).fill(plans[0]!), 1, (plan) => analyze(plan));
    figures.push({ label: `${actual.toLocaleString('en-US')}-word plan, the same plan again`, value: timingText(same) });
    const findings = analyze(plans[0]!).recommendations.length;
    figures.push({ label: `${actual.toLocaleString('en-US')}-word plan: recommendations found`, value: String(findings) });
  }
  figures.push(...memoryFigures('memory after the engine runs'));
  return figures;
}
