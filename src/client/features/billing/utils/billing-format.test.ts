import { describe, expect, it } from 'vitest';
import { describeUsage, formatCents } from '#shared/rules/plans.ts';
import { capitalise, dateFromSeconds, longDate, monthlyPrice } from './billing-format.ts';

describe('billing formats', () => {
  it('shows cents as dollars with 2 decimals and epoch seconds as a date', () => {
    expect(formatCents(2900)).toBe('$29.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(12345, 'eur')).toBe('123.45 EUR');
    expect(dateFromSeconds(1794747600)).toBe('Nov 15, 2026');
    expect(longDate('2026-12-01T00:00:00.000Z')).toBe('December 1, 2026');
  });

  it('says the usage against the quota, and Unlimited for -1', () => {
    expect(describeUsage(7, 10)).toBe('7 of 10 analyses this month');
    expect(describeUsage(1, 1)).toBe('1 of 1 analysis this month');
    expect(describeUsage(3, -1)).toBe('3 analyses this month · Unlimited');
  });

  it('prices plans by the month', () => {
    expect(monthlyPrice(0)).toBe('$0');
    expect(monthlyPrice(29)).toBe('$29 / month');
    expect(monthlyPrice(29.5)).toBe('$29.50 / month');
    expect(capitalise('past_due')).toBe('Past due');
  });
});
