// The buttons of each tab, exactly as spec section 4 lists them.
import type { PlanItemStatus } from '#shared/schemas/plan.ts';
import { planStatusLabels } from '#shared/exports/plan-model.ts';

export const planTabs = ['all', 'pending', 'in_progress', 'completed', 'deferred'] as const;
export type PlanTab = (typeof planTabs)[number];

export const planTabLabels: Record<PlanTab, string> = { all: 'All', ...planStatusLabels };

/** "No {status} items found", the status in lower case ("No in progress items found"). */
export const emptyTabMessage = (tab: Exclude<PlanTab, 'all'>) => `No ${planStatusLabels[tab].toLowerCase()} items found`;

export type StatusAction = { label: 'Start' | 'Complete' | 'Defer' | 'Move to Pending'; to: PlanItemStatus };

const start: StatusAction = { label: 'Start', to: 'in_progress' };
const complete: StatusAction = { label: 'Complete', to: 'completed' };
const defer: StatusAction = { label: 'Defer', to: 'deferred' };
const toPending: StatusAction = { label: 'Move to Pending', to: 'pending' };

const actionsByTab: Record<PlanTab, StatusAction[]> = {
  all: [start, complete, defer],
  pending: [start, defer],
  in_progress: [complete, defer, toPending],
  completed: [toPending],
  deferred: [start, toPending],
};

/**
 * The status buttons of an item in a tab (Remove always follows). On the All tab a button is
 * disabled when the item already has the status it leads to.
 */
export function statusActions(tab: PlanTab, status: PlanItemStatus): (StatusAction & { disabled: boolean })[] {
  return actionsByTab[tab].map((action) => ({ ...action, disabled: tab === 'all' && action.to === status }));
}

/** What the "Plan Updated" toast says about a change of status. */
export function statusChangeMessage(name: string, to: PlanItemStatus): string {
  switch (to) {
    case 'in_progress':
      return `Started "${name}".`;
    case 'completed':
      return `Completed "${name}".`;
    case 'deferred':
      return `Deferred "${name}".`;
    case 'pending':
      return `Moved "${name}" to Pending.`;
  }
}
