import { queryOptions, useQuery } from '@tanstack/react-query';
import { invitationPreviewSchema, type InvitationPreview } from '#shared/schemas/team.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export async function getInvitationPreview(token: string, signal?: AbortSignal): Promise<InvitationPreview> {
  return invitationPreviewSchema.parse(await apiRequest<unknown>(`/api/invitations/${encodeURIComponent(token)}`, { signal }));
}

export function useInvitationPreview(token: string) {
  return useQuery(queryOptions({ queryKey: ['invitation', token], queryFn: ({ signal }) => getInvitationPreview(token, signal), retry: false }));
}
