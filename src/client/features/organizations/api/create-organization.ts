import { useMutation, useQueryClient } from '@tanstack/react-query';
import { organizationSchema, type CreateOrganizationInput, type Organization } from '#shared/schemas/organization.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { organizationsQueryKey } from './get-organizations.ts';
import { systemStatsQueryKey } from './get-system-stats.ts';

export async function createOrganization(input: CreateOrganizationInput): Promise<Organization> {
  return organizationSchema.parse(await apiRequest<unknown>('/api/admin/organizations', { method: 'POST', body: input }));
}

export function useCreateOrganization() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createOrganization,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: organizationsQueryKey }), client.invalidateQueries({ queryKey: systemStatsQueryKey })]);
    },
  });
}
