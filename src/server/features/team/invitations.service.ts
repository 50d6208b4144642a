import { randomBytes } from 'node:crypto';
import type { CreateInvitationInput, Invitation, InvitationSent } from '#shared/schemas/team.ts';
import { INVITATION_INVALID_MESSAGE } from '#shared/schemas/team.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { invitationMail } from '../../lib/mail/templates/invitation.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashToken } from '../auth/sessions.repository.ts';
import {
  claimInvitation,
  findPendingInvitation,
  insertInvitation,
  listPendingInvitations,
  markAcceptedBy,
  pendingInvitationFor,
  previewInvitation,
  renewInvitation,
  revokeInvitation,
  type InvitationListRow,
} from './invitations.repository.ts';
import { findOrganization, insertMember, lockOrganization, memberCount, memberWithEmail, moveMember, otherAdminCount } from './team.repository.ts';

export const INVITATION_DAYS = 7;

export type InvitationsContext = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  production: boolean;
  log: { info(obj: object, msg: string): void };
};

/** Who acts, in which organization, from where; organizationId is the invitation's organization. */
export type Actor = { userId: number; organizationId: number; ip?: string; name: string | null };

const toInvitation = (row: InvitationListRow): Invitation => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  expiresAt: row.expiresAt.toISOString(),
});

const newToken = () => randomBytes(32).toString('base64url');
const expiry = (now: Date) => new Date(now.getTime() + INVITATION_DAYS * 86_400_000);

export async function listInvitations(ctx: InvitationsContext, organizationId: number): Promise<Invitation[]> {
  return (await listPendingInvitations(ctx.db, organizationId, ctx.now())).map(toInvitation);
}

async function deliver(ctx: InvitationsContext, row: InvitationListRow, organizationName: string, token: string, origin: string): Promise<InvitationSent> {
  const url = `${origin}/invite/${token}`;
  const mail = invitationMail({ organizationName, invitedBy: row.invitedBy, role: row.role, url, expiresAt: row.expiresAt });
  const sent = await ctx.mailer.send({ to: row.email, ...mail });
  const invitation = toInvitation(row);
  if (sent.delivered) return { invitation, emailed: true, message: `Invitation sent to ${row.email}.` };
  // The link is the admin's to pass on; in production the log must not hold a working token.
  ctx.log.info({ invitationId: row.id, email: row.email, ...(ctx.production ? {} : { url }) }, 'invitation link not emailed: shown to the admin');
  const why = sent.reason === 'not-configured' ? 'Email is not set up on this server' : 'The email could not be sent';
  return { invitation, emailed: false, inviteUrl: url, message: `${why}: copy the link and send it to ${row.email}.` };
}

/** Records the invitation in one transaction (the organization row locked against duplicates), then mails it. */
export async function createInvitation(
  ctx: InvitationsContext,
  actor: Actor,
  input: Required<CreateInvitationInput>,
  origin: string,
): Promise<InvitationSent> {
  const now = ctx.now();
  const token = newToken();
  const { row, organizationName } = await ctx.db.transaction(async (tx) => {
    const organization = await lockOrganization(tx, actor.organizationId);
    if (!organization) throw notFound('Organization not found');
    if (await memberWithEmail(tx, actor.organizationId, input.email)) throw conflict(`${input.email} is already a member of this organization.`);
    if (await pendingInvitationFor(tx, actor.organizationId, input.email, now)) {
      throw conflict(`An invitation to ${input.email} is already pending. Resend it or revoke it first.`);
    }
    const id = await insertInvitation(tx, {
      organizationId: actor.organizationId,
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedById: actor.userId,
      createdAt: now,
      expiresAt: expiry(now),
    });
    await recordAudit(tx, {
      action: 'invitation.create',
      organizationId: actor.organizationId,
      userId: actor.userId,
      targetType: 'invitation',
      targetId: id,
      details: { email: input.email, role: input.role },
      ip: actor.ip,
    });
    return { row: (await findPendingInvitation(tx, actor.organizationId, id, now))!, organizationName: organization.name };
  });
  // Mail goes out after the commit: a slow mail server never holds the lock, and the link always exists when it arrives.
  return deliver(ctx, row, organizationName, token, origin);
}

