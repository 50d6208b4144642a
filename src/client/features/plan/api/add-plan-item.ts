import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { planItemSchema, type AddPlanItemInput, type PlanItem } from '#shared/schemas/plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { updateCachedPlanItems } from './get-plan-items.ts';
import type { PlanMutationCallbacks } from './update-plan-item.ts';

const addPlanItemAnswerSchema = z.object({ item: planItemSchema, created: z.boolean(), message: z.string() });

export type AddPlanItemAnswer = z.infer<typeof addPlanItemAnswerSchema>;

export async function addPlanItem(input: AddPlanItemInput): Promise<AddPlanItemAnswer> {
  return addPlanItemAnswerSchema.parse(await apiRequest<unknown>('/api/plan-items', { body: input }));
}

/** The add call's input that recreates a removed item as it was: status, dates and notes included (Undo). */
export function restoreInput(item: PlanItem): AddPlanItemInput {
  return {
    id: item.id,
    type: item.type,
    name: item.name,
    description: item.description,
    nextStep: item.nextStep,
    likelihood: item.likelihood,
    potential: item.potential,
    status: item.status,
    addedAt: item.addedAt,
    ...(item.businessPlanId ? { businessPlanId: item.businessPlanId } : {}),
    ...(item.dueDate ? { dueDate: item.dueDate } : {}),
    ...(item.notes ? { notes: item.notes } : {}),
  };
}

/** Adds the item and keeps the cached list in the server's order (oldest added first). */
export function useAddPlanItem({ onSaved, onFailed }: PlanMutationCallbacks<AddPlanItemInput, AddPlanItemAnswer> = {}) {
  return useMutation({
    mutationFn: addPlanItem,
    onSuccess: (answer, input, _context, { client }) => {
      const { item } = answer;
      updateCachedPlanItems(client, (items) =>
        [...items.filter((i) => i.itemId !== item.itemId), item].sort((a, b) => Date.parse(a.addedAt) - Date.parse(b.addedAt) || a.itemId - b.itemId),
      );
      onSaved?.(answer, input);
    },
    onError: (error, input) => onFailed?.(error, input),
  });
}
