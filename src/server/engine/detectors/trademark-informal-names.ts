// Names founders write in lower case or settle in notes: "brightbite is a small marketing agency", "name = copal
// tours", "derwent paddle co. — business plan". Each reading needs more than the case of its letters to count.
import type { EngineContext } from '../types.ts';
import { timesWritten } from './trademark-company-report.ts';
import { isCoined, isLegalSuffix } from './trademark-words.ts';

// "brightbite is a small marketing agency", "komorebi knits is my knitting business": a name its owners write in
// lower case, opening with a coined word, as the subject.
export const lowerSubject = /^(\p{Ll}[\p{Ll}\d]{2,30})((?:\s\p{Ll}{2,20}){0,2})\s(?:is|was)\s(?:a|an|the|our|my)\s/u;
// "wattshift looks at tomorrow's prices", "# wattshift — Energy Hack submission": a coined word in lower case acting in
// the opening sentences, or alone in the title.
// A bold lead-in may come first: "**What we do.** ledgerlane checks ...".
export const lowerActor = /^(?:#{1,3}\s+)?(?:\p{Lu}[\p{L} ]{1,30}[.:]?\*\*\s+)?(?:[*_]+\s*)?(\p{Ll}[\p{Ll}\d]{3,30})(?:\s*(?:$|[—–:|]|\s-\s)|\s(?:looks|decides|helps|lets|turns|tells|finds|checks|connects|sends|tracks|reads|learns|gives|shows|saves|cuts|plans|matches|predicts|monitors|controls|makes|runs|uses)\s)/u;
// 'Studio name is "tsuchi to hi"': a name quoted after the words that introduce it is one, whatever its case.
export const settledName = /^\W*(?:(?:business|brand|company|shop|trading)\s+)?name\s*=\s*([\p{L}][\p{L}\d&'’ -]{1,40}?)\s*(?:\(|,|\.|$)/u;
export const quotedNaming = /\b(?:company|business|studio|shop|store|brand|caf[eé]|restaurant|bakery|salon|farm|stall|label|band|channel|podcast|project|trading)\s+name\s+(?:is|will\s+be)\s*(?::\s*)?["“]([^"”\n]{2,40}?)[,.]?["”]/iu;
// 'I don't know if "dokslot" is safe as a name': a word quoted and weighed as a name is one.
export const quotedAsName = /["“](\p{Ll}[\p{Ll}\d]{3,30})["”][^.?!\n]{0,30}\bas\s+(?:a|the|our|my)\s+(?:company\s+|business\s+|brand\s+|product\s+|app\s+)?name\b/u;

/** A lower-case phrase of two to six words that shows itself as a name: "&", a possessive, or a coined word. */
export function looksLikeLowerName(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  if (words.length < 2 || words.length > 6) return false;
  // "derwent paddle co.": a company form closes a name.
  return words.includes('&') || /\p{L}['’]s$/u.test(words[0]!) || isLegalSuffix(words.at(-1)!) || words.some((w) => /^\p{L}{4,}$/u.test(w) && isCoined(w));
}

/** The word occurs three times at least, as written (whole words). */
export function usedThrice(ctx: EngineContext, word: string): boolean {
  return timesWritten(ctx, word) >= 3;
}

/** "# ledgerlane — summary", then "ledgerlane checks invoices": a title and an act, or two acts, in the opening. */
export function actsTwice(ctx: EngineContext, word: string): boolean {
  return ctx.sentences.slice(0, 8).filter((s) => lowerActor.exec(s.text)?.[1] === word).length >= 2;
}
