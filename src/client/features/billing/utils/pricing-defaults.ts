import { defaultMonthlyPrices, planFeatures, tierQuotas, tiers } from '#shared/rules/plans.ts';
import type { PlanPrice, Pricing } from '#shared/schemas/billing.ts';

/** The spec's defaults (Free $0, Pro $29, Enterprise $99 a month) for any plan the pricing answer lacks. */
export function pricingWithDefaults(pricing: Partial<Pricing> | undefined): Pricing {
  const plan = (tier: (typeof tiers)[number]): PlanPrice =>
    pricing?.[tier] ?? { price: defaultMonthlyPrices[tier], currency: 'usd', interval: 'month', quota: tierQuotas[tier], features: planFeatures[tier] };
  return { free: plan('free'), pro: plan('pro'), enterprise: plan('enterprise') };
}
