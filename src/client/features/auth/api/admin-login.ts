import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '#shared/schemas/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** The spec's call: no body and no credentials, a JSON content type, cookies (the server accepts the empty body). */
export function adminLogin(): Promise<{ user: CurrentUser }> {
  return apiRequest('/api/auth/admin-login', { method: 'POST', jsonHeader: true });
}

/** Landing-page Admin Access: on success a full load of /; a failure is logged only (spec section 8). */
export function useAdminLogin() {
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () => window.location.assign('/'),
    onError: (error) => console.error('Admin login failed', error),
  });
}
