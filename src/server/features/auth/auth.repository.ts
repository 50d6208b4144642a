import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { users, type AccessRole } from '../../db/schema/users.ts';
import { uniqueSlug } from '../organizations/organization-slug.ts';
import { usernameKey } from './username-key.ts';

/** `key` is usernameKey(name): compared with lower() of the stored (ASCII) name, on users_username_lower_idx. */
export function findUserByUsername(db: Db, key: string) {
  return db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(sql`lower(${users.username}) = ${key}`)
    .limit(1)
    .then((rows) => rows[0]);
}

export async function usernameOrEmailTaken(db: Db, username: string, email: string) {
  const rows = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(sql`lower(${users.username}) = ${usernameKey(username)} or lower(${users.email}) = lower(${email})`);
  return {
    username: rows.some((r) => usernameKey(r.username) === usernameKey(username)),
    email: rows.some((r) => r.email.toLowerCase() === email.toLowerCase()),
  };
}

export type NewAccount = {
  username: string;
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  jobTitle?: string;
  organizationName: string;
  /** The DEMO_MODE account: an ordinary organization admin, never the instance owner. */
  demo?: boolean;
};

/**
 * Creates the organization and its first user in one transaction. The first account on an empty instance
 * becomes super_admin and its organization is the instance owner's (Enterprise, unlimited).
 * The advisory lock makes "first" unambiguous when two people register at once.
 */
export async function createAccount(db: Db, account: NewAccount) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(724001)`);
    // "First account" means no instance owner yet, so a seeded demo account does not take the role.
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'super_admin'));
    const isFirst = count === 0 && !account.demo;
    const slug = await uniqueSlug(tx, account.organizationName);
    const [organization] = await tx
      .insert(organizations)
      .values({
        name: account.organizationName,
        slug,
        subscriptionTier: isFirst ? 'enterprise' : 'free',
        apiQuota: isFirst ? -1 : 10,
      })
      .returning();
    const role: AccessRole = isFirst ? 'super_admin' : 'admin';
    const [user] = await tx
      .insert(users)
      .values({
        username: account.username,
        email: account.email,
        passwordHash: account.passwordHash,
        firstName: account.firstName,
        lastName: account.lastName,
        company: account.company,
        jobTitle: account.jobTitle,
        role,
        organizationId: organization.id,
      })
      .returning();
    return { user, organization };
  });
}

export async function touchLastLogin(db: Db, userId: number, now: Date) {
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
}
