import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { NEXT_CURSOR_HEADER, businessPlanSchema, type BusinessPlan } from '#shared/schemas/business-plan.ts';
import { errorFromResponse, readJsonResponse } from '#client/lib/api-client.ts';

export const businessPlansQueryKey = ['business-plans', 'list'] as const;
const PAGE_SIZE = 24;

type Page = { items: BusinessPlan[]; nextCursor: string | null };

/** One page of GET /api/business-plans; the next page's cursor comes in a response header. */
export async function getBusinessPlansPage(cursor: string | null, signal?: AbortSignal): Promise<Page> {
  const query = new URLSearchParams({ limit: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const response = await fetch(`/api/business-plans?${query}`, { credentials: 'include', headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw await errorFromResponse(response);
  const items = z.array(businessPlanSchema).parse(await readJsonResponse<unknown>(response));
  return { items, nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

export const businessPlansQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: businessPlansQueryKey,
    queryFn: ({ pageParam, signal }) => getBusinessPlansPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useBusinessPlans = () => useInfiniteQuery(businessPlansQueryOptions());
