import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { invitationSchema, memberSchema, type Invitation, type Member } from '#shared/schemas/team.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const organizationMembersQueryKey = (id: number) => ['admin', 'organizations', id, 'members'] as const;

export async function getOrganizationMembers(id: number, signal?: AbortSignal): Promise<{ members: Member[]; invitations: Invitation[] }> {
  const [members, invitations] = await Promise.all([
    apiRequest<unknown>(`/api/admin/organizations/${id}/members`, { signal }),
    apiRequest<unknown>(`/api/admin/organizations/${id}/invitations`, { signal }),
  ]);
  return { members: z.array(memberSchema).parse(members), invitations: z.array(invitationSchema).parse(invitations) };
}

export function useOrganizationMembers(id: number) {
  return useQuery(queryOptions({ queryKey: organizationMembersQueryKey(id), queryFn: ({ signal }) => getOrganizationMembers(id, signal) }));
}
