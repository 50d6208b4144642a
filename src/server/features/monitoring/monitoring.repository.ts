import { gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyses } from '../../db/schema/analyses.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

// Instance-wide counts for super admins only; no tenant's data leaves through them, only totals.

export async function instanceTotals(db: Db, now: Date) {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const [[u], [o], [a], [active]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(users),
    db.select({ n: sql<number>`count(*)::int` }).from(organizations),
    db.select({ n: sql<number>`count(*)::int` }).from(analyses),
    // Active: signed in, or used a session, in the last 24 hours (a session ended by logout still counted its login).
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(
        sql`${users.lastLoginAt} > ${dayAgo} or exists (select 1 from ${sessions} where ${sessions.userId} = ${users.id} and ${gt(sessions.lastSeenAt, dayAgo)})`,
      ),
  ]);
  return { totalUsers: Number(u.n), totalOrganizations: Number(o.n), totalAnalyses: Number(a.n), activeUsers24h: Number(active.n) };
}

/** Connections open to this database, from every instance (PostgreSQL's own view; PGlite has one). */
export async function activeConnections(db: Db): Promise<number> {
  const result = (await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`,
  )) as unknown as { rows: { n: number | string }[] };
  return Math.max(1, Number(result.rows[0]?.n ?? 1));
}
