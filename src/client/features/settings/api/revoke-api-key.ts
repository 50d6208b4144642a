import { useMutation } from '@tanstack/react-query';
import { apiRequestNoContent } from './no-content.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

export function revokeApiKey(id: number) {
  return apiRequestNoContent(`/api/settings/api-keys/${id}`, 'DELETE');
}

export function useRevokeApiKey() {
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: (_answer, _id, _context, { client }) => client.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
