import { describe, expect, it } from 'vitest';
import { nextPeriodStart, quotaExceeded, quotaExceededMessage, usagePeriod, usageThisMonth } from './quota.ts';

describe('monthly quota periods', () => {
  it('counts by calendar month in UTC, across a year end', () => {
    expect(usagePeriod(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-01');
    expect(usagePeriod(new Date('2027-01-01T00:00:00Z'))).toBe('2027-01-01');
    expect(nextPeriodStart(new Date('2026-12-15T08:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    // 00:30 in Berlin on 1 December is still November in UTC.
    expect(usagePeriod(new Date('2026-12-01T00:30:00+01:00'))).toBe('2026-11-01');
  });

  it('ignores a usage counted in an earlier month', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(usageThisMonth({ apiUsage: 7, apiUsagePeriod: '2026-11-01' }, now)).toBe(7);
    expect(usageThisMonth({ apiUsage: 7, apiUsagePeriod: '2026-10-01' }, now)).toBe(0);
    expect(usageThisMonth({ apiUsage: 0, apiUsagePeriod: null }, now)).toBe(0);
  });

  it('says the limit, the plan and the reset date', () => {
    expect(quotaExceededMessage(10, 'free', new Date('2026-12-01T00:00:00Z'))).toBe(
      'Your organization has used its 10 analyses for this month on the Free plan. The quota resets on December 1, 2026.',
    );
    expect(quotaExceededMessage(1, 'pro', new Date('2027-01-01T00:00:00Z'))).toBe(
      'Your organization has used its 1 analysis for this month on the Pro plan. The quota resets on January 1, 2027.',
    );
    const error = quotaExceeded({ limit: 100, used: 100, tier: 'pro' }, new Date('2026-12-31T23:59:00Z'));
    expect(error.statusCode).toBe(429);
    expect(error.details).toMatchObject({ retryAfterSeconds: 60, quota: { resetsAt: '2027-01-01T00:00:00.000Z' } });
  });
});
