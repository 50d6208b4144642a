import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { HttpError } from '../../http-errors.ts';
import { threadEntry } from '../../project-paths.ts';

export const ANALYSIS_TIMEOUT_MS = 120_000;
export const ANALYSIS_TIMEOUT_MESSAGE = 'The analysis took too long and was stopped. Please try again with a shorter plan.';
export const ANALYSIS_BUSY_MESSAGE = 'The server is busy analysing other plans. Please try again in a minute.';

export type EnginePoolOptions = {
  /** Engine threads at once; more analyses wait in line. */
  threads?: number;
  /** Analyses that may wait for a thread; past it the request is refused with 503 instead of queueing forever. */
  maxQueue?: number;
  /** Heap of each engine thread: a runaway analysis ends its thread, not the server. */
  maxHeapMb?: number;
};

/**
 * The analysis engine in worker threads (finding 1 of the attack run): the engine is CPU-bound for up to
 * seconds on a long plan, and on the main thread it delayed every request of every tenant meanwhile.
 * A thread that overruns its time limit is terminated and replaced; the caller gets a 503.
 */
export class EnginePool {
  private readonly pool: Piscina<string, AnalysisResult>;

  constructor(options: EnginePoolOptions = {}) {
    const threads = Math.max(1, options.threads ?? Math.min(2, availableParallelism()));
    this.pool = new Piscina({
      filename: threadEntry('src/server/features/analyses/engine-worker.mjs', 'engine-worker.js').url,
      minThreads: threads,
      maxThreads: threads,
      // Loading the language model takes about a second: an idle thread is kept rather than ended.
      idleTimeout: Infinity,
      maxQueue: options.maxQueue ?? 200,
      resourceLimits: { maxOldGenerationSizeMb: options.maxHeapMb ?? 1024 },
    });
  }

  async analyze(text: string, timeoutMs = ANALYSIS_TIMEOUT_MS): Promise<AnalysisResult> {
    try {
      return await this.pool.run(text, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      if (name === 'AbortError') throw new HttpError(503, ANALYSIS_TIMEOUT_MESSAGE);
      if (String((error as Error)?.message).includes('Task queue is at limit')) throw new HttpError(503, ANALYSIS_BUSY_MESSAGE);
      throw error;
    }
  }

  /** Engine threads alive now. */
  get threadCount(): number {
    return this.pool.threads.length;
  }

  /**
   * Resolves when every thread has loaded the engine, so the first analysis does not pay for it. Never rejects:
   * a failure (or a shutdown meanwhile) only means a cold start later.
   */
  async warm(): Promise<void> {
    await Promise.allSettled(
      Array.from({ length: this.pool.options.maxThreads }, () =>
        this.pool.run('Warm-up: Moatmap loads its language model once per thread before the first real analysis.'),
      ),
    );
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}

let shared: EnginePool | undefined;
/** One engine pool per process, started on first use. */
export function defaultEnginePool(): EnginePool {
  shared ??= new EnginePool();
  return shared;
}
