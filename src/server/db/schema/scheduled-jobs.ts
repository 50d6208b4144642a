import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per scheduled job, shared by every instance: claiming a run is one UPDATE of next_run_at, so
 * exactly one instance wins each due run (see src/server/lib/scheduler).
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastDurationMs: integer('last_duration_ms'),
  lastError: text('last_error'),
});
