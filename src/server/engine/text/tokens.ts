// Fast word-list lookups. A plan is cut into lower-case word tokens once per context; lexicons of words and short
// phrases are looked up in maps instead of running large regular expressions over every sentence (which costs
// milliseconds per list on a long plan). Shared by every detector, the features and the noun-phrase reader.
import type { EngineContext, Sentence } from '../types.ts';

export type Tokens = {
  /** Lower-case words; hyphenated and slashed words are split ("cold-chain" -> "cold", "chain"). */
  words: string[];
  /** Offsets of each word in the sentence text. */
  starts: number[];
  ends: number[];
};

/** Letters and digits, Latin or not; a plain character scan is several times faster than a Unicode regex. */
export function isWordChar(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57);
  if (code === 0xb5) return true;
  if (code < 0xc0 || code === 0xd7 || code === 0xf7) return false;
  // General punctuation, arrows, maths and box-drawing blocks hold no letters.
  return !(code >= 0x2000 && code <= 0x2bff) && !(code >= 0x3000 && code <= 0x303f) && code !== 0xfeff;
}

/** A word of a text with its offsets, as the shared scanner reads it. */
export type ScannedWord = { text: string; start: number; end: number };

const isApostrophe = (c: number) => c === 39 || c === 0x2019;
const isJoiner = (c: number) => c === 45 || c === 47 || c === 43; // - / +

/**
 * The one word scanner of the engine. Letters and digits make words; an apostrophe followed by a letter stays
 * inside the word ("world's", "don’t") in every mode, a trailing one never does. `compounds` also keeps hyphens,
 * slashes and plus signs inside a word ("cold-chain", "C++", "UI/UX"): noun phrases read compounds whole, while
 * lexicon lookups read their parts ("cold", "chain").
 */
export function scanWords(text: string, compounds: boolean, offset = 0): ScannedWord[] {
  const words: ScannedWord[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const start = i;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isWordChar(c)) i++;
      else if ((isApostrophe(c) || (compounds && isJoiner(c))) && i + 1 < n && isWordChar(text.charCodeAt(i + 1))) i++;
      else if (compounds && c === 43) i++; // "C++": a trailing plus belongs to the name
      else break;
    }
    words.push({ text: text.slice(start, i), start: offset + start, end: offset + i });
  }
  return words;
}

/** Lower-case words of a sentence for lexicon lookups (compounds split into their parts). */
export function tokenize(text: string): Tokens {
  const scanned = scanWords(text, false);
  return { words: scanned.map((w) => w.text.toLowerCase()), starts: scanned.map((w) => w.start), ends: scanned.map((w) => w.end) };
}

const cache = new WeakMap<EngineContext, Tokens[]>();

/** The tokens of every sentence of the plan, by sentence index. */
export function sentenceTokens(ctx: EngineContext): Tokens[] {
  let tokens = cache.get(ctx);
  if (!tokens) {
    tokens = ctx.sentences.map((s: Sentence) => tokenize(s.text));
    cache.set(ctx, tokens);
  }
  return tokens;
}

/** Several word sets checked in one pass over a sentence: each set gets a bit, each sentence a mask. */
export class TriggerTable {
  private readonly masks = new Map<string, number>();
  private bits = 0;

  /** Registers a comma-separated word list and returns its bit. */
  add(list: string): number {
    if (this.bits >= 31) throw new Error('TriggerTable holds at most 31 word sets');
    const bit = 1 << this.bits++;
    for (const word of wordSet(list)) this.masks.set(word, (this.masks.get(word) ?? 0) | bit);
    return bit;
  }

  maskOf(tokens: Tokens): number {
    let mask = 0;
    for (const w of tokens.words) mask |= this.masks.get(w) ?? 0;
    return mask;
  }
}

/** True when the sentence holds any of the words. */
export function hasAny(tokens: Tokens, words: ReadonlySet<string>): boolean {
  for (const w of tokens.words) if (words.has(w)) return true;
  return false;
}

export function wordSet(list: string): ReadonlySet<string> {
  const words = list.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean);
  // Tokens keep the apostrophe the text wrote: "don't" and "don’t" are one trigger.
  return new Set(words.flatMap((w) => (w.includes("'") ? [w, w.replaceAll("'", '’')] : [w])));
}

export type PhraseMatch<T> = { value: T; start: number; end: number; text: string; first: number; last: number };

const maxPhraseWords = 4;

/**
 * A lexicon of words and short phrases ("sensor", "sensor fusion", "enzym*" for any word starting so). Plurals
 * of the last word are added; hyphens and spaces are the same ("cold-chain" = "cold chain").
 */
