import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberSchema, type Member, type TeamRole } from '#shared/schemas/team.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { currentUserQueryKey } from '#client/features/auth/api/get-current-user.ts';
import { teamMembersQueryKey } from './get-team-members.ts';

export async function changeMemberRole({ id, role }: { id: number; role: TeamRole }): Promise<Member> {
  return memberSchema.parse(await apiRequest<unknown>(`/api/team/members/${id}`, { method: 'PATCH', body: { role } }));
}

export function useChangeMemberRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: async () => {
      // Demoting oneself changes what the signed-in user may open.
      await Promise.all([client.invalidateQueries({ queryKey: teamMembersQueryKey }), client.invalidateQueries({ queryKey: currentUserQueryKey })]);
    },
  });
}
