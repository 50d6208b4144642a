import type { EngineContext, Sentence } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import type { Mention } from './trademark-mention-types.ts';
import { foldName, wordTokens, type WordToken } from './trademark-text.ts';
import { isFirstName, isFunctionWord, isHeadingWord, isJargonOrCalendar, isLegalSuffix, isNonNameWord, isPlace } from './trademark-words.ts';

// A sentence that lists the business's own brands: "our brands include ...", "sold under the X, Y and Z names".
// Plural cues only: a single "our snack brand, Crunchly" is read by the mention signals.
const ownBrandCue = /\b(?:our|its|the company's|company-owned|proprietary|owned)\s+(?:\w+\s){0,3}?(?:brands|brand names|banners|product lines|labels|trade names|franchises|concepts|nameplates)\b|\b(?:brands|banners|product lines)\s+(?:such as|including|include|includes|are|like)\b|\b(?:marketed|sold|operated|offered)\s+under\s+(?:the\s)?(?:\w+\s){0,3}?(?:brands|names|banners|labels)\b|\bunder\s+(?:the\s|our\s)?(?:[\p{Lu}][\p{L}\d'’&.-]*,?\s(?:and\s)?){2,12}(?:brands|names|banners)\b/iu;
// The list ends where the goods are said to be sold, carried or distributed by someone else.
const listEnd = /\b(?:sold|available|distributed|carried|stocked)\s+(?:on|at|in|through|via|by)\b|;/i;
// Lists of other businesses: competitors, customers, suppliers, partners, retailers that carry the goods.
export const othersCue = /\b(?:compet\w*|rivals?|customers? (?:include|such as)|retailers?|distributors?|suppliers?|vendors?|partners?|licens\w*|acqui\w*|such retailers|mass merchants|club stores)\b/i;

const cheapCue = /brands|banners|lines|labels|names|franchises|concepts|nameplates/i;

export function runs(sentence: Sentence): WordToken[][] {
  const tokens = wordTokens(sentence);
  const out: WordToken[][] = [];
  let current: WordToken[] = [];
  for (const t of tokens) {
    const prev = current.at(-1);
    const gap = prev ? sentence.text.slice(prev.end - sentence.start, t.start - sentence.start) : '';
    if (prev && /^\s(?:&\s|of\s|de\s|the\s)?$/.test(gap)) current.push(t);
    else {
      if (current.length) out.push(current);
      current = [t];
    }
  }
  if (current.length) out.push(current);
  return out;
}

export function plausibleBrand(run: WordToken[]): boolean {
  const words = run.map((t) => t.core);
  if (words.length > 5 || words.every((w) => isHeadingWord(w) || isNonNameWord(w) || isJargonOrCalendar(w) || isFunctionWord(w))) return false;
  if (isLegalSuffix(words.at(-1)!) || isPlace(words.join(' ')) || (words.length === 1 && isFirstName(words[0]!))) return false;
  return !run[0]!.initial || words.length > 1;
}

/**
 * Brands the text lists as its own ("our brands include Northwind, Harbor Lane and Tilly's"), kept as candidates
 * of their own weight: they lack the signals that single names get from being introduced one by one.
 */
export function withListedBrands(ctx: EngineContext, candidates: NameCandidate[]): NameCandidate[] {
  const known = new Set(candidates.map((c) => c.key));
  const added: NameCandidate[] = [];
  for (const sentence of ctx.sentences) {
    if (!cheapCue.test(sentence.text)) continue;
    const cue = ownBrandCue.exec(sentence.text);
    if (!cue || othersCue.test(sentence.text)) continue;
    const stop = listEnd.exec(sentence.text.slice(cue.index));
    const to = sentence.start + (stop ? cue.index + stop.index : sentence.text.length);
    for (const run of runs(sentence)) {
      if (run[0]!.start >= to || !plausibleBrand(run)) continue;
      const start = run[0]!.start;
      const end = run.at(-1)!.end;
      const surface = ctx.text.slice(start, end);
      const key = foldName(surface);
      if (known.has(key)) continue;
      known.add(key);
      const mention: Mention = {
        key,
        surface,
        start,
        end,
        sentence,
        tokens: run,
        signals: new Set(['listed']),
        heading: false,
        initial: run[0]!.initial,
        nameLike: true,
      };
      added.push({ key, mark: surface, mentions: [mention], markType: 'brand', signals: new Set(['listed']), weight: 1 });
    }
  }
  return [...candidates, ...added];
}
