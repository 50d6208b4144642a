import { QueryClient } from '@tanstack/react-query';

/** Spec section 7: queries do not retry, do not refetch on focus, and stay fresh until invalidated. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
}
