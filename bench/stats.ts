import { performance } from 'node:perf_hooks';

export type Figure = { label: string; value: string; target?: { text: string; met: boolean } };

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export type Timing = { median: number; p95: number; min: number; max: number; runs: number };

/** Times `fn` once per input after `warmup` untimed calls (on the first inputs, cycling). */
export async function timeRuns<T>(inputs: T[], warmup: number, fn: (input: T) => unknown): Promise<Timing> {
  for (let i = 0; i < warmup; i++) await fn(inputs[i % inputs.length]!);
  const samples: number[] = [];
  for (const input of inputs) {
    const start = performance.now();
    await fn(input);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95), min: samples[0]!, max: samples.at(-1)!, runs: samples.length };
}

export async function timeOnce(fn: () => unknown): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(bytes < 1024 * 1024 ? 2 : 1)} MB`;
export const timingText = (t: Timing) => `median ${ms(t.median)}, p95 ${ms(t.p95)}, min ${ms(t.min)}, max ${ms(t.max)} (${t.runs} runs)`;

export function memoryFigures(prefix: string): Figure[] {
  const m = process.memoryUsage();
  return [
    { label: `${prefix}: resident set size`, value: mb(m.rss) },
    { label: `${prefix}: JS heap used`, value: mb(m.heapUsed) },
  ];
}
