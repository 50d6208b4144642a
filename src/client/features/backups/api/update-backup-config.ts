import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { backupConfigSchema, type UpdateBackupConfigInput } from '#shared/schemas/backups.ts';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { backupConfigQueryKey } from './get-backup-config.ts';
import { backupsQueryKey } from './get-backup-health.ts';

export async function updateBackupConfig(changes: UpdateBackupConfigInput) {
  return backupConfigSchema.parse(await apiRequest<unknown>('/api/admin/backup/config', { method: 'PATCH', body: changes }));
}

/** Spec section 8: "Configuration Updated", or "Update Failed" with the message or "Failed to update configuration". */
export function useUpdateBackupConfig() {
  return useMutation({
    mutationFn: updateBackupConfig,
    onSuccess: (config, _changes, _context, { client }) => {
      client.setQueryData(backupConfigQueryKey, config);
      void client.invalidateQueries({ queryKey: [...backupsQueryKey, 'health'] });
      toast.success('Configuration Updated', { description: `Backups ${config.enabled ? config.frequency : 'off'}, kept ${config.retention} days.` });
    },
    onError: (error) => {
      toast.error('Update Failed', { description: error instanceof ApiError ? error.serverMessage : 'Failed to update configuration' });
    },
  });
}
