import type Stripe from 'stripe';
import { currentPeriod, periodKey, subscriptionPeriodFor } from '#shared/rules/billing-period.ts';
import type { PaidTier } from '#shared/rules/plans.ts';
import type { BillingHistory, Subscription } from '#shared/schemas/billing.ts';
import type { StripeConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { conflict, HttpError } from '../../http-errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  claimCustomer,
  downgradeToFree,
  listInvoices,
  listPayments,
  lockStanding,
  readBilling,
  saveStanding,
  saveSubscriptionState,
} from './billing.repository.ts';
import { standingForSubscription, subscriptionState, tierForPrice } from './stripe-mapping.ts';

export type BillingContext = { db: Db; now: () => Date; stripe?: Stripe; stripeConfig?: StripeConfig };
export type BillingCaller = { userId: number; organizationId: number; organizationName: string; email: string; canManage: boolean; ip?: string };

export const PAYMENTS_UNAVAILABLE = 'Please contact support to upgrade your plan. Payment processing will be available soon.';
export const CANCELED_MESSAGE = 'Your subscription has been canceled.';

/** Provider states in which a subscription still exists and can be changed or canceled. */
const liveStatuses = new Set(['active', 'trialing', 'past_due', 'unpaid', 'paused', 'incomplete']);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export async function getSubscription(ctx: BillingContext, caller: Pick<BillingCaller, 'organizationId' | 'canManage'>): Promise<Subscription> {
  const now = ctx.now();
  const row = await readBilling(ctx.db, caller.organizationId);
  const account = row.account;
  const billingPeriod = subscriptionPeriodFor(row.tier, account?.currentPeriodStart, account?.currentPeriodEnd);
  const period = currentPeriod(now, billingPeriod);
  const issue = row.tier !== 'free' && (account?.providerStatus === 'past_due' || account?.providerStatus === 'unpaid') ? account.providerStatus : null;
  return {
    tier: row.tier,
    status: row.status,
    apiUsage: row.apiUsagePeriod === periodKey(period) ? row.apiUsage : 0,
    apiQuota: row.apiQuota,
    subscriptionEndDate: billingPeriod ? period.end.toISOString() : null,
    usageResetsAt: period.end.toISOString(),
    cancelAtPeriodEnd: row.tier !== 'free' && (account?.cancelAtPeriodEnd ?? false),
    paymentProvider: ctx.stripe ? 'stripe' : null,
    canManage: caller.canManage,
    hasBillingAccount: Boolean(ctx.stripe && account?.stripeCustomerId),
    paymentIssue: issue,
  };
}

export async function getHistory(ctx: BillingContext, organizationId: number): Promise<BillingHistory> {
  const [invoices, payments] = await Promise.all([listInvoices(ctx.db, organizationId), listPayments(ctx.db, organizationId)]);
  return {
    invoices: invoices.map((i) => ({
      id: i.id,
      number: i.number,
      description: i.description,
      created: seconds(i.createdAt),
      amount_paid: i.amountPaid,
      amount_due: i.amountDue,
      currency: i.currency,
      status: i.status,
      hosted_invoice_url: i.hostedInvoiceUrl,
      invoice_pdf: i.invoicePdf,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      invoice: p.invoiceId,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      created: seconds(p.createdAt),
      next_attempt: p.nextAttemptAt ? seconds(p.nextAttemptAt) : null,
    })),
  };
}

function requireProvider(ctx: BillingContext): { stripe: Stripe; config: StripeConfig } {
  if (!ctx.stripe || !ctx.stripeConfig) throw new HttpError(503, PAYMENTS_UNAVAILABLE, { code: 'payments_unavailable' });
  return { stripe: ctx.stripe, config: ctx.stripeConfig };
}

/**
 * Choosing Free. A provider subscription is canceled at its period's end (the paid tier lasts until then, and the
 * provider's deletion event returns the organization to Free); a paid tier granted by a super admin ends at once.
 */
