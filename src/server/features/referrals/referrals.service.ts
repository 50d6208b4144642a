import type { z } from 'zod';
import { canTransition, derivePriority, respondBy, statusLabels, suggestLawyers, type ReferralStatus } from '#shared/rules/referrals.ts';
import type { AdminReferral, createReferralInputSchema, LawyerSuggestionView, UpdateReferralInput, UserReferral } from '#shared/schemas/referral.ts';
import type { Db } from '../../db/client.ts';
import type { LawyerRow } from '../../db/schema/lawyer-referrals.ts';
import { badRequest, conflict, notFound } from '../../http-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { referralStatusMail } from '../../lib/mail/templates/referral-status.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  findLawyers,
  findOwnReferral,
  findReferral,
  insertReferral,
  listAllReferrals,
  listLawyers,
  listOwnReferrals,
  matchedLawyers,
  replaceMatches,
  updateReferral,
  type ReferralOwner,
  type ReferralWithOrganization,
} from './referrals.repository.ts';
import { toAdminReferral, toLawyer, toUserReferral } from './referral-views.ts';

export type ReferralsContext = { db: Db; mailer: Mailer; now: () => Date };
export type Requester = ReferralOwner & { email: string; name: string; ip?: string };
export type Operator = { userId: number; ip?: string; origin: string };

export async function createReferral(ctx: ReferralsContext, requester: Requester, input: z.output<typeof createReferralInputSchema>): Promise<UserReferral> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await insertReferral(tx, {
      organizationId: requester.organizationId,
      userId: requester.userId,
      requesterEmail: requester.email,
      requesterName: requester.name,
      ipType: input.ipType,
      urgency: input.urgency,
      budget: input.budget,
      description: input.description,
      preferredLocation: input.preferredLocation,
      specificRequirements: input.specificRequirements,
      contactPreference: input.contactPreference,
      businessType: input.businessType,
      recommendationId: input.recommendationId ?? null,
      priority: derivePriority(input.urgency, input.budget),
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      respondBy: respondBy(now, input.urgency),
    });
    await recordAudit(tx, {
      action: 'referral.create',
      organizationId: requester.organizationId,
      userId: requester.userId,
      targetType: 'lawyer_referral',
      targetId: row.id,
      details: { ipType: row.ipType, urgency: row.urgency, priority: row.priority },
      ip: requester.ip,
    });
    return toUserReferral(row, []);
  });
}

export async function myReferrals(ctx: ReferralsContext, owner: ReferralOwner): Promise<UserReferral[]> {
  const rows = await listOwnReferrals(ctx.db, owner);
  const lawyers = await matchedLawyers(ctx.db, rows.map((r) => r.id));
  return rows.map((r) => toUserReferral(r, lawyers.get(r.id) ?? []));
}

export async function cancelMyReferral(ctx: ReferralsContext, requester: Requester, id: number): Promise<UserReferral> {
  const row = await findOwnReferral(ctx.db, requester, id);
  if (!row) throw notFound('Referral request not found');
  if (row.status !== 'pending') throw conflict(`Only a pending request can be cancelled; this one is ${statusLabels[row.status].toLowerCase()}.`);
  const updated = await updateReferral(ctx.db, id, 'pending', { status: 'cancelled', updatedAt: ctx.now() });
  if (!updated) throw conflict('The request changed meanwhile. Reload and try again.');
  await recordAudit(ctx.db, { action: 'referral.cancel', organizationId: requester.organizationId, userId: requester.userId, targetType: 'lawyer_referral', targetId: id, ip: requester.ip });
  return toUserReferral(updated, []);
}

export async function allReferrals(ctx: ReferralsContext, filters: { status?: string; urgency?: string; ipType?: string }): Promise<AdminReferral[]> {
  const rows = await listAllReferrals(ctx.db, filters);
  const lawyers = await matchedLawyers(ctx.db, rows.map((r) => r.id));
  const now = ctx.now();
  return rows.map((r) => toAdminReferral(r, lawyers.get(r.id) ?? [], now));
}

async function adminView(ctx: ReferralsContext, id: number): Promise<AdminReferral> {
  const row = await findReferral(ctx.db, id);
  if (!row) throw notFound('Referral request not found');
  const lawyers = await matchedLawyers(ctx.db, [id]);
  return toAdminReferral(row, lawyers.get(id) ?? [], ctx.now());
}

