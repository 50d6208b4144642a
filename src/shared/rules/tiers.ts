/** Subscription tiers and their monthly analysis quotas (spec section 9); -1 means unlimited. */
export const subscriptionTiers = ['free', 'pro', 'enterprise'] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

export const tierQuotas: Record<SubscriptionTier, number> = { free: 10, pro: 100, enterprise: -1 };

export const tierLabels: Record<SubscriptionTier, string> = { free: 'Free', pro: 'Pro', enterprise: 'Enterprise' };

export const subscriptionStatuses = ['active', 'suspended', 'canceled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Spec section 9: organization sizes and their head counts. */
export const organizationSizes = ['startup', 'small', 'medium', 'large', 'enterprise'] as const;
export type OrganizationSize = (typeof organizationSizes)[number];
export const organizationSizeLabels: Record<OrganizationSize, string> = {
  startup: 'Startup (1-10)',
  small: 'Small (11-50)',
  medium: 'Medium (51-200)',
  large: 'Large (201-1000)',
  enterprise: 'Enterprise (1000+)',
};
