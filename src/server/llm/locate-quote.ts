import type { Evidence } from '#shared/schemas/analysis.ts';

// Models copy quotes faithfully but not byte for byte: straight for curly quotes, one space for a line
// break, a different dash. Those differences are forgiven; different words are not.
const variants: Record<string, string> = {
  "'": "['‘’`]",
  '‘': "['‘’`]",
  '’': "['‘’`]",
  '"': '["“”]',
  '“': '["“”]',
  '”': '["“”]',
  '-': '[-‐‑–—]',
  '–': '[-‐‑–—]',
  '—': '[-‐‑–—]',
};

function quotePattern(quote: string): RegExp {
  const source = quote
    .trim()
    .split(/\s+/)
    .map((word) =>
      [...word].map((ch) => variants[ch] ?? ch.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join(''),
    )
    .join('\\s+');
  return new RegExp(source, 'i');
}

function find(text: string, quote: string): Evidence | undefined {
  if (quote.length < 3) return undefined;
  const exact = text.indexOf(quote);
  if (exact !== -1) return { text: quote, start: exact, end: exact + quote.length };
  const match = quotePattern(quote).exec(text);
  return match ? { text: match[0], start: match.index, end: match.index + match[0].length } : undefined;
}

/** Where a quote occurs in the text, as evidence with the text's own words and offsets; undefined if it does not. */
export function locateQuote(text: string, quote: string): Evidence | undefined {
  const bare = quote.trim();
  // A model may wrap the whole quote in quotation marks, which are then not the plan's.
  const unwrapped = /^["“][\s\S]*["”]$/.test(bare) ? bare.slice(1, -1).trim() : undefined;
  return find(text, bare) ?? (unwrapped !== undefined ? find(text, unwrapped) : undefined);
}

/** Whether a name occurs in the text as a whole word (case-insensitive). */
export function mentions(text: string, name: string): boolean {
  const escaped = name.trim().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&').replace(/\s+/g, '\\s+');
  return escaped !== '' && new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}
