import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const backupStatuses = ['running', 'completed', 'failed'] as const;
export const backupFrequencies = ['hourly', 'daily', 'weekly'] as const;

/** One backup (its files live in BACKUP_DIR/<id>/); operational bookkeeping, never part of a backup itself. */
export const backups = pgTable('backups', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['full'] }).notNull().default('full'),
  /** Who asked: a super admin on the page, the schedule, or an operator's `npm run backup`. */
  trigger: text('trigger', { enum: ['manual', 'scheduled', 'cli'] }).notNull(),
  status: text('status', { enum: backupStatuses }).notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
  sizeBytes: bigint('size_bytes', { mode: 'number' }),
  recordCount: integer('record_count'),
  durationMs: integer('duration_ms'),
  error: text('error'),
  /** Table names with their row counts, as in the manifest. */
  tables: jsonb('tables').$type<{ name: string; rows: number }[]>(),
  verifiedAt: timestamp('verified_at', { withTimezone: true }),
  verified: boolean('verified'),
  createdBy: integer('created_by'),
});

/** The one backup configuration of the instance (row id 1). */
export const backupConfig = pgTable('backup_config', {
  id: integer('id').primaryKey().default(1),
  enabled: boolean('enabled').notNull().default(true),
  frequency: text('frequency', { enum: backupFrequencies }).notNull().default('daily'),
  retentionDays: integer('retention_days').notNull().default(30),
  autoVerify: boolean('auto_verify').notNull().default(true),
  compressionEnabled: boolean('compression_enabled').notNull().default(true),
  includeAnalytics: boolean('include_analytics').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BackupRow = typeof backups.$inferSelect;
export type BackupConfigRow = typeof backupConfig.$inferSelect;
