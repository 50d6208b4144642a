import { useMutation } from '@tanstack/react-query';
import { storedAnalysisSchema, type StoredAnalysis } from '#shared/schemas/business-plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** DELETE the saved custom strategy: the analysis's own roadmap is shown again. */
export async function restoreOriginalStrategy(businessPlanId: number): Promise<StoredAnalysis> {
  const answer = await apiRequest<unknown>(`/api/business-plans/${businessPlanId}/custom-strategy`, { method: 'DELETE' });
  return storedAnalysisSchema.parse(answer);
}

export const useRestoreOriginalStrategy = (businessPlanId: number, onRestored: (stored: StoredAnalysis) => void) =>
  useMutation({ mutationFn: () => restoreOriginalStrategy(businessPlanId), onSuccess: onRestored });
