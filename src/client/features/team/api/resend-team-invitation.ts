import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSentSchema, type InvitationSent } from '#shared/schemas/team.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { teamInvitationsQueryKey } from './get-team-invitations.ts';

export async function resendTeamInvitation(id: number): Promise<InvitationSent> {
  return invitationSentSchema.parse(await apiRequest<unknown>(`/api/team/invitations/${id}/resend`, { method: 'POST' }));
}

export function useResendTeamInvitation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: resendTeamInvitation, onSuccess: () => client.invalidateQueries({ queryKey: teamInvitationsQueryKey }) });
}
