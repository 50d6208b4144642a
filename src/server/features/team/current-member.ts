import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';
import { toAuthUser, type AuthUser } from '../../plugins/auth.ts';

/** The signed-in user as the auth plugin would read it now (after a change of organization or role). */
export async function findSessionUserById(db: Db, userId: number): Promise<AuthUser> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  return toAuthUser(row.user, row.organization);
}
