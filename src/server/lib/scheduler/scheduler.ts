import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { scheduledJobs } from '../../db/schema/scheduled-jobs.ts';

/** A job other features register; `everyMs` may depend on the time (e.g. "until 08:00 tomorrow"). */
export type ScheduledJob = {
  name: string;
  everyMs: number | ((now: Date) => number);
  run(ctx: { now: Date }): Promise<void>;
};

export type Scheduler = {
  register(job: ScheduledJob): void;
  /** Starts ticking (server.ts does; tests call tick() themselves unless they start it). */
  start(): void;
  /** Stops ticking and waits for the runs in progress. */
  stop(): Promise<void>;
  /** Claims and runs every due job once; resolves when those runs have finished. */
  tick(): Promise<void>;
  /** When this instance next checks for due jobs. */
  readonly tickMs: number;
};

export type SchedulerOptions = {
  database: Database;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  /** How often due jobs are looked for; a job runs at most this late. */
  tickMs?: number;
};

export function intervalOf(job: ScheduledJob, now: Date): number {
  const ms = typeof job.everyMs === 'function' ? job.everyMs(now) : job.everyMs;
  return Math.max(1000, Math.round(ms));
}

/**
 * One scheduler for the whole app. Every instance ticks; a due run is claimed by one atomic UPDATE of the job's
 * shared row (next_run_at moves forward only for the instance whose update matched), so each run happens on exactly
 * one instance. The run itself also holds an advisory lock, so a run that outlasts its interval is never doubled.
 */
export function createScheduler({ database, now, log, tickMs = 15_000 }: SchedulerOptions): Scheduler {
  const jobs = new Map<string, ScheduledJob>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;

  async function claim(job: ScheduledJob, at: Date): Promise<boolean> {
    const { db } = database;
    await db
      .insert(scheduledJobs)
      .values({ name: job.name, nextRunAt: new Date(at.getTime() + intervalOf(job, at)) })
      .onConflictDoNothing();
    const claimed = await db
      .update(scheduledJobs)
      .set({ nextRunAt: new Date(at.getTime() + intervalOf(job, at)), lastStartedAt: at })
      .where(and(eq(scheduledJobs.name, job.name), lte(scheduledJobs.nextRunAt, at)))
      .returning({ name: scheduledJobs.name });
    return claimed.length === 1;
  }

  async function runJob(job: ScheduledJob, at: Date) {
    const started = performance.now();
    let error: string | null = null;
    const outcome = await database
      .withLock(`job:${job.name}`, () => job.run({ now: at }))
      .catch((err: unknown) => {
        error = err instanceof Error ? err.message : String(err);
        log.error({ err, job: job.name }, 'scheduled job failed');
        return { acquired: true as const, value: undefined };
      });
    if (!outcome.acquired) {
      log.info({ job: job.name }, 'scheduled job skipped: its previous run is still going');
      return;
    }
    await database.db
      .update(scheduledJobs)
      .set({ lastFinishedAt: now(), lastDurationMs: Math.round(performance.now() - started), lastError: error })
      .where(eq(scheduledJobs.name, job.name))
      .catch((err: unknown) => log.error({ err, job: job.name }, 'could not record a scheduled run'));
  }

  async function tickOnce() {
    const at = now();
    const runs: Promise<void>[] = [];
    for (const job of jobs.values()) {
      const claimed = await claim(job, at).catch((err: unknown) => {
        log.error({ err, job: job.name }, 'could not claim a scheduled job');
        return false;
      });
      if (!claimed) continue;
      const run = runJob(job, at);
      running.add(run);
      void run.finally(() => running.delete(run));
      runs.push(run);
    }
    await Promise.all(runs);
  }

  const scheduler: Scheduler = {
    tickMs,
    register(job) {
      if (jobs.has(job.name)) throw new Error(`A scheduled job named ${job.name} is already registered`);
      jobs.set(job.name, job);
    },
    start() {
      if (timer) return;
      // The first tick comes one interval after start: start-up (migrations, warm-up) is not competed with.
      timer = setInterval(() => void scheduler.tick(), tickMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await Promise.allSettled([ticking, ...running]);
    },
    tick() {
      // One tick at a time per instance: a slow job never piles ticks on top of itself.
      ticking ??= tickOnce().finally(() => {
        ticking = undefined;
      });
      return ticking;
    },
  };
  return scheduler;
}

/** The job rows as stored, for the admin pages and tests. */
export async function scheduledJobRows(database: Database) {
  return database.db.select().from(scheduledJobs).orderBy(sql`${scheduledJobs.name}`);
}
