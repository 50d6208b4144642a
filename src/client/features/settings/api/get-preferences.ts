import { useQuery } from '@tanstack/react-query';
import { preferencesSchema, type Preferences } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const preferencesQueryKey = ['settings', 'preferences'] as const;

export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return preferencesSchema.parse(await apiRequest<unknown>('/api/settings/preferences', { signal }));
}

export function usePreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal), enabled });
}
