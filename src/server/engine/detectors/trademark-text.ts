import type { Sentence } from '../types.ts';
import { honorificWord } from './trademark-people.ts';
import { romanceJoin } from './trademark-romance.ts';
import { isFirstName, isHeadingWord, isJargonOrCalendar } from './trademark-words.ts';

/** A word of a sentence with its offsets in the analysed text. */
export type WordToken = {
  text: string;
  /** The word without a possessive "'s". */
  core: string;
  start: number;
  end: number;
  /** Starts with a capital letter or has one inside ("CloudNest", "iPhone"). */
  capitalised: boolean;
  allCaps: boolean;
  innerCap: boolean;
  /** The first word of its sentence, or the first after a colon or opening quote: capitalised by grammar. */
  initial: boolean;
  /** Followed by a trademark symbol: ™ ® ℠ (TM) (R) (SM). */
  markSymbol: boolean;
  /** The symbol says the mark is registered: ® or (R). */
  registered: boolean;
};

// Words that start with a capital or a digit, or have a capital inside ("iPhone"): lower-case words never match.
// Decimal digits only: a footnote mark is no part of the word ("²HydroLattice Pty Ltd", "Park¹").
const wordPattern = /(?<![\p{L}\p{Nd}])(?:\p{Lu}|\p{Nd}|\p{Ll}+\p{Lu})[\p{L}\p{Nd}]*(?:['’.&\-+][\p{L}\p{Nd}]+)*/gu;
// Shouted names only with "TM": English has no word ending so, while "PRISM" or "TOURISM" end in "SM".
const gluedSymbol = /^\p{Lu}[\p{L}\p{N}]*[\p{Ll}\p{N}](?:TM|SM)$|^\p{Lu}[\p{Lu}\p{N}-]{3,}TM$/u;
const markSymbolPattern = /^\s?(?:™|®|℠|\((?:TM|R|SM)\))/i;
const registeredPattern = /^\s?(?:®|\(R\))/i;

/**
 * The capitalised words of a sentence (and short numbers, which can end a name: "Forge 45"). Lower-case words are
 * not kept: they only break runs of capitals, which the gap test in capitalisedRuns sees anyway.
 */
export function wordTokens(sentence: Sentence): readonly WordToken[] {
  // Mentions, lists, catalogues, range heads and slogans all read the same sentences: tokenise each once.
  let tokens = tokenised.get(sentence);
  if (!tokens) tokenised.set(sentence, (tokens = tokenise(sentence)));
  return tokens;
}

const tokenised = new WeakMap<Sentence, readonly WordToken[]>();

function tokenise(sentence: Sentence): WordToken[] {
  const tokens: WordToken[] = [];
  const text = sentence.text;
  for (const m of text.matchAll(wordPattern)) {
    // "SmartStageTM", "StudioResTM": a mark symbol flattened into letters and glued to the name (no word ends so).
    const glued = gluedSymbol.test(m[0]);
    const raw = glued ? m[0].slice(0, -2) : m[0];
    // No name is this long; a run of letters like this is noise (a hash, a key, a pasted table).
    if (raw.length > 40) continue;
    const c = raw.charCodeAt(0);
    const local = m.index;
    // "Forge 45", "Glucerna 1.2 Cal": short numbers, decimals included, can stand inside a name.
    const numeric = c >= 48 && c <= 57 && /^\d{1,3}(?:\.\d{1,2})?$/.test(raw);
    const core = raw.replace(/['’]s$/i, '');
    const capitalised = /^\p{Lu}/u.test(core) || /^\p{Ll}+\p{Lu}/u.test(core) || /^\p{N}+\p{Lu}/u.test(core);
    if (!capitalised && !numeric) continue;
    // Capitalised by position: the sentence's first word, or the first after a colon, quote, bracket, dash, table
    // cell or bullet, with markdown emphasis ignored ("- **Career Changers**", "| Solvane |").
    let j = local - 1;
    while (j >= 0 && /[\s*_`#>]/.test(text[j]!)) j--;
    const initial = j < 0 || /[:;“"‘(|•—–]/.test(text[j]!);
    const letters = core.replace(/[^\p{L}]/gu, '');
    tokens.push({
      text: raw,
      core,
      start: sentence.start + local,
      end: sentence.start + local + raw.length,
      capitalised,
      allCaps: letters.length > 1 && letters === letters.toUpperCase(),
      innerCap: /\p{Ll}\p{Lu}/u.test(core),
      initial,
      markSymbol: glued || markSymbolPattern.test(text.slice(local + raw.length, local + raw.length + 5)),
      registered: registeredPattern.test(text.slice(local + raw.length, local + raw.length + 5)),
    });
  }
  return tokens;
}

/**
 * A heading or a label line rather than a sentence: short, no closing punctuation, mostly title case
 * ("Market Analysis", "3. Competitive Landscape", "LUMIO BUSINESS PLAN").
 */
export function isHeading(sentence: Sentence): boolean {
  const text = sentence.text.trim();
  if (text.length > 160) return false;
  if (/^#{1,6}\s/.test(text)) return true;
  // A table row is data, not a heading: "| Solvane | Q Battery 5X |".
  if (text.startsWith('|')) return false;
  if (/[.!?]["'”’)]?$/.test(text) || text.length > 120) return false;
  if (/:$/.test(text)) return true;
  // "**Revenue streams**" alone on its line: a bold line heads what follows, in sentence case too.
  if (/^(?:\*\*|__)?[^*_]{1,60}(?:\*\*|__)$/.test(text)) return true;
  const all = text.match(/\p{L}[\p{L}'’-]{3,}/gu) ?? [];
  if (all.length === 0) return true;
  if (all.length > 12) return false;
  // "عطارة الياسمين – Attaret El Yasmine": Arabic, Devanagari or Chinese words have no capitals to count.
  const cased = all.filter((w) => /[\p{Lu}\p{Ll}]/u.test(w));
  const words = cased.length > 0 ? cased : all;
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return capitalised / words.length >= 0.6;
}

const maxNameWords = 5;
const possessiveShop =
  /^(?:bakehouse|bakery|bakeshop|kitchen|cafe|café|deli|diner|pantry|larder|garage|salon|barbers?|tavern|pub|inn|bistro|grill|brasserie|eatery|dairy|creamery|brewery|distillery|workshop|nursery|pharmacy|chemist|bookshop|bookstore|florist|butchers?|bakers?|tearoom|taqueria|pizzeria|trattoria|cantina|smokehouse|roastery|cellars?|yard|forge|table|place|corner|nook|shack|den|shop|store|market|studio|farms?|orchard|restaurant|boutique|emporium|bar|grocery|meats|tailors?|hardware)$/i;

// "Mama Ngozi's", "Auntie Bisi's", "Ah Seng's": a person named by a title of kinship or respect, the courtesy titles
// that open a person's name (`honorificWord`) and the family and English ones.
const kinshipTitle = (word: string) => honorificWord.test(word) || /^(?:Mama|Mam|Mum|Aunt|Uncle|Grandma|Granny|Grandpa|Gran|Nana|Mamma|Papa|Baba|Ah|Chef|Mister|Mr|Mrs|Ms|Madam)$/.test(word);

/**
 * "Ebele's Pot", "Auntie Bisi's Braid Bar": a person's name in the possessive before a word that is neither a
 * heading's nor of jargon names the person's business; a person is never the mark, so the whole is the name
 * ("Ebele's Plan" stays two things).
 */
function isPersonsBusiness(run: readonly WordToken[], next: WordToken): boolean {
  const person = (run.length === 1 && isFirstName(run[0]!.core)) || (run.length === 2 && kinshipTitle(run[0]!.core));
  return person && !next.allCaps && !isHeadingWord(next.core) && !isJargonOrCalendar(next.core);
}

/** Runs of capitalised words joined by spaces (or "&", or a Romance particle), the raw material of names. */
export function capitalisedRuns(sentence: Sentence, tokens: readonly WordToken[], nameLike: (t: WordToken) => boolean): WordToken[][] {
  const runs: WordToken[][] = [];
  let run: WordToken[] = [];
  // Names are a few words long. A longer run is a title-case or shouted phrase ("BATTERY FIRE WOULD DAMAGE THE"):
  // only its coined words can be names there, each on its own.
  const flush = () => {
    if (run.length > maxNameWords) runs.push(...run.filter(nameLike).map((t) => [t]));
    else if (run.length) runs.push(run);
    run = [];
  };
  for (const [i, token] of tokens.entries()) {
    const last0 = run[run.length - 1];
    // A short number right after a name belongs to it: "Forge 45".
    if (!token.capitalised && last0?.capitalised && sentence.text.slice(last0.end - sentence.start, token.start - sentence.start) === ' ') {
      run.push(token);
      continue;
    }
    if (!token.capitalised) {
      flush();
      continue;
    }
    const last = run[run.length - 1];
    if (last) {
      const gap = sentence.text.slice(last.end - sentence.start, token.start - sentence.start);
      // A possessive or a mark symbol ends a name: "Lumio's Hub" is two things, "Lumio™ Hub" stays one product.
      // A possessive before the kind of shop it names does not: "HEGARTY'S BAKEHOUSE", "Rosa's Kitchen", "Hansen's Meat Market".
      const possessive = /['’]s$/i.test(last.text) && !shopAhead(tokens, i) && !isPersonsBusiness(run, token);
      // "Rajesh Patel    Designation": a run of spaces or a tab is a column of a form, not a space inside a name.
      // "Camille de Maison Verveine": after a given name alone the particle says where the person is from.
      const joined = romanceJoin.test(gap) && !(run.length === 1 && isFirstName(last.core));
      if (!(/^(?:[ \n]|\s*&\s*|\s*(?:™|®)\s*)$/.test(gap) || joined) || possessive) flush();
    }
    run.push(token);
  }
  flush();
  return runs;
}

/** The kind of shop, right after a possessive or one word later ("Hansen's Meat Market"), in capitals as a name's. */
function shopAhead(tokens: readonly WordToken[], i: number): boolean {
  const next = tokens[i + 1];
  return possessiveShop.test(tokens[i]!.core) || (next !== undefined && next.capitalised && next.start - tokens[i]!.end === 1 && possessiveShop.test(next.core));
}

const plain = new WeakMap<Sentence, string>();

/**
 * The sentence text between two absolute offsets, with markdown marks blanked out (same length, so offsets hold)
 * and table-cell bars made into sentence breaks, so that patterns read "Our **brands**: X" as "Our brands: X".
 */
export function sliceSentence(sentence: Sentence, start: number, end: number): string {
  let text = plain.get(sentence);
  if (text === undefined) {
    text = sentence.text.replace(/[*_`#>]/g, ' ').replace(/\|/g, ';');
    plain.set(sentence, text);
  }
  return text.slice(Math.max(0, start - sentence.start), Math.max(0, end - sentence.start));
}

/** Lower-case, accent-free, single-spaced: the key names are compared and grouped by. */
export function foldName(text: string): string {
  // eslint-disable-next-line no-control-regex -- plain ASCII needs no accent folding, the common case
  const ascii = /^[\x00-\x7f]*$/.test(text);
  return (ascii ? text : text.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where a phrase occurs in a text, in any case (plain substring matches, not whole words). */
export function spansOf(text: string, phrase: string): [number, number][] {
  const lower = text.toLowerCase();
  const key = phrase.toLowerCase();
  const spans: [number, number][] = [];
  if (!key) return spans;
  for (let at = lower.indexOf(key); at >= 0; at = lower.indexOf(key, at + key.length)) spans.push([at, at + key.length]);
  return spans;
}