export async function cancelSubscription(ctx: BillingContext, caller: BillingCaller) {
  const row = await readBilling(ctx.db, caller.organizationId);
  const account = row.account;
  if (account?.stripeSubscriptionId && account.providerStatus && liveStatuses.has(account.providerStatus)) {
    const { stripe, config } = requireProvider(ctx);
    const updated = await stripe.subscriptions.update(account.stripeSubscriptionId, { cancel_at_period_end: true });
    await ctx.db.transaction(async (tx) => {
      const before = (await lockStanding(tx, caller.organizationId))!;
      const state = subscriptionState(updated);
      if (await saveSubscriptionState(tx, caller.organizationId, state, ctx.now())) {
        await saveStanding(tx, caller.organizationId, before, standingForSubscription(state, before, tierForPrice(state.priceId, config.prices)));
      }
      await recordAudit(tx, {
        action: 'billing.cancel',
        organizationId: caller.organizationId,
        userId: caller.userId,
        targetType: 'subscription',
        targetId: account.stripeSubscriptionId!,
        details: { tier: row.tier, endsAt: state.periodEnd?.toISOString() ?? null },
        ip: caller.ip,
      });
    });
  } else {
    if (row.tier === 'free') throw conflict('Your organization is already on the Free plan.');
    if (row.status === 'suspended') throw new HttpError(403, 'Your organization is suspended. Contact support to change its plan.');
    await ctx.db.transaction(async (tx) => {
      await downgradeToFree(tx, caller.organizationId);
      await recordAudit(tx, {
        action: 'billing.cancel',
        organizationId: caller.organizationId,
        userId: caller.userId,
        targetType: 'organization',
        targetId: caller.organizationId,
        details: { tier: row.tier, endsAt: 'now' },
        ip: caller.ip,
      });
    });
  }
  return { message: CANCELED_MESSAGE, subscription: await getSubscription(ctx, caller) };
}

/**
 * Where an admin goes to pay for a plan: Stripe Checkout for a first subscription; the customer portal, with the
 * chosen plan ready to confirm, when one exists. The tier itself changes only when Stripe's signed event arrives.
 */
export async function startCheckout(ctx: BillingContext, caller: BillingCaller, plan: PaidTier, origin: string): Promise<{ url: string }> {
  const { stripe, config } = requireProvider(ctx);
  const row = await readBilling(ctx.db, caller.organizationId);
  const account = row.account;
  const returnUrl = `${origin}/billing`;
  if (account?.stripeCustomerId && account.stripeSubscriptionId && account.providerStatus && liveStatuses.has(account.providerStatus)) {
    const sameTier = tierForPrice(account.stripePriceId, config.prices) === plan;
    if (sameTier || account.cancelAtPeriodEnd) {
      // Renewing a canceled plan, or the current one: the portal offers exactly that.
      return portalSession(stripe, account.stripeCustomerId, returnUrl);
    }
    const subscription = await stripe.subscriptions.retrieve(account.stripeSubscriptionId);
    const session = await stripe.billingPortal.sessions.create({
      customer: account.stripeCustomerId,
      return_url: returnUrl,
      flow_data: {
        type: 'subscription_update_confirm',
        subscription_update_confirm: {
          subscription: subscription.id,
          items: [{ id: subscription.items.data[0].id, price: config.prices[plan], quantity: 1 }],
        },
        after_completion: { type: 'redirect', redirect: { return_url: `${returnUrl}?checkout=success` } },
      },
    });
    return { url: session.url };
  }
  const customerId = account?.stripeCustomerId ?? (await createCustomer(ctx, stripe, caller));
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customerId,
    client_reference_id: String(caller.organizationId),
    line_items: [{ price: config.prices[plan], quantity: 1 }],
    success_url: `${returnUrl}?checkout=success`,
    cancel_url: `${returnUrl}?checkout=canceled`,
    metadata: { organizationId: String(caller.organizationId), plan },
    subscription_data: { metadata: { organizationId: String(caller.organizationId) } },
  });
  if (!session.url) throw new HttpError(502, 'The payment provider did not return a checkout page. Please try again.');
  return { url: session.url };
}

async function createCustomer(ctx: BillingContext, stripe: Stripe, caller: BillingCaller): Promise<string> {
  const customer = await stripe.customers.create({
    name: caller.organizationName,
    email: caller.email,
    metadata: { organizationId: String(caller.organizationId) },
  });
  return claimCustomer(ctx.db, caller.organizationId, customer.id);
}

async function portalSession(stripe: Stripe, customer: string, returnUrl: string) {
  const session = await stripe.billingPortal.sessions.create({ customer, return_url: returnUrl });
  return { url: session.url };
}

/** "Manage payment method": Stripe's customer portal for the organization's customer. */
export async function openPortal(ctx: BillingContext, organizationId: number, origin: string): Promise<{ url: string }> {
  const { stripe } = requireProvider(ctx);
  const row = await readBilling(ctx.db, organizationId);
  if (!row.account?.stripeCustomerId) throw conflict('There is no payment method yet: choose a paid plan first.');
  return portalSession(stripe, row.account.stripeCustomerId, `${origin}/billing`);
}
