import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client.ts';
import { clearStoredPlan } from '#client/features/plan/utils/plan-storage-key.ts';

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
      // The offline copy of the plan must not outlive the session on a shared computer.
      clearStoredPlan();
      window.location.assign('/');
    },
  });
}
