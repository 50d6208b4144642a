import type Stripe from 'stripe';
import type { PaidTier, Tier } from '#shared/rules/plans.ts';

// Pure translations from Stripe's objects to what Moatmap keeps: no I/O here.

export type OrganizationStatus = 'active' | 'suspended' | 'canceled';
export type BillingStanding = { tier: Tier; status: OrganizationStatus; suspendedForPayment: boolean };

export type SubscriptionState = {
  subscriptionId: string;
  customerId: string;
  priceId: string | null;
  providerStatus: Stripe.Subscription.Status;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
};

const fromSeconds = (value: number | null | undefined) => (typeof value === 'number' ? new Date(value * 1000) : null);
export const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

/** Since API version 2025-03-31 the period lives on the subscription's items; Moatmap sells one item. */
export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer)!,
    priceId: item?.price?.id ?? null,
    providerStatus: subscription.status,
    periodStart: fromSeconds(item?.current_period_start),
    periodEnd: fromSeconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
  };
}

export function tierForPrice(priceId: string | null, prices: Record<PaidTier, string>): PaidTier | undefined {
  if (priceId === prices.pro) return 'pro';
  if (priceId === prices.enterprise) return 'enterprise';
  return undefined;
}

/** A super admin's suspension is theirs: billing neither lifts nor replaces it. */
const heldByAdmin = (current: BillingStanding) => current.status === 'suspended' && !current.suspendedForPayment;

/**
 * What the organization's tier and status become for a subscription state. Past due (the provider is still
 * retrying) changes nothing; unpaid or paused (retries ended) suspends; an ended subscription returns to Free.
 */
export function standingForSubscription(state: SubscriptionState, current: BillingStanding, tier: PaidTier | undefined): BillingStanding {
  const adminHold = heldByAdmin(current);
  switch (state.providerStatus) {
    case 'canceled':
    case 'incomplete_expired':
      return { tier: 'free', status: adminHold ? 'suspended' : 'active', suspendedForPayment: false };
    case 'incomplete':
      // The first payment has not gone through: nothing is granted yet.
      return current;
    case 'past_due':
      return { ...current, tier: tier ?? current.tier };
    case 'unpaid':
    case 'paused':
      return adminHold ? { ...current, tier: tier ?? current.tier } : { tier: tier ?? current.tier, status: 'suspended', suspendedForPayment: true };
    default:
      if (adminHold) return { ...current, tier: tier ?? current.tier };
      return { tier: tier ?? current.tier, status: state.cancelAtPeriodEnd ? 'canceled' : 'active', suspendedForPayment: false };
  }
}

/** A failed payment suspends only once the provider has given up retrying (no next attempt). */
export function standingAfterFailedPayment(current: BillingStanding, retriesEnded: boolean): BillingStanding {
  if (!retriesEnded || current.tier === 'free' || heldByAdmin(current)) return current;
  return { ...current, status: 'suspended', suspendedForPayment: true };
}

/** A paid invoice lifts a suspension that billing made. */
export function standingAfterPayment(current: BillingStanding, cancelAtPeriodEnd: boolean): BillingStanding {
  if (!current.suspendedForPayment) return current;
  return { ...current, status: cancelAtPeriodEnd ? 'canceled' : 'active', suspendedForPayment: false };
}

export type InvoiceRecord = {
  id: string;
  number: string | null;
  description: string;
  amountDue: number;
  amountPaid: number;
  currency: string;
  status: string;
  hostedInvoiceUrl: string | null;
  invoicePdf: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
};

export function invoiceRecord(invoice: Stripe.Invoice): InvoiceRecord {
  const line = invoice.lines?.data?.[0];
  return {
    id: invoice.id!,
    number: invoice.number ?? null,
    description: invoice.description || line?.description || `Invoice ${invoice.number ?? invoice.id}`,
    amountDue: invoice.amount_due,
    amountPaid: invoice.amount_paid,
    currency: invoice.currency,
    status: invoice.status ?? 'open',
    hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
    periodStart: fromSeconds(line?.period?.start ?? invoice.period_start),
    periodEnd: fromSeconds(line?.period?.end ?? invoice.period_end),
    createdAt: fromSeconds(invoice.created)!,
  };
}

export function nextPaymentAttempt(invoice: Stripe.Invoice): Date | null {
  return fromSeconds(invoice.next_payment_attempt);
}

export function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}
