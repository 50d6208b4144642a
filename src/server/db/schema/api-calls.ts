import { bigint, date, pgTable } from 'drizzle-orm/pg-core';

/** API requests per UTC day, summed over every instance (each flushes its own count every few seconds). */
export const apiCallsDaily = pgTable('api_calls_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  calls: bigint('calls', { mode: 'number' }).notNull().default(0),
});
