import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { APP_SCHEMA, appTables, ident, isAnalyticsTable, rowsOf } from './backup-catalog.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_FILE,
  appSchemaVersion,
  backupPath,
  writeLines,
  type BackupManifest,
  type ManifestTable,
} from './backup-files.ts';

const BATCH_ROWS = 2000;

export type SnapshotOptions = {
  db: Db;
  backupDir: string;
  id: string;
  createdAt: Date;
  compressed: boolean;
  includeAnalytics: boolean;
  encryptionKeyId: string;
};

/** A table's rows as JSON text made by PostgreSQL itself, so timestamps, numerics and bigints keep full precision. */
async function* tableLines(tx: Pick<Db, 'execute'>, table: string): AsyncGenerator<string> {
  let after = '(0,0)';
  for (;;) {
    const rows = await rowsOf<{ tid: string; line: string }>(
      tx,
      sql`select t.ctid::text as tid, row_to_json(t)::text as line from ${ident(APP_SCHEMA)}.${ident(table)} t
          where t.ctid > ${after}::tid order by t.ctid limit ${BATCH_ROWS}`,
    );
    for (const row of rows) yield row.line;
    if (rows.length < BATCH_ROWS) return;
    after = rows[rows.length - 1].tid;
  }
}

/**
 * Writes a consistent snapshot of every app table (one REPEATABLE READ, read-only transaction) as one
 * newline-delimited JSON file per table plus a manifest. Business-plan content is copied as stored: encrypted.
 * Files go to "<id>.partial" first and are renamed when complete, so a crash never leaves a half backup under its id.
 */
export async function writeSnapshot(options: SnapshotOptions): Promise<BackupManifest> {
  const finalDir = backupPath(options.backupDir, options.id);
  const partialDir = `${finalDir}.partial`;
  await rm(partialDir, { recursive: true, force: true });
  try {
    const tables = await options.db.transaction(
      async (tx) => {
        const names = (await appTables(tx)).filter((name) => options.includeAnalytics || !isAnalyticsTable(name));
        const written: ManifestTable[] = [];
        for (const name of names) {
          const file = `${name}.ndjson${options.compressed ? '.gz' : ''}`;
          let rows = 0;
          const counted = (async function* () {
            for await (const line of tableLines(tx, name)) {
              rows += 1;
              yield line;
            }
          })();
          const { bytes, sha256 } = await writeLines(path.join(partialDir, file), counted, options.compressed);
          written.push({ name, file, rows, bytes, sha256 });
        }
        return written;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      id: options.id,
      createdAt: options.createdAt.toISOString(),
      schemaVersion: appSchemaVersion(),
      compressed: options.compressed,
      includeAnalytics: options.includeAnalytics,
      encryptionKeyId: options.encryptionKeyId,
      tables,
    };
    await writeFile(path.join(partialDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partialDir, finalDir);
    return manifest;
  } catch (error) {
    await rm(partialDir, { recursive: true, force: true });
    throw error;
  }
}
