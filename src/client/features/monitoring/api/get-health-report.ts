import { queryOptions, useQuery } from '@tanstack/react-query';
import { healthReportSchema } from '#shared/schemas/monitoring.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** Spec section 9: the monitoring page refreshes every 5000 ms when Auto-refresh is on. */
export const AUTO_REFRESH_MS = 5000;

export const healthReportQueryOptions = (autoRefresh: boolean) =>
  queryOptions({
    queryKey: ['monitoring', 'health'],
    queryFn: async ({ signal }) => healthReportSchema.parse(await apiRequest<unknown>('/api/admin/health', { signal })),
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
  });

export const useHealthReport = (autoRefresh: boolean) => useQuery(healthReportQueryOptions(autoRefresh));
