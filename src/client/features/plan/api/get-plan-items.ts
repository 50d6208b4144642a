import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { planItemSchema, type PlanItem } from '#shared/schemas/plan.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** The same key as the report's "Already in Plan" check (features/reports/api/get-plan-items.ts): one cache serves both. */
export const planItemsQueryKey = ['plan-items'] as const;

export async function getPlanItems(signal?: AbortSignal): Promise<PlanItem[]> {
  return z.array(planItemSchema).parse(await apiRequest<unknown>('/api/plan-items', { signal }));
}

export const planItemsQueryOptions = () => queryOptions({ queryKey: planItemsQueryKey, queryFn: ({ signal }) => getPlanItems(signal) });

export function usePlanItems() {
  return useQuery(planItemsQueryOptions());
}

/** Edits the cached list in place (optimistic updates and their rollbacks). */
export function updateCachedPlanItems(client: QueryClient, update: (items: PlanItem[]) => PlanItem[]): void {
  client.setQueryData<PlanItem[]>(planItemsQueryKey, (items) => (items ? update(items) : items));
}

export const replaceItem = (items: PlanItem[], item: PlanItem) => items.map((i) => (i.itemId === item.itemId ? item : i));
