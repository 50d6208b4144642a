import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { BackupConfigRow, BackupRow } from '../../db/schema/backups.ts';
import type { BackupConfig, BackupHealth, BackupJob, BackupStats, UpdateBackupConfigInput } from '#shared/schemas/backups.ts';
import { successRate } from '#shared/schemas/backups.ts';
import { appSchemaVersion, backupPath, checkFiles, readManifest } from './backup-files.ts';
import { writeSnapshot } from './backup-writer.ts';
import { RestoreRefused, restoreIntoScratch, restoreSnapshot } from './backup-restore.ts';
import * as repo from './backups.repository.ts';

export const FREQUENCY_MS = { hourly: 3_600_000, daily: 86_400_000, weekly: 604_800_000 } as const;
/** One backup at a time across every instance. */
export const BACKUP_LOCK = 'moatmap:backup';

export type BackupsDeps = {
  database: Database;
  backupDir: string;
  now: () => Date;
  encryptionKeyId: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
};

export class BackupBusy extends Error {
  constructor() {
    super('A backup is already running. Wait for it to finish.');
  }
}
export class BackupNotFound extends Error {
  constructor() {
    super('Backup not found');
  }
}

/** The database's own message, without the SQL and parameters Drizzle wraps around it. */
export function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

export function toBackupJob(row: BackupRow): BackupJob {
  return {
    id: row.id,
    type: row.type,
    trigger: row.trigger,
    status: row.status,
    timestamp: row.startedAt.toISOString(),
    size: row.sizeBytes,
    recordCount: row.recordCount,
    duration: row.durationMs,
    error: row.error,
    tables: (row.tables ?? []).map((t) => t.name),
    verified: row.verified,
    verifiedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

export function toBackupConfig(row: BackupConfigRow): BackupConfig {
  return {
    enabled: row.enabled,
    frequency: row.frequency,
    retention: row.retentionDays,
    autoVerify: row.autoVerify,
    compressionEnabled: row.compressionEnabled,
    includeAnalytics: row.includeAnalytics,
  };
}

function newBackupId(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

export type BackupsService = ReturnType<typeof createBackupsService>;

export function createBackupsService(deps: BackupsDeps) {
  const { database, backupDir, now, log } = deps;
  const db = database.db;
  const inFlight = new Set<Promise<unknown>>();

  async function perform(row: BackupRow, config: BackupConfigRow): Promise<BackupRow> {
    const started = performance.now();
    try {
      const manifest = await writeSnapshot({
        db,
        backupDir,
        id: row.id,
        createdAt: row.startedAt,
        compressed: config.compressionEnabled,
        includeAnalytics: config.includeAnalytics,
        encryptionKeyId: deps.encryptionKeyId,
      });
      const changes: Partial<BackupRow> = {
        status: 'completed',
        completedAt: now(),
        durationMs: Math.round(performance.now() - started),
        sizeBytes: manifest.tables.reduce((sum, t) => sum + t.bytes, 0),
        recordCount: manifest.tables.reduce((sum, t) => sum + t.rows, 0),
        tables: manifest.tables.map((t) => ({ name: t.name, rows: t.rows })),
      };
      await repo.updateBackup(db, row.id, changes);
      log.info({ backup: row.id, records: changes.recordCount }, 'backup completed');
      if (config.autoVerify) await verify(row.id);
      await applyRetention(config);
      return { ...row, ...changes };
    } catch (error) {
      const changes = { status: 'failed' as const, completedAt: now(), durationMs: Math.round(performance.now() - started), error: reason(error) };
      await repo.updateBackup(db, row.id, changes);
      log.error({ err: error, backup: row.id }, 'backup failed');
      return { ...row, ...changes };
    }
  }

  /**
   * Takes the backup lock and records a running backup; `started` settles once the row exists (or the lock was
   * taken elsewhere: BackupBusy), `finished` when the backup has completed or failed.
   */
  function begin(trigger: BackupRow['trigger'], createdBy?: number) {
    let onStarted!: (row: BackupRow) => void;
    let onRefused!: (error: unknown) => void;
    const started = new Promise<BackupRow>((resolve, reject) => {
      onStarted = resolve;
      onRefused = reject;
    });
    const finished = database
      .withLock(BACKUP_LOCK, async () => {
        const at = now();
        const config = await repo.loadConfig(db);
        const row = await repo.insertBackup(db, { id: newBackupId(at), trigger, status: 'running', startedAt: at, createdBy });
        await repo.failInterrupted(db, row.id, at);
        onStarted(row);
        return perform(row, config);
      })
      .then((outcome) => {
        if (!outcome.acquired) throw new BackupBusy();
        return outcome.value;
      });
    finished.catch(onRefused);
    inFlight.add(finished);
    void finished.catch(() => {}).finally(() => inFlight.delete(finished));
    return { started, finished };
  }

  async function verify(id: string): Promise<{ valid: boolean; message: string }> {
    const row = await repo.findBackup(db, id);
    if (!row) throw new BackupNotFound();
    if (row.status !== 'completed') return { valid: false, message: `Backup ${id} is ${row.status}: only a completed backup can be verified` };
    let message: string;
    let valid = false;
    try {
      const dir = backupPath(backupDir, id);
      const manifest = await readManifest(dir);
      const problem = (await checkFiles(dir, manifest)) ?? (await restoreIntoScratch(db, dir, manifest));
      valid = problem === null;
      const records = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
      message = valid
        ? `Backup ${id} is valid: ${manifest.tables.length} tables, ${records} records, every checksum matches and it restores cleanly.`
        : `Backup ${id} is not valid: ${problem}`;
    } catch (error) {
      message = `Backup ${id} is not valid: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'its files are missing' : reason(error)}`;
    }
    await repo.updateBackup(db, id, { verified: valid, verifiedAt: now() });
    return { valid, message };
  }

  /** Deletes backups older than the retention, always keeping the newest completed one. */
  async function applyRetention(config: BackupConfigRow): Promise<number> {
    const cutoff = new Date(now().getTime() - config.retentionDays * 86_400_000);
    const newest = await repo.latestBackup(db, { status: 'completed' });
    let removed = 0;
    for (const old of await repo.backupsOlderThan(db, cutoff)) {
      if (old.id === newest?.id) continue;
      await rm(backupPath(backupDir, old.id), { recursive: true, force: true });
      await repo.deleteBackupRow(db, old.id);
      removed += 1;
    }
    if (removed > 0) log.info({ removed, retentionDays: config.retentionDays }, 'old backups deleted');
    return removed;
  }

  async function nextScheduled(config: BackupConfigRow): Promise<Date | null> {
    if (!config.enabled) return null;
    const last = await repo.latestBackup(db, { trigger: 'scheduled' });
    const base = last?.startedAt ?? config.updatedAt;
    return new Date(base.getTime() + FREQUENCY_MS[config.frequency]);
  }

  return {
    /** Starts a backup in the background; resolves with its running row once it has begun. */
    start: (trigger: BackupRow['trigger'], createdBy?: number) => begin(trigger, createdBy).started,
    /** Runs a backup to its end (CLI, schedule). */
    run: (trigger: BackupRow['trigger']) => begin(trigger).finished,
    verify,
    async restore(id: string): Promise<number> {
      // A fresh server restoring another one's backup has the files but no row: the files are what counts.
      const row = await repo.findBackup(db, id);
      if (row && row.status !== 'completed') throw new RestoreRefused(`Backup ${id} is ${row.status}: only a completed backup can be restored`);
      const dir = backupPath(backupDir, id);
      const manifest = await readManifest(dir).catch(() => {
        if (!row) throw new BackupNotFound();
        throw new RestoreRefused(`The files of backup ${id} are missing from ${backupDir}`);
      });
      if (manifest.schemaVersion > appSchemaVersion()) {
        throw new RestoreRefused(
          `Backup ${id} comes from a newer version of Moatmap (schema ${manifest.schemaVersion}, this server has ${appSchemaVersion()}): upgrade before restoring`,
        );
      }
      if (manifest.encryptionKeyId !== deps.encryptionKeyId) {
        throw new RestoreRefused(`Backup ${id} was encrypted under another ENCRYPTION_KEY: set that key before restoring, or its plans could not be read`);
      }
      const problem = await checkFiles(dir, manifest);
      if (problem) throw new RestoreRefused(problem);
      const outcome = await database.withLock(BACKUP_LOCK, () => restoreSnapshot(db, dir, manifest));
      if (!outcome.acquired) throw new BackupBusy();
      log.warn({ backup: id, records: outcome.value }, 'database restored from a backup');
      return outcome.value;
    },
    async recent(): Promise<BackupJob[]> {
      return (await repo.recentBackups(db)).map(toBackupJob);
    },
    async stats(): Promise<BackupStats> {
      const totals = await repo.backupTotals(db);
      const last = await repo.latestBackup(db);
      return {
        totalBackups: totals.total,
        successfulBackups: totals.successful,
        totalSize: totals.totalSize,
        averageSize: totals.successful === 0 ? 0 : Math.round(totals.totalSize / totals.successful),
        lastBackup: last?.startedAt.toISOString() ?? null,
        successRate: successRate(totals.successful, totals.total),
      };
    },
    async health(): Promise<BackupHealth> {
      const config = await repo.loadConfig(db);
      let latest = await repo.latestBackup(db);
      if (latest?.status === 'running') {
        // A running row whose lock is free belongs to an instance that stopped mid-backup.
        const free = await database.withLock(BACKUP_LOCK, async () => repo.failInterrupted(db, '', now()));
        if (free.acquired) latest = await repo.latestBackup(db);
      }
      const lastSuccess = await repo.latestBackup(db, { status: 'completed' });
      const next = await nextScheduled(config);
      const base = { nextScheduledBackup: next?.toISOString() ?? null, lastSuccessfulBackup: lastSuccess?.startedAt.toISOString() ?? null };
      if (latest?.status === 'running') return { ...base, status: 'running', message: 'A backup is running' };
      if (latest?.status === 'failed') return { ...base, status: 'failing', message: `The last backup failed: ${latest.error ?? 'unknown error'}` };
      if (!config.enabled) return { ...base, status: 'disabled', message: 'Scheduled backups are off' };
      return { ...base, status: 'idle', message: lastSuccess ? 'Backups are up to date' : 'No backup yet' };
    },
    async config(): Promise<BackupConfig> {
      return toBackupConfig(await repo.loadConfig(db));
    },
    async updateConfig(input: UpdateBackupConfigInput & { retention?: number }): Promise<BackupConfig> {
      const { retention, ...rest } = input as Partial<BackupConfig>;
      return toBackupConfig(await repo.saveConfig(db, { ...rest, ...(retention === undefined ? {} : { retentionDays: retention }), updatedAt: now() }));
    },
    async configRow() {
      return repo.loadConfig(db);
    },
    nextScheduled,
    /** The scheduled job: every minute, one instance checks whether a backup is due and runs it. */
    scheduledJob() {
      return {
        name: 'backups',
        everyMs: 60_000,
        run: async () => {
          const config = await repo.loadConfig(db);
          const due = await nextScheduled(config);
          if (!due || due > now()) return;
          await begin('scheduled').finished.catch((error: unknown) => {
            if (!(error instanceof BackupBusy)) throw error;
          });
        },
      };
    },
    /** Waits for backups started in the background (tests, shutdown). */
    async settle(): Promise<void> {
      await Promise.allSettled([...inFlight]);
    },
  };
}
