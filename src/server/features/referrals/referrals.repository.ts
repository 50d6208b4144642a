import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lawyerReferralMatches, lawyerReferrals, lawyers, type LawyerReferralRow, type LawyerRow } from '../../db/schema/lawyer-referrals.ts';
import { organizations } from '../../db/schema/organizations.ts';

/** A founder's own requests: always by organization and author. */
export type ReferralOwner = { organizationId: number; userId: number };
const owned = (owner: ReferralOwner) => and(eq(lawyerReferrals.organizationId, owner.organizationId), eq(lawyerReferrals.userId, owner.userId));

export async function insertReferral(db: Db, values: typeof lawyerReferrals.$inferInsert) {
  const [row] = await db.insert(lawyerReferrals).values(values).returning();
  return row;
}

export async function listOwnReferrals(db: Db, owner: ReferralOwner) {
  return db.select().from(lawyerReferrals).where(owned(owner)).orderBy(desc(lawyerReferrals.id));
}

export async function findOwnReferral(db: Db, owner: ReferralOwner, id: number) {
  const [row] = await db.select().from(lawyerReferrals).where(and(owned(owner), eq(lawyerReferrals.id, id))).limit(1);
  return row;
}

export type ReferralWithOrganization = LawyerReferralRow & { organizationName: string };

/** The operator's queue across organizations: open requests by deadline first, then the rest, newest first. */
export async function listAllReferrals(db: Db, filters: { status?: string; urgency?: string; ipType?: string }): Promise<ReferralWithOrganization[]> {
  const where: (SQL | undefined)[] = [
    filters.status ? eq(lawyerReferrals.status, filters.status as LawyerReferralRow['status']) : undefined,
    filters.urgency ? eq(lawyerReferrals.urgency, filters.urgency as LawyerReferralRow['urgency']) : undefined,
    filters.ipType ? eq(lawyerReferrals.ipType, filters.ipType as LawyerReferralRow['ipType']) : undefined,
  ];
  const open = sql`case when ${lawyerReferrals.status} in ('pending', 'reviewing') then 0 when ${lawyerReferrals.status} = 'matched' then 1 else 2 end`;
  const rows = await db
    .select({ referral: lawyerReferrals, organizationName: organizations.name })
    .from(lawyerReferrals)
    .innerJoin(organizations, eq(organizations.id, lawyerReferrals.organizationId))
    .where(and(...where))
    .orderBy(asc(open), sql`case when ${lawyerReferrals.status} in ('pending', 'reviewing', 'matched') then ${lawyerReferrals.respondBy} end asc`, desc(lawyerReferrals.id))
    .limit(500);
  return rows.map((r) => ({ ...r.referral, organizationName: r.organizationName }));
}

export async function findReferral(db: Db, id: number): Promise<ReferralWithOrganization | undefined> {
  const [row] = await db
    .select({ referral: lawyerReferrals, organizationName: organizations.name })
    .from(lawyerReferrals)
    .innerJoin(organizations, eq(organizations.id, lawyerReferrals.organizationId))
    .where(eq(lawyerReferrals.id, id))
    .limit(1);
  return row ? { ...row.referral, organizationName: row.organizationName } : undefined;
}

/** Changes a request only if it is still in the status the caller saw (no lost update between two operators). */
export async function updateReferral(db: Db, id: number, expectedStatus: LawyerReferralRow['status'], values: Partial<typeof lawyerReferrals.$inferInsert>) {
  const [row] = await db
    .update(lawyerReferrals)
    .set(values)
    .where(and(eq(lawyerReferrals.id, id), eq(lawyerReferrals.status, expectedStatus)))
    .returning();
  return row;
}

export async function matchedLawyers(db: Db, referralIds: number[]) {
  if (referralIds.length === 0) return new Map<number, LawyerRow[]>();
  const rows = await db
    .select({ referralId: lawyerReferralMatches.referralId, lawyer: lawyers })
    .from(lawyerReferralMatches)
    .innerJoin(lawyers, eq(lawyers.id, lawyerReferralMatches.lawyerId))
    .where(inArray(lawyerReferralMatches.referralId, referralIds))
    .orderBy(asc(lawyerReferralMatches.position));
  const byReferral = new Map<number, LawyerRow[]>();
  for (const r of rows) byReferral.set(r.referralId, [...(byReferral.get(r.referralId) ?? []), r.lawyer]);
  return byReferral;
}

export async function replaceMatches(db: Db, referralId: number, lawyerIds: number[], now: Date) {
  await db.delete(lawyerReferralMatches).where(eq(lawyerReferralMatches.referralId, referralId));
  await db.insert(lawyerReferralMatches).values(lawyerIds.map((lawyerId, position) => ({ referralId, lawyerId, position, createdAt: now })));
}

export async function listLawyers(db: Db, includeRetired: boolean) {
  return db
    .select()
    .from(lawyers)
    .where(includeRetired ? undefined : eq(lawyers.active, true))
    .orderBy(desc(lawyers.active), asc(lawyers.name), asc(lawyers.id));
}

export async function findLawyers(db: Db, ids: number[]) {
  return db.select().from(lawyers).where(inArray(lawyers.id, ids));
}

export async function insertLawyer(db: Db, values: typeof lawyers.$inferInsert) {
  const [row] = await db.insert(lawyers).values(values).returning();
  return row;
}

export async function updateLawyer(db: Db, id: number, values: Partial<typeof lawyers.$inferInsert>) {
  const [row] = await db.update(lawyers).set(values).where(eq(lawyers.id, id)).returning();
  return row;
}
