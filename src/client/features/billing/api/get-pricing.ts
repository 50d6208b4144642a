import { queryOptions, useQuery } from '@tanstack/react-query';
import { pricingSchema, type Pricing } from '#shared/schemas/billing.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export async function getPricing(signal?: AbortSignal): Promise<Pricing> {
  return pricingSchema.parse(await apiRequest<unknown>('/api/billing/pricing', { signal }));
}

export const pricingQueryOptions = () => queryOptions({ queryKey: ['billing', 'pricing'], queryFn: ({ signal }) => getPricing(signal) });

export function usePricing() {
  return useQuery(pricingQueryOptions());
}
