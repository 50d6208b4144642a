import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { userPreferences } from '../../db/schema/user-preferences.ts';
import { users } from '../../db/schema/users.ts';
import { defaultPreferences, type Preferences } from '#shared/schemas/settings.ts';

export async function findUser(db: Db, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export type ProfileChanges = Partial<Pick<typeof users.$inferInsert, 'firstName' | 'lastName' | 'email' | 'company' | 'jobTitle'>>;

export async function updateUser(db: Db, userId: number, changes: ProfileChanges & { passwordHash?: string }) {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return row;
}

export async function emailTakenByOther(db: Db, email: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export function listSessions(db: Db, userId: number) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sql`${sessions.lastSeenAt} desc`);
}

/** Ends one of the user's sessions; false when the id is not theirs. */
export async function deleteUserSession(db: Db, userId: number, sessionId: string): Promise<boolean> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

/** Ends every session of the user except `keepId`; answers how many ended. */
export async function deleteOtherSessions(db: Db, userId: number, keepId: string | undefined): Promise<number> {
  const where = keepId ? and(eq(sessions.userId, userId), ne(sessions.id, keepId)) : eq(sessions.userId, userId);
  const rows = await db.delete(sessions).where(where).returning({ id: sessions.id });
  return rows.length;
}

export async function getPreferences(db: Db, userId: number): Promise<Preferences> {
  const [row] = await db.select().from(userPreferences).where(eq(userPreferences.userId, userId)).limit(1);
  if (!row) return { ...defaultPreferences };
  const { userId: _userId, updatedAt: _updatedAt, ...flags } = row;
  return flags;
}

export async function savePreferences(db: Db, userId: number, changes: Partial<Preferences>, now: Date): Promise<Preferences> {
  await db
    .insert(userPreferences)
    .values({ ...defaultPreferences, ...changes, userId, updatedAt: now })
    .onConflictDoUpdate({ target: userPreferences.userId, set: { ...changes, updatedAt: now } });
  return getPreferences(db, userId);
}

/** Who else could run the organization: members, and those of them who are admins. */
export async function organizationHeadcount(db: Db, organizationId: number, exceptUserId: number) {
  const [others] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), ne(users.id, exceptUserId)));
  const [otherAdmins] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), ne(users.id, exceptUserId), inArray(users.role, ['admin', 'super_admin'])));
  return { otherMembers: others.n, otherAdmins: otherAdmins.n };
}

export async function countOtherSuperAdmins(db: Db, exceptUserId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), ne(users.id, exceptUserId)));
  return row.n;
}

/**
 * Deletes the user; with `withOrganization` also their organization, whose rows (plans, analyses, items) cascade.
 * The user's own rows (sessions, API keys, preferences, plan items) cascade from the user.
 */
export async function deleteUserAccount(db: Db, userId: number, organizationId: number, withOrganization: boolean) {
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    if (withOrganization) await tx.delete(organizations).where(eq(organizations.id, organizationId));
  });
}
