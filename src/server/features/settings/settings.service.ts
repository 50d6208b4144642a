import type { ChangePasswordInput, DeleteAccountInput, Profile, UpdatePreferencesInput } from '#shared/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import type { UserRow } from '../../db/schema/users.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import { securityAlertMail, type SecurityEvent } from '../../lib/mail/templates/security-alert.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import {
  countOtherSuperAdmins,
  deleteOtherSessions,
  deleteUserAccount,
  emailTakenByOther,
  findUser,
  getPreferences,
  organizationHeadcount,
  savePreferences,
  updateUser,
  type ProfileChanges,
} from './settings.repository.ts';

export type SettingsContext = { db: Db; mailer: Mailer; now: () => Date };
/** Who is asking: the signed-in user, the session they use (hashed id), where from, and the app's address for links. */
export type Actor = { userId: number; organizationId: number; ip: string; sessionId?: string; appUrl: string };

export function toProfile(user: UserRow): Profile {
  return {
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    company: user.company,
    jobTitle: user.jobTitle,
  };
}

async function loadUser(db: Db, userId: number) {
  const user = await findUser(db, userId);
  if (!user) throw notFound('Account not found');
  return user;
}

/** Mails a security notice when the user keeps email alerts on; a mail failure never undoes the change. */
export async function sendSecurityAlert(ctx: SettingsContext, user: UserRow, event: SecurityEvent, to = user.email, detail?: string) {
  const { emailAlerts } = await getPreferences(ctx.db, user.id);
  if (!emailAlerts || !ctx.mailer.configured) return;
  await ctx.mailer.send({ to, ...securityAlertMail({ event, username: user.username, detail }) });
}

export async function updateProfile(ctx: SettingsContext, actor: Actor, input: ProfileChanges & { email: string; currentPassword?: string }) {
  const user = await loadUser(ctx.db, actor.userId);
  const { currentPassword, ...changes } = input;
  const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged) {
    if (!currentPassword) throw badRequest('Enter your current password to change your email address', { errors: [{ field: 'currentPassword', message: 'Enter your current password to change your email address' }] });
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      throw badRequest('The current password is not correct', { errors: [{ field: 'currentPassword', message: 'The current password is not correct' }] });
    }
    if (await emailTakenByOther(ctx.db, input.email, user.id)) throw conflict('An account with this email address already exists.');
  }
  const updated = await updateUser(ctx.db, user.id, changes);
  if (emailChanged) {
    await recordAudit(ctx.db, { action: 'settings.email_changed', userId: user.id, organizationId: actor.organizationId, ip: actor.ip });
    // The old address hears of it: that is where a hijacked account's owner still reads mail.
    await sendSecurityAlert(ctx, user, 'email-changed', user.email, `The new address is ${updated.email}.`);
  }
  return toProfile(updated);
}

/** Changes the password and ends every other session of the user (the current one stays signed in). */
export async function changePassword(ctx: SettingsContext, actor: Actor, input: ChangePasswordInput) {
  const user = await loadUser(ctx.db, actor.userId);
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest('The current password is not correct', { errors: [{ field: 'currentPassword', message: 'The current password is not correct' }] });
  }
  if (input.newPassword === input.currentPassword) {
    throw badRequest('Choose a password different from the current one', { errors: [{ field: 'newPassword', message: 'Choose a password different from the current one' }] });
  }
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.newPassword) });
  const ended = await deleteOtherSessions(ctx.db, user.id, actor.sessionId);
  await recordAudit(ctx.db, { action: 'settings.password_changed', userId: user.id, organizationId: actor.organizationId, details: { sessionsEnded: ended }, ip: actor.ip });
  await sendSecurityAlert(ctx, user, 'password-changed');
  return { sessionsEnded: ended };
}

/**
 * Deletes the account after the typed confirmation and the password. A one-person organization goes with it;
 * an organization with other members must keep an admin, and the instance must keep a super admin.
 */
export async function deleteAccount(ctx: SettingsContext, actor: Actor, input: DeleteAccountInput) {
  const user = await loadUser(ctx.db, actor.userId);
  if (input.confirmation.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw badRequest('Type your username exactly to confirm', { errors: [{ field: 'confirmation', message: 'Type your username exactly to confirm' }] });
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest('The password is not correct', { errors: [{ field: 'password', message: 'The password is not correct' }] });
  }
  if (user.role === 'super_admin' && (await countOtherSuperAdmins(ctx.db, user.id)) === 0) {
    throw forbidden('You are the only super admin of this instance. Make another account super admin before deleting yours.');
  }
  const { otherMembers, otherAdmins } = await organizationHeadcount(ctx.db, actor.organizationId, user.id);
  const isAdmin = user.role === 'admin' || user.role === 'super_admin';
  if (otherMembers > 0 && isAdmin && otherAdmins === 0) {
    throw conflict('You are the last admin of your organization. Make another member an admin, or delete the organization, before deleting your account.');
  }
  const withOrganization = otherMembers === 0;
  await deleteUserAccount(ctx.db, user.id, actor.organizationId, withOrganization);
  await recordAudit(ctx.db, {
    action: 'settings.account_deleted',
    userId: user.id,
    organizationId: actor.organizationId,
    details: { organizationDeleted: withOrganization },
    ip: actor.ip,
  });
  return { organizationDeleted: withOrganization };
}

export function readPreferences(ctx: SettingsContext, userId: number) {
  return getPreferences(ctx.db, userId);
}

export function updatePreferences(ctx: SettingsContext, userId: number, changes: UpdatePreferencesInput) {
  return savePreferences(ctx.db, userId, changes, ctx.now());
}
