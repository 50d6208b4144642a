import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { memberSchema, type Member } from '#shared/schemas/team.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const teamMembersQueryKey = ['team', 'members'] as const;

export async function getTeamMembers(signal?: AbortSignal): Promise<Member[]> {
  return z.array(memberSchema).parse(await apiRequest<unknown>('/api/team/members', { signal }));
}

export function useTeamMembers() {
  return useQuery(queryOptions({ queryKey: teamMembersQueryKey, queryFn: ({ signal }) => getTeamMembers(signal) }));
}
