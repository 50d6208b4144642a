import { CreditCard, LoaderCircle, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { describeUsage, isUnlimitedQuota } from '#shared/rules/plans.ts';
import type { Subscription } from '#shared/schemas/billing.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Progress } from '#client/components/ui/progress.tsx';
import { useOpenPortal } from '../api/open-portal.ts';
import { capitalise, longDate, tierName } from '../utils/billing-format.ts';

function renewalLine(subscription: Subscription): string {
  const { subscriptionEndDate: end, cancelAtPeriodEnd, tier } = subscription;
  if (!end) return tier === 'free' ? 'No payment details needed.' : `${tierName(tier)} was set for your organization by an administrator of this server.`;
  return cancelAtPeriodEnd ? `Your ${tierName(tier)} plan ends on ${longDate(end)}; your organization then moves to Free.` : `Renews on ${longDate(end)}.`;
}

function StandingAlert({ subscription }: { subscription: Subscription }) {
  if (subscription.status === 'suspended') {
    return (
      <Alert variant="destructive">
        <TriangleAlert aria-hidden="true" />
        <AlertTitle>Your organization is suspended</AlertTitle>
        <AlertDescription>
          {subscription.paymentIssue
            ? 'The last invoice could not be collected. Pay it or update the payment method to lift the suspension.'
            : 'Projects stay readable, but new analyses are paused. Contact support to lift the suspension.'}
        </AlertDescription>
      </Alert>
    );
  }
  if (subscription.paymentIssue === 'past_due') {
    return (
      <Alert>
        <TriangleAlert aria-hidden="true" className="text-warning" />
        <AlertTitle>A payment failed</AlertTitle>
        <AlertDescription>Stripe will try again in a few days. Update the payment method to keep your plan.</AlertDescription>
      </Alert>
    );
  }
  return null;
}

export function CurrentSubscriptionCard({ subscription }: { subscription: Subscription }) {
  const portal = useOpenPortal();
  const { apiUsage, apiQuota } = subscription;
  const unlimited = isUnlimitedQuota(apiQuota);
  const renewal = renewalLine(subscription);
  const canOpenPortal = subscription.canManage && subscription.paymentProvider !== null && subscription.hasBillingAccount;

  function manage() {
    portal.mutate(undefined, {
      onError: (error) => toast.error('Could not open the payment portal', { description: error instanceof ApiError ? error.serverMessage : error.message }),
    });
  }

  return (
    <Card data-testid="current-subscription">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2">Current Subscription</CardTitle>
          <CardDescription>{renewal}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Badge>{tierName(subscription.tier)}</Badge>
          <Badge variant={subscription.status === 'suspended' ? 'destructive' : subscription.status === 'canceled' ? 'outline' : 'secondary'}>
            {capitalise(subscription.status)}
          </Badge>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
            <span className="font-medium" data-testid="usage-text">
              {describeUsage(apiUsage, apiQuota)}
            </span>
            {!unlimited ? <span className="text-muted-foreground">Resets on {longDate(subscription.usageResetsAt)}</span> : null}
          </div>
          {!unlimited ? <Progress value={apiUsage} max={apiQuota} aria-label={describeUsage(apiUsage, apiQuota)} /> : null}
        </div>
        <StandingAlert subscription={subscription} />
        {canOpenPortal ? (
          <div>
            <Button variant="outline" onClick={manage} disabled={portal.isPending || portal.isSuccess}>
              {portal.isPending || portal.isSuccess ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <CreditCard aria-hidden="true" />}
              Manage payment method
            </Button>
          </div>
        ) : null}
        {!subscription.canManage ? (
          <p className="text-sm text-muted-foreground">Only your organization&apos;s admins can change the plan or the payment method.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
