import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiTokenSchema, type ApiToken } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const apiKeysQueryKey = ['settings', 'api-keys'] as const;

export async function getApiKeys(signal?: AbortSignal): Promise<ApiToken[]> {
  return z.array(apiTokenSchema).parse(await apiRequest<unknown>('/api/settings/api-keys', { signal }));
}

export function useApiKeys() {
  return useQuery({ queryKey: apiKeysQueryKey, queryFn: ({ signal }) => getApiKeys(signal) });
}
