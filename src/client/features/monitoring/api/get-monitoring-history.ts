import { queryOptions, useQuery } from '@tanstack/react-query';
import { monitoringHistorySchema } from '#shared/schemas/monitoring.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { AUTO_REFRESH_MS } from './get-health-report.ts';

export const monitoringHistoryQueryOptions = (autoRefresh: boolean) =>
  queryOptions({
    queryKey: ['monitoring', 'history'],
    queryFn: async ({ signal }) => monitoringHistorySchema.parse(await apiRequest<unknown>('/api/admin/monitoring/history', { signal })),
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
  });

export const useMonitoringHistory = (autoRefresh: boolean) => useQuery(monitoringHistoryQueryOptions(autoRefresh));
