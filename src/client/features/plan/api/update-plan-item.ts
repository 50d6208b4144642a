import { useMutation } from '@tanstack/react-query';
import { planItemSchema, type PlanItem, type UpdatePlanItemInput } from '#shared/schemas/plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { planItemsQueryKey, replaceItem, updateCachedPlanItems } from './get-plan-items.ts';

export type PlanItemChange = { itemId: number; changes: UpdatePlanItemInput };

export async function updatePlanItem({ itemId, changes }: PlanItemChange): Promise<PlanItem> {
  return planItemSchema.parse(await apiRequest<unknown>(`/api/plan-items/${itemId}`, { method: 'PATCH', body: changes }));
}

export type PlanMutationCallbacks<TVariables, TData> = {
  onSaved?: (data: TData, variables: TVariables) => void;
  onFailed?: (error: Error, variables: TVariables) => void;
};

/**
 * Changes an item at once in the cache and rolls back only that item if the server refuses, so a
 * failed change never undoes another change made meanwhile. The callbacks live here rather than on
 * mutate(), which only calls back for the latest call and not at all once the card has unmounted.
 */
export function useUpdatePlanItem({ onSaved, onFailed }: PlanMutationCallbacks<PlanItemChange, PlanItem> = {}) {
  return useMutation({
    mutationFn: updatePlanItem,
    onMutate: async ({ itemId, changes }, { client }) => {
      await client.cancelQueries({ queryKey: planItemsQueryKey });
      const previous = client.getQueryData<PlanItem[]>(planItemsQueryKey)?.find((i) => i.itemId === itemId);
      if (previous) updateCachedPlanItems(client, (items) => replaceItem(items, { ...previous, ...changes }));
      return { previous };
    },
    onError: (error, change, context, { client }) => {
      if (context?.previous) updateCachedPlanItems(client, (items) => replaceItem(items, context.previous!));
      onFailed?.(error, change);
    },
    onSuccess: (item, change, _context, { client }) => {
      updateCachedPlanItems(client, (items) => replaceItem(items, item));
      onSaved?.(item, change);
    },
  });
}
