import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { planItems } from '../../db/schema/plan-items.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users, type AccessRole } from '../../db/schema/users.ts';

const memberColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
};

export async function listMembers(db: Db, organizationId: number) {
  return db.select(memberColumns).from(users).where(eq(users.organizationId, organizationId)).orderBy(asc(users.createdAt), asc(users.id));
}

export async function findMember(db: Db, organizationId: number, userId: number) {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    .limit(1);
  return row;
}

export async function memberWithEmail(db: Db, organizationId: number, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), sql`lower(${users.email}) = lower(${email})`))
    .limit(1);
  return row;
}

/**
 * Locks the organization's row for the rest of the transaction, so two admins demoting each other at once
 * cannot both pass the "another admin remains" check.
 */
export async function lockOrganization(db: Db, organizationId: number) {
  const [row] = await db.select({ id: organizations.id, name: organizations.name, isActive: organizations.isActive }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
  return row;
}

/** Admins (an instance owner counts as one) other than the given user. */
export async function otherAdminCount(db: Db, organizationId: number, exceptUserId: number) {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), inArray(users.role, ['admin', 'super_admin']), ne(users.id, exceptUserId)));
  return count;
}

export async function memberCount(db: Db, organizationId: number) {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(users).where(eq(users.organizationId, organizationId));
  return count;
}

export async function setMemberRole(db: Db, organizationId: number, userId: number, role: AccessRole) {
  await db.update(users).set({ role }).where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
}

/** Deletes the account: its sessions and personal plan go with it (cascade); the organization's analyses stay. */
export async function deleteMember(db: Db, organizationId: number, userId: number) {
  await db.delete(users).where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
}

/** Moves a signed-in person into the organization they accepted an invitation to, with the invited role. */
export async function moveMember(db: Db, userId: number, organizationId: number, role: AccessRole) {
  await db.update(users).set({ organizationId, role }).where(eq(users.id, userId));
  // The personal plan comes along; links to the old organization's business plans do not.
  await db.update(planItems).set({ organizationId, businessPlanId: null }).where(eq(planItems.userId, userId));
}

export async function insertMember(
  db: Db,
  values: { organizationId: number; role: AccessRole; username: string; email: string; passwordHash: string; firstName?: string; lastName?: string; company?: string; jobTitle?: string },
) {
  const [row] = await db.insert(users).values(values).returning();
  return row;
}

export async function endSessionsOfUser(db: Db, userId: number) {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function findOrganization(db: Db, organizationId: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, organizationId)).limit(1);
  return row;
}
