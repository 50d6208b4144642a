import { queryOptions, useQuery } from '@tanstack/react-query';
import { subscriptionSchema, type Subscription } from '#shared/schemas/billing.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** Shared with the dashboard's usage line (features/analyses/api/get-usage.ts): one cache serves both. */
export const subscriptionQueryKey = ['billing', 'subscription'] as const;

export async function getSubscription(signal?: AbortSignal): Promise<Subscription> {
  return subscriptionSchema.parse(await apiRequest<unknown>('/api/billing/subscription', { signal }));
}

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: subscriptionQueryKey, queryFn: ({ signal }) => getSubscription(signal), staleTime: 30_000 });

/** While Stripe's confirmation of a checkout is on its way, poll every 2 s. */
export function useSubscription({ awaitingConfirmation = false } = {}) {
  return useQuery({ ...subscriptionQueryOptions(), refetchInterval: awaitingConfirmation ? 2000 : false });
}