export const referralForAdmin = adminView;

/** Tells the founder; a mail failure is logged by the mailer and never undoes the change. */
async function notifyRequester(ctx: ReferralsContext, row: ReferralWithOrganization, status: ReferralStatus, lawyers: LawyerRow[], origin: string) {
  await ctx.mailer.send({
    to: row.requesterEmail,
    ...referralStatusMail({ requesterName: row.requesterName, referralId: row.id, ipType: row.ipType, status, lawyers, url: `${origin}/lawyer-referral` }),
  });
}

function assertTransition(from: ReferralStatus, to: ReferralStatus) {
  if (!canTransition(from, to)) {
    throw conflict(`A ${statusLabels[from].toLowerCase()} request cannot become ${statusLabels[to].toLowerCase()}.`);
  }
}

/** Mark In Progress, Mark Completed, Cancel Request and Save Changes: each saved, audited and, for a status, mailed. */
export async function changeReferral(ctx: ReferralsContext, operator: Operator, id: number, input: UpdateReferralInput): Promise<AdminReferral> {
  const row = await findReferral(ctx.db, id);
  if (!row) throw notFound('Referral request not found');
  const to = input.status;
  if (to === 'matched') throw badRequest('Match a request by choosing lawyers from the directory.');
  if (to !== undefined && to !== row.status) assertTransition(row.status, to);
  const statusChanged = to !== undefined && to !== row.status;
  const values = {
    ...(statusChanged ? { status: to } : {}),
    ...(input.assignedLawyer !== undefined ? { assignedLawyer: input.assignedLawyer } : {}),
    ...(input.adminNotes !== undefined ? { adminNotes: input.adminNotes } : {}),
    updatedAt: ctx.now(),
  };
  await ctx.db.transaction(async (tx) => {
    if (!(await updateReferral(tx, id, row.status, values))) throw conflict('The request changed meanwhile. Reload and try again.');
    await recordAudit(tx, {
      action: statusChanged ? 'referral.status_change' : 'referral.update',
      organizationId: row.organizationId,
      userId: operator.userId,
      targetType: 'lawyer_referral',
      targetId: id,
      details: { ...(statusChanged ? { from: row.status, to } : {}), fields: Object.keys(input) },
      ip: operator.ip,
    });
  });
  if (statusChanged) await notifyRequester(ctx, row, to, (await matchedLawyers(ctx.db, [id])).get(id) ?? [], operator.origin);
  return adminView(ctx, id);
}

/** Picks one to three lawyers from the directory: the request becomes matched and the founder sees them. */
export async function matchReferral(ctx: ReferralsContext, operator: Operator, id: number, lawyerIds: number[]): Promise<AdminReferral> {
  const row = await findReferral(ctx.db, id);
  if (!row) throw notFound('Referral request not found');
  if (row.status !== 'matched') assertTransition(row.status, 'matched');
  const chosen = await findLawyers(ctx.db, lawyerIds);
  if (chosen.length !== lawyerIds.length || chosen.some((l) => !l.active)) throw badRequest('Choose lawyers from the active directory.');
  const ordered = lawyerIds.map((lid) => chosen.find((l) => l.id === lid)!);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await updateReferral(tx, id, row.status, { status: 'matched', assignedLawyer: row.assignedLawyer ?? ordered[0].name, updatedAt: now }))) {
      throw conflict('The request changed meanwhile. Reload and try again.');
    }
    await replaceMatches(tx, id, lawyerIds, now);
    await recordAudit(tx, {
      action: 'referral.match',
      organizationId: row.organizationId,
      userId: operator.userId,
      targetType: 'lawyer_referral',
      targetId: id,
      details: { from: row.status, to: 'matched', lawyers: ordered.map((l) => l.name) },
      ip: operator.ip,
    });
  });
  await notifyRequester(ctx, row, 'matched', ordered, operator.origin);
  return adminView(ctx, id);
}

export async function suggestionsFor(ctx: ReferralsContext, id: number): Promise<LawyerSuggestionView[]> {
  const row = await findReferral(ctx.db, id);
  if (!row) throw notFound('Referral request not found');
  const directory = await listLawyers(ctx.db, false);
  const ranked = suggestLawyers(row, directory);
  return ranked.map((s) => ({ lawyer: toLawyer(directory.find((l) => l.id === s.lawyerId)!), score: s.score, reasons: s.reasons }));
}
