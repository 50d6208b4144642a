// Names for inventions, taken from the plan's own words: a patent statement's object ("the thermally aware
// charging method"), a heading ("Adaptive cold-chain routing"), a list title or a noun phrase.
import { genericHeadingPattern, headEntry, type PatentCategory } from '../lexicons/patent-terms.ts';
import { contentWords, stem } from '../text/noun-phrases.ts';
import type { SentenceSignals } from './patent-signals.ts';
import type { Tokens } from '../text/tokens.ts';
import type { Sentence } from '../types.ts';
import { isCoined, isFirstName } from './trademark-words.ts';

// Words too common in technical plans to tie two mentions to the same invention (stemmed).
const genericWords = new Set(
  (
    'smart,digital,data,based,real,time,technology,automated,automatic,intelligent,driven,powered,enabled,mobile,online,' +
    'high,low,cost,new,novel,system,method,process,device,platform,solution,product,machine,learning,model,algorithm,' +
    'software,hardware,cloud,making,make,use,using,invention,design,approach,way,work,structure,feature,control,module,' +
    'unit,part,component,composition,formulation,compound,material,technique,engine,tool,application,version,' +
    'combination,protection,patent,provisional,particle,company,customer,user,core,key,main,first,second'
  )
    .split(',')
    .map(stem),
);

export function distinctive(text: string, tokens?: Tokens): string[] {
  return contentWords(text, tokens).filter((w) => !genericWords.has(w));
}

export function shareCount(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const w of b) if (a.has(w)) n++;
  return n;
}

const dateLike = /^(?:(?:q[1-4]|h[12]|fy)\s*)?\d{4}\b|^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}|^(?:year|phase|month|step|stage|week|day)\s+\d/i;

/** A heading or list title that names a thing, not a part of the plan ("Market") or a date ("Q3 2025"). */
export function isSpecificHeading(title: string): boolean {
  const t = title.replace(/[™®©]/g, '').trim();
  if (t === '' || t.split(/\s+/).length > 8 || dateLike.test(t)) return false;
  if (/\b(?:business plan|plan|memorandum|summary|contents)\b|[—–|]/i.test(t)) return false;
  // "Priya Nair  9:21 AM", "Linh [09:12]": a chat's speaker line, stamped with the time, heads what was said.
  if (/\b\d{1,2}:\d{2}(?::\d{2})?(?:\s?[AaPp]\.?[Mm]\.?)?\]?$/.test(t)) return false;
  // "Founder notes", "Meeting minutes": a record of everything; "EarthLock panel installation notes" is about a product.
  if (/\b(?:notes|minutes|transcript|listing)\b/i.test(t) && !/\p{Ll}\p{Lu}|\b\p{Lu}{2,}[-\s]?\d/u.test(t)) return false;
  // "Agreed prices from 1 April": money names no invention.
  if (/\b(?:prices?|pricing|costs?|fees?|budget|revenue|cash|payments?)\b/i.test(t)) return false;
  // "Winooski, Vermont", "Austin, TX": a place line under the title.
  if (/^\p{Lu}[\p{L}.'’-]*(?:\s\p{Lu}[\p{L}.'’-]*){0,3},\s\p{Lu}[\p{L}.]*(?:\s\p{Lu}[\p{L}.]*)?$/u.test(t)) return false;
  // "Three things", "The 4 key changes": a count of what follows names none of it.
  if (/^(?:the\s+)?(?:two|three|four|five|six|\d+)\s+(?:key\s+|main\s+|big\s+)?(?:things|parts|ideas|changes|reasons|features|points|steps|tricks|differences|innovations|improvements)$/i.test(t)) return false;
  // "So what's different about Dakje?", "Technology: how Brinewood Melt stretches": a question, or a clause about how the
  // thing works, says what the section does rather than naming its thing.
  // ("How Northbeam Edge works" and "What it is" are left to the sections that present the product: read whole.)
  if (/\?$/.test(t) || (/^(?:[\p{L}\d. ]+:\s*)?(?:so\s+|and\s+)?(?:how|what|why|when|where|which|who)\b/iu.test(t) && !/\bworks?$|^what\s+[\p{L}-]+\s+(?:is|are|does|do)$/iu.test(t))) return false;
  // "Hamon Guide is different": a heading that claims something of the product is a sentence, not its name.
  if (/\b(?:is|are)\s+(?:different|new|better|unique)\b/i.test(t)) return false;
  // "ROHAN PILLAI", "Meera Iyer": a speaker's or a person's name over what they said.
  const words = t.split(/\s+/);
  if (words.length <= 3 && isFirstName(words[0]!.charAt(0) + words[0]!.slice(1).toLowerCase()) && !words.some((w) => headEntry(w))) return false;
  // "To: Hamish Collins, Patent Attorney", "Speaker: Priya Raman, co-founder", "E-mail: ...": a letter's address or a
  // form's field (any short label before a colon) names people and places, not an invention.
  if (/^[^\p{L}\p{N}]*\p{L}[\p{L} -]{0,25}:\s+\S/u.test(t)) return false;
  // "I designed a replacement:", "We built it:": a clause that opens a paragraph names no invention.
  if (/^(?:i|we|i['’]ve|we['’]ve|my|our|so|then|this|it)\s+(?:\w+ed|have|had|made|built|did|is|was|are|were|am|will|plan|want|need)\b/i.test(t)) return false;
  const core = t.toLowerCase().replace(/^(?:the|our|a|an)\s+/, '');
  // "The probe" is too bare to name an invention, and "HearthCell" or "Product: Orvana" names a product.
  if (!core.includes(' ') || /^(?:product|feature|module|offering|service|solution)s?\s*:/i.test(core)) return false;
  // "Our Solution and Current Operations": parts of a plan joined are still a part of a plan.
  const lower = t.toLowerCase();
  if (genericHeadingPattern.test(lower)) return false;
  const parts = lower.split(/\s+(?:and|&)\s+/);
  return parts.length === 1 || !parts.every((part) => genericHeadingPattern.test(part) || /^(?:current |our )?(?:operations|status|progress|plans?|results)$/.test(part));
}

