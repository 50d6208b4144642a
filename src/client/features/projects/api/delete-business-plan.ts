import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorFromResponse } from '#client/lib/api-client.ts';

/** DELETE answers 204 with no body, so it is not read as JSON. */
export async function deleteBusinessPlan(id: number): Promise<void> {
  const response = await fetch(`/api/business-plans/${id}`, { method: 'DELETE', credentials: 'include', headers: { accept: 'application/json' } });
  if (!response.ok) throw await errorFromResponse(response);
}

export function useDeleteBusinessPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBusinessPlan,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: ['business-plans', id] });
      // The projects grid and the dashboard's recent analyses both listed it.
      void queryClient.invalidateQueries({ queryKey: ['business-plans'] });
      void queryClient.invalidateQueries({ queryKey: ['analyses'] });
    },
  });
}

