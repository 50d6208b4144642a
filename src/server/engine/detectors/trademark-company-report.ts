import type { EngineContext } from '../types.ts';
import { spansOf } from './trademark-text.ts';
import { markTypeOfNoun } from './trademark-context.ts';
import { planWords } from './trademark-vocabulary.ts';
import { isCoined, isNonNameWord, isPlace } from './trademark-words.ts';
import { escapeRegExp } from '../text/regexp.ts';

// How a text uses a name it may call its company: an annual report's section title run into the first sentence, a
// founding, a name used throughout or said again, an ordinary word, a place, a product rather than the firm.

// "Lumio was founded in 2012", "Lumio (formerly X) was incorporated": a firm's founding, not a word's use.
export const firmFounded = /^\s(?:\([^()]{1,60}\)\s)?(?:was|has\sbeen)\s(?:founded|incorporated|established|formed|organized|organised)\b/;

/** How often the text writes the name as written, as whole words. */
export function timesWritten(ctx: EngineContext, name: string): number {
  const escaped = escapeRegExp(name);
  return (ctx.text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu')) ?? []).length;
}

/** A name (not a word of the trade such as "AI") written as such ten times at least: the text's main subject. */
export function usedOften(ctx: EngineContext, name: string): boolean {
  return !name.split(/\s+/).some((w) => isNonNameWord(w)) && timesWritten(ctx, name) >= 10;
}

/** Capitalised after a lower-case word three times at least: a name, even one made of words. */
export function namedMidSentence(ctx: EngineContext, name: string): boolean {
  let uses = 0;
  for (let at = ctx.text.indexOf(name); at >= 0 && uses < 3; at = ctx.text.indexOf(name, at + name.length)) {
    if (/\p{Ll}[\p{Ll},]*\s$/u.test(ctx.text.slice(Math.max(0, at - 12), at)) && !/[\p{L}\p{N}]/u.test(ctx.text.charAt(at + name.length))) uses += 1;
  }
  return uses >= 3;
}

// Section titles that open a filing's Item 1: "Overview", "Our Company", "Corporate History".
const sectionLead = /^(?:(?:Our\s|The\s)?(?:Company|Business)(?:\sOverview)?|Overview|General|Introduction|Background|Corporate\s(?:History|Overview|Background)|History\sand\sOrganization)[:.]?\s+(?=[\p{Lu}\d]|\p{Ll}{1,12}\p{Lu})/u;

/**
 * The length of a section title the text runs into its first sentence ("Overview qPhoria, Inc. (we, us, our, qPhoria)"),
 * or 0. Only when the title and the name never meet again: "General Harbor" keeps its first word.
 */
export function gluedHeading(ctx: EngineContext, text: string): number {
  const lead = sectionLead.exec(text);
  if (!lead) return 0;
  const next = /^[\p{L}\p{N}][\p{L}\p{N}'’&.-]*/u.exec(text.slice(lead[0].length))?.[0].replace(/[.,]+$/, '');
  if (!next) return 0;
  const joined = spansOf(ctx.text, `${lead[0]}${next}`).length;
  return joined === 1 && spansOf(ctx.text, next).length >= 3 ? lead[0].length : 0;
}

/** The name occurs at least twice in the text, in any case. */
export const saidAgain = (ctx: EngineContext, candidate: string): boolean => spansOf(ctx.text, candidate).length >= 2;

/** A one-word English reading that the text also writes in lower case is a word, not a name ("plotwise" stays one). */
export function ordinaryWord(ctx: EngineContext, candidate: string): boolean {
  return !/\s/.test(candidate) && !isCoined(candidate) && planWords(ctx).writtenLower.has(candidate.toLowerCase());
}

/** "Ledger & Loom is a trading game": the copula after a name says it is a product. */
export function madeThing(after: string): boolean {
  const words = /^\s+(?:is|was)\s+(?:a|an)\s+((?:[\p{L}\d'’-]+\s*){1,5})/u.exec(after)?.[1]?.split(/\s+/) ?? [];
  // The first word that says what kind of thing it is ("trading game", "two-person board game publisher": the last).
  const kinds = words.map((w) => markTypeOfNoun(w)).filter((t) => t !== undefined);
  return kinds.length > 0 && kinds.at(-1) === 'product';
}

/** "Seki is famous for knives", after "Hello from Seki!" and "in Seki for three generations": a place, not the company. */
export function usedAsPlace(ctx: EngineContext, name: string): boolean {
  if (isPlace(name)) return true;
  const escaped = escapeRegExp(name);
  return new RegExp(`\\b(?:in|near|around|outside|across)\\s+${escaped}(?![\\p{L}\\p{N}]|\\s+[\\p{Lu}\\d])`, 'u').test(ctx.text);
}
