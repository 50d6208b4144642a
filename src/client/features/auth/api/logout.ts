import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';

export function logout(): Promise<{ message: string }> {
  return apiRequest('/api/auth/logout', { method: 'POST' });
}

/** Signs out; cached data is dropped and the browser goes to / whether or not the call succeeded. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
