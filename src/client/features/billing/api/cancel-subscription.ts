import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cancelAnswerSchema } from '#shared/schemas/billing.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { subscriptionQueryKey } from './get-subscription.ts';

export async function cancelSubscription() {
  return cancelAnswerSchema.parse(await apiRequest<unknown>('/api/billing/cancel-subscription', { method: 'POST' }));
}

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (answer) => queryClient.setQueryData(subscriptionQueryKey, answer.subscription),
  });
}
