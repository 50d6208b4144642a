import type { z } from 'zod';
import type { Lawyer, lawyerInputSchema, updateLawyerInputSchema } from '#shared/schemas/referral.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { insertLawyer, listLawyers, updateLawyer } from './referrals.repository.ts';
import { toLawyer } from './referral-views.ts';

type Actor = { userId: number; ip?: string };

export async function directory(db: Db, includeRetired: boolean): Promise<Lawyer[]> {
  return (await listLawyers(db, includeRetired)).map(toLawyer);
}

export async function addLawyer(db: Db, actor: Actor, input: z.output<typeof lawyerInputSchema>, now: Date): Promise<Lawyer> {
  const row = await insertLawyer(db, { ...input, createdAt: now, updatedAt: now });
  await recordAudit(db, { action: 'lawyer.create', userId: actor.userId, targetType: 'lawyer', targetId: row.id, details: { name: row.name, firm: row.firm }, ip: actor.ip });
  return toLawyer(row);
}

/** Edits a lawyer; `active: false` retires them (past matches keep their name), `true` brings them back. */
export async function editLawyer(db: Db, actor: Actor, id: number, input: z.output<typeof updateLawyerInputSchema>, now: Date): Promise<Lawyer> {
  const row = await updateLawyer(db, id, { ...input, updatedAt: now });
  if (!row) throw notFound('Lawyer not found');
  const action = input.active === false ? 'lawyer.retire' : 'lawyer.update';
  await recordAudit(db, { action, userId: actor.userId, targetType: 'lawyer', targetId: id, details: { name: row.name, fields: Object.keys(input) }, ip: actor.ip });
  return toLawyer(row);
}
