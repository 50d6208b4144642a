const wordFormat = new Intl.NumberFormat('en-US');

/** Words are runs of non-space characters, as the server counts them for uploads. */
export function countWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/).length;
}

/** Characters as the user sees them: an emoji or an accented letter counts once. */
export function countCharacters(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)) count += 1;
  return count;
}

const plural = (n: number, one: string, many: string) => `${wordFormat.format(n)} ${n === 1 ? one : many}`;

/** "1,204 words · 7,310 characters" */
export function describeTextStats(text: string): string {
  return `${plural(countWords(text), 'word', 'words')} · ${plural(countCharacters(text), 'character', 'characters')}`;
}
