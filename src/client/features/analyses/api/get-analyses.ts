import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

/** Spec sections 7 and 9: the dashboard shows the first 5, fresh for 30 s. */
export const RECENT_ANALYSES_SHOWN = 5;
const STALE_MS = 30_000;

export const analysesQueryKey = ['analyses'] as const;

export const recentAnalysesQueryOptions = () =>
  queryOptions({
    queryKey: [...analysesQueryKey, { limit: RECENT_ANALYSES_SHOWN }],
    queryFn: async ({ signal }) => {
      // The schema (and zod) loads beside the request, not before the dashboard renders.
      const schemas = import('#shared/schemas/analysis-list.ts');
      const answer = await apiRequest<unknown>(`/api/analyses?limit=${RECENT_ANALYSES_SHOWN}`, { signal });
      return (await schemas).analysisListSchema.parse(answer);
    },
    staleTime: STALE_MS,
  });

export const useRecentAnalyses = () => useQuery(recentAnalysesQueryOptions());
