import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invitationSentSchema, type CreateInvitationInput, type InvitationSent } from '#shared/schemas/team.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { organizationMembersQueryKey } from './get-organization-members.ts';

export async function inviteToOrganization({ id, input }: { id: number; input: CreateInvitationInput }): Promise<InvitationSent> {
  return invitationSentSchema.parse(await apiRequest<unknown>(`/api/admin/organizations/${id}/invitations`, { method: 'POST', body: input }));
}

export function useInviteToOrganization(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateInvitationInput) => inviteToOrganization({ id, input }),
    onSuccess: () => client.invalidateQueries({ queryKey: organizationMembersQueryKey(id) }),
  });
}
