import type { Evidence, Sentence } from '../types.ts';

/** A sentence shortened around a phrase for a rationale line, with an ellipsis where text was cut. */
export function quoteAround(sentence: Sentence, start: number, end: number, max = 140): string {
  // Markdown emphasis is noise in a quote ("Kelvo**, a tag"): blank it, keeping the offsets.
  const text = sentence.text.replace(/\*\*|__/g, '  ');
  const tidy = (t: string) => t.replace(/ {2,}/g, ' ').replace(/\s+([,.;:])/g, '$1').trim();
  if (text.length <= max) return `"${tidy(text)}"`;
  const from = Math.max(0, Math.min(start - sentence.start - 50, text.length - max));
  const to = Math.min(text.length, Math.max(from + max, end - sentence.start + 20));
  let slice = text.slice(from, to);
  if (from > 0) slice = `...${slice.replace(/^\S*\s/, '')}`;
  if (to < text.length) slice = `${slice.replace(/\s\S*$/, '')}...`;
  return `"${tidy(slice)}"`;
}

/** Evidence items from sentences, each sentence once, in the order given (strongest support first). */
export function sentenceEvidence(sentences: Sentence[], limit: number): Evidence[] {
  const seen = new Set<number>();
  const out: Evidence[] = [];
  for (const s of sentences) {
    if (seen.has(s.index) || out.length >= limit) continue;
    seen.add(s.index);
    out.push({ text: s.text, start: s.start, end: s.end });
  }
  return out;
}
