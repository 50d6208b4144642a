import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { sessions } from '../../db/schema/sessions.ts';
import { users } from '../../db/schema/users.ts';

export type SessionPolicy = { idleMs: number; maxMs: number };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a session and returns the cookie token; only its hash is stored. */
export async function createSession(
  db: Db,
  input: { userId: number; now: Date; policy: SessionPolicy; userAgent?: string; ip?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + input.policy.maxMs);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId: input.userId,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
    userAgent: input.userAgent?.slice(0, 300),
    ip: input.ip,
  });
  return { token, expiresAt };
}

const sessionUserQuery = preparedPerDatabase((db) =>
  db
    // The columns the request needs (toAuthUser, the idle touch), not whole rows: every signed-in request maps them.
    .select({
      session: { lastSeenAt: sessions.lastSeenAt },
      user: {
        id: users.id,
        username: users.username,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        company: users.company,
        jobTitle: users.jobTitle,
        role: users.role,
      },
      organization: {
        id: organizations.id,
        name: organizations.name,
        slug: organizations.slug,
        subscriptionTier: organizations.subscriptionTier,
        subscriptionStatus: organizations.subscriptionStatus,
        isActive: organizations.isActive,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now')), gt(sessions.lastSeenAt, sql.placeholder('idleCutoff'))))
    .limit(1)
    .prepare('session_user'),
);

/** The signed-in user of a token, or null when the session is unknown, past its lifetime or idle too long. */
export async function findSessionUser(db: Db, token: string, now: Date, policy: SessionPolicy) {
  const id = hashToken(token);
  const idleCutoff = new Date(now.getTime() - policy.idleMs);
  const [row] = await sessionUserQuery(db).execute({ id, now: now.toISOString(), idleCutoff: idleCutoff.toISOString() });
  if (!row) return null;
  // Touch at most once a minute: one write per request would cost more than the sliding window needs.
  if (now.getTime() - row.session.lastSeenAt.getTime() > 60_000) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return row;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db, now: Date, policy: SessionPolicy): Promise<void> {
  const idleCutoff = new Date(now.getTime() - policy.idleMs);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, idleCutoff)));
}
