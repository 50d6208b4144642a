import { useQuery } from '@tanstack/react-query';
import type { Preferences } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const preferencesQueryKey = ['settings', 'preferences'] as const;

/**
 * Read on every signed-in visit (the display settings), so not parsed again here: the server sends it through
 * preferencesSchema (its response schema), and parsing it here too put the schema library on every page's load
 * (decision 098).
 */
export async function getPreferences(signal?: AbortSignal): Promise<Preferences> {
  return apiRequest<Preferences>('/api/settings/preferences', { signal });
}

export function usePreferences({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: preferencesQueryKey, queryFn: ({ signal }) => getPreferences(signal), enabled });
}
