import { queryOptions, useQuery } from '@tanstack/react-query';
import { storedAnalysisSchema } from '#shared/schemas/business-plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const storedAnalysisQueryKey = (businessPlanId: number) => ['business-plans', businessPlanId, 'analysis'] as const;

export const storedAnalysisQueryOptions = (businessPlanId: number) =>
  queryOptions({
    queryKey: storedAnalysisQueryKey(businessPlanId),
    queryFn: async ({ signal }) =>
      storedAnalysisSchema.parse(await apiRequest<unknown>(`/api/business-plans/${businessPlanId}/analysis`, { signal })),
  });

export const useStoredAnalysis = (businessPlanId: number | null) =>
  useQuery({ ...storedAnalysisQueryOptions(businessPlanId ?? 0), enabled: businessPlanId !== null });
