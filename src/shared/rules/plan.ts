import type { IpType } from '../schemas/analysis.ts';
import type { PlanItem, PlanItemStatus } from '../schemas/plan.ts';

/** Months until an item is due: the end of its type's estimated timeline (section 9). */
export const dueMonthsByType: Record<IpType, number> = { patent: 18, trademark: 6, copyright: 3, trade_secret: 2 };

export function defaultDueDate(type: IpType, addedAt: Date): string {
  const due = new Date(Date.UTC(addedAt.getUTCFullYear(), addedAt.getUTCMonth() + dueMonthsByType[type], addedAt.getUTCDate()));
  return due.toISOString().slice(0, 10);
}

export function isOverdue(item: Pick<PlanItem, 'dueDate' | 'status'>, today: Date): boolean {
  return !!item.dueDate && item.status !== 'completed' && item.dueDate < today.toISOString().slice(0, 10);
}

export type PlanSummary = { total: number; pending: number; inProgress: number; completed: number; deferred: number; completionPercent: number };

/** Completion percent is the rounded share of completed items, 0 when there are none. */
export function summarisePlan(items: Pick<PlanItem, 'status'>[]): PlanSummary {
  const count = (status: PlanItemStatus) => items.filter((i) => i.status === status).length;
  const completed = count('completed');
  return {
    total: items.length,
    pending: count('pending'),
    inProgress: count('in_progress'),
    completed,
    deferred: count('deferred'),
    completionPercent: items.length === 0 ? 0 : Math.round((completed / items.length) * 100),
  };
}
