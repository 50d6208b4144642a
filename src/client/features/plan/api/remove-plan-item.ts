import { useMutation } from '@tanstack/react-query';
import type { PlanItem } from '#shared/schemas/plan.ts';
import { errorFromResponse } from '#client/lib/api-client.ts';
import { planItemsQueryKey, updateCachedPlanItems } from './get-plan-items.ts';
import type { PlanMutationCallbacks } from './update-plan-item.ts';

/** DELETE answers 204 without a body, so this reads the response itself rather than through apiRequest. */
export async function removePlanItem(itemId: number): Promise<void> {
  const response = await fetch(`/api/plan-items/${itemId}`, { method: 'DELETE', credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw await errorFromResponse(response);
}

/** Removes the item from the cache at once; puts it back where it was if the server refuses. */
export function useRemovePlanItem({ onSaved, onFailed }: PlanMutationCallbacks<PlanItem, void> = {}) {
  return useMutation({
    mutationFn: (item: PlanItem) => removePlanItem(item.itemId),
    onMutate: async (item, { client }) => {
      await client.cancelQueries({ queryKey: planItemsQueryKey });
      const index = client.getQueryData<PlanItem[]>(planItemsQueryKey)?.findIndex((i) => i.itemId === item.itemId) ?? -1;
      updateCachedPlanItems(client, (items) => items.filter((i) => i.itemId !== item.itemId));
      return { index };
    },
    onSuccess: (_answer, item) => onSaved?.(undefined, item),
    onError: (error, item, context, { client }) => {
      updateCachedPlanItems(client, (items) => {
        if (items.some((i) => i.itemId === item.itemId)) return items;
        const at = context && context.index >= 0 ? Math.min(context.index, items.length) : items.length;
        return [...items.slice(0, at), item, ...items.slice(at)];
      });
      onFailed?.(error, item);
    },
  });
}
