import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { apiRequestOrNullOn401 } from '#client/lib/api-client.ts';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** The signed-in user, or null when signed out; any other failure also counts as signed out (spec section 7). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiRequestOrNullOn401<CurrentUser>('/api/auth/me');
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
