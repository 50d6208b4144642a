/** True when every word of the query appears in one of the texts (case- and accent-insensitive); an empty query matches. */
export function matchesQuery(query: string, ...texts: string[]): boolean {
  const fold = (s: string) => s.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fold(texts.join(' '));
  return words.every((w) => haystack.includes(w));
}
