import { describe, expect, it } from 'vitest';
import {
  standingAfterFailedPayment,
  standingAfterPayment,
  standingForSubscription,
  type BillingStanding,
  type SubscriptionState,
} from './stripe-mapping.ts';

const state = (providerStatus: SubscriptionState['providerStatus'], cancelAtPeriodEnd = false): SubscriptionState => ({
  subscriptionId: 'sub_1',
  customerId: 'cus_1',
  priceId: 'price_pro',
  providerStatus,
  periodStart: null,
  periodEnd: null,
  cancelAtPeriodEnd,
});
const free: BillingStanding = { tier: 'free', status: 'active', suspendedForPayment: false };
const pro: BillingStanding = { tier: 'pro', status: 'active', suspendedForPayment: false };
const adminSuspended: BillingStanding = { tier: 'pro', status: 'suspended', suspendedForPayment: false };
const billingSuspended: BillingStanding = { tier: 'pro', status: 'suspended', suspendedForPayment: true };

describe('standing for a subscription', () => {
  it('grants the price’s tier while active, and shows a cancellation as canceled until the end', () => {
    expect(standingForSubscription(state('active'), free, 'pro')).toEqual(pro);
    expect(standingForSubscription(state('trialing'), free, 'enterprise')).toMatchObject({ tier: 'enterprise', status: 'active' });
    expect(standingForSubscription(state('active', true), pro, 'pro')).toEqual({ ...pro, status: 'canceled' });
  });

  it('waits while the provider retries, suspends when its retries end, returns to Free when it ends', () => {
    expect(standingForSubscription(state('past_due'), pro, 'pro')).toEqual(pro);
    expect(standingForSubscription(state('unpaid'), pro, 'pro')).toEqual(billingSuspended);
    expect(standingForSubscription(state('active'), billingSuspended, 'pro')).toEqual(pro);
    expect(standingForSubscription(state('canceled'), pro, 'pro')).toEqual(free);
    expect(standingForSubscription(state('incomplete'), free, 'pro')).toEqual(free);
  });

  it('never lifts or replaces a super admin’s suspension', () => {
    expect(standingForSubscription(state('active'), adminSuspended, 'enterprise')).toEqual({ ...adminSuspended, tier: 'enterprise' });
    expect(standingForSubscription(state('canceled'), adminSuspended, 'pro')).toEqual({ tier: 'free', status: 'suspended', suspendedForPayment: false });
    expect(standingAfterPayment(adminSuspended, false)).toEqual(adminSuspended);
    expect(standingAfterFailedPayment(adminSuspended, true)).toEqual(adminSuspended);
  });

  it('suspends for a failed payment only when no retry is left, and a payment lifts it', () => {
    expect(standingAfterFailedPayment(pro, false)).toEqual(pro);
    expect(standingAfterFailedPayment(pro, true)).toEqual(billingSuspended);
    expect(standingAfterFailedPayment(free, true)).toEqual(free);
    expect(standingAfterPayment(billingSuspended, false)).toEqual(pro);
    expect(standingAfterPayment(billingSuspended, true)).toEqual({ ...pro, status: 'canceled' });
  });
});
