import { queryOptions, useQuery } from '@tanstack/react-query';
import { stripBrand } from '#shared/rules/domain-names.ts';
import { domainSuggestionsSchema, type DomainSuggestions } from '#shared/schemas/domains.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const domainSuggestionsQueryKey = (brand: string) => ['domains', 'suggest', stripBrand(brand)] as const;

/**
 * GET /api/domains/suggest: the brand on .com, .io, .ai, .co, .app, .dev and with get/try/use/hq/app,
 * likely-available first. The brand is stripped first (spec section 5: only word characters, spaces, hyphens).
 */
export async function suggestDomains(brand: string, signal?: AbortSignal): Promise<DomainSuggestions> {
  const query = new URLSearchParams({ brand: stripBrand(brand) });
  return domainSuggestionsSchema.parse(await apiRequest<unknown>(`/api/domains/suggest?${query}`, { signal }));
}

export const domainSuggestionsQueryOptions = (brand: string) =>
  queryOptions({
    queryKey: domainSuggestionsQueryKey(brand),
    queryFn: ({ signal }) => suggestDomains(brand, signal),
  });

/** `enabled` lets a panel ask only once it is expanded. */
export const useDomainSuggestions = (brand: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...domainSuggestionsQueryOptions(brand), enabled: (options.enabled ?? true) && stripBrand(brand) !== '' });
