const units: { unit: Intl.RelativeTimeFormatUnit; seconds: number }[] = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'week', seconds: 7 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * "x ago" for the projects grid (spec section 2): the largest whole unit, "less than a minute ago"
 * under a minute. A time slightly ahead of the clock (a server a little ahead) also reads as just now.
 */
export function timeAgo(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === 'string' ? new Date(date) : date;
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return 'less than a minute ago';
  for (const { unit, seconds: size } of units) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return 'less than a minute ago';
}
