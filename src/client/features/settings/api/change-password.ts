import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordInput } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export function changePassword(input: ChangePasswordInput) {
  return apiRequest<{ message: string; sessionsEnded: number }>('/api/settings/password', { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (_answer, _input, _context, { client }) => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
