import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse } from '#client/lib/api-client.ts';
import { teamMembersQueryKey } from './get-team-members.ts';

export async function removeMember(id: number): Promise<void> {
  const response = await fetch(`/api/team/members/${id}`, { method: 'DELETE', credentials: 'include' });
  if (!response.ok) throw await errorFromResponse(response);
}

export function useRemoveMember() {
  const client = useQueryClient();
  return useMutation({ mutationFn: removeMember, onSuccess: () => client.invalidateQueries({ queryKey: teamMembersQueryKey }) });
}
