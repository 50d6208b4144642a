import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema, type Profile } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const profileQueryKey = ['settings', 'profile'] as const;

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return profileSchema.parse(await apiRequest<unknown>('/api/settings/profile', { signal }));
}

export function useProfile() {
  return useQuery(queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) }));
}
