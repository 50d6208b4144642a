import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { auditEntrySchema, type AuditEntry } from '#shared/schemas/organization.ts';
import { apiRequest } from '#client/lib/api-client.ts';

const PAGE = 50;

export type AuditFilters = { organizationId?: number; actor?: string };

export async function getAuditLog(filters: AuditFilters, before: number | undefined, signal?: AbortSignal): Promise<AuditEntry[]> {
  const params = new URLSearchParams({ limit: String(PAGE) });
  if (filters.organizationId) params.set('organizationId', String(filters.organizationId));
  if (filters.actor?.trim()) params.set('actor', filters.actor.trim());
  if (before) params.set('before', String(before));
  return z.array(auditEntrySchema).parse(await apiRequest<unknown>(`/api/admin/audit-log?${params}`, { signal }));
}

export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: ['admin', 'audit-log', filters],
      queryFn: ({ pageParam, signal }) => getAuditLog(filters, pageParam, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => (last.length === PAGE ? last[last.length - 1].id : undefined),
    }),
  );
}
