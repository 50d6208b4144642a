import { and, asc, eq } from 'drizzle-orm';
import type { PlanItem } from '#shared/schemas/plan.ts';
import type { Db } from '../../db/client.ts';
import { businessPlans } from '../../db/schema/analyses.ts';
import { planItems } from '../../db/schema/plan-items.ts';

/** Every query is scoped to the owner: the organization and the user inside it. */
export type PlanOwner = { organizationId: number; userId: number };

type Row = typeof planItems.$inferSelect;
export type NewPlanRow = Omit<typeof planItems.$inferInsert, 'organizationId' | 'userId' | 'id'>;

export function toPlanItem(row: Row): PlanItem {
  return {
    id: row.recommendationId,
    itemId: row.id,
    type: row.type as PlanItem['type'],
    name: row.name,
    description: row.description,
    nextStep: row.nextStep,
    likelihood: row.likelihood,
    potential: row.potential,
    status: row.status,
    businessPlanId: row.businessPlanId,
    dueDate: row.dueDate,
    notes: row.notes,
    addedAt: row.addedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const owned = (owner: PlanOwner) => and(eq(planItems.organizationId, owner.organizationId), eq(planItems.userId, owner.userId));

export async function listPlanItems(db: Db, owner: PlanOwner) {
  return db.select().from(planItems).where(owned(owner)).orderBy(asc(planItems.addedAt), asc(planItems.id));
}

export async function findByRecommendation(db: Db, owner: PlanOwner, recommendationId: string) {
  const [row] = await db
    .select()
    .from(planItems)
    .where(and(owned(owner), eq(planItems.recommendationId, recommendationId)))
    .limit(1);
  return row;
}

/** Inserts unless the user already has the recommendation; returns the row and whether it is new. */
export async function insertPlanItem(db: Db, owner: PlanOwner, values: NewPlanRow) {
  const [row] = await db
    .insert(planItems)
    .values({ ...values, organizationId: owner.organizationId, userId: owner.userId })
    .onConflictDoNothing({ target: [planItems.userId, planItems.recommendationId] })
    .returning();
  if (row) return { row, created: true };
  const existing = await findByRecommendation(db, owner, values.recommendationId);
  return { row: existing!, created: false };
}

export async function updatePlanItem(db: Db, owner: PlanOwner, id: number, values: Partial<NewPlanRow>) {
  const [row] = await db
    .update(planItems)
    .set(values)
    .where(and(owned(owner), eq(planItems.id, id)))
    .returning();
  return row;
}

export async function deletePlanItem(db: Db, owner: PlanOwner, id: number) {
  const rows = await db.delete(planItems).where(and(owned(owner), eq(planItems.id, id))).returning({ id: planItems.id });
  return rows.length > 0;
}

/** True when the business plan exists in the owner's organization (items may only point at their own plans). */
export async function businessPlanInOrganization(db: Db, organizationId: number, businessPlanId: number) {
  const [row] = await db
    .select({ id: businessPlans.id })
    .from(businessPlans)
    .where(and(eq(businessPlans.id, businessPlanId), eq(businessPlans.organizationId, organizationId)))
    .limit(1);
  return !!row;
}
