import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { apiTokens, type ApiTokenRow } from '../../db/schema/api-tokens.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';

/** Tokens are recognisable in logs and secret scanners by their prefix. */
export const API_TOKEN_PREFIX = 'mm_';

export const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type TokenOwner = { userId: number; organizationId: number };

const owned = (owner: TokenOwner) => and(eq(apiTokens.userId, owner.userId), eq(apiTokens.organizationId, owner.organizationId));

export async function createApiToken(db: Db, owner: TokenOwner, input: { name: string; expiresAt: Date; now: Date }) {
  const token = API_TOKEN_PREFIX + randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(apiTokens)
    .values({
      ...owner,
      name: input.name,
      tokenHash: hashApiToken(token),
      prefix: token.slice(0, API_TOKEN_PREFIX.length + 6),
      createdAt: input.now,
      expiresAt: input.expiresAt,
    })
    .returning();
  return { row, token };
}

export function listApiTokens(db: Db, owner: TokenOwner): Promise<ApiTokenRow[]> {
  return db.select().from(apiTokens).where(owned(owner)).orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
}

export async function countApiTokens(db: Db, owner: TokenOwner): Promise<number> {
  const [row] = await db.select({ n: count() }).from(apiTokens).where(owned(owner));
  return row.n;
}

/** True when a token of this owner was deleted. */
export async function deleteApiToken(db: Db, owner: TokenOwner, id: number): Promise<boolean> {
  const rows = await db.delete(apiTokens).where(and(owned(owner), eq(apiTokens.id, id))).returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** The token's owner and organization, or undefined when the token is unknown. Expiry is the caller's check. */
export async function findApiTokenUser(db: Db, token: string) {
  const [row] = await db
    .select({ token: apiTokens, user: users, organization: organizations })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(apiTokens.tokenHash, hashApiToken(token)))
    .limit(1);
  return row;
}

export async function touchApiToken(db: Db, id: number, now: Date) {
  await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, id));
}
