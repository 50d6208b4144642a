import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSentSchema, type CreateInvitationInput, type InvitationSent } from '#shared/schemas/team.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { teamInvitationsQueryKey } from './get-team-invitations.ts';

export async function createTeamInvitation(input: CreateInvitationInput): Promise<InvitationSent> {
  return invitationSentSchema.parse(await apiRequest<unknown>('/api/team/invitations', { method: 'POST', body: input }));
}

export function useCreateTeamInvitation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createTeamInvitation, onSuccess: () => client.invalidateQueries({ queryKey: teamInvitationsQueryKey }) });
}
