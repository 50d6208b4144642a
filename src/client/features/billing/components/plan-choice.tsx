import { useState } from 'react';
import { Check, LoaderCircle } from 'lucide-react';
import { toast } from 'sonner';
import { tiers, type PaidTier, type Tier } from '#shared/rules/plans.ts';
import type { Pricing, Subscription } from '#shared/schemas/billing.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card } from '#client/components/ui/card.tsx';
import { useCancelSubscription } from '../api/cancel-subscription.ts';
import { useStartCheckout } from '../api/start-checkout.ts';
import { monthlyPrice, tierName } from '../utils/billing-format.ts';
import { CancelPlanDialog } from './cancel-plan-dialog.tsx';

export const PAYMENT_PROCESSING_TITLE = 'Payment Processing';
export const PAYMENT_PROCESSING_MESSAGE = 'Please contact support to upgrade your plan. Payment processing will be available soon.';
const CANCEL_FAILED = 'Failed to cancel subscription';

const messageOf = (error: Error, fallback: string) => (error instanceof ApiError ? error.serverMessage || fallback : fallback);

type PlanChoiceProps = { pricing: Pricing; subscription: Subscription };

export function PlanChoice({ pricing, subscription }: PlanChoiceProps) {
  const checkout = useStartCheckout();
  const cancel = useCancelSubscription();
  const [confirmingFree, setConfirmingFree] = useState(false);
  const current = subscription.tier;
  const redirecting = checkout.isPending || checkout.isSuccess;

  function choose(tier: Tier) {
    if (tier === 'free') return setConfirmingFree(true);
    if (!subscription.paymentProvider) {
      toast.info(PAYMENT_PROCESSING_TITLE, { description: PAYMENT_PROCESSING_MESSAGE });
      return;
    }
    checkout.mutate(tier as PaidTier, {
      onError: (error) => toast.error('Could not start the payment', { description: messageOf(error, 'Please try again in a moment.') }),
    });
  }

  function confirmFree() {
    cancel.mutate(undefined, {
      onSuccess: (answer) => {
        setConfirmingFree(false);
        toast.success(answer.message);
      },
      onError: (error) => toast.error(messageOf(error, CANCEL_FAILED)),
    });
  }

  function actionLabel(tier: Tier) {
    if (tier === current) return subscription.cancelAtPeriodEnd && tier !== 'free' ? `Renew ${tierName(tier)}` : 'Current plan';
    if (tier === 'free') return 'Choose Free';
    return tiers.indexOf(tier) > tiers.indexOf(current) ? `Upgrade to ${tierName(tier)}` : `Switch to ${tierName(tier)}`;
  }

  return (
    <section aria-labelledby="plans-heading" className="grid gap-4">
      <h2 id="plans-heading" className="text-lg font-semibold tracking-tight">
        Choose a Plan
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {tiers.map((tier) => {
          const plan = pricing[tier];
          const isCurrent = tier === current;
          const renewable = isCurrent && subscription.cancelAtPeriodEnd && tier !== 'free';
          const freeWhileEnding = tier === 'free' && subscription.cancelAtPeriodEnd;
          const disabled = !subscription.canManage || (isCurrent && !renewable) || freeWhileEnding || redirecting || cancel.isPending;
          return (
            <Card key={tier} className={cn('flex flex-col gap-4 p-5', isCurrent && 'border-primary ring-1 ring-primary')} data-plan={tier}>
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-base font-semibold">{tierName(tier)}</h3>
                {isCurrent ? <Badge>Current</Badge> : null}
              </div>
              <p className="text-2xl font-semibold tabular-nums">{monthlyPrice(plan.price, plan.currency)}</p>
              <ul className="grid flex-1 gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
              <Button
                variant={isCurrent || tier === 'free' ? 'outline' : 'default'}
                disabled={disabled}
                onClick={() => choose(tier)}
                title={subscription.canManage ? undefined : 'Only organization admins can change the plan'}
              >
                {redirecting && checkout.variables === tier ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                {redirecting && checkout.variables === tier ? 'Redirecting to Stripe...' : freeWhileEnding ? 'Starts when the plan ends' : actionLabel(tier)}
              </Button>
            </Card>
          );
        })}
      </div>
      <CancelPlanDialog
        open={confirmingFree}
        subscription={subscription}
        pending={cancel.isPending}
        onCancel={() => setConfirmingFree(false)}
        onConfirm={confirmFree}
      />
    </section>
  );
}
