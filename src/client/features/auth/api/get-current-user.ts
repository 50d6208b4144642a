import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export const currentUserQueryKey = ['auth', 'me'] as const;

/**
 * The signed-in user, or null when signed out; any failure also counts as signed out (spec section 7). Asks
 * GET /api/auth/session, which answers a signed-out visitor with 200 and user null: /api/auth/me's 401 would be
 * logged by the browser as a failed request on every signed-out page view (decision 098).
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return (await apiRequest<{ user: CurrentUser | null }>('/api/auth/session')).user;
  } catch {
    return null;
  }
}

export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: getCurrentUser,
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 5 * 60_000,
});

export function useCurrentUser() {
  return useQuery(currentUserQueryOptions);
}
