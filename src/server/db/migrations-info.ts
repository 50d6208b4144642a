import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { fromRoot } from '../project-paths.ts';

const journal = fromRoot('src/server/db/migrations/meta/_journal.json');

/** How many migrations this build ships: the schema version of backups and of the readiness check. */
export function shippedMigrationCount(): number {
  return (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
}

/** How many migrations the database has applied (drizzle's bookkeeping in its own schema). */
export async function appliedMigrationCount(db: Pick<Db, 'execute'>): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`)) as unknown as {
    rows: { count: number | string }[];
  };
  return Number(result.rows[0]?.count ?? 0);
}
