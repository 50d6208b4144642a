import { currentPeriod, periodKey, type Period } from '#shared/rules/billing-period.ts';
import { HttpError } from '../../http-errors.ts';

// Quotas are counted per billing period: the calendar month in UTC for Free (and for paid tiers granted without a
// payment provider), the subscription's own period for a paid subscription. Every instance derives the same period
// from the same row, and the counter restarts when the stored period key differs: no job resets anything.

/** The paid subscription period, when the organization has one (see readQuota). */
export type SubscriptionPeriod = Period | null | undefined;

/** The first day of the period containing now, as the DATE stored in organizations.api_usage_period ("2026-11-01"). */
export function usagePeriod(now: Date, subscription?: SubscriptionPeriod): string {
  return periodKey(currentPeriod(now, subscription));
}

/** The instant the next period (and so a fresh quota) starts. */
export function nextPeriodStart(now: Date, subscription?: SubscriptionPeriod): Date {
  return currentPeriod(now, subscription).end;
}

/** Analyses used this period: a usage counted in an earlier period no longer counts. */
export function usageThisMonth(
  org: { apiUsage: number; apiUsagePeriod: string | null; billingPeriod?: SubscriptionPeriod },
  now: Date,
): number {
  return org.apiUsagePeriod === usagePeriod(now, org.billingPeriod) ? org.apiUsage : 0;
}

export function isUnlimited(apiQuota: number): boolean {
  return apiQuota < 0;
}

const tierNames = { free: 'Free', pro: 'Pro', enterprise: 'Enterprise' } as const;

export function formatResetDate(date: Date): string {
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

export function quotaExceededMessage(limit: number, tier: keyof typeof tierNames, resetsAt: Date): string {
  const what = limit === 1 ? '1 analysis' : `${limit} analyses`;
  return `Your organization has used its ${what} for this month on the ${tierNames[tier]} plan. The quota resets on ${formatResetDate(resetsAt)}.`;
}

/**
 * 429: the quota is a limit on how many requests are served, which is what Too Many Requests means; Retry-After
 * says when it resets. 403 would tell the client it lacks a permission, which a new period does not change.
 */
export function quotaExceeded(
  quota: { limit: number; used: number; tier: keyof typeof tierNames },
  now: Date,
  subscription?: SubscriptionPeriod,
): HttpError {
  const resetsAt = nextPeriodStart(now, subscription);
  return new HttpError(429, quotaExceededMessage(quota.limit, quota.tier, resetsAt), {
    code: 'quota_exceeded',
    quota: { ...quota, resetsAt: resetsAt.toISOString() },
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
  });
}
