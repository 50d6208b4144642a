import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import { defaultMonthlyPrices, planFeatures, tierQuotas, type PaidTier, type Tier } from '#shared/rules/plans.ts';
import type { Pricing } from '#shared/schemas/billing.ts';

const FRESH_MS = 10 * 60_000;
const RETRY_MS = 60_000;

function plan(tier: Tier, price: number, currency = 'usd') {
  return { price, currency, interval: 'month' as const, quota: tierQuotas[tier], features: planFeatures[tier] };
}

export function defaultPricing(): Pricing {
  return { free: plan('free', 0), pro: plan('pro', defaultMonthlyPrices.pro), enterprise: plan('enterprise', defaultMonthlyPrices.enterprise) };
}

/**
 * The prices customers will be charged: read from the provider's price objects when payments are configured,
 * kept for ten minutes; the spec's defaults otherwise, or (for a minute, then retried) when the provider fails.
 */
export function pricingSource(stripe: Stripe | undefined, prices: Record<PaidTier, string> | undefined, log: FastifyBaseLogger) {
  let cached: { pricing: Pricing; until: number } | undefined;
  return async (now: number): Promise<Pricing> => {
    if (!stripe || !prices) return defaultPricing();
    if (cached && cached.until > now) return cached.pricing;
    try {
      const [pro, enterprise] = await Promise.all([stripe.prices.retrieve(prices.pro), stripe.prices.retrieve(prices.enterprise)]);
      const dollars = (p: Stripe.Price, tier: PaidTier) => (typeof p.unit_amount === 'number' ? p.unit_amount / 100 : defaultMonthlyPrices[tier]);
      const pricing = { free: plan('free', 0), pro: plan('pro', dollars(pro, 'pro'), pro.currency), enterprise: plan('enterprise', dollars(enterprise, 'enterprise'), enterprise.currency) };
      cached = { pricing, until: now + FRESH_MS };
      return pricing;
    } catch (error) {
      log.warn({ err: error }, 'Stripe prices could not be read; showing the default prices');
      cached = { pricing: defaultPricing(), until: now + RETRY_MS };
      return cached.pricing;
    }
  };
}
