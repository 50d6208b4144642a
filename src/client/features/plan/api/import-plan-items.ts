import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { planItemSchema, type AddPlanItemInput } from '#shared/schemas/plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { planItemsQueryKey } from './get-plan-items.ts';
import type { PlanMutationCallbacks } from './update-plan-item.ts';

const importAnswerSchema = z.object({ imported: z.number().int(), items: z.array(planItemSchema) });
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** Sends a plan an earlier version kept in the browser; the server skips what the account already has. */
export async function importPlanItems(items: AddPlanItemInput[]): Promise<ImportAnswer> {
  return importAnswerSchema.parse(await apiRequest<unknown>('/api/plan-items/import', { body: { items } }));
}

/** One key for the import wherever it runs, so every page waiting for it knows when it ends. */
export const importPlanItemsMutationKey = ['plan-items', 'import'] as const;

/**
 * On success the answer's list (the whole plan) becomes the cached plan. A list request still in flight may
 * have been read before the import committed: it is cancelled first, or its empty answer would land last.
 */
export function useImportPlanItems({ onSaved, onFailed }: PlanMutationCallbacks<AddPlanItemInput[], ImportAnswer> = {}) {
  return useMutation({
    mutationKey: importPlanItemsMutationKey,
    mutationFn: importPlanItems,
    onSuccess: async (answer, items, _context, { client }) => {
      await client.cancelQueries({ queryKey: planItemsQueryKey });
      client.setQueryData(planItemsQueryKey, answer.items);
      onSaved?.(answer, items);
    },
    onError: (error, items) => onFailed?.(error, items),
  });
}
