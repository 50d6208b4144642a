import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse } from '#client/lib/api-client.ts';
import { teamInvitationsQueryKey } from './get-team-invitations.ts';

/** 204 with no body, so this reads the response itself rather than expecting JSON. */
export async function revokeTeamInvitation(id: number): Promise<void> {
  const response = await fetch(`/api/team/invitations/${id}`, { method: 'DELETE', credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response);
}

export function useRevokeTeamInvitation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: revokeTeamInvitation, onSuccess: () => client.invalidateQueries({ queryKey: teamInvitationsQueryKey }) });
}
