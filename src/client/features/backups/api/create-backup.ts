import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError, apiRequest } from '#client/lib/api-client.ts';
import { backupsQueryKey } from './get-backup-health.ts';

export async function createBackup() {
  return apiRequest<{ id: string; status: 'running'; message: string }>('/api/admin/backup/create', { method: 'POST', body: { type: 'full' } });
}

/** Spec section 8: "Backup Started"; "Backup Failed" with the message or "Failed to start backup process". */
export function useCreateBackup() {
  return useMutation({
    mutationFn: createBackup,
    onSuccess: (answer, _v, _c, { client }) => {
      toast.success('Backup Started', { description: `Backup ${answer.id} is running in the background.` });
      void client.invalidateQueries({ queryKey: backupsQueryKey });
    },
    onError: (error) => {
      toast.error('Backup Failed', { description: error instanceof ApiError ? error.serverMessage : 'Failed to start backup process' });
    },
  });
}
