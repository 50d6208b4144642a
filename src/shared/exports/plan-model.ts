// What every plan export shows, worked out once so JSON, HTML, Word and the calendar agree.
import type { PlanItem, PlanItemStatus } from '../schemas/plan.ts';
import { capitalize, ipTypeLabels, likelihoodBand } from '../rules/ratings.ts';
import { isOverdue, summarisePlan, type PlanSummary } from '../rules/plan.ts';
import { isoDay } from './file-name.ts';

export type PlanExportInput = {
  items: readonly PlanItem[];
  /** Defaults to now; tests pass a fixed time. */
  exportedAt?: Date;
};

export const planStatusLabels: Record<PlanItemStatus, string> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
  deferred: 'Deferred',
};

/** The order of the sections in the documents: what needs attention first, done work last. */
export const planStatusOrder: readonly PlanItemStatus[] = ['in_progress', 'pending', 'deferred', 'completed'];

export const PLAN_TITLE = 'IP Implementation Plan';

/** ip-implementation-plan-{YYYY-MM-DD}.{ext} (spec section 9). */
export function planFileName(date: Date | string, ext: 'json' | 'html' | 'docx' | 'ics' | (string & {})): string {
  return `ip-implementation-plan-${isoDay(date)}.${ext.replace(/^\./, '')}`;
}

export const planSummary = (input: PlanExportInput): PlanSummary => summarisePlan([...input.items]);

export function summaryTiles(summary: PlanSummary) {
  return [
    { label: 'Total Items', value: String(summary.total) },
    { label: 'In Progress', value: String(summary.inProgress) },
    { label: 'Completed', value: String(summary.completed) },
    { label: 'Completion', value: `${summary.completionPercent}%` },
  ];
}

/** Items of one status, oldest first (the order they were added). */
export function itemsByStatus(items: readonly PlanItem[]): { status: PlanItemStatus; label: string; items: PlanItem[] }[] {
  return planStatusOrder
    .map((status) => ({ status, label: planStatusLabels[status], items: items.filter((i) => i.status === status) }))
    .filter((group) => group.items.length > 0);
}

const calendarDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const localDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/**
 * "Mar 20, 2025". A calendar day (YYYY-MM-DD, as due dates are) is shown as written, never shifted
 * by the time zone; a timestamp (the added date) is shown on the reader's local day.
 */
export function formatPlanDate(value: string | null | undefined): string {
  if (!value) return 'Not set';
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return 'Not set';
  return (dayOnly ? calendarDay : localDay).format(date);
}

export const planTypeLabel = (item: Pick<PlanItem, 'type'>) => ipTypeLabels[item.type];
export const planLikelihoodText = (item: Pick<PlanItem, 'likelihood'>) =>
  `${Math.round(item.likelihood)}% (${capitalize(likelihoodBand(item.likelihood))})`;

/** The facts line of an item, label then value; `overdue` marks a due date that has passed. */
export function planItemFacts(item: PlanItem, today: Date): { label: string; value: string; overdue?: boolean }[] {
  const overdue = isOverdue(item, today);
  return [
    { label: 'Type', value: planTypeLabel(item) },
    { label: 'Status', value: planStatusLabels[item.status] },
    { label: 'Likelihood', value: planLikelihoodText(item) },
    { label: 'Potential', value: capitalize(item.potential) },
    { label: 'Added', value: formatPlanDate(item.addedAt) },
    { label: 'Due', value: overdue ? `${formatPlanDate(item.dueDate)} (overdue)` : formatPlanDate(item.dueDate), overdue },
  ];
}
