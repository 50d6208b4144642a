import { useMutation } from '@tanstack/react-query';
import { createdApiTokenSchema, type CreateApiTokenInput, type CreatedApiToken } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { apiKeysQueryKey } from './get-api-keys.ts';

export async function createApiKey(input: CreateApiTokenInput): Promise<CreatedApiToken> {
  return createdApiTokenSchema.parse(await apiRequest<unknown>('/api/settings/api-keys', { method: 'POST', body: input }));
}

export function useCreateApiKey() {
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: (_key, _input, _context, { client }) => client.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
