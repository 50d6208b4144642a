import { queryOptions, useQuery } from '@tanstack/react-query';
import { deploymentTestSchema } from '#shared/schemas/monitoring.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { AUTO_REFRESH_MS } from './get-health-report.ts';

export const deploymentTestQueryOptions = (autoRefresh: boolean) =>
  queryOptions({
    queryKey: ['monitoring', 'deployment-test'],
    queryFn: async ({ signal }) => deploymentTestSchema.parse(await apiRequest<unknown>('/api/deployment/test', { signal })),
    refetchInterval: autoRefresh ? AUTO_REFRESH_MS : false,
  });

export const useDeploymentTest = (autoRefresh: boolean) => useQuery(deploymentTestQueryOptions(autoRefresh));
