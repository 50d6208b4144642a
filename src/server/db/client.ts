import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { fromRoot } from '../project-paths.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type features see: the same Drizzle API over PGlite or node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Plain SQL for health checks and admin tasks. */
  ping: () => Promise<number>;
  close: () => Promise<void>;
  /** PGlite only: the data directory as a tarball, to seed other instances. */
  dumpTemplate?: () => Promise<Blob>;
  /** Queries this process has sent through Drizzle since it opened the database (the monitoring page's count). */
  stats: { queryCount: number };
  /**
   * Runs `run` only if no other holder (in any instance) has the lock `key`: a PostgreSQL session advisory lock on
   * its own connection. PGlite is one process by nature, so an in-process lock is the same guarantee there.
   */
  withLock: <T>(key: string, run: () => Promise<T>) => Promise<{ acquired: true; value: T } | { acquired: false }>;
};

const migrationsFolder = fromRoot('src/server/db/migrations');

export type OpenOptions = {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  poolSize?: number;
  /** A dumped, already-migrated PGlite data directory to start from (tests: 0.8 s instead of 3.5 s of initdb). */
  pgliteTemplate?: Blob;
  /** What to do when PostgreSQL drops an idle pooled connection; logs to stderr by default. */
  onIdleError?: (err: Error) => void;
};

/** Any fixed number: instances of this app agree on it to take turns migrating. */
const MIGRATION_LOCK_KEY = 7_202_611;

/**
 * Instances of a deployment start together; the first to take the lock migrates, the others wait and then find
 * nothing left to do. Without it, two drizzle migrators race to create the same tables and one crashes.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/** Opens PostgreSQL when a URL is given, otherwise PGlite under dataDir (or in memory), and applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle connection the server closes (restart, failover, admin) must not crash the process: the pool
    // drops it and opens a new one on the next query.
    pool.on('error', options.onIdleError ?? ((err) => console.error(`PostgreSQL closed an idle connection: ${err.message}`)));
    const stats = { queryCount: 0 };
    const db = drizzlePg(pool, { schema, logger: countingLogger(stats) }) as unknown as Db;
    await migrateUnderLock(pool);
    return {
      db,
      kind: 'postgres',
      ping: () => timed(() => pool.query('select 1')),
      close: () => pool.end(),
      stats,
      withLock: (key, run) => withPgAdvisoryLock(pool, key, run),
    };
  }
  let dataDir: string | undefined;
  if (!options.inMemory) {
    dataDir = path.resolve(options.dataDir ?? './data', 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  const client = await openPglite(dataDir, options.pgliteTemplate);
  const stats = { queryCount: 0 };
  const held = new Set<string>();
  return {
    db: drizzlePglite(client, { schema, logger: countingLogger(stats) }) as unknown as Db,
    kind: 'pglite',
    ping: () => timed(() => client.query('select 1')),
    close: () => client.close(),
    dumpTemplate: () => client.dumpDataDir('none'),
    stats,
    withLock: async (key, run) => {
      if (held.has(key)) return { acquired: false };
      held.add(key);
      try {
        return { acquired: true, value: await run() };
      } finally {
        held.delete(key);
      }
    },
  };
}

/**
 * PGlite's first start in a new directory runs initdb, which grows its WebAssembly memory by about 700 MB, and
 * WebAssembly memory never shrinks: the server then idled at 1.25 GB instead of 0.73 GB. A new directory is
 * created and migrated by a first instance that is closed (its memory is freed with it), then opened again.
 */
async function openPglite(dataDir: string | undefined, template: Blob | undefined): Promise<PGlite> {
  const migrate = (client: PGlite) => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  if (dataDir !== undefined && !existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const creator = await PGlite.create({ dataDir, loadDataDir: template });
    await migrate(creator);
    await creator.close();
    template = undefined;
  }
  const client = await PGlite.create({ dataDir, loadDataDir: template });
  await migrate(client);
  return client;
}

function countingLogger(stats: { queryCount: number }) {
  return {
    logQuery() {
      stats.queryCount += 1;
    },
  };
}

async function withPgAdvisoryLock<T>(pool: pg.Pool, key: string, run: () => Promise<T>): Promise<{ acquired: true; value: T } | { acquired: false }> {
  // A session lock lives on one connection: keep that connection out of the pool until the work is done.
  const client = await pool.connect();
  let locked = false;
  try {
    const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtextextended($1, 0)) as ok', [key]);
    locked = rows[0].ok;
    if (!locked) return { acquired: false };
    return { acquired: true, value: await run() };
  } finally {
    if (locked) await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {});
    client.release();
  }
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await run();
  return performance.now() - start;
}
