import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { cleanDomainInput } from '#shared/rules/domain-names.ts';
import { domainCheckResultSchema, type DomainCheckResult } from '#shared/schemas/domains.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const domainCheckQueryKey = (domain: string) => ['domains', 'check', cleanDomainInput(domain)] as const;

/**
 * GET /api/domains/check: one domain's status ("likely-available", "registered" or "unknown"), with a price
 * only when a registrar gave one. The input is cleaned as the server does (no dot -> ".com", spec section 5).
 */
export async function checkDomain(domain: string, signal?: AbortSignal): Promise<DomainCheckResult> {
  const query = new URLSearchParams({ domain: cleanDomainInput(domain) });
  return domainCheckResultSchema.parse(await apiRequest<unknown>(`/api/domains/check?${query}`, { signal }));
}

export const domainCheckQueryOptions = (domain: string) =>
  queryOptions({
    queryKey: domainCheckQueryKey(domain),
    queryFn: ({ signal }) => checkDomain(domain, signal),
  });

/** Runs once a domain is given (null: nothing asked yet, as before the Check button is pressed). */
export const useCheckDomain = (domain: string | null) =>
  useQuery({ ...domainCheckQueryOptions(domain ?? ''), enabled: domain !== null && cleanDomainInput(domain) !== '' });

/** A check the user asks for by hand: each press asks the server again (it keeps its own cache of answers). */
export const useCheckDomainNow = () => useMutation({ mutationFn: (domain: string) => checkDomain(domain) });
