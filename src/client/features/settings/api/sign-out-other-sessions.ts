import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export function signOutOtherSessions() {
  return apiRequest<{ ended: number }>('/api/settings/sessions/sign-out-others', { method: 'POST' });
}

export function useSignOutOtherSessions() {
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: (_answer, _input, _context, { client }) => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
