import { readdir } from 'node:fs/promises';
import pino from 'pino';
import type { AppConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { keyFingerprint } from '../features/backups/backup-files.ts';
import { createBackupsService } from '../features/backups/backups.service.ts';
import { reason } from '../features/backups/backups.service.ts';
import { loadEncryptionKey } from '../lib/encryption.ts';

type Output = { stdout: (text: string) => void; stderr: (text: string) => void };

async function withService<T>(config: AppConfig, run: (service: ReturnType<typeof createBackupsService>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const key = loadEncryptionKey({ encryptionKey: config.encryptionKey, dataDir: config.dataDir });
    const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
    return await run(createBackupsService({ database, backupDir: config.backupDir, now: () => new Date(), encryptionKeyId: keyFingerprint(key), log }));
  } finally {
    await database.close();
  }
}

/** `npm run backup`: one full backup now, to its end. */
export async function runBackupCli(config: AppConfig, out: Output): Promise<number> {
  return withService(config, async (service) => {
    const row = await service.run('cli').catch((error: unknown) => {
      out.stderr(`Backup failed: ${reason(error)}\n`);
      return null;
    });
    if (!row) return 1;
    if (row.status !== 'completed') {
      out.stderr(`Backup ${row.id} failed: ${row.error}\n`);
      return 1;
    }
    out.stdout(`Backup ${row.id} completed: ${row.recordCount} records, ${row.sizeBytes} bytes in ${config.backupDir}/${row.id}\n`);
    return 0;
  });
}

/** `npm run restore -- <id>`: replaces every table with the backup's rows (the app should be stopped). */
export async function runRestoreCli(config: AppConfig, args: string[], out: Output): Promise<number> {
  const id = args.find((a) => !a.startsWith('-'));
  if (!id) {
    const found = await readdir(config.backupDir).catch(() => [] as string[]);
    const ids = found.filter((name) => !name.endsWith('.partial')).sort().reverse();
    out.stderr(`Usage: npm run restore -- <backup id>\nBackups in ${config.backupDir}:\n${ids.map((i) => `  ${i}\n`).join('') || '  (none)\n'}`);
    return 2;
  }
  return withService(config, async (service) => {
    try {
      const records = await service.restore(id);
      out.stdout(`Backup ${id} restored: ${records} records.\n`);
      return 0;
    } catch (error) {
      out.stderr(`Restore refused: ${reason(error)}\n`);
      return 1;
    }
  });
}
