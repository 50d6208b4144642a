import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationSchema, type Organization, type UpdateOrganizationInput } from '#shared/schemas/organization.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { organizationsQueryKey } from './get-organizations.ts';
import { systemStatsQueryKey } from './get-system-stats.ts';

export type OrganizationChange = { id: number; changes: UpdateOrganizationInput };

export async function updateOrganization({ id, changes }: OrganizationChange): Promise<Organization> {
  return organizationSchema.parse(await apiRequest<unknown>(`/api/admin/organizations/${id}`, { method: 'PATCH', body: changes }));
}

export function useUpdateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: organizationsQueryKey }), client.invalidateQueries({ queryKey: systemStatsQueryKey })]);
    },
  });
}
