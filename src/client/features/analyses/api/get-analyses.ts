import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalysisListItem } from '#shared/schemas/analysis-list.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** Spec sections 7 and 9: the dashboard shows the first 5, fresh for 30 s. */
export const RECENT_ANALYSES_SHOWN = 5;
const STALE_MS = 30_000;

export const analysesQueryKey = ['analyses'] as const;

export const recentAnalysesQueryOptions = () =>
  queryOptions({
    queryKey: [...analysesQueryKey, { limit: RECENT_ANALYSES_SHOWN }],
    // Read on every dashboard visit, so not parsed again here: the server sends it through analysisListItemSchema (its
    // response schema), and parsing it here too loaded and built the schema library during the page's load
    // (decision 098).
    queryFn: ({ signal }) => apiRequest<AnalysisListItem[]>(`/api/analyses?limit=${RECENT_ANALYSES_SHOWN}`, { signal }),
    staleTime: STALE_MS,
  });

export const useRecentAnalyses = () => useQuery(recentAnalysesQueryOptions());
