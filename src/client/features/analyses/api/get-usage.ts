import { useQuery } from '@tanstack/react-query';
import type { Subscription } from '#shared/schemas/billing.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** The organization's usage this period; the same key (and answer) as the billing page's subscription query. */
export const usageQueryKey = ['billing', 'subscription'] as const;

/**
 * Read on every dashboard visit, so not parsed again here: the server sends it through subscriptionSchema (its
 * response schema), and parsing it here too loaded and built the schema library during the page's load (decision 098).
 */
export async function getUsage(signal?: AbortSignal): Promise<Subscription> {
  return apiRequest<Subscription>('/api/billing/subscription', { signal });
}

export function useUsage() {
  return useQuery({ queryKey: usageQueryKey, queryFn: ({ signal }) => getUsage(signal), staleTime: 30_000 });
}
