import { useQuery } from '@tanstack/react-query';
import { integrationStatusSchema, type IntegrationStatus } from '#shared/schemas/settings.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export async function getIntegrations(signal?: AbortSignal): Promise<IntegrationStatus> {
  return integrationStatusSchema.parse(await apiRequest<unknown>('/api/settings/integrations', { signal }));
}

/** Super admins only: the server's configuration status for the AI provider, the registrar and mail. */
export function useIntegrations({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: ['settings', 'integrations'], queryFn: ({ signal }) => getIntegrations(signal), enabled });
}
