import { useMutation } from '@tanstack/react-query';
import { profileSchema, type Profile, type UpdateProfileInput } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { profileQueryKey } from './get-profile.ts';

export async function updateProfile(input: UpdateProfileInput): Promise<Profile> {
  return profileSchema.parse(await apiRequest<unknown>('/api/settings/profile', { method: 'PATCH', body: input }));
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile, _input, _context, { client }) => {
      client.setQueryData(profileQueryKey, profile);
      // The layout's display name comes from the current user.
      void client.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
