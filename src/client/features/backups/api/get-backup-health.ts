import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupHealthSchema } from '#shared/schemas/backups.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** Spec section 9: backup health and stats poll every 30 s, recent backups every 10 s. */
export const HEALTH_AND_STATS_POLL_MS = 30_000;
export const backupsQueryKey = ['backups'] as const;

export const backupHealthQueryOptions = () =>
  queryOptions({
    queryKey: [...backupsQueryKey, 'health'],
    queryFn: async ({ signal }) => backupHealthSchema.parse(await apiRequest<unknown>('/api/admin/backup/health', { signal })),
    refetchInterval: HEALTH_AND_STATS_POLL_MS,
  });

export const useBackupHealth = () => useQuery(backupHealthQueryOptions());
