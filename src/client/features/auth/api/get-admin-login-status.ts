import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

/** Whether the credential-less demo admin login is switched on (DEMO_MODE); unknown counts as off. */
export async function getAdminLoginStatus(): Promise<{ enabled: boolean }> {
  try {
    const status = await apiRequest<{ enabled?: unknown }>('/api/auth/admin-login');
    return { enabled: status.enabled === true };
  } catch {
    return { enabled: false };
  }
}

export const adminLoginStatusQueryOptions = queryOptions({
  queryKey: ['auth', 'admin-login'],
  queryFn: getAdminLoginStatus,
});

export function useAdminLoginStatus() {
  return useQuery(adminLoginStatusQueryOptions);
}
