import { toast } from 'sonner';
import type { PlanItem, PlanItemStatus } from '#shared/schemas/plan.ts';
import { restoreInput, useAddPlanItem } from '../api/add-plan-item.ts';
import { useRemovePlanItem } from '../api/remove-plan-item.ts';
import { useUpdatePlanItem } from '../api/update-plan-item.ts';
import { statusChangeMessage } from '../utils/status-actions.ts';
import { SAVE_FAILED } from './use-implementation-plan.ts';

const saveFailed = () => toast.error('Error', { description: SAVE_FAILED });

/** Every change shows at once, is confirmed with "Plan Updated" once saved, and rolls back with the spec's error toast. */
export function usePlanActions() {
  const add = useAddPlanItem({
    onSaved: ({ item }) => toast.success('Plan Updated', { description: `Restored "${item.name}".` }),
    onFailed: saveFailed,
  });
  const update = useUpdatePlanItem({
    onSaved: (item, { changes }) =>
      toast.success('Plan Updated', {
        description: changes.status ? statusChangeMessage(item.name, changes.status) : `Saved the due date and notes of "${item.name}".`,
      }),
    onFailed: saveFailed,
  });
  const remove = useRemovePlanItem({
    onSaved: (_none, item) =>
      toast.success('Plan Updated', {
        description: `Removed "${item.name}".`,
        action: { label: 'Undo', onClick: () => add.mutate(restoreInput(item)) },
      }),
    onFailed: saveFailed,
  });

  return {
    changeStatus: (item: PlanItem, to: PlanItemStatus) => update.mutate({ itemId: item.itemId, changes: { status: to } }),
    saveDetails: (item: PlanItem, changes: { dueDate: string | null; notes: string | null }) => update.mutate({ itemId: item.itemId, changes }),
    removeItem: (item: PlanItem) => remove.mutate(item),
  };
}
