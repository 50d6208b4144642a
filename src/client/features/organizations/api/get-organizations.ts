import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { organizationSchema, TOTAL_COUNT_HEADER, type Organization } from '#shared/schemas/organization.ts';
import { errorFromResponse } from '#client/lib/api-client.ts';

export const organizationsQueryKey = ['admin', 'organizations'] as const;
export const ORGANIZATIONS_PAGE_SIZE = 20;

export type OrganizationsPage = { items: Organization[]; total: number };

/** One page of organizations; the total that match comes in a header, so this reads the response itself. */
export async function getOrganizations(query: { search: string; page: number }, signal?: AbortSignal): Promise<OrganizationsPage> {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(ORGANIZATIONS_PAGE_SIZE) });
  if (query.search.trim()) params.set('search', query.search.trim());
  const response = await fetch(`/api/admin/organizations?${params}`, { credentials: 'include', headers: { accept: 'application/json' }, signal });
  if (!response.ok) throw await errorFromResponse(response);
  const items = z.array(organizationSchema).parse(await response.json());
  return { items, total: Number(response.headers.get(TOTAL_COUNT_HEADER) ?? items.length) };
}

export function useOrganizations(query: { search: string; page: number }) {
  return useQuery(
    queryOptions({
      queryKey: [...organizationsQueryKey, query],
      queryFn: ({ signal }) => getOrganizations(query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
