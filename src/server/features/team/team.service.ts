import type { Member, TeamRole } from '#shared/schemas/team.ts';
import type { Db } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../http-errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { deleteMember, endSessionsOfUser, findMember, listMembers, lockOrganization, otherAdminCount, setMemberRole } from './team.repository.ts';

export type TeamActor = { userId: number; organizationId: number; ip?: string };

type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export const toMember = (row: MemberRow): Member => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
});

export const LAST_ADMIN_MESSAGE = 'An organization needs at least one admin. Make another member an admin first.';

export async function members(db: Db, organizationId: number): Promise<Member[]> {
  return (await listMembers(db, organizationId)).map(toMember);
}

async function lockedTarget(tx: Db, actor: TeamActor, userId: number) {
  await lockOrganization(tx, actor.organizationId);
  const target = await findMember(tx, actor.organizationId, userId);
  if (!target) throw notFound('Member not found');
  if (target.role === 'super_admin' && target.id !== actor.userId) {
    throw forbidden("The instance owner's role and membership cannot be changed here.");
  }
  return target;
}

export async function changeRole(db: Db, actor: TeamActor, userId: number, role: TeamRole): Promise<Member> {
  return db.transaction(async (tx) => {
    const target = await lockedTarget(tx, actor, userId);
    if (target.role === 'super_admin') throw forbidden("The instance owner's role cannot be changed.");
    if (target.role === role) return toMember(target);
    if (target.role === 'admin' && (await otherAdminCount(tx, actor.organizationId, userId)) === 0) throw conflict(LAST_ADMIN_MESSAGE);
    await setMemberRole(tx, actor.organizationId, userId, role);
    await recordAudit(tx, {
      action: 'member.role_change',
      organizationId: actor.organizationId,
      userId: actor.userId,
      targetType: 'user',
      targetId: userId,
      details: { username: target.username, from: target.role, to: role },
      ip: actor.ip,
    });
    return toMember({ ...target, role });
  });
}

/** Removing a member deletes the account, so every session it had ends with it (see decision 031). */
export async function removeMember(db: Db, actor: TeamActor, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockedTarget(tx, actor, userId);
    if (target.role === 'super_admin') throw forbidden('The instance owner cannot be removed.');
    if (target.role === 'admin' && (await otherAdminCount(tx, actor.organizationId, userId)) === 0) throw conflict(LAST_ADMIN_MESSAGE);
    await endSessionsOfUser(tx, userId);
    await deleteMember(tx, actor.organizationId, userId);
    await recordAudit(tx, {
      action: 'member.remove',
      organizationId: actor.organizationId,
      userId: actor.userId,
      targetType: 'user',
      targetId: userId,
      details: { username: target.username, email: target.email, role: target.role },
      ip: actor.ip,
    });
  });
}
