import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { analysisListItemSchema } from '#shared/schemas/business-plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** Spec sections 7 and 9: the dashboard shows the first 5, fresh for 30 s. */
export const RECENT_ANALYSES_SHOWN = 5;
const STALE_MS = 30_000;

export const analysesQueryKey = ['analyses'] as const;

export const recentAnalysesQueryOptions = () =>
  queryOptions({
    queryKey: [...analysesQueryKey, { limit: RECENT_ANALYSES_SHOWN }],
    queryFn: async ({ signal }) =>
      z.array(analysisListItemSchema).parse(await apiRequest<unknown>(`/api/analyses?limit=${RECENT_ANALYSES_SHOWN}`, { signal })),
    staleTime: STALE_MS,
  });

export const useRecentAnalyses = () => useQuery(recentAnalysesQueryOptions());
