import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser, RegisterInput } from '#shared/schemas/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { currentUserQueryKey } from './get-current-user.ts';

export function register(input: RegisterInput): Promise<{ user: CurrentUser }> {
  return apiRequest('/api/auth/register', { method: 'POST', body: input });
}

/** Creates the account (the server signs it in) and refreshes the current user before `onSuccess`. */
export function useRegister({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(currentUserQueryKey, user);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSuccess();
    },
  });
}
