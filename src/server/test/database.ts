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
  if (kind === 'pglite') {
    return openDatabase({ inMemory: true, pgliteTemplate: await pgliteTemplate() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `moatmap_t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the test database at the end terminates its idle connections on purpose.
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4, onIdleError: () => {} });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
