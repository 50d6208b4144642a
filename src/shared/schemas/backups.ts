import { z } from 'zod';

export const backupFrequencies = ['hourly', 'daily', 'weekly'] as const;
export const backupStatuses = ['running', 'completed', 'failed'] as const;
export const DEFAULT_RETENTION_DAYS = 30;
export const RETENTION_MESSAGE = 'Retention must be between 1 and 365 days';

/** Spec section 5: a number from 1 to 365; a non-numeric entry falls back to 30. */
export const retentionSchema = z.preprocess((value) => {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isFinite(n) ? n : DEFAULT_RETENTION_DAYS;
}, z.number().int(RETENTION_MESSAGE).min(1, RETENTION_MESSAGE).max(365, RETENTION_MESSAGE));

export const backupConfigSchema = z.object({
  enabled: z.boolean(),
  frequency: z.enum(backupFrequencies, { error: 'Frequency must be hourly, daily or weekly' }),
  retention: z.number().int(),
  autoVerify: z.boolean(),
  compressionEnabled: z.boolean(),
  includeAnalytics: z.boolean(),
});
export type BackupConfig = z.infer<typeof backupConfigSchema>;

export const updateBackupConfigInputSchema = backupConfigSchema
  .extend({ retention: retentionSchema })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateBackupConfigInput = z.input<typeof updateBackupConfigInputSchema>;

export const createBackupInputSchema = z.object({ type: z.literal('full', { error: 'Backup type must be full' }) });

export const backupJobSchema = z.object({
  id: z.string(),
  type: z.literal('full'),
  trigger: z.enum(['manual', 'scheduled', 'cli']),
  status: z.enum(backupStatuses),
  timestamp: z.string(),
  /** Bytes on disk. */
  size: z.number().nullable(),
  recordCount: z.number().nullable(),
  /** Milliseconds. */
  duration: z.number().nullable(),
  error: z.string().nullable(),
  tables: z.array(z.string()),
  verified: z.boolean().nullable(),
  verifiedAt: z.string().nullable(),
});
export type BackupJob = z.infer<typeof backupJobSchema>;

export const backupStatsSchema = z.object({
  totalBackups: z.number(),
  successfulBackups: z.number(),
  totalSize: z.number(),
  averageSize: z.number(),
  lastBackup: z.string().nullable(),
  /** Successful over total, as a percentage with 1 decimal; 0 when there is none. */
  successRate: z.number(),
});
export type BackupStats = z.infer<typeof backupStatsSchema>;

export const backupHealthSchema = z.object({
  /** idle (green), running, disabled or failing (yellow). */
  status: z.enum(['idle', 'running', 'disabled', 'failing']),
  nextScheduledBackup: z.string().nullable(),
  lastSuccessfulBackup: z.string().nullable(),
  message: z.string(),
});
export type BackupHealth = z.infer<typeof backupHealthSchema>;

export const verifyBackupResultSchema = z.object({ valid: z.boolean(), message: z.string() });
export type VerifyBackupResult = z.infer<typeof verifyBackupResultSchema>;

/** Restoring replaces every table: the operator types the word to confirm. */
export const RESTORE_CONFIRMATION = 'RESTORE';
export const restoreBackupInputSchema = z.object({
  confirm: z.literal(RESTORE_CONFIRMATION, { error: `Type ${RESTORE_CONFIRMATION} to confirm the restore` }),
});
export const restoreBackupResultSchema = z.object({ restored: z.literal(true), message: z.string(), recordCount: z.number() });

/** Spec section 9: sizes are shown in MB. */
export function formatMegabytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '-';
  // Small backups keep a visible size: 0.004 MB rather than 0.00 MB.
  return `${(bytes / 1048576).toFixed(bytes > 0 && bytes < 1048576 ? 3 : 2)} MB`;
}

export function successRate(successful: number, total: number): number {
  return total === 0 ? 0 : Math.round((successful / total) * 1000) / 10;
}
