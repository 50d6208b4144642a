import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { createScheduler, scheduledJobRows, type ScheduledJob } from './scheduler.ts';

const quiet = { info: () => {}, error: () => {} };
const HOUR = 3_600_000;

describe.each(testDatabaseKinds)('scheduler on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  it('runs a job once per interval, first one interval after it is first registered', async () => {
    const clock = { now: new Date('2026-01-01T00:00:00Z') };
    const scheduler = createScheduler({ database, now: () => clock.now, log: quiet });
    const runs: string[] = [];
    scheduler.register({ name: `hourly-${kind}`, everyMs: HOUR, run: async ({ now }) => void runs.push(now.toISOString()) });
    await scheduler.tick();
    expect(runs).toEqual([]);
    clock.now = new Date(clock.now.getTime() + HOUR);
    await scheduler.tick();
    await scheduler.tick();
    expect(runs).toEqual(['2026-01-01T01:00:00.000Z']);
    const row = (await scheduledJobRows(database)).find((r) => r.name === `hourly-${kind}`)!;
    expect(row.nextRunAt.toISOString()).toBe('2026-01-01T02:00:00.000Z');
    expect(row.lastError).toBeNull();
    await scheduler.stop();
  });

  it('two schedulers on one database share each due run: one runs it, the other does not', async () => {
    const clock = { now: new Date('2026-02-01T00:00:00Z') };
    const runs: string[] = [];
    const job = (instance: string): ScheduledJob => ({
      name: `shared-${kind}`,
      everyMs: (now) => HOUR - (now.getTime() % HOUR),
      run: async () => {
        runs.push(instance);
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    });
    const a = createScheduler({ database, now: () => clock.now, log: quiet });
    const b = createScheduler({ database, now: () => clock.now, log: quiet });
    a.register(job('a'));
    b.register(job('b'));
    await Promise.all([a.tick(), b.tick()]);
    for (let hour = 1; hour <= 3; hour += 1) {
      clock.now = new Date(Date.parse('2026-02-01T00:00:00Z') + hour * HOUR + 5_000);
      await Promise.all([a.tick(), b.tick()]);
    }
    expect(runs).toHaveLength(3);
  });

  it('records a failing run and keeps scheduling', async () => {
    const clock = { now: new Date('2026-03-01T00:00:00Z') };
    const scheduler = createScheduler({ database, now: () => clock.now, log: quiet });
    scheduler.register({ name: `failing-${kind}`, everyMs: 60_000, run: async () => Promise.reject(new Error('disk full')) });
    await scheduler.tick();
    clock.now = new Date(clock.now.getTime() + 60_000);
    await scheduler.tick();
    const row = (await scheduledJobRows(database)).find((r) => r.name === `failing-${kind}`)!;
    expect(row.lastError).toBe('disk full');
    expect(row.nextRunAt.getTime()).toBe(clock.now.getTime() + 60_000);
  });
});
