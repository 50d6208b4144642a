import { HttpError } from '../../http-errors.ts';

// Quotas are counted per calendar month in UTC, so every instance and every user agrees on when a month ends.

/** The first day of now's month, as the DATE stored in organizations.api_usage_period ("2026-11-01"). */
export function usagePeriod(now: Date): string {
  return `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

/** The instant the next month (and so a fresh quota) starts. */
export function nextPeriodStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/** Analyses used this month: a usage counted in an earlier month no longer counts. */
export function usageThisMonth(org: { apiUsage: number; apiUsagePeriod: string | null }, now: Date): number {
  return org.apiUsagePeriod === usagePeriod(now) ? org.apiUsage : 0;
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
 * says when it resets. 403 would tell the client it lacks a permission, which a new month does not change.
 */
export function quotaExceeded(quota: { limit: number; used: number; tier: keyof typeof tierNames }, now: Date): HttpError {
  const resetsAt = nextPeriodStart(now);
  return new HttpError(429, quotaExceededMessage(quota.limit, quota.tier, resetsAt), {
    code: 'quota_exceeded',
    quota: { ...quota, resetsAt: resetsAt.toISOString() },
    retryAfterSeconds: Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000)),
  });
}
