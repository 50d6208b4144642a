import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '#shared/schemas/billing.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** The organization's usage this period; the same key (and answer) as the billing page's subscription query. */
export const usageQueryKey = ['billing', 'subscription'] as const;

export async function getUsage(signal?: AbortSignal): Promise<Subscription> {
  // The schema (and zod) loads beside the request, not before the dashboard renders.
  const schemas = import('#shared/schemas/billing.ts');
  const answer = await apiRequest<unknown>('/api/billing/subscription', { signal });
  return (await schemas).subscriptionSchema.parse(answer);
}

export function useUsage() {
  return useQuery({ queryKey: usageQueryKey, queryFn: ({ signal }) => getUsage(signal), staleTime: 30_000 });
}
