import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { RESTORE_CONFIRMATION, restoreBackupResultSchema } from '#shared/schemas/backups.ts';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';

export async function restoreBackup(id: string) {
  return restoreBackupResultSchema.parse(
    await apiRequest<unknown>(`/api/admin/backup/restore/${encodeURIComponent(id)}`, { method: 'POST', body: { confirm: RESTORE_CONFIRMATION } }),
  );
}

/** After a restore every cached answer may be stale (and the session may be one the backup did not know): reload. */
export function useRestoreBackup({ onRestored }: { onRestored: () => void }) {
  return useMutation({
    mutationFn: restoreBackup,
    onSuccess: (result) => {
      toast.success('Restore Complete', { description: result.message });
      onRestored();
    },
    onError: (error) => {
      toast.error('Restore Failed', { description: error instanceof ApiError ? error.serverMessage : 'Failed to restore the backup' });
    },
  });
}
