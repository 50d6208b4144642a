import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http-errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import {
  claimEvent,
  findOrganizationByCustomer,
  lockStanding,
  readBilling,
  saveInvoice,
  savePayment,
  saveStanding,
  saveSubscriptionState,
} from './billing.repository.ts';
import {
  idOf,
  invoiceRecord,
  invoiceSubscriptionId,
  nextPaymentAttempt,
  standingAfterFailedPayment,
  standingAfterPayment,
  standingForSubscription,
  subscriptionState,
  tierForPrice,
  type BillingStanding,
} from './stripe-mapping.ts';

export type WebhookContext = { db: Db; now: () => Date; stripe: Stripe; config: StripeConfig; log: FastifyBaseLogger };
type Tx = Db;

const fromSeconds = (s: number) => new Date(s * 1000);

/** Verifies the signature over the exact bytes received; anything else is a 400 and changes nothing. */
export function verifyEvent(ctx: WebhookContext, rawBody: Buffer, signature: string | undefined): Stripe.Event {
  if (!signature) throw badRequest('Missing Stripe-Signature header');
  try {
    return ctx.stripe.webhooks.constructEvent(rawBody, signature, ctx.config.webhookSecret);
  } catch {
    throw badRequest('Invalid webhook signature');
  }
}

async function organizationFor(db: Db, customer: string | null, metadata: Record<string, string> | null | undefined) {
  const byCustomer = customer ? await findOrganizationByCustomer(db, customer) : undefined;
  if (byCustomer !== undefined) return byCustomer;
  const fromMetadata = Number(metadata?.organizationId);
  return Number.isInteger(fromMetadata) && fromMetadata > 0 ? fromMetadata : undefined;
}

/**
 * Applies one verified event, once: the event id is claimed in the same transaction that applies it, so a
 * redelivery (or the same event on two instances at once) finds the id taken and changes nothing.
 */
export async function applyEvent(ctx: WebhookContext, event: Stripe.Event): Promise<{ duplicate: boolean }> {
  let apply: ((tx: Tx, organizationId: number) => Promise<void>) | undefined;
  let organizationId: number | undefined;
  const at = fromSeconds(event.created);

  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      organizationId = Number(session.client_reference_id) || (await organizationFor(ctx.db, idOf(session.customer), session.metadata));
      if (session.mode === 'subscription' && subscriptionId) {
        // The session names the subscription; its price and period come from Stripe, read now (fresher than the event).
        const subscription = await ctx.stripe.subscriptions.retrieve(subscriptionId);
        apply = (tx, org) => applySubscription(ctx, tx, org, subscription, ctx.now(), event);
      }
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      organizationId = await organizationFor(ctx.db, idOf(subscription.customer), subscription.metadata);
      apply = (tx, org) => applySubscription(ctx, tx, org, subscription, at, event);
      break;
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.finalized':
    case 'invoice.updated':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible': {
      const invoice = event.data.object;
      organizationId = await organizationFor(ctx.db, idOf(invoice.customer), invoice.parent?.subscription_details?.metadata);
      apply = (tx, org) => applyInvoice(tx, org, invoice, event);
      break;
    }
    default:
      break;
  }

  if (organizationId !== undefined && !(await readBilling(ctx.db, organizationId))) organizationId = undefined;
  if (apply && organizationId === undefined) {
    ctx.log.warn({ eventId: event.id, type: event.type }, 'Stripe event for no known organization; ignored');
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await claimEvent(tx, { id: event.id, type: event.type, organizationId: organizationId ?? null }))) return { duplicate: true };
    if (apply && organizationId !== undefined) await apply(tx, organizationId);
    return { duplicate: false };
  });
}

async function changeStanding(tx: Tx, organizationId: number, before: BillingStanding, after: BillingStanding, event: Stripe.Event) {
  await saveStanding(tx, organizationId, before, after);
  if (before.tier !== after.tier || before.status !== after.status) {
    await recordAudit(tx, {
      action: 'billing.standing',
      organizationId,
      targetType: 'organization',
      targetId: organizationId,
      details: { event: event.id, type: event.type, from: { tier: before.tier, status: before.status }, to: { tier: after.tier, status: after.status } },
    });
  }
}

async function applySubscription(ctx: WebhookContext, tx: Tx, organizationId: number, subscription: Stripe.Subscription, at: Date, event: Stripe.Event) {
  const before = (await lockStanding(tx, organizationId))!;
  const state = subscriptionState(subscription);
  const current = (await readBilling(tx, organizationId)).account;
  // An old subscription's late events must not undo a newer one (a plan bought again after a cancellation).
  const other = current?.stripeSubscriptionId && current.stripeSubscriptionId !== state.subscriptionId;
  if (other && ['canceled', 'incomplete_expired'].includes(state.providerStatus)) return;
  if (!(await saveSubscriptionState(tx, organizationId, state, at))) return;
  const tier = tierForPrice(state.priceId, ctx.config.prices);
  if (!tier && state.priceId) ctx.log.warn({ priceId: state.priceId, eventId: event.id }, 'Stripe subscription with a price that is neither STRIPE_PRICE_PRO nor STRIPE_PRICE_ENTERPRISE');
  await changeStanding(tx, organizationId, before, standingForSubscription(state, before, tier), event);
}

async function applyInvoice(tx: Tx, organizationId: number, invoice: Stripe.Invoice, event: Stripe.Event) {
  const before = (await lockStanding(tx, organizationId))!;
  const at = fromSeconds(event.created);
  const record = invoiceRecord(invoice);
  await saveInvoice(tx, organizationId, record, at);
  if (event.type !== 'invoice.paid' && event.type !== 'invoice.payment_failed') return;
  const paid = event.type === 'invoice.paid';
  const nextAttempt = paid ? null : nextPaymentAttempt(invoice);
  await savePayment(tx, {
    id: event.id,
    organizationId,
    invoiceId: record.id,
    amount: paid ? record.amountPaid : record.amountDue,
    currency: record.currency,
    status: paid ? 'succeeded' : 'failed',
    nextAttemptAt: nextAttempt,
    createdAt: at,
  });
  // Only the current subscription's invoices move the organization's standing.
  const account = (await readBilling(tx, organizationId)).account;
  const subscriptionId = invoiceSubscriptionId(invoice);
  if (!subscriptionId || subscriptionId !== account?.stripeSubscriptionId) return;
  const after = paid ? standingAfterPayment(before, account.cancelAtPeriodEnd) : standingAfterFailedPayment(before, nextAttempt === null);
  await changeStanding(tx, organizationId, before, after, event);
}
