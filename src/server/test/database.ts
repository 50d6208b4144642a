import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as .ci/run does). */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

const migrationsDir = fileURLToPath(new URL('../db/migrations', import.meta.url));

function templatePath(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(readFileSync(path.join(migrationsDir, file)));
  }
  return path.join(tmpdir(), `moatmap-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function pgliteTemplate(): Promise<Blob> {
  const file = templatePath();
  if (!existsSync(file)) {
    const fresh = await openDatabase({ inMemory: true });
    const blob = await fresh.dumpTemplate!();
    await fresh.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await blob.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** A fresh, migrated, empty database of the given kind; close() also drops a PostgreSQL test database. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  return (await openTestDatabases(kind, 1))[0];
}

/**
 * One fresh database opened `count` times, as that many app instances would (PostgreSQL: one pool each;
 * PGlite cannot be shared between processes, so its instances share the one handle). Close the first to drop it.
 */
export async function openTestDatabases(kind: TestDatabaseKind, count: number): Promise<Database[]> {
  if (kind === 'pglite') {
    const database = await openDatabase({ inMemory: true, pgliteTemplate: await pgliteTemplate() });
    return Array.from({ length: count }, (_, i) => (i === 0 ? database : { ...database, close: async () => {} }));
  }
  const scratch = await createScratchPostgresDatabase();
  const url = scratch.url;
  // Dropping the test database at the end terminates its idle connections on purpose.
  const open = () => openDatabase({ databaseUrl: url, poolSize: 4, onIdleError: () => {} });
  const first = await open();
  const others: Database[] = [];
  // One after the other: the first applied the migrations, the others find them applied.
  for (let i = 1; i < count; i += 1) {
    const other = await open();
    let closed: Promise<void> | undefined;
    others.push({ ...other, close: () => (closed ??= other.close()) });
  }
  const dropDatabase = async () => {
    await Promise.all(others.map((other) => other.close()));
    await first.close();
    await scratch.drop();
  };
  return [{ ...first, close: dropDatabase }, ...others];
}

/**
 * A new, empty PostgreSQL database on TEST_DATABASE_URL's server (or adminUrl's), so a test never meets tables that another
 * branch's migrations left in that long-lived database (42P07). drop() ends its connections and removes it.
 */
export async function createScratchPostgresDatabase(
  adminUrl = process.env.TEST_DATABASE_URL!,
  prefix = 'moatmap_t',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
