import type { EngineContext, Sentence } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import type { Mention, Signal } from './trademark-mention-types.ts';
import { foldName, wordTokens, type WordToken } from './trademark-text.ts';
import { thirdPartyMarks as thirdParty } from '../lexicons/trademark-known-marks.ts';
import { planWords } from './trademark-vocabulary.ts';
import { isFirstName, isNameLikeToken, isFunctionWord, isHeadingWord, isJargonOrCalendar, isLegalSuffix, isNonNameWord, isPlace } from './trademark-words.ts';
import { personAfter, personBefore } from './trademark-people.ts';

// A sentence that lists the business's own brands: "our brands include ...", "sold under the X, Y and Z names".
// Plural cues only: a single "our snack brand, Crunchly" is read by the mention signals.
const ownBrandCue = /\b(?:our|its|the company's|company-owned|proprietary|owned|in-house)\s+(?:[\w-]+\s){0,3}?(?:brands|brand names|banners|product lines|labels|trade names|franchises|concepts|nameplates|sub-brands)\b|\b(?:brands|brand names|banners|product lines),?\s+(?:such as|including|include|includes|are|like)\b|\b(?:brand portfolio|portfolio of brands)\b[^.;]{0,80}?\b(?:include|includes|including|such as|consists? of)\b|\bfollowing\s+(?:principal\s|core\s)?(?:brands|brand names|banners)\b|\b(?:marketed|sold|operated|offered)\s+under\s+(?:the\s)?(?:\w+\s){0,3}?(?:brands|names|banners|labels)\b/i;
// "under the Alder, Birch and Cedar names", "under the Star brite and Star Tron brand names": two to twelve words of
// any case before the noun (the names themselves are judged later, run by run).
const underNamedBrands = /\bunder\s+(?:the\s|our\s)?(?:[\p{L}\p{N}][\p{L}\p{N}'’&.!-]*,?\s(?:and\s)?){2,12}(?:brands|names|banners|sub-brands)\b/iu;
// "our apparel products include: A, B", "our technologies such as A and B": the text's own things listed by name.
// Weaker than a brand cue, so its items must look like names (coined, camel-cased, shouted or with a number).
const ownThingsCue = /\b(?:our|its)\s+(?:[\w-]+\s){0,4}?(?:products|technologies|platforms|solutions|offerings|services|systems|tools|applications|apps|product families|families|therapies|medicines|programs|software|devices|instruments|collections)\b[^.;]{0,80}?\b(?:include|includes|including|such as|consist of|comprise|comprising|are)\b|\b(?:we|the company)\s+(?:also\s+)?(?:offers?|sells?|markets?|makes?|manufactures?|provides?|develops?)\s+(?:[\w-]+\s){0,4}?(?:products|technologies|platforms|solutions|systems|devices|instruments|tools|applications)\s+(?:such as|including|like)\b/iu;
// "national craft brands like X and Y", "other brands such as X": a kind of brands that are not the text's own.
const othersKind = /\b(?:national|other|others['’]|competing|rival|leading|big|major|popular|established|well-known|larger|bigger|global|mainstream|incumbent|existing|supermarket|imported|foreign|international|multinational|famous)\s+(?:[\w-]+\s+){0,2}$/i;
// The list ends where the goods are said to be sold, carried or distributed by someone else.
const listEnd = /\b(?:sold|available|distributed|carried|stocked)\s+(?:on|at|in|through|via|by)\b|;/i;
// Lists of other businesses: competitors, customers, suppliers, partners, retailers that carry the goods. Read in
// the sentence's lower-case words only: "Harbor Lane Partners" names a brand, "our partners" are others.
export const othersCue = /\b(?:compet\w*|rivals?|customers? (?:include|such as)|retailers?|distributors?|suppliers?|vendors?|partners?|licens\w*|acqui\w*|such retailers|mass merchants|club stores)\b/i;
const capitalisedMidSentence = /(?<=\S\s+)[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*/gu;
const capitalisedWord = /[\p{Lu}\p{N}][\p{L}\p{N}'’&.-]*/gu;

/** Whether a text speaks of others in its lower-case words ("our competitors"), not in names ("Harbor Lane Partners"). */
export function speaksOfOthers(text: string): boolean {
  return othersCue.test(text.replace(capitalisedWord, ''));
}

/**
 * A name read from one of the text's own lists (brand lists, catalogues, coined lists, range heads) as a 'listed'
 * brand candidate; undefined when the name is already known or someone else's mark. Adds the name to `known`.
 */
export function listedCandidate(
  ctx: EngineContext,
  run: WordToken[],
  sentence: Sentence,
  known: Set<string>,
  { nameLike = true, list, othersMark = (key: string) => thirdParty.has(key) }: { nameLike?: boolean; list?: number; othersMark?: (key: string) => boolean } = {},
): NameCandidate | undefined {
  const start = run[0]!.start;
  const end = run.at(-1)!.end;
  const surface = ctx.text.slice(start, end);
  const key = foldName(surface);
  if (known.has(key) || othersMark(key) || inExamples(sentence, start - sentence.start) || inPlaceList(sentence, start - sentence.start)) return undefined;
  // "our in-house artist, Jolene Park, who ...": a person named in the list's sentence, not one of its names. A role
  // written with a capital ends the list item before ("brands: American Coach, Fleetwood RV"), so it must be lower case.
  const role = personBefore.exec(ctx.text.slice(Math.max(sentence.start, start - 80), start))?.[0];
  if (run.length >= 2 && ((role && !/^\p{Lu}/u.test(role)) || personAfter.test(ctx.text.slice(end, sentence.end)))) return undefined;
  known.add(key);
  const signals = () => new Set<Signal>(['listed']);
  const mention: Mention = { key, surface, start, end, sentence, tokens: run, signals: signals(), heading: false, initial: run[0]!.initial, nameLike };
  return { key, mark: surface, mentions: [mention], markType: 'brand', signals: signals(), weight: 1, ...(list !== undefined && { list }) };
}

/**
 * "women's brands (think Alder, Birch, Cedar)", "(e.g., A, B)": examples of a kind, someone else's, unless the
 * text says they are its own ("our labels (e.g., A, B)").
 */
function inExamples(sentence: Sentence, at: number): boolean {
  const open = sentence.text.lastIndexOf('(', at);
  if (open < 0 || sentence.text.indexOf(')', open) < at) return false;
  if (!/^\((?:think|e\.\s?g\.?|eg|like|such as|for example|say|i\.e\.)[\s,:]/i.test(sentence.text.slice(open, open + 16))) return false;
  return !/\b(?:our|its|my)\b[^()]{0,40}$/i.test(sentence.text.slice(Math.max(0, open - 50), open));
}

/** "Western suburbs of Chicago: Naperville, Downers Grove, Lisle": a list of places, whatever their names look like. */
const placeLeadIn =
  /\b(?:suburbs?|cities|towns|villages|neighbou?rhoods|counties|boroughs|districts|regions|service areas?|zip codes|postcodes|we serve|serving|located in|stores in)\b[^:;.()]{0,40}?(?::|\bincluding\b|\bsuch as\b|\blike\b|\bin\b)\s/gi;
const placeLeadIns = new WeakMap<Sentence, number[]>();
function inPlaceList(sentence: Sentence, at: number): boolean {
  let ends = placeLeadIns.get(sentence);
  if (!ends) {
    ends = [...sentence.text.matchAll(placeLeadIn)].map((m) => m.index + m[0].length);
    placeLeadIns.set(sentence, ends);
  }
  const leadEnd = ends.findLast((end) => end <= at) ?? -1;
  // Only names, commas and "and" between the lead-in and this item: the item belongs to that list.
  return leadEnd >= 0 && !/\b(?!and\b|or\b)\p{Ll}+/u.test(sentence.text.slice(leadEnd, at));
}

const cheapCue = /brands|banners|lines|labels|names|franchises|concepts|nameplates|products|technologies|platforms|solutions|offerings|services|systems|tools|app|famil|therapies|medicines|programs|software|devices|instruments|collections/i;

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

/** Words that could make a brand: not all headings, jargon or function words, not a place, a first name or a suffix. */
export function brandWords(run: WordToken[]): boolean {
  const words = run.map((t) => t.core);
  if (words.length > 5 || words.every((w) => isHeadingWord(w) || isNonNameWord(w) || isJargonOrCalendar(w) || isFunctionWord(w))) return false;
  return !(isLegalSuffix(words.at(-1)!) || isPlace(words.join(' ')) || (words.length === 1 && isFirstName(words[0]!)));
}

export function plausibleBrand(run: WordToken[], sentence: Sentence): boolean {
  // The sentence's own first word is capitalised by grammar; an item after "include:" is not.
  return brandWords(run) && (run[0]!.start > sentence.start || run.length > 1);
}

/** An item of a list of things (not of brands) must look like a name, not like a category ("Apparel", "Footwear"). */
function nameShaped(run: WordToken[], lower: Set<string>): boolean {
  if (run.some((t) => isPlace(t.core))) return false;
  return run.some((t) => {
    const letters = t.core.replace(/[^\p{L}]/gu, '').length;
    if (t.innerCap || t.markSymbol) return letters >= 3;
    if (t.allCaps) return letters >= 5 || (letters >= 3 && run.length >= 2);
    if (/\p{L}.*\d|\d.*\p{L}/u.test(t.core)) return letters >= 3;
    return isNameLikeToken(t) && !isFirstName(t.core) && !lower.has(t.core.toLowerCase());
  });
}

const othersCueEverywhere = new RegExp(othersCue.source, 'gi');

/** Where the last word about others ends before `limit` (-1 if none), read in lower-case words only, as speaksOfOthers. */
function othersEndBefore(text: string, limit: number): number {
  const lowerOnly = text.slice(0, limit).replace(capitalisedMidSentence, (name) => ' '.repeat(name.length));
  let last = -1;
  for (const m of lowerOnly.matchAll(othersCueEverywhere)) last = m.index + m[0].length;
  return last;
}

/** Where a list of names after a cue ends: a semicolon ends it unless the list itself is written with semicolons. */
function listStop(text: string, from: number): number {
  const rest = text.slice(from);
  const semicolonList = (rest.match(/;\s*(?:and\s+)?[\p{Lu}\p{N}]/gu) ?? []).length >= 2;
  const stop = (semicolonList ? /\b(?:sold|available|distributed|carried|stocked)\s+(?:on|at|in|through|via|by)\b/i : listEnd).exec(rest);
  return stop ? from + stop.index : text.length;
}

/**
 * Brands the text lists as its own ("our brands include Northwind, Harbor Lane and Tilly's"), kept as candidates
 * of their own weight: they lack the signals that single names get from being introduced one by one.
 */
export function withListedBrands(ctx: EngineContext, candidates: NameCandidate[]): NameCandidate[] {
  const known = new Set(candidates.map((c) => c.key));
  // A famous name is someone else's, unless it is the text's own company's ("our Acme Pay and Acme Move services").
  const own = candidates.find((c) => c.ownCompany)?.key.split(' ')[0];
  const othersMark = (key: string) => thirdParty.has(key) && key.split(' ')[0] !== own;
  const lower = planWords(ctx).writtenLower;
  const added: NameCandidate[] = [];
  for (const sentence of ctx.sentences) {
    if (sentence.text.length > 1500 || !cheapCue.test(sentence.text)) continue;
    const brandCue = ownBrandCue.exec(sentence.text) ?? underNamedBrands.exec(sentence.text);
    const cue = brandCue ?? ownThingsCue.exec(sentence.text);
    // "we provide services under other brands, including A and B": the text's own other brands, not others'.
    if (!cue) continue;
    const before = sentence.text.slice(0, cue.index);
    if (othersKind.test(before) && !/\bunder\s+(?:our\s+|its\s+)?other\s+$/i.test(before)) continue;
    const to = sentence.start + listStop(sentence.text, cue.index);
    // Others spoken of from the cue to the list's end make the list theirs. Spoken of only before the cue ("versus
    // our competitors, our in-house brands include A, B"), they end where the text's own list begins.
    const othersEnd = othersEndBefore(sentence.text, to - sentence.start);
    const ownCue = /^(?:our|its|the company's|company-owned|proprietary|owned|in-house)\b/i.test(cue[0]);
    if (othersEnd >= cue.index || (othersEnd >= 0 && !ownCue)) continue;
    // Names in a brand list may stand before the cue ("the X, Y and Z brands"); a list of things follows its cue.
    const from = brandCue ? sentence.start + Math.max(0, othersEnd) : sentence.start + cue.index + cue[0].length;
    const listed: NameCandidate[] = [];
    for (const run of runs(sentence)) {
      if (run[0]!.start >= to || run[0]!.start < from || !plausibleBrand(run, sentence)) continue;
      if (!brandCue && !nameShaped(run, lower)) continue;
      const candidate = listedCandidate(ctx, run, sentence, known, { list: sentence.index, othersMark });
      if (candidate) listed.push(candidate);
    }
    added.push(...listed);
  }
  return [...candidates, ...added];
}
