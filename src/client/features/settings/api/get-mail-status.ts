import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

export function getMailStatus(signal?: AbortSignal) {
  return apiRequest<{ configured: boolean }>('/api/settings/mail-status', { signal });
}

/** Whether this server sends email at all (SMTP configured); notifications are only saved otherwise. */
export function useMailStatus() {
  return useQuery({ queryKey: ['settings', 'mail-status'], queryFn: ({ signal }) => getMailStatus(signal), staleTime: Infinity });
}
