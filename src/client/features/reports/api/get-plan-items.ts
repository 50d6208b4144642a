import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { planItemSchema } from '#shared/schemas/plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** The same key the implementation plan page uses for GET /api/plan-items, so one cache serves both. */
export const planItemsQueryKey = ['plan-items'] as const;

export const planItemsQueryOptions = () =>
  queryOptions({
    queryKey: planItemsQueryKey,
    queryFn: async ({ signal }) => z.array(planItemSchema).parse(await apiRequest<unknown>('/api/plan-items', { signal })),
  });

/** Recommendation ids already in the user's plan ("Already in Plan"). */
export function usePlannedRecommendationIds() {
  return useQuery({ ...planItemsQueryOptions(), select: (items) => new Set(items.map((item) => item.id)) });
}
