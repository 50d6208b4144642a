import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

export const storedAnalysisQueryKey = (businessPlanId: number) => ['business-plans', businessPlanId, 'analysis'] as const;

export const storedAnalysisQueryOptions = (businessPlanId: number) =>
  queryOptions({
    queryKey: storedAnalysisQueryKey(businessPlanId),
    queryFn: async ({ signal }) => {
      // The schema (and zod) loads beside the request, not before the page renders.
      const schemas = import('#shared/schemas/business-plan.ts');
      const answer = await apiRequest<unknown>(`/api/business-plans/${businessPlanId}/analysis`, { signal });
      return (await schemas).storedAnalysisSchema.parse(answer);
    },
  });

export const useStoredAnalysis = (businessPlanId: number | null) =>
  useQuery({ ...storedAnalysisQueryOptions(businessPlanId ?? 0), enabled: businessPlanId !== null });
