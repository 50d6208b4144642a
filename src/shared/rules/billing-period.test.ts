import { describe, expect, it } from 'vitest';
import { addMonthsClamped, calendarMonth, currentPeriod, periodKey, subscriptionPeriodFor } from './billing-period.ts';

const d = (iso: string) => new Date(iso);

describe('billing periods', () => {
  it('is the calendar month in UTC without a subscription', () => {
    expect(calendarMonth(d('2026-12-31T23:59:59Z'))).toEqual({ start: d('2026-12-01T00:00:00Z'), end: d('2027-01-01T00:00:00Z') });
    expect(periodKey(currentPeriod(d('2026-11-23T18:00:00Z')))).toBe('2026-11-01');
  });

  it('is the subscription period while it runs, keyed by its first day', () => {
    const sub = { start: d('2026-11-15T13:22:05Z'), end: d('2026-12-15T13:22:05Z') };
    expect(currentPeriod(d('2026-12-15T13:22:04Z'), sub)).toEqual(sub);
    expect(periodKey(currentPeriod(d('2026-12-01T00:00:00Z'), sub))).toBe('2026-11-15');
  });

  it('continues monthly from the known end when the renewal has not been reported yet', () => {
    const sub = { start: d('2026-11-15T13:22:05Z'), end: d('2026-12-15T13:22:05Z') };
    expect(currentPeriod(d('2026-12-15T13:22:05Z'), sub)).toEqual({ start: sub.end, end: d('2027-01-15T13:22:05Z') });
    expect(currentPeriod(d('2027-02-20T00:00:00Z'), sub)).toEqual({ start: d('2027-02-15T13:22:05Z'), end: d('2027-03-15T13:22:05Z') });
  });

  it('clamps an anchor on the 31st to the month’s last day, as Stripe does', () => {
    expect(addMonthsClamped(d('2027-01-31T10:00:00Z'), 1)).toEqual(d('2027-02-28T10:00:00Z'));
    expect(addMonthsClamped(d('2027-01-31T10:00:00Z'), 2)).toEqual(d('2027-03-31T10:00:00Z'));
    expect(addMonthsClamped(d('2027-11-30T00:00:00Z'), 3)).toEqual(d('2028-02-29T00:00:00Z'));
  });

  it('uses a subscription period only on a paid tier that has one', () => {
    const start = d('2026-11-15T00:00:00Z');
    const end = d('2026-12-15T00:00:00Z');
    expect(subscriptionPeriodFor('pro', start, end)).toEqual({ start, end });
    expect(subscriptionPeriodFor('free', start, end)).toBeNull();
    expect(subscriptionPeriodFor('enterprise', null, null)).toBeNull();
  });
});
