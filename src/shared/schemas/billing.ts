import { z } from 'zod';
import { paidTiers, tiers } from '../rules/plans.ts';

export const tierSchema = z.enum(tiers);
export const subscriptionStatusSchema = z.enum(['active', 'suspended', 'canceled']);

const planPriceSchema = z.object({
  /** Dollars a month. */
  price: z.number().nonnegative(),
  currency: z.string(),
  interval: z.literal('month'),
  /** Analyses a period; -1 is unlimited. */
  quota: z.number().int(),
  features: z.array(z.string()),
});
export type PlanPrice = z.infer<typeof planPriceSchema>;

/** GET /api/billing/pricing: the spec's keys free, pro and enterprise, each with a price and its features. */
export const pricingSchema = z.object({ free: planPriceSchema, pro: planPriceSchema, enterprise: planPriceSchema });
export type Pricing = z.infer<typeof pricingSchema>;

/** GET /api/billing/subscription: the spec's fields, then what the page needs to offer the right actions. */
export const subscriptionSchema = z.object({
  tier: tierSchema,
  status: subscriptionStatusSchema,
  /** Analyses used in the current period. */
  apiUsage: z.number().int(),
  apiQuota: z.number().int(),
  /** The paid period's end: the renewal date, or the day a canceled plan ends. Null without a paid subscription. */
  subscriptionEndDate: z.string().nullable(),
  /** When the usage counter starts again (the period's end). */
  usageResetsAt: z.string(),
  cancelAtPeriodEnd: z.boolean(),
  /** 'stripe' when payments are configured; null: upgrades go through support. */
  paymentProvider: z.literal('stripe').nullable(),
  /** The caller may change the plan (organization admin or super admin). */
  canManage: z.boolean(),
  /** A customer exists at the provider, so its portal can be opened. */
  hasBillingAccount: z.boolean(),
  /** past_due while the provider retries a failed payment; unpaid once its retries have ended. */
  paymentIssue: z.enum(['past_due', 'unpaid']).nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** Amounts in cents and created in epoch seconds, as the spec (and Stripe) give them. */
export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  description: z.string(),
  created: z.number().int(),
  amount_paid: z.number().int(),
  amount_due: z.number().int(),
  currency: z.string(),
  status: z.string(),
  hosted_invoice_url: z.string().nullable(),
  invoice_pdf: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const paymentSchema = z.object({
  id: z.string(),
  invoice: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(['succeeded', 'failed']),
  created: z.number().int(),
  /** Epoch seconds of the provider's next retry of a failed payment; null when none is planned. */
  next_attempt: z.number().int().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const billingHistorySchema = z.object({ invoices: z.array(invoiceSchema), payments: z.array(paymentSchema) });
export type BillingHistory = z.infer<typeof billingHistorySchema>;

export const checkoutInputSchema = z.object({
  plan: z.enum(paidTiers, { error: 'Choose the Pro or Enterprise plan' }),
});
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/** Where the browser goes next: Stripe Checkout or the customer portal. */
export const redirectSchema = z.object({ url: z.string().url() });

export const cancelAnswerSchema = z.object({ message: z.string(), subscription: subscriptionSchema });
