import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { organizationInvitations } from '../../db/schema/organization-invitations.ts';
import { organizations } from '../../db/schema/organizations.ts';
import { users } from '../../db/schema/users.ts';

const inv = organizationInvitations;
/** Neither used nor revoked nor past its date: the only state in which a token works. */
const usable = (now: Date) => and(isNull(inv.acceptedAt), isNull(inv.revokedAt), gt(inv.expiresAt, now));

const inviterName = sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), ''), ${users.username})`;

const listColumns = {
  id: inv.id,
  email: inv.email,
  role: inv.role,
  createdAt: inv.createdAt,
  expiresAt: inv.expiresAt,
  invitedBy: inviterName,
};

export type InvitationListRow = { id: number; email: string; role: 'admin' | 'member'; createdAt: Date; expiresAt: Date; invitedBy: string | null };

export async function listPendingInvitations(db: Db, organizationId: number, now: Date): Promise<InvitationListRow[]> {
  return db
    .select(listColumns)
    .from(inv)
    .leftJoin(users, eq(users.id, inv.invitedById))
    .where(and(eq(inv.organizationId, organizationId), usable(now)))
    .orderBy(asc(inv.createdAt), asc(inv.id));
}

export async function findPendingInvitation(db: Db, organizationId: number, id: number, now: Date) {
  const [row] = await db
    .select(listColumns)
    .from(inv)
    .leftJoin(users, eq(users.id, inv.invitedById))
    .where(and(eq(inv.organizationId, organizationId), eq(inv.id, id), usable(now)))
    .limit(1);
  return row;
}

export async function pendingInvitationFor(db: Db, organizationId: number, email: string, now: Date) {
  const [row] = await db
    .select({ id: inv.id })
    .from(inv)
    .where(and(eq(inv.organizationId, organizationId), sql`lower(${inv.email}) = lower(${email})`, usable(now)))
    .limit(1);
  return row;
}

export async function insertInvitation(
  db: Db,
  values: { organizationId: number; email: string; role: 'admin' | 'member'; tokenHash: string; invitedById: number | null; createdAt: Date; expiresAt: Date },
) {
  const [row] = await db.insert(inv).values(values).returning({ id: inv.id });
  return row.id;
}

/** A new token and a new week for a pending invitation; the old link stops working. */
export async function renewInvitation(db: Db, organizationId: number, id: number, tokenHash: string, expiresAt: Date, now: Date) {
  const rows = await db
    .update(inv)
    .set({ tokenHash, expiresAt })
    .where(and(eq(inv.organizationId, organizationId), eq(inv.id, id), usable(now)))
    .returning({ id: inv.id });
  return rows.length > 0;
}

export async function revokeInvitation(db: Db, organizationId: number, id: number, now: Date) {
  const rows = await db
    .update(inv)
    .set({ revokedAt: now })
    .where(and(eq(inv.organizationId, organizationId), eq(inv.id, id), usable(now)))
    .returning({ id: inv.id, email: inv.email });
  return rows[0];
}

/** What the invitee sees: the organization, the address, the role. */
export async function previewInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ organizationName: organizations.name, organizationActive: organizations.isActive, email: inv.email, role: inv.role, invitedBy: inviterName, expiresAt: inv.expiresAt })
    .from(inv)
    .innerJoin(organizations, eq(organizations.id, inv.organizationId))
    .leftJoin(users, eq(users.id, inv.invitedById))
    .where(and(eq(inv.tokenHash, tokenHash), usable(now)))
    .limit(1);
  return row;
}

/**
 * Marks the invitation used and returns it, in one conditional UPDATE: of two requests racing with the same
 * token only one gets a row back, so a link can never be used twice.
 */
export async function claimInvitation(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(inv)
    .set({ acceptedAt: now })
    .where(and(eq(inv.tokenHash, tokenHash), usable(now)))
    .returning();
  return row;
}

export async function markAcceptedBy(db: Db, id: number, userId: number) {
  await db.update(inv).set({ acceptedById: userId }).where(eq(inv.id, id));
}
