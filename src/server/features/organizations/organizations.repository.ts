import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyses } from '../../db/schema/analyses.ts';
import { organizations, type OrganizationRow } from '../../db/schema/organizations.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

// The instance-wide view of the super admin: the only module that reads across organizations on purpose.

// Spelled out: inside a one-table select Drizzle leaves column names unqualified, which the subquery would misread.
const userCount = sql<number>`(select count(*)::int from "users" as u where u."organization_id" = "organizations"."id")`;

export type OrganizationWithCount = OrganizationRow & { userCount: number };

function searchFilter(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(organizations.name, pattern), ilike(organizations.slug, pattern));
}

export async function listOrganizations(db: Db, query: { search?: string; offset: number; limit: number }) {
  const where = searchFilter(query.search);
  const rows = await db
    .select({ organization: organizations, userCount })
    .from(organizations)
    .where(where)
    .orderBy(desc(organizations.id))
    .limit(query.limit)
    .offset(query.offset);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(organizations).where(where);
  return { rows: rows.map((r) => ({ ...r.organization, userCount: r.userCount })), total };
}

export async function findOrganizationWithCount(db: Db, id: number): Promise<OrganizationWithCount | undefined> {
  const [row] = await db.select({ organization: organizations, userCount }).from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ? { ...row.organization, userCount: row.userCount } : undefined;
}

export async function insertOrganization(db: Db, values: typeof organizations.$inferInsert) {
  const [row] = await db.insert(organizations).values(values).returning();
  return row;
}

export async function updateOrganization(db: Db, id: number, values: Partial<typeof organizations.$inferInsert>) {
  const [row] = await db.update(organizations).set(values).where(eq(organizations.id, id)).returning({ id: organizations.id });
  return row;
}

export async function hasInstanceOwner(db: Db, organizationId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.role, 'super_admin')))
    .limit(1);
  return !!row;
}

/** Signs every member of the organization out at once (the instance owner excepted). */
export async function endSessionsOfOrganization(db: Db, organizationId: number) {
  const members = db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), ne(users.role, 'super_admin')));
  await db.delete(sessions).where(inArray(sessions.userId, members));
}

/** The console's stat cards, counted by the database. */
export async function systemCounts(db: Db) {
  const [row] = await db
    .select({
      totalOrganizations: sql<number>`(select count(*)::int from ${organizations})`,
      activeOrganizations: sql<number>`(select count(*)::int from ${organizations} where ${organizations.isActive})`,
      totalUsers: sql<number>`(select count(*)::int from ${users})`,
      totalAnalyses: sql<number>`(select count(*)::int from ${analyses})`,
    })
    .from(sql`(select 1) as one`);
  return row;
}
