import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { verifyBackupResultSchema } from '#shared/schemas/backups.ts';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { backupsQueryKey } from './get-backup-health.ts';

export async function verifyBackup(id: string) {
  return verifyBackupResultSchema.parse(await apiRequest<unknown>(`/api/admin/backup/verify/${encodeURIComponent(id)}`, { method: 'POST' }));
}

/** Spec section 8: "Verification Complete" with the server's message, destructive when not valid. */
export function useVerifyBackup() {
  return useMutation({
    mutationFn: verifyBackup,
    onSuccess: (result, _id, _c, { client }) => {
      if (result.valid) toast.success('Verification Complete', { description: result.message });
      else toast.error('Verification Complete', { description: result.message });
      void client.invalidateQueries({ queryKey: [...backupsQueryKey, 'recent'] });
    },
    onError: (error) => {
      toast.error('Verification Failed', { description: error instanceof ApiError ? error.serverMessage : 'Failed to verify backup' });
    },
  });
}
