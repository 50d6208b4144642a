import { useMutation } from '@tanstack/react-query';
import type { CustomStrategyResult } from '#shared/schemas/custom-strategy.ts';
import { storedAnalysisSchema, type StoredAnalysis } from '#shared/schemas/business-plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** PUT: the custom strategy is kept with the analysis, so it is there after a reload and on /analysis/{id}. */
export async function saveCustomStrategy(businessPlanId: number, strategy: CustomStrategyResult): Promise<StoredAnalysis> {
  const answer = await apiRequest<unknown>(`/api/business-plans/${businessPlanId}/custom-strategy`, { method: 'PUT', body: strategy });
  return storedAnalysisSchema.parse(answer);
}

export const useSaveCustomStrategy = (businessPlanId: number, onSaved: (stored: StoredAnalysis) => void) =>
  useMutation({
    mutationFn: (strategy: CustomStrategyResult) => saveCustomStrategy(businessPlanId, strategy),
    onSuccess: onSaved,
  });
