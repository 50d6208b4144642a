import { useMutation } from '@tanstack/react-query';
import type { CurrentUser, LoginInput } from '#shared/schemas/auth.ts';
import { apiRequest } from '#client/lib/api-client.ts';

export function login(input: LoginInput): Promise<{ user: CurrentUser }> {
  return apiRequest('/api/auth/login', { method: 'POST', body: input });
}

/** Signs in; on success the whole page loads `destination` so every cache starts clean for the new session. */
export function useLogin(destination: string) {
  return useMutation({
    mutationFn: login,
    onSuccess: () => window.location.assign(destination),
  });
}
