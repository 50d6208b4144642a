import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { billingHistoryQueryKey, useBillingHistory } from './api/get-billing-history.ts';
import { usePricing } from './api/get-pricing.ts';
import { useSubscription } from './api/get-subscription.ts';
import { CHECKOUT_PLAN_KEY } from './api/start-checkout.ts';
import { BillingHistory } from './components/billing-history.tsx';
import { CurrentSubscriptionCard } from './components/current-subscription-card.tsx';
import { PaymentNotice } from './components/payment-notice.tsx';
import { PlanChoice } from './components/plan-choice.tsx';
import { pricingWithDefaults } from './utils/pricing-defaults.ts';

const CONFIRMATION_WAIT_MS = 60_000;
type CheckoutReturn = { outcome: 'success' | 'canceled'; plan: string | null } | null;

/** Back from Stripe: ?checkout=success or ?checkout=canceled, read once and then removed from the address. */
function useCheckoutReturn(): CheckoutReturn {
  const [state] = useState<CheckoutReturn>(() => {
    const value = new URLSearchParams(window.location.search).get('checkout');
    if (value !== 'success' && value !== 'canceled') return null;
    const plan = sessionStorage.getItem(CHECKOUT_PLAN_KEY);
    sessionStorage.removeItem(CHECKOUT_PLAN_KEY);
    return { outcome: value, plan };
  });
  useEffect(() => {
    if (state) window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [state]);
  return state;
}

function CheckoutOutcome({ outcome, confirmed }: { outcome: 'success' | 'canceled'; confirmed: boolean }) {
  if (outcome === 'canceled') {
    return (
      <Alert>
        <Info aria-hidden="true" />
        <AlertTitle>Checkout canceled</AlertTitle>
        <AlertDescription>Nothing was charged and your plan is unchanged.</AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert>
      <CircleCheck aria-hidden="true" className="text-success" />
      <AlertTitle>{confirmed ? 'Your plan is active' : 'Payment received'}</AlertTitle>
      <AlertDescription>
        {confirmed ? 'Thank you. The new plan and its quota apply now.' : 'Your plan changes as soon as Stripe confirms the payment, usually within a few seconds.'}
      </AlertDescription>
    </Alert>
  );
}

export function BillingPage() {
  const queryClient = useQueryClient();
  const checkoutReturn = useCheckoutReturn();
  const [timedOut, setTimedOut] = useState(false);
  const succeeded = checkoutReturn?.outcome === 'success';
  const expectedPlan = checkoutReturn?.plan ?? null;
  const [waiting, setWaiting] = useState(succeeded);
  const subscription = useSubscription({ awaitingConfirmation: waiting });
  const pricing = usePricing();
  const history = useBillingHistory();
  const tier = subscription.data?.tier;
  const confirmed = succeeded && tier !== undefined && (expectedPlan ? tier === expectedPlan : tier !== 'free');

  // After a checkout, poll until Stripe's event has changed the plan (or a minute has passed), then refresh the history.
  useEffect(() => {
    if (!waiting || !(confirmed || timedOut)) return;
    setWaiting(false);
    void queryClient.invalidateQueries({ queryKey: billingHistoryQueryKey });
  }, [waiting, confirmed, timedOut, queryClient]);
  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => setTimedOut(true), CONFIRMATION_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded]);

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeader title="Billing" description="Your organization's plan, its usage this period, and its invoices." />
      {checkoutReturn ? <CheckoutOutcome outcome={checkoutReturn.outcome} confirmed={confirmed} /> : null}
      {subscription.isPending ? (
        <Skeleton className="h-44 w-full rounded-xl" />
      ) : subscription.isError ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Failed to load subscription data</AlertTitle>
          <AlertDescription>Reload the page to try again.</AlertDescription>
        </Alert>
      ) : (
        <>
          <CurrentSubscriptionCard subscription={subscription.data} />
          <PlanChoice pricing={pricingWithDefaults(pricing.data)} subscription={subscription.data} />
          <PaymentNotice provider={subscription.data.paymentProvider} />
        </>
      )}
      <BillingHistory history={history.data} loading={history.isPending} failed={history.isError} />
    </div>
  );
}
