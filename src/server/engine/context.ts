import type { EngineContext, Evidence, Sentence } from './types.ts';

/** Unifies line endings and exotic spaces so offsets and patterns behave the same for pasted, PDF and DOCX text. */
export function normaliseText(raw: string): string {
  return raw
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[\u00A0\u2007\u202F]/g, ' ')
    .replace(/\u00AD/g, '')
    // An HTML comment ("<!-- exported from Google Slides -->") is not part of the plan: blanked, lines kept.
    // Bounded, so that many unclosed "<!--" cannot make the scan quadratic.
    .replace(/<!--[^]{0,2000}?-->/g, (comment) => comment.replace(/[^\n]/g, ' '))
    // The lookbehind starts a match only at the first blank of a run: without it a long run of blanks not
    // followed by a line break is rescanned from every position (quadratic, a ReDoS).
    .replace(/(?<![ \t])[ \t]+\n/g, '\n');
}

// A sentence ends at . ! ? (optionally followed by a closing quote or bracket) before whitespace,
// or at a line break: headings and bullet items stand alone in business plans.
const boundary = /([.!?]["'”’)\]]?)(?=\s)|\n+/g;
const abbreviations = /\b(?:e\.g|i\.e|etc|vs|Inc|Ltd|Corp|Co|Mr|Mrs|Ms|Dr|Prof|St|No|approx|U\.S|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\.$/;

const listNumber = /(?:^|\n)[ \t]*(?:#{1,6}[ \t]*)?(?:\*\*)?\d{1,3}\.$/;

export function splitSentences(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  let from = 0;
  const push = (start: number, end: number) => {
    // Trim white space and list markers while keeping exact offsets.
    const slice = text.slice(start, end);
    const lead = slice.match(/^[\s\-*•·▪◦●]*(?:\d{1,2}[.)]\s+)?/)![0].length;
    // Not /\s*$/: tried at every blank of a long run of blanks it rescans the run each time (quadratic).
    const trail = slice.length - slice.trimEnd().length;
    const s = start + lead;
    const e = end - trail;
    if (e > s) sentences.push({ index: sentences.length, text: text.slice(s, e), start: s, end: e });
  };
  for (const match of text.matchAll(boundary)) {
    const end = match.index + (match[1]?.length ?? 0);
    if (match[1] && abbreviations.test(text.slice(Math.max(from, end - 6), end))) continue;
    // "2. The Technology" and "## 3. Market": a list or heading number is not a sentence of its own.
    if (match[1] === '.' && listNumber.test(text.slice(Math.max(0, end - 12), end))) continue;
    // "3.5" and "v2.0" are not boundaries; the lookahead already requires white space after the dot.
    push(from, end);
    from = match.index + match[0].length;
  }
  push(from, text.length);
  return sentences;
}

export function buildContext(raw: string): EngineContext {
  const text = normaliseText(raw);
  return { text, sentences: splitSentences(text) };
}

export function sentenceEvidence(sentence: Sentence): Evidence {
  return { text: sentence.text, start: sentence.start, end: sentence.end };
}

/** FNV-1a, 32 bit, as 8 hex digits: stable ids with no I/O and no randomness. */
export function stableHash(input: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < input.length; i++) {
    hash ^= input.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The id of a finding: the same type and subject in the same plan give the same id after a re-analysis. */
export function findingId(type: string, subjectKey: string): string {
  return `${type}-${stableHash(`${type}:${subjectKey.toLowerCase().replace(/\s+/g, ' ').trim()}`)}`;
}
