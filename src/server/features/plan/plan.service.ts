import type { AddPlanItemInput, UpdatePlanItemInput } from '#shared/schemas/plan.ts';
import { defaultDueDate } from '#shared/rules/plan.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http-errors.ts';
import * as repo from './plan.repository.ts';

export async function listPlan(db: Db, owner: repo.PlanOwner) {
  return (await repo.listPlanItems(db, owner)).map(repo.toPlanItem);
}

/** Adding what is already in the plan changes nothing and says so. */
export async function addToPlan(db: Db, owner: repo.PlanOwner, input: AddPlanItemInput, now: Date) {
  const businessPlanId =
    input.businessPlanId && (await repo.businessPlanInOrganization(db, owner.organizationId, input.businessPlanId))
      ? input.businessPlanId
      : null;
  const addedAt = input.addedAt ? new Date(input.addedAt) : now;
  const { row, created } = await repo.insertPlanItem(db, owner, {
    recommendationId: input.id,
    businessPlanId,
    type: input.type,
    name: input.name,
    description: input.description,
    nextStep: input.nextStep,
    likelihood: Math.round(input.likelihood),
    potential: input.potential,
    status: input.status ?? 'pending',
    dueDate: input.dueDate ?? defaultDueDate(input.type, Number.isNaN(addedAt.getTime()) ? now : addedAt),
    notes: input.notes ?? null,
    addedAt: Number.isNaN(addedAt.getTime()) ? now : addedAt,
    updatedAt: now,
  });
  return {
    item: repo.toPlanItem(row),
    created,
    message: created ? 'Added to your implementation plan' : 'Already in your implementation plan',
  };
}

export async function changePlanItem(db: Db, owner: repo.PlanOwner, id: number, input: UpdatePlanItemInput, now: Date) {
  const row = await repo.updatePlanItem(db, owner, id, { ...input, updatedAt: now });
  if (!row) throw notFound('Plan item not found');
  return repo.toPlanItem(row);
}

export async function removePlanItem(db: Db, owner: repo.PlanOwner, id: number) {
  if (!(await repo.deletePlanItem(db, owner, id))) throw notFound('Plan item not found');
}

export async function importPlan(db: Db, owner: repo.PlanOwner, items: AddPlanItemInput[], now: Date) {
  let imported = 0;
  for (const item of items) {
    const { created } = await addToPlan(db, owner, item, now);
    if (created) imported += 1;
  }
  return { imported, items: await listPlan(db, owner) };
}
