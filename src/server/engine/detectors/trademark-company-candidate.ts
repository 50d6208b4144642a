import type { EngineContext } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import { findCompanyNames, type CompanyName } from './trademark-company-name.ts';
import { findHouseName } from './trademark-house-name.ts';
import type { Mention, Signal } from './trademark-mention-types.ts';
import { foldName, spansOf, wordTokens } from './trademark-text.ts';
import { escapeRegExp } from '../text/regexp.ts';

const howSignal: Record<CompanyName['how'], Signal> = { defined: 'naming', field: 'legal', legal: 'legal', subject: 'copula', product: 'naming' };

function mentionAt(ctx: EngineContext, sentenceIndex: number, start: number, end: number, signal: Signal | null): Mention {
  const sentence = ctx.sentences[sentenceIndex]!;
  const tokens = wordTokens(sentence).filter((t) => t.start >= start && t.end <= end);
  return {
    key: foldName(ctx.text.slice(start, end)),
    surface: ctx.text.slice(start, end),
    start,
    end,
    sentence,
    tokens,
    signals: new Set(signal ? [signal] : []),
    heading: false,
    initial: start === sentence.start,
    nameLike: true,
  };
}

/** Later uses of the name, so that its goods and its weight are read from the whole text. */
function laterUses(ctx: EngineContext, name: string, skip: number): Mention[] {
  const escaped = escapeRegExp(name);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu');
  const out: Mention[] = [];
  for (const sentence of ctx.sentences) {
    if (out.length >= 12) break;
    if (sentence.index === skip || !sentence.text.includes(name)) continue;
    for (const m of sentence.text.matchAll(pattern)) {
      out.push(mentionAt(ctx, sentence.index, sentence.start + m.index, sentence.start + m.index + name.length, null));
      break;
    }
  }
  return out;
}

/**
 * The company's own name, as the text defines it, always among the candidates and marked as the company: an
 * existing candidate with that name is promoted; otherwise one is made from the defining sentence and later uses.
 */
export function withCompanyName(ctx: EngineContext, candidates: NameCandidate[]): NameCandidate[] {
  const all = findCompanyNames(ctx);
  // A form's product field ("Name of product / service:") names the product, never the company.
  const names = all.filter((n) => n.how !== 'product');
  const productField = all.find((n) => n.how === 'product');
  const company = names[0];
  if (!company) {
    const house = findHouseName(ctx);
    const withHouse = house ? addName(ctx, candidates, house, 'company', 10) : candidates;
    return productField ? addName(ctx, withHouse, productField, 'product', 0) : withHouse;
  }
  // "Brivanta" defined, "Brivanta Freight Lines, Inc." stated: the longer form joins the family of the short one.
  const first = foldName(company.name.split(/\s+/)[0]!);
  const longer = names.find((n) => n !== company && foldName(n.name.split(/\s+/)[0]!) === first && foldName(n.name) !== foldName(company.name));
  const withLonger = longer ? addName(ctx, candidates, longer, 'company', 1) : candidates;
  // A form names the applicant in a field and its innovation in an answer ("KaushaDry is a solar crop dryer"):
  // a thing the opening sentences present under another name is the company's product.
  const product = (productField ? [productField] : names).find((n) => (n.how === 'subject' || n.how === 'product') && foldName(n.name.split(/\s+/)[0]!) !== first);
  const withProduct = product && company.how !== 'subject' ? addName(ctx, withLonger, product, 'product', 0) : withLonger;
  return addName(ctx, withoutPartsOf(ctx, withProduct, company.name), company, 'company', 10);
}

/** "Tails" and "Quintal" read alone from "Tails of the City" and "Ritmo de Quintal": parts of the name, not names. */
function withoutPartsOf(ctx: EngineContext, candidates: NameCandidate[], name: string): NameCandidate[] {
  if (!/\s\p{Ll}/u.test(name)) return candidates;
  const spans = spansOf(ctx.text, name);
  const inside = (start: number, end: number) => spans.some(([from, to]) => start >= from && end <= to);
  return candidates.filter((c) => c.key === foldName(name) || !c.mentions.every((m) => inside(m.start, m.end)));
}

function addName(ctx: EngineContext, candidates: NameCandidate[], company: CompanyName, markType: 'company' | 'product', extra: number): NameCandidate[] {
  let key = foldName(company.name);
  // "Calyxa Therapeutics" when the text mostly says "Calyxa": the short name the text uses is the mark.
  // Not the first word of a name joined in lower case: "Tails" is not "Tails of the City".
  const joined = /\s\p{Ll}/u.test(company.name);
  const shorter = joined ? undefined : candidates.find((c) => key.startsWith(`${c.key} `) && c.mentions.length >= 2);
  if (shorter) key = shorter.key;
  const defining = mentionAt(ctx, company.sentence.index, company.start, company.end, howSignal[company.how]);
  const existing = candidates.find((c) => c.key === key);
  const weight = Math.max(0, ...candidates.map((c) => c.weight)) + extra;
  if (existing) {
    existing.markType = markType;
    if (markType === 'company') existing.ownCompany = true;
    existing.weight = weight;
    existing.signals.add(howSignal[company.how]);
    if (!existing.mentions.some((m) => m.start === defining.start)) existing.mentions.unshift(defining);
    return candidates;
  }
  const mentions = [defining, ...laterUses(ctx, company.name, company.sentence.index)];
  const own = markType === 'company' ? { ownCompany: true } : {};
  return [{ key, mark: company.name, mentions, markType, ...own, signals: new Set([howSignal[company.how]]), weight }, ...candidates];
}
