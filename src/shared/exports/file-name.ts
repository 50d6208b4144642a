const SLUG_MAX = 60;

/** Lower-case ASCII words joined by dashes ("Café Ölm & Co." -> "cafe-olm-co"); "report" when nothing is left. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
  return slug || 'report';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * YYYY-MM-DD. A Date is read in local time (the day the user sees); text that starts with a
 * calendar date keeps that date, so "2025-03-01" never becomes 28 February west of Greenwich.
 */
export function isoDay(date: Date | string): string {
  if (typeof date === 'string') {
    const day = date.match(/^\d{4}-\d{2}-\d{2}/);
    if (day) return day[0];
    date = new Date(date);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date for a report file name');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** ip-analysis-{title-slug}-{YYYY-MM-DD}.{ext} */
export function reportFileName(title: string, date: Date | string, ext: 'json' | 'html' | 'docx' | (string & {})): string {
  return `ip-analysis-${slugify(title)}-${isoDay(date)}.${ext.replace(/^\./, '')}`;
}