export async function resendInvitation(ctx: InvitationsContext, actor: Actor, id: number, origin: string): Promise<InvitationSent> {
  const now = ctx.now();
  const token = newToken();
  if (!(await renewInvitation(ctx.db, actor.organizationId, id, hashToken(token), expiry(now), now))) throw notFound('Invitation not found');
  const organization = await findOrganization(ctx.db, actor.organizationId);
  const row = (await findPendingInvitation(ctx.db, actor.organizationId, id, now))!;
  await recordAudit(ctx.db, { action: 'invitation.resend', organizationId: actor.organizationId, userId: actor.userId, targetType: 'invitation', targetId: id, details: { email: row.email }, ip: actor.ip });
  return deliver(ctx, row, organization!.name, token, origin);
}

export async function cancelInvitation(ctx: InvitationsContext, actor: Actor, id: number) {
  const revoked = await revokeInvitation(ctx.db, actor.organizationId, id, ctx.now());
  if (!revoked) throw notFound('Invitation not found');
  await recordAudit(ctx.db, { action: 'invitation.revoke', organizationId: actor.organizationId, userId: actor.userId, targetType: 'invitation', targetId: id, details: { email: revoked.email }, ip: actor.ip });
}

export async function showInvitation(db: Db, token: string, now: Date) {
  const found = await previewInvitation(db, hashToken(token), now);
  if (!found || !found.organizationActive) throw notFound(INVITATION_INVALID_MESSAGE);
  return { organizationName: found.organizationName, email: found.email, role: found.role, invitedBy: found.invitedBy, expiresAt: found.expiresAt.toISOString() };
}

function assertInvitedAddress(invited: string, email: string) {
  if (invited.toLowerCase() !== email.trim().toLowerCase()) {
    throw forbidden(`This invitation was sent to ${invited}. Sign in or register with that email address.`);
  }
}

/**
 * Uses the token inside the caller's transaction: the invitation is claimed (once, ever) and returned, or the
 * request fails with the same message whether the token is unknown, used, revoked or expired.
 */
export async function claimForEmail(tx: Db, token: string, email: string, now: Date) {
  const invitation = await claimInvitation(tx, hashToken(token), now);
  if (!invitation) throw notFound(INVITATION_INVALID_MESSAGE);
  assertInvitedAddress(invitation.email, email);
  const organization = await lockOrganization(tx, invitation.organizationId);
  if (!organization?.isActive) throw notFound(INVITATION_INVALID_MESSAGE);
  return { invitation, organization };
}

export type InvitedAccount = {
  username: string;
  email: string;
  passwordHash: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  jobTitle?: string;
};

/** Registration through an invitation link: the account is created inside the invitation's organization. */
export async function registerWithInvitation(db: Db, token: string, account: InvitedAccount, now: Date) {
  return db.transaction(async (tx) => {
    const { invitation, organization } = await claimForEmail(tx, token, account.email, now);
    const user = await insertMember(tx, { ...account, organizationId: invitation.organizationId, role: invitation.role });
    await markAcceptedBy(tx, invitation.id, user.id);
    const full = await findOrganization(tx, organization.id);
    return { user, organization: full!, invitationId: invitation.id };
  });
}

/** A signed-in person joins the organization of the invitation, leaving their current one. */
export async function acceptInvitation(
  db: Db,
  user: { id: number; email: string; role: string; organizationId: number },
  token: string,
  now: Date,
  ip?: string,
) {
  return db.transaction(async (tx) => {
    const { invitation } = await claimForEmail(tx, token, user.email, now);
    if (user.role === 'super_admin') throw forbidden('The instance owner stays in the instance organization and cannot join another one.');
    if (invitation.organizationId === user.organizationId) throw conflict('You are already a member of this organization.');
    await lockOrganization(tx, user.organizationId);
    const othersInOldOrganization = (await memberCount(tx, user.organizationId)) - 1;
    if (user.role === 'admin' && othersInOldOrganization > 0 && (await otherAdminCount(tx, user.organizationId, user.id)) === 0) {
      throw conflict('You are the last admin of your current organization. Make another member an admin before you leave it.');
    }
    await moveMember(tx, user.id, invitation.organizationId, invitation.role);
    await markAcceptedBy(tx, invitation.id, user.id);
    await recordAudit(tx, {
      action: 'invitation.accept',
      organizationId: invitation.organizationId,
      userId: user.id,
      targetType: 'invitation',
      targetId: invitation.id,
      details: { fromOrganizationId: user.organizationId, role: invitation.role },
      ip,
    });
    return invitation.organizationId;
  });
}
