import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { Recommendation } from '#shared/schemas/analysis.ts';
import { planItemSchema, type AddPlanItemInput } from '#shared/schemas/plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { planItemsQueryKey } from './get-plan-items.ts';

const addPlanItemAnswerSchema = z.object({ item: planItemSchema, created: z.boolean(), message: z.string() });
export type AddPlanItemAnswer = z.infer<typeof addPlanItemAnswerSchema>;

/** The spec's item fields of a recommendation; the server sets status pending and the added date. */
export function planItemInput(rec: Recommendation, businessPlanId: number | null): AddPlanItemInput {
  return {
    id: rec.id,
    type: rec.type,
    name: rec.name,
    description: rec.description,
    nextStep: rec.nextStep,
    likelihood: rec.likelihood,
    potential: rec.potential,
    status: 'pending',
    ...(businessPlanId ? { businessPlanId } : {}),
  };
}

export async function addPlanItem(input: AddPlanItemInput): Promise<AddPlanItemAnswer> {
  return addPlanItemAnswerSchema.parse(await apiRequest<unknown>('/api/plan-items', { body: input }));
}

export function useAddPlanItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPlanItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planItemsQueryKey }),
  });
}

/** Adds several recommendations, one request each (the endpoint is idempotent per recommendation); answers the number created. */
export function useAddPlanItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inputs: AddPlanItemInput[]) => {
      let created = 0;
      for (const input of inputs) if ((await addPlanItem(input)).created) created++;
      return created;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: planItemsQueryKey }),
  });
}
