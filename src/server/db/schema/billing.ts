import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';

// Payment-provider state lives here, beside organizations: the organization row keeps only tier, status and usage.

/** An organization's account at the payment provider (Stripe) and the subscription it last told us about. */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    organizationId: integer('organization_id')
      .primaryKey()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    stripePriceId: text('stripe_price_id'),
    /** Stripe's own subscription status (active, past_due, unpaid, canceled...). */
    providerStatus: text('provider_status'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** True while billing (not a super admin) holds the organization suspended for an unpaid invoice. */
    suspendedForPayment: boolean('suspended_for_payment').notNull().default(false),
    /** When the subscription state we hold was current at Stripe: older events arriving late are not applied. */
    subscriptionStateAt: timestamp('subscription_state_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_accounts_customer_idx').on(t.stripeCustomerId), index('billing_accounts_subscription_idx').on(t.stripeSubscriptionId)],
);

/** Invoices as the provider reported them in its webhooks (amounts in cents). */
export const billingInvoices = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: text('number'),
    description: text('description').notNull(),
    amountDue: integer('amount_due').notNull(),
    amountPaid: integer('amount_paid').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    hostedInvoiceUrl: text('hosted_invoice_url'),
    invoicePdf: text('invoice_pdf'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The event time of the state stored, so a late older event does not overwrite a newer state. */
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('billing_invoices_org_created_idx').on(t.organizationId, t.createdAt.desc())],
);

/** Each payment attempt on an invoice, succeeded or failed, one per provider event. */
export const billingPayments = pgTable(
  'billing_payments',
  {
    id: text('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    invoiceId: text('invoice_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'failed'] }).notNull(),
    /** When a failed payment will be retried; null when the provider's retries have ended. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('billing_payments_org_created_idx').on(t.organizationId, t.createdAt.desc())],
);

/** Webhook events already applied: the primary key makes "each event once" hold across instances. */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  organizationId: integer('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type BillingAccountRow = typeof billingAccounts.$inferSelect;
