/**
 * Billing periods, pure. Free plans (and paid tiers granted without a payment provider) count usage by calendar
 * month in UTC; a paid subscription counts by its own period, which starts on its anchor day. The period's first
 * day (UTC) is the key stored with the usage counter, so a new period starts the count again without any job.
 */
export type Period = { start: Date; end: Date };

export function calendarMonth(now: Date): Period {
  return {
    start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
    end: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
  };
}

/** The anchor moved by whole months, clamped to the month's last day as Stripe does (31 Jan + 1 month = 28 Feb). */
export function addMonthsClamped(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear();
  const month = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds()),
  );
}

/**
 * The period containing now. With a known subscription period: that period, or, when the provider has not yet
 * told us about a renewal (now is past its end), the monthly period that follows from the same anchor.
 */
export function currentPeriod(now: Date, subscription?: Period | null): Period {
  if (!subscription) return calendarMonth(now);
  const { start, end } = subscription;
  if (now < end) return { start, end };
  if (now < start) return { start, end };
  // Renewals continue monthly from the known end, which carries the subscription's anchor day and time.
  let months = 0;
  while (addMonthsClamped(end, months + 1) <= now) months++;
  return { start: addMonthsClamped(end, months), end: addMonthsClamped(end, months + 1) };
}

/** The DATE key of a period: its first day in UTC ("2026-11-01"). */
export function periodKey(period: Period): string {
  return period.start.toISOString().slice(0, 10);
}

/** A paid tier counts by its subscription's period when the provider gave one; Free (or a tier granted by hand) by calendar month. */
export function subscriptionPeriodFor(tier: string, start: Date | null | undefined, end: Date | null | undefined): Period | null {
  return tier !== 'free' && start && end && start < end ? { start, end } : null;
}
