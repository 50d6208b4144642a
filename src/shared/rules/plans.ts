import { subscriptionTiers, tierLabels, tierQuotas, type SubscriptionTier } from './tiers.ts';

/** Billing's view of the tiers (defined once in ./tiers.ts): which are paid, and the prices shown by default. */
export const tiers = subscriptionTiers;
export type Tier = SubscriptionTier;
export const paidTiers = ['pro', 'enterprise'] as const;
export type PaidTier = (typeof paidTiers)[number];

export const tierNames = tierLabels;
/** Analyses a billing period; -1 is unlimited. */
export { tierQuotas };

/** Dollars a month, shown when the pricing answer lacks a price (spec section 9). */
export const defaultMonthlyPrices: Record<Tier, number> = { free: 0, pro: 29, enterprise: 99 };

export const planFeatures: Record<Tier, string[]> = {
  free: ['10 analyses per month', 'Patent, trademark, trade secret and copyright findings', 'Phased roadmap with budget', 'JSON, HTML and DOCX exports'],
  pro: ['100 analyses per month', 'Everything in Free', 'Custom strategies and implementation plan', 'Domain checks for your brands', 'Email support'],
  enterprise: ['Unlimited analyses', 'Everything in Pro', 'Teams with roles', 'Priority lawyer referrals', 'Priority support'],
};

export function isUnlimitedQuota(quota: number): boolean {
  return quota < 0;
}

/** "7 of 10 analyses this month", "Unlimited" for -1. */
export function describeUsage(used: number, quota: number): string {
  if (isUnlimitedQuota(quota)) return `${used} ${used === 1 ? 'analysis' : 'analyses'} this month · Unlimited`;
  return `${used} of ${quota} ${quota === 1 ? 'analysis' : 'analyses'} this month`;
}

/** Cents as dollars with 2 decimals: 2900 -> "$29.00". Other currencies keep their code. */
export function formatCents(cents: number, currency = 'usd'): string {
  const amount = (cents / 100).toFixed(2);
  return currency.toLowerCase() === 'usd' ? `$${amount}` : `${amount} ${currency.toUpperCase()}`;
}
