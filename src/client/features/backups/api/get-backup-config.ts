import { queryOptions, useQuery } from '@tanstack/react-query';
import { backupConfigSchema } from '#shared/schemas/backups.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { backupsQueryKey } from './get-backup-health.ts';

export const backupConfigQueryKey = [...backupsQueryKey, 'config'] as const;

export const backupConfigQueryOptions = () =>
  queryOptions({
    queryKey: backupConfigQueryKey,
    queryFn: async ({ signal }) => backupConfigSchema.parse(await apiRequest<unknown>('/api/admin/backup/config', { signal })),
  });

export const useBackupConfig = () => useQuery(backupConfigQueryOptions());