const prepositions = /^(?:with|without|for|of|in|on|using|by|from|to|that|which|via|through|and)$/i;

export type NameHead = { key: string; category?: PatentCategory; strong?: boolean };

/** The head of a name: the last word before its first preposition ("estimation" in "estimation without a sensor"). */
export function headOfName(name: string): NameHead {
  const words = name.split(/\s+/);
  const cut = words.findIndex((w, i) => i > 0 && prepositions.test(w));
  const core = (cut === -1 ? words : words.slice(0, cut)).map((w) => w.replace(/[^\p{L}\d-]/gu, ''));
  // "radio switching method": the gerund is what the method does, and tells two methods apart.
  if (core.length >= 2 && /^methods?$/i.test(core.at(-1)!) && /^[a-z]+ing$/i.test(core.at(-2)!)) {
    return { key: headKey(core.at(-2)!), category: 'method', strong: false };
  }
  for (let i = core.length - 1; i >= 0; i--) {
    const entry = headEntry(core[i]!);
    if (entry) return { key: headKey(core[i]!), category: entry.category, strong: entry.strong };
    if (i === core.length - 1 && /ing$/i.test(core[i]!)) return { key: headKey(core[i]!), category: 'method', strong: false };
  }
  return { key: '' };
}

export function headKey(word: string): string {
  return word.toLowerCase().replace(/ies$/, 'y').replace(/(?<=[^s])s$/, '');
}

/**
 * Capitalised words the plan writes after a lower-case word ("the Framelock connector"), or coined words it writes
 * capitalised again and again and never in lower case ("Hivegate replaces ...", "Single Hivegate: $34"): brands, not
 * Title Case.
 */
export function brandWords(sentences: Sentence[], tokens: Tokens[]): Set<string> {
  const out = new Set<string>();
  const capitalised = new Map<string, number>();
  const lower = new Set<string>();
  for (const s of sentences) {
    const t = tokens[s.index]!;
    for (let i = 0; i < t.words.length; i++) {
      const word = s.text.slice(t.starts[i]!, t.ends[i]!);
      if (/^\p{Lu}\p{Ll}+$/u.test(word)) capitalised.set(word, (capitalised.get(word) ?? 0) + 1);
      else if (word === word.toLowerCase()) lower.add(word);
    }
    for (let i = 1; i < t.words.length; i++) {
      const first = s.text[t.starts[i]!]!;
      if (first === first.toLowerCase()) continue;
      const previous = s.text[t.starts[i - 1]!]!;
      if (previous !== previous.toLowerCase() || previous === previous.toUpperCase()) continue;
      if (!/^[,;]?[ \t]+$/.test(s.text.slice(t.ends[i - 1]!, t.starts[i]!))) continue;
      out.add(s.text.slice(t.starts[i]!, t.ends[i]!));
    }
  }
  for (const [word, times] of capitalised) if (times >= 3 && !lower.has(word.toLowerCase()) && isCoined(word)) out.add(word);
  return out;
}

