import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupStatsSchema } from '#shared/schemas/backups.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { HEALTH_AND_STATS_POLL_MS, backupsQueryKey } from './get-backup-health.ts';

export const backupStatsQueryOptions = () =>
  queryOptions({
    queryKey: [...backupsQueryKey, 'stats'],
    queryFn: async ({ signal }) => backupStatsSchema.parse(await apiRequest<unknown>('/api/admin/backup/stats', { signal })),
    refetchInterval: HEALTH_AND_STATS_POLL_MS,
  });

export const useBackupStats = () => useQuery(backupStatsQueryOptions());
