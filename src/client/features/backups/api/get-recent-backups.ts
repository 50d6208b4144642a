import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backupJobSchema } from '#shared/schemas/backups.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { backupsQueryKey } from './get-backup-health.ts';

const RECENT_POLL_MS = 10_000;

export const recentBackupsQueryOptions = () =>
  queryOptions({
    queryKey: [...backupsQueryKey, 'recent'],
    queryFn: async ({ signal }) => z.array(backupJobSchema).parse(await apiRequest<unknown>('/api/admin/backup/recent', { signal })),
    refetchInterval: RECENT_POLL_MS,
  });

export const useRecentBackups = () => useQuery(recentBackupsQueryOptions());
