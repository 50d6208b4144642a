import type { Organization } from '#shared/schemas/organization.ts';
import { tierLabels } from '#shared/rules/tiers.ts';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';

const statusStyle = {
  active: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  suspended: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  canceled: 'border-transparent bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
} as const;

/** An inactive organization shows Inactive whatever its subscription status (spec section 4). */
export function OrganizationStatusBadge({ organization }: { organization: Pick<Organization, 'isActive' | 'subscriptionStatus'> }) {
  if (!organization.isActive) return <Badge variant="destructive">Inactive</Badge>;
  const status = organization.subscriptionStatus;
  return <Badge className={cn('capitalize', statusStyle[status])}>{status}</Badge>;
}

export function TierBadge({ tier }: { tier: Organization['subscriptionTier'] }) {
  return <Badge variant={tier === 'free' ? 'outline' : 'secondary'}>{tierLabels[tier]}</Badge>;
}

export function formatUsage(organization: Pick<Organization, 'apiUsage' | 'apiQuota'>): string {
  return `${organization.apiUsage} / ${organization.apiQuota < 0 ? 'unlimited' : organization.apiQuota}`;
}
