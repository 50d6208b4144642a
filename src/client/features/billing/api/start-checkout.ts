import { useMutation } from '@tanstack/react-query';
import type { PaidTier } from '#shared/rules/plans.ts';
import { redirectSchema } from '#shared/schemas/billing.ts';
import { apiRequest } from '#client/lib/api-client.ts';

/** Stripe Checkout (or, for a plan change, Stripe's portal): the answer is the page to go to. */
export async function startCheckout(plan: PaidTier): Promise<{ url: string }> {
  return redirectSchema.parse(await apiRequest<unknown>('/api/billing/checkout', { body: { plan } }));
}

/** The plan being bought, so the page can tell when Stripe's confirmation has arrived after the return. */
export const CHECKOUT_PLAN_KEY = 'moatmap.checkoutPlan';

export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ url }, plan) => {
      sessionStorage.setItem(CHECKOUT_PLAN_KEY, plan);
      window.location.assign(url);
    },
  });
}
