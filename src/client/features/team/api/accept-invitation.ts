import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';

export function acceptInvitation(token: string): Promise<{ user: CurrentUser }> {
  return apiRequest(`/api/invitations/${encodeURIComponent(token)}/accept`, { method: 'POST' });
}

/** Joining another organization changes every tenant query: the whole cache starts again. */
export function useAcceptInvitation({ onSuccess }: { onSuccess: () => void }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ user }) => {
      client.clear();
      client.setQueryData(currentUserQueryKey, user);
      onSuccess();
    },
  });
}
