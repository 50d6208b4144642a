import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  APP_SCHEMA,
  appTables,
  foreignKeyDefinitions,
  ident,
  insertOrder,
  resetSequences,
  rowsOf,
  writableColumns,
} from './backup-catalog.ts';
import { readLines, type BackupManifest } from './backup-files.ts';

type Tx = Pick<Db, 'execute'>;
const BATCH_BYTES = 512 * 1024;

/** A refusal whose message is for the operator (the restore changed nothing). */
export class RestoreRefused extends Error {}
class RollBack extends Error {}

/** Inserts a table file's rows into schema.table, in batches that PostgreSQL turns back into typed rows. */
async function insertRows(tx: Tx, dir: string, manifest: BackupManifest, table: string, targetSchema: string): Promise<number> {
  const columns = await writableColumns(tx, table);
  const list = sql.raw(columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', '));
  const entry = manifest.tables.find((t) => t.name === table)!;
  let batch: string[] = [];
  let size = 0;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(
      sql`insert into ${ident(targetSchema)}.${ident(table)} (${list})
          select ${list} from json_populate_recordset(null::${ident(APP_SCHEMA)}.${ident(table)}, ${`[${batch.join(',')}]`}::json)`,
    );
    count += batch.length;
    batch = [];
    size = 0;
  };
  for await (const line of readLines(path.join(dir, entry.file), manifest.compressed)) {
    batch.push(line);
    size += line.length;
    if (size >= BATCH_BYTES) await flush();
  }
  await flush();
  return count;
}

async function countRows(tx: Tx, schema: string, table: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(tx, sql`select count(*)::int as n from ${ident(schema)}.${ident(table)}`);
  return Number(row.n);
}

async function checkTablesExist(tx: Tx, manifest: BackupManifest): Promise<string[]> {
  const current = await appTables(tx);
  const missing = manifest.tables.map((t) => t.name).filter((name) => !current.includes(name));
  if (missing.length > 0) throw new RestoreRefused(`This server has no table ${missing.join(', ')}: the backup does not fit its schema`);
  return current;
}

/**
 * Replaces every app table with the backup's rows in one transaction: all or nothing. Tables the backup left out
 * (analytics) come back empty, so the database is exactly the snapshot. Sequences continue after the restored ids.
 */
export async function restoreSnapshot(db: Db, dir: string, manifest: BackupManifest): Promise<number> {
  return db.transaction(async (tx) => {
    const current = await checkTablesExist(tx, manifest);
    await tx.execute(sql`truncate table ${sql.join(current.map((t) => sql`${ident(APP_SCHEMA)}.${ident(t)}`), sql`, `)}`);
    let total = 0;
    for (const table of await insertOrder(tx, manifest.tables.map((t) => t.name))) {
      const inserted = await insertRows(tx, dir, manifest, table, APP_SCHEMA);
      const expected = manifest.tables.find((t) => t.name === table)!.rows;
      if (inserted !== expected) throw new RestoreRefused(`Table ${table}: ${inserted} rows restored, the manifest says ${expected}`);
      total += inserted;
    }
    await resetSequences(tx, current);
    return total;
  });
}

/**
 * Proves a backup restores without touching live data: inside a transaction that is always rolled back, the
 * tables are recreated in a scratch schema (columns, defaults, checks, unique indexes), the rows inserted, and the
 * foreign keys added last so every reference is checked. Answers null when it all fits, else the problem.
 */
export async function restoreIntoScratch(db: Db, dir: string, manifest: BackupManifest): Promise<string | null> {
  const scratch = `backup_verify_${randomBytes(6).toString('hex')}`;
  let problem: string | null = null;
  try {
    await db.transaction(async (tx) => {
      await checkTablesExist(tx, manifest);
      const foreignKeys = await foreignKeyDefinitions(tx);
      const names = manifest.tables.map((t) => t.name);
      await tx.execute(sql`create schema ${ident(scratch)}`);
      for (const table of await insertOrder(tx, names)) {
        await tx.execute(sql`create table ${ident(scratch)}.${ident(table)} (like ${ident(APP_SCHEMA)}.${ident(table)} including all)`);
        const inserted = await insertRows(tx, dir, manifest, table, scratch);
        const counted = await countRows(tx, scratch, table);
        const expected = manifest.tables.find((t) => t.name === table)!.rows;
        if (inserted !== expected || counted !== expected) throw new RestoreRefused(`Table ${table}: ${counted} rows restored, the manifest says ${expected}`);
      }
      await tx.execute(sql`set local search_path to ${ident(scratch)}`);
      for (const fk of foreignKeys.filter((f) => names.includes(f.table) && names.includes(f.parent))) {
        await tx.execute(sql`alter table ${ident(fk.table)} add constraint ${ident(fk.name)} ${sql.raw(fk.definition)}`);
      }
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) problem = error instanceof Error ? error.message : String(error);
  }
  return problem;
}
