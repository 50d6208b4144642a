// Built at the first count of 1,000 or more, not when the dashboard loads: the page's first Intl object costs a
// phone tens of milliseconds, and an empty form (0 words, 0 characters) needs none.
let thousands: Intl.NumberFormat | undefined;
const formatCount = (n: number) => (n < 1000 ? String(n) : (thousands ??= new Intl.NumberFormat('en-US')).format(n));

/** Words are runs of non-space characters, as the server counts them for uploads. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** Characters as the user sees them: an emoji or an accented letter counts once. */
export function countCharacters(text: string): number {
  if (text === '') return 0;
  let count = 0;
  for (const _ of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) count += 1;
  return count;
}

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** "1,204 words · 7,310 characters" */
export function describeTextStats(text: string): string {
  return `${plural(countWords(text), 'word', 'words')} · ${plural(countCharacters(text), 'character', 'characters')}`;
}
