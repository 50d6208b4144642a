import { queryOptions, useQuery } from '@tanstack/react-query';
import { systemStatsSchema, type SystemStats } from '#shared/schemas/organization.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const systemStatsQueryKey = ['admin', 'system-stats'] as const;

export async function getSystemStats(signal?: AbortSignal): Promise<SystemStats> {
  return systemStatsSchema.parse(await apiRequest<unknown>('/api/admin/system-stats', { signal }));
}

export function useSystemStats() {
  return useQuery(queryOptions({ queryKey: systemStatsQueryKey, queryFn: ({ signal }) => getSystemStats(signal), refetchInterval: 30_000 }));
}
