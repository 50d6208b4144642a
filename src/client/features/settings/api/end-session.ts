import { useMutation } from '@tanstack/react-query';
import { apiRequestNoContent } from './no-content.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export function endSession(id: string) {
  return apiRequestNoContent(`/api/settings/sessions/${encodeURIComponent(id)}`, 'DELETE');
}

export function useEndSession() {
  return useMutation({
    mutationFn: endSession,
    onSuccess: (_answer, _id, _context, { client }) => client.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
