import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiCallsDaily } from '../../db/schema/api-calls.ts';

const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * API calls per UTC day across every instance: each instance counts in memory and adds its count to the day's
 * shared row every few seconds (one upsert, however busy), so "API calls today" is the sum over the fleet.
 */
export function createApiCallCounter(db: Db, now: () => Date) {
  const pending = new Map<string, number>();

  async function flush(): Promise<void> {
    const entries = [...pending.entries()];
    pending.clear();
    for (const [day, calls] of entries) {
      try {
        await db
          .insert(apiCallsDaily)
          .values({ day, calls })
          .onConflictDoUpdate({ target: apiCallsDaily.day, set: { calls: sql`${apiCallsDaily.calls} + ${calls}` } });
      } catch (error) {
        pending.set(day, (pending.get(day) ?? 0) + calls);
        throw error;
      }
    }
  }

  return {
    count() {
      const day = utcDay(now());
      pending.set(day, (pending.get(day) ?? 0) + 1);
    },
    flush,
    async today(): Promise<number> {
      const day = utcDay(now());
      const [row] = await db.select({ calls: apiCallsDaily.calls }).from(apiCallsDaily).where(sql`${apiCallsDaily.day} = ${day}`);
      return Number(row?.calls ?? 0) + (pending.get(day) ?? 0);
    },
  };
}
