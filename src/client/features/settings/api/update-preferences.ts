import { useMutation } from '@tanstack/react-query';
import type { Preferences, UpdatePreferencesInput } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { preferencesQueryKey } from './get-preferences.ts';
import { withSavedChanges } from '../utils/saved-preferences.ts';

export async function updatePreferences(changes: UpdatePreferencesInput): Promise<Preferences> {
  // The schema (and zod) loads beside the request: the display settings' sync on every page imports this module.
  const schemas = import('#shared/schemas/settings.ts');
  const answer = await apiRequest<unknown>('/api/settings/preferences', { method: 'PATCH', body: changes });
  return (await schemas).preferencesSchema.parse(answer);
}

/**
 * Shows the change at once; the server's answer replaces the keys it changed (not the switches flipped since, whose
 * own answers are on their way), and a refusal puts the previous value back.
 */
export function useUpdatePreferences() {
  return useMutation({
    mutationFn: updatePreferences,
    onMutate: async (changes, { client }) => {
      await client.cancelQueries({ queryKey: preferencesQueryKey });
      const previous = client.getQueryData<Preferences>(preferencesQueryKey);
      if (previous) client.setQueryData<Preferences>(preferencesQueryKey, { ...previous, ...changes });
      return { previous };
    },
    onError: (_error, _changes, context, { client }) => {
      if (context?.previous) client.setQueryData(preferencesQueryKey, context.previous);
    },
    onSuccess: (preferences, changes, _context, { client }) =>
      client.setQueryData<Preferences>(preferencesQueryKey, (current) => withSavedChanges(current, preferences, changes)),
  });
}
