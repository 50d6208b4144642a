import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AnalysisResponse, CreateAnalysisData } from '#shared/schemas/business-plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { analysesQueryKey } from './get-analyses.ts';

export function analyzeBusinessPlan(input: CreateAnalysisData): Promise<AnalysisResponse> {
  // The schema (and zod) loads beside the request, not before the page renders.
  const schemas = import('#shared/schemas/business-plan.ts');
  return apiRequest<unknown>('/api/analyze', { body: input }).then(async (answer) => (await schemas).analysisResponseSchema.parse(answer));
}

export function useAnalyzeBusinessPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: analyzeBusinessPlan,
    onSuccess: () => {
      // A new plan and analysis exist: the recent list and the projects grid are out of date.
      void queryClient.invalidateQueries({ queryKey: analysesQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['business-plans'] });
    },
  });
}
