import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountInput } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export function deleteAccount(input: DeleteAccountInput) {
  return apiRequest<{ message: string; organizationDeleted: boolean }>('/api/settings/account', { method: 'DELETE', body: input });
}

/** On success everything cached belongs to a deleted account: the page reloads to the landing page. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: (_answer, _input, _context, { client }) => {
      client.clear();
      window.location.assign('/');
    },
  });
}