export class PhraseIndex<T> {
  private readonly exact = new Map<string, T>();
  /** Prefix entries ("enzym*") by their first three letters, so a word checks only a few. */
  private readonly prefixes = new Map<string, [string, T][]>();
  /** The first two words of every phrase of two or more words: most words start none. */
  private readonly openings = new Set<string>();
  private readonly firstWords = new Set<string>();

  constructor(entries: Iterable<[string, T]>) {
    for (const [raw, value] of entries) {
      const phrase = raw.trim().toLowerCase().replace(/[-/]+/g, ' ').replace(/\s+/g, ' ');
      if (!phrase) continue;
      const words = phrase.split(' ');
      if (words.length > 1) {
        this.firstWords.add(words[0]!);
        this.openings.add(`${words[0]} ${words[1]!.replace(/\*$/, '').slice(0, 3)}`);
      }
      if (phrase.endsWith('*')) {
        const key = phrase.slice(0, -1);
        const bucket = key.slice(0, 3);
        const list = this.prefixes.get(bucket) ?? [];
        list.push([key, value]);
        this.prefixes.set(bucket, list);
        continue;
      }
      for (const form of pluralForms(phrase)) if (!this.exact.has(form)) this.exact.set(form, value);
    }
  }

  /** The longest entry starting at word i, if any. */
  matchAt(tokens: Tokens, i: number): { value: T; length: number } | undefined {
    const words = tokens.words;
    const word = words[i]!;
    const next = words[i + 1];
    if (next !== undefined && this.firstWords.has(word) && this.openings.has(`${word} ${next.slice(0, 3)}`)) {
      for (let n = Math.min(maxPhraseWords, words.length - i); n >= 2; n--) {
        const key = words.slice(i, i + n).join(' ');
        const hit = this.exact.get(key) ?? this.prefixHit(key);
        if (hit !== undefined) return { value: hit, length: n };
      }
    }
    const hit = this.exact.get(word) ?? this.prefixHit(word);
    return hit === undefined ? undefined : { value: hit, length: 1 };
  }

  private prefixHit(key: string): T | undefined {
    if (this.prefixes.size === 0) return undefined;
    const bucket = this.prefixes.get(key.slice(0, 3));
    if (!bucket) return undefined;
    for (const [prefix, value] of bucket) if (key.startsWith(prefix) && !key.slice(prefix.length).includes(' ')) return value;
    return undefined;
  }

  /** Every match in the sentence, left to right, not overlapping; offsets refer to `text`. */
  scan(tokens: Tokens, text: string): PhraseMatch<T>[] {
    const out: PhraseMatch<T>[] = [];
    for (let i = 0; i < tokens.words.length; i++) {
      const hit = this.matchAt(tokens, i);
      if (!hit) continue;
      const last = i + hit.length - 1;
      const start = tokens.starts[i]!;
      const end = tokens.ends[last]!;
      out.push({ value: hit.value, start, end, text: text.slice(start, end), first: i, last });
      i = last;
    }
    return out;
  }

  /** The first match, if any. */
  find(tokens: Tokens, text: string): PhraseMatch<T> | undefined {
    for (let i = 0; i < tokens.words.length; i++) {
      const hit = this.matchAt(tokens, i);
      if (!hit) continue;
      const last = i + hit.length - 1;
      return { value: hit.value, start: tokens.starts[i]!, end: tokens.ends[last]!, text: text.slice(tokens.starts[i]!, tokens.ends[last]!), first: i, last };
    }
    return undefined;
  }

  has(word: string): boolean {
    return this.exact.has(word) || this.prefixHit(word) !== undefined;
  }

  get(phrase: string): T | undefined {
    const key = phrase.toLowerCase().replace(/[-/]+/g, ' ').replace(/\s+/g, ' ').trim();
    return this.exact.get(key) ?? this.prefixHit(key);
  }
}

/** Calls fn for every match of a global pattern, without the copy of the pattern that matchAll makes. */
export function eachMatch(pattern: RegExp, text: string, fn: (m: RegExpExecArray) => void): void {
  pattern.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = pattern.exec(text))) {
    fn(m);
    if (m[0] === '') pattern.lastIndex++;
  }
}

function pluralForms(phrase: string): string[] {
  const forms = [phrase];
  // Software is "code"; "codes" are one-time, discount or tax codes: a mass noun whose plural means something else.
  if (/(?:^| )code$/.test(phrase)) return forms;
  if (/(?:s|x|z|ch|sh)$/.test(phrase)) forms.push(`${phrase}es`);
  else if (/[^aeiou]y$/.test(phrase)) forms.push(`${phrase.slice(0, -1)}ies`);
  else forms.push(`${phrase}s`);
  return forms;
}

/** A lexicon whose entries all carry the same value: a set of words and phrases. */
export function phraseSet(list: string): PhraseIndex<true> {
  return new PhraseIndex(list.split(',').map((w) => [w, true] as [string, true]));
}