/** A name as the plan would write it mid-sentence: no determiners, markdown or Title Case, gerunds made methods. */
export function inventionName(raw: string, brands: ReadonlySet<string>): string {
  let name = raw
    .replace(/[™®©*_`]/g, '')
    .replace(/\s*\([^)]*\)/g, '')
    .replace(/[.:;,]+$/, '')
    // "catheter securement device with two innovations": the count of its novelties is no part of its name.
    .replace(/\s+with\s+(?:two|three|four|five|several|\d+)\s+(?:key\s+|main\s+)?(?:innovations|inventions|improvements|features|changes)$/i, '')
    .trim();
  // "SNAPSTART - THE ONE-HAND ZIP": a shouted heading is written as the body writes its words ("SnapStart one-hand zip").
  const letters = name.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 6 && letters === letters.toUpperCase()) {
    const spelled = new Map([...brands].map((b) => [b.toLowerCase(), b]));
    name = name
      .replace(/\s+[-–—]\s+(?:the\s+)?/i, ' ')
      .split(/\s+/)
      .map((w) => spelled.get(w.toLowerCase()) ?? w.toLowerCase())
      .join(' ');
  }
  for (let i = 0; i < 3; i++) name = name.replace(/^(?:the|our|a|an|its|this|these|their|both|that)\s+/i, '').replace(/^[\w-]+['’]s\s+/, '');
  const words = name.split(/\s+/);
  if (words.length > 8) {
    const cut = words.findIndex((w, i) => i >= 3 && prepositions.test(w));
    if (cut > 0) words.length = cut;
    else words.length = 8;
  }
  // A brand is written with its capital inside sentences too ("the Framelock connector"); a Title Case word is not.
  const cased = words.map((w) => (/^\p{Lu}\p{Ll}/u.test(w) && !brands.has(w.replace(/[^\p{L}\d-]/gu, '')) ? w.toLowerCase() : w));
  name = cased.join(' ');
  const head = headOfName(name);
  if (/ing$/i.test(words.at(-1) ?? '') && (head.category === 'method' || !head.key)) name += ' method';
  // "The control (Sombra Viva Sense)": a bare word is named by the product in brackets after it.
  const bracketed = /\(\s*(\p{Lu}[\p{L}\d-]*(?:\s\p{Lu}[\p{L}\d-]*){0,3})\s*\)/u.exec(raw)?.[1];
  if (bracketed && !name.includes(' ')) name = `${bracketed} ${name}`;
  return name;
}

const compositionTerms = /\b(?:formulation|composition|compound|lipid|polymer|enzyme|peptide|alloy|coating|nanoparticle|molecule|tablet|granule|emulsion|catalyst|electrolyte|hydrogel|material)s?\b/i;

export function nameCategory(name: string, mentionCategory: PatentCategory | undefined, sigs: SentenceSignals[]): PatentCategory {
  const head = headOfName(name);
  if (head.category) return head.category;
  if (mentionCategory) return mentionCategory;
  if (compositionTerms.test(name) || sigs.some((s) => compositionTerms.test(s.sentence.text))) return 'composition';
  if (sigs.some((s) => s.physical)) return 'device';
  if (sigs.some((s) => s.software)) return 'algorithm';
  return 'system';
}

const listSplit = /,\s*(?:and\s+|or\s+)?|\s+(?:and|or|as well as)\s+/i;
const objectEnd =
  /(?=[.;:(]|\s[—–]\s|,\s*which|\s+(?:before|by|so|because|once|when|with (?:a |our )?patent|which|that|to (?:keep|stop|protect|prevent)|in (?:the|our) (?:us|u\.s\.|united|europe)|is|are|was|were|has|have|had|will|can|could|would|being|been)\b|$)/i;

/** The objects of a patent statement: "patent applications on X and Y", "we will protect X, Y and Z with patents". */
export function cueSubjects(sentence: string): string[] {
  const found: string[] = [];
  const take = (list: string | undefined) => {
    if (!list) return;
    for (const item of list.split(listSplit)) {
      const cleaned = item
        .replace(/^(?:both|either)\s+/i, '')
        .replace(/^(?:the|our|a|an|its|this|these|their)\s+/i, '')
        .trim();
      if (cleaned && cleaned.split(/\s+/).length <= 9) found.push(cleaned);
    }
  };
  const grab = (pattern: RegExp) => {
    const m = pattern.exec(sentence);
    if (m) take(m[1]!.split(objectEnd)[0]);
  };
  // "a provisional application (filed) on X", "patents pending covering X".
  grab(/\b(?:patents?|patent applications?|patent protection|provisional (?:patent )?applications?|patent filings?)\s+(?:(?:filed|pending|submitted|granted|issued)\s+)?(?:on|for|covering)\s+(.+)/i);
  grab(/\bprotect\s+(.+?)\s+with (?:a |our )?(?:patents?|patent applications?)/i);
  // "talking to a patent agent here in Vancouver about the twin-crease fold and the cam lock".
  grab(/\bpatent (?:agents?|attorneys?|lawyers?|counsel)\b[^.;]{0,40}?\babout\s+(.+)/i);
  grab(/\b(?:whether|if|how) we (?:can|could) patent\s+(.+)/i);
  grab(/\b(?:patent(?:ed)?[- ]pending|patented)\s+((?:(?!(?:to|for|in|at|with|from|by|on|and|or|that|which)\b)[\w-]+\s*){1,5})/i);
  const before = /(?:^|\b(?:believe|think|consider)\s+(?:that\s+)?)((?:the|this|our)\s+[\w -]{2,60}?)\s+(?:[—–][^—–]+[—–]\s+)?(?:is|are)\s+(?:new and\s+|novel and\s+)?(?:patentable|patent[- ]pending|patented)/i.exec(sentence);
  if (before) take(before[1]);
  const which = /^\**(?:the\s+)?([^*(,]{2,60}?)\**\s*(?:\([^)]*\)\s*)?,\s*which we (?:intend|plan|want|hope|will) to (?:protect|patent)/i.exec(sentence);
  if (which) take(which[1]);
  const item = /^([^()]{3,90}?)\s*\((?=[^)]*\b(?:patent|provisional)\b)/i.exec(sentence);
  if (item) take(item[1]!.split(/\s+with\s+/i)[0]);
  return found;
}
