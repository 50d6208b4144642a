import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationSchema, type Invitation } from '#shared/schemas/team.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const teamInvitationsQueryKey = ['team', 'invitations'] as const;

export async function getTeamInvitations(signal?: AbortSignal): Promise<Invitation[]> {
  return z.array(invitationSchema).parse(await apiRequest<unknown>('/api/team/invitations', { signal }));
}

export function useTeamInvitations() {
  return useQuery(queryOptions({ queryKey: teamInvitationsQueryKey, queryFn: ({ signal }) => getTeamInvitations(signal) }));
}
