import { otherScriptSpellings } from './trademark-scripts.ts';
import type { EngineContext, Recommendation } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import { currencyCodes } from './trademark-context.ts';
import { foldName } from './trademark-text.ts';
import { isRomanceInstitutionOrPlace } from './trademark-romance.ts';
import { planWords, titleLineEnd } from './trademark-vocabulary.ts';
import { companyKindWords, isCoined, isEnglish, isFunctionWord, isHeadingWord, isJargonOrCalendar, isLawNoun, isLegalSuffix, isPublicBodyNoun, isNonNameWord, isPlace } from './trademark-words.ts';
import { escapeRegExp } from '../text/regexp.ts';

/** `members`: the names a grouped proposal already stands for (its family or list), kept when it is grouped again. */
export type Proposal = { candidate: NameCandidate; rec: Recommendation; members?: string[] };

/** At most this many trademark recommendations: a founder acts on a short list, strongest first. */
export const maxTrademarkRecommendations = 8;

const proseCache = new WeakMap<EngineContext, string>();

/** The text without web and mail addresses, where a brand is written in lower case by convention. */
function prose(ctx: EngineContext): string {
  let text = proseCache.get(ctx);
  if (text === undefined) {
    // Token by token rather than one regular expression: linear whatever the text holds.
    // A title typed in lower case is no evidence either (see planWords).
    const title = titleLineEnd(ctx.text);
    text = (' '.repeat(title) + ctx.text.slice(title))
      .split(/(\s+)/)
      .map((token) => (/@|:\/\/|^www\.|\.(?:com|io|co|net|org|ai|app)(?:[/.,;:)]|$)/i.test(token) ? ' ' : token))
      .join('');
    proseCache.set(ctx, text);
  }
  return text;
}

/**
 * A name the text also writes in lower case is an ordinary word of the trade ("Pork", "Industrial", "Bike"), not a
 * mark; the company's own name and a name carrying a mark symbol are kept (a company may be named after a word).
 */
export function isOrdinaryWord(ctx: EngineContext, candidate: NameCandidate): boolean {
  if (candidate.ownCompany || candidate.slogan || candidate.signals.has('symbol') || candidate.signals.has('registered')) return false;
  const lower = candidate.mark.toLowerCase();
  if (lower === candidate.mark) return false;
  // Cheap first: every word must be one the text writes in lower case somewhere.
  const written = planWords(ctx).writtenLower;
  const words = lower.split(/\s+/);
  if (!words.every((w) => written.has(w))) return false;
  if (words.length === 1) return !/[^\p{L}\p{N}'’-]/u.test(lower) || prose(ctx).includes(lower);
  const escaped = escapeRegExp(lower).replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(prose(ctx));
}

const contraction = /['’](?:ve|ll|re|m|d|t|s)$/i;
// "Rosa's", shouted "TETA'S" and typed in lower case "adwoa's"; not "IT'S", "that's", "LET'S".
const possessiveName = (w: string) =>
  (/^\p{Lu}[\p{Ll}]+['’]s$/u.test(w) || /^\p{Lu}{2,}['’]S$/u.test(w) || /^\p{Ll}{3,}['’]s$/u.test(w)) &&
  !/^(?:IT|THAT|WHAT|LET|HE|SHE|THERE|HERE|WHO|WHERE)['’]S$/i.test(w);
const pluralAcronym = /^[\p{Lu}\d]{2,6}s$/u;

/**
 * Not a mark a founder would recognise as their own: a contraction ("WE'LL"), a plural acronym ("SKUs", "GPUs"),
 * a bare heading or business word ("General", "Trade"), or another business (a name with a company form when the
 * text has defined its own company: competitors, customers, suppliers, acquisitions) not named after it.
 */
export function isNotOwnMark(candidate: NameCandidate, company: NameCandidate | undefined): boolean {
  if (candidate.slogan) return false;
  const words = candidate.mark.split(/\s+/);
  if (words.some((w) => contraction.test(w) && !possessiveName(w))) return true;
  if (words.length === 1 && pluralAcronym.test(candidate.mark)) return true;
  // The company's own name of two words or more stays, however plain ("Southern Power").
  if (!(candidate.ownCompany && words.length >= 2) && words.every((w) => isHeadingWord(w) || isNonNameWord(w) || isJargonOrCalendar(w))) return true;
  // "Manitoba's Franchises Act", "the Data Protection Regulations": a law, not a mark.
  if (words.length >= 2 && isLawNoun(words.at(-1)!)) return true;
  // "Dublin City Council", "Ministry of Agriculture": a public body the plan deals with, never the founder's mark.
  if (words.length === 1 ? isPublicBodyNoun(words[0]!) : isPublicBodyNoun(words.at(-1)!) || (isPublicBodyNoun(words[0]!) && /^(?:of|for|on)$/.test(words[1]!))) return true;
  if (words.length >= 3 && isRomanceInstitutionOrPlace(words)) return true;
  // Another company, unless the writer signs for it ("Proprietress, Kente & Cut" under a letter to a bank).
  if (company && !candidate.ownCompany && candidate.markType === 'company' && !candidate.signals.has('signature') && firstWordKey(candidate.mark) !== firstWordKey(company.mark))
    return true;
  return false;
}

/**
 * A name typed as a company that the text presents as its own thing ("## Business Plan — MastiStrip on-farm test",
 * "developing MastiStrip, a single-use paper test"): the company's product, named in the title, not another firm.
 */
export function presentedAsOwn(candidate: NameCandidate): boolean {
  return candidate.signals.has('title') && (candidate.signals.has('described') || candidate.signals.has('our') || candidate.signals.has('kindAfter'));
}

function firstWordKey(mark: string): string {
  return foldName(mark.split(/\s+/)[0] ?? '');
}

function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

// Codes of two letters or more: a single letter after a name ("Kahu R") is a model, not a rand.
const longCodes = currencyCodes.split('|').filter((c) => c.length >= 2).join('|');
const packOrPrice = new RegExp(`^(?:\\d+(?:[.,]\\d+)?(?:g|kg|mg|ml|l|cl|oz|lb|lbs|cm|mm|w|kw|kwh|mah|pcs|pc)|${longCodes})$`, 'i');
const documentNoun = /^(?:manual|handbook|playbook|deck|policy|policies|document|doc|brief)$/i;
const documentTitle = /\b(?:Plan|Plans|Proposal|Memorandum|Deck|Summary)\b|\s(?:Plan|Proposal)\b/;

// The kind of business closing a company's name: "Hollow Pine Brewing" names its beers "Hollow Pine Lager".
const businessKind = new RegExp(
  `\\s(?:${companyKindWords}|Co\\.?|Botanicals|Vineyards?|Winery|Distillery|Creamery|Roasters|Coffee|Farms?|Kitchen|Cycles|Apparel|Publishing|Press|Audio|Clinical|Chemistry|Goods|Supply)$`,
);

/** The company's name without its kind of business, when that stem can carry a family (two words, or a coined one). */
function houseStem(ctx: EngineContext, candidate: NameCandidate): string | undefined {
  if (!candidate.ownCompany && candidate.markType !== 'company') return undefined;
  let stem = candidate.mark;
  // "Hollow Pine Brewing Co.": the legal form and the kind of business both go.
  for (let previous = ''; previous !== stem; ) {
    previous = stem;
    stem = stem.replace(businessKind, '').replace(/,?\s(?:Inc\.?|LLC|Ltd\.?|Corp\.?|PBC)$/, '').trim();
  }
  // "Kahu Traps" names its trap "Kahu K2": a coined first word is the house mark, whatever kind of business follows.
  const first = candidate.mark.split(/\s+/)[0]!;
  if (stem === candidate.mark && /\s/.test(stem) && isCoined(first) && /^\p{Lu}\p{Ll}/u.test(first)) stem = first;
  if (stem === candidate.mark || stem.length < 3) return undefined;
  const words = stem.split(/\s+/);
  // One word heads a family only when the text uses it as a name alone, never as a word in lower case.
  return words.length >= 2 || !planWords(ctx).writtenLower.has(stem.toLowerCase()) ? stem : undefined;
}

/** "Zentrova Express", "Zentrova Ground": longer names the text builds on a mark, read as members of its family. */
function variants(ctx: EngineContext, p: Proposal): string[] {
  const stem = houseStem(ctx, p.candidate);
  const stemMembers = stem ? namesBuiltOn(ctx, stem).filter((n) => !businessKind.test(` ${n.slice(stem.length + 1)}`.replace(/^\s+/, ' '))) : [];
  // "Eastfield Growing" read off "Eastfield Growing Together" once its last word is trimmed is the name cut short.
  const cutShort = (n: string) => `${p.candidate.mark} `.startsWith(`${n} `);
  return [...new Set([...namesBuiltOn(ctx, p.candidate.mark, p.candidate.slogan), ...stemMembers])].filter((n) => !cutShort(n)).slice(0, 40);
}

function namesBuiltOn(ctx: EngineContext, mark: string, slogan = false): string[] {
  if (slogan || !ctx.text.includes(`${mark} `)) return [];
  const escaped = escapeRegExp(mark);
  // A family member stays on its line: the next line's first word ("Business plan") is not part of the name.
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}((?:[^\\S\\n](?:&[^\\S\\n])?(?:[\\p{Lu}\\d][\\p{L}\\d'’+-]{0,20})(?![\\p{L}\\d])){1,3})`, 'uy');
  const seen = new Set<string>();
  const probe = `${mark} `;
  for (let at = ctx.text.indexOf(probe); at >= 0; at = ctx.text.indexOf(probe, at + 1)) {
    pattern.lastIndex = at;
    const m = pattern.exec(ctx.text);
    if (!m) continue;
    const extra = m[1]!.trim().split(/\s+/);
    // "Estudio Colibrí S.A. de C.V.": an initial before a dot opens a company form, not a word of the name.
    if (/^\p{Lu}$/u.test(extra.at(-1)!) && ctx.text.charAt(at + m[0].length) === '.') extra.pop();
    // Trim words that only head a sentence or a section ("Zentrova The", "Zentrova Overview").
    while (extra.length && (isFunctionWord(extra.at(-1)!) || isJargonOrCalendar(extra.at(-1)!) || isLegalSuffix(extra.at(-1)!))) extra.pop();
    if (extra.length === 0 || extra.every((w) => isLegalSuffix(w))) continue;
    // "Tala Tea Operations Manual", "Lumio Sales Plan": a document of the business, not a member of its family.
    if (documentNoun.test(extra.at(-1)!)) continue;
    // "Nsroma Shea 250g", "Lautan Sachet Rp 180": a pack size or a price after the name is no member.
    if (extra.some((w) => packOrPrice.test(w))) continue;
    // "Coolah NSW", "Hargreaves FCA", "Yaad Fest Montego Bay": a place or a credential after the name is no member.
    if (extra.length === 1 && /^\p{Lu}{2,4}$/u.test(extra[0]!)) continue;
    if (isPlace(extra.join(' ')) || isPlace(extra.slice(-2).join(' ')) || isPlace(extra.at(-1)!)) continue;
    // "How BiliSense Works": a heading that explains the product, not a business named after it.
    if (extra.join(' ') === 'Works' && /\bhow\s+$/i.test(ctx.text.slice(Math.max(0, at - 5), at))) continue;
    // "Coldlane Business Plan", "Tidecallers Kickstarter Plan": the document's title, not a member of the family.
    if (documentTitle.test(`${extra.join(' ')}${ctx.text.slice(at + m[0].length, at + m[0].length + 6)}`)) continue;
    seen.add(`${mark} ${extra.join(' ')}`);
    // A report's house mark can head dozens of goods: name them all, within a bound that keeps the scan short.
    if (seen.size >= 40) break;
  }
  return [...seen];
}

function withMembers(ctx: EngineContext, head: Proposal, members: Proposal[], label: string): Proposal {
  // A head grouped before already names its own members; a grouped member brings its members along.
  const own = head.members ?? variants(ctx, head);
  const added = members.flatMap((m) => [m.candidate.mark, ...(m.members ?? variants(ctx, m))]);
  // "Cedar Light Studio's" is the head's possessive, not a member of its family.
  const names = [...new Set(head.members ? added : [...own, ...added])].filter((n) => n.replace(/['’]s$/, '') !== head.candidate.mark);
  if (names.length === 0) return head;
  const evidence = [...head.rec.evidence, ...members.flatMap((m) => m.rec.evidence)].filter(
    (e, i, all) => all.findIndex((x) => x.start === e.start) === i,
  );
  const rec: Recommendation = {
    ...head.rec,
    name: head.rec.name.replace(/\)$/, `; ${label}: ${names.join(', ')})`),
    rationale: [...head.rec.rationale, `File the ${label} together under one strategy: ${listOf(names)}.`],
    evidence: evidence.slice(0, 6),
  };
  return { candidate: head.candidate, rec, members: [...new Set([...(head.members ?? []), ...names])] };
}

/**
 * Families ("FedEx Express", "FedEx Ground") become one recommendation led by their shared house mark, named with
 * its members; the list is then cut to the strongest names, the rest named together in the last recommendation.
 */
export function portfolio(ctx: EngineContext, proposals: Proposal[]): Recommendation[] {
  const byFirst = new Map<string, Proposal[]>();
  for (const p of proposals) {
    const key = firstWordKey(p.candidate.mark);
    byFirst.set(key, [...(byFirst.get(key) ?? []), p]);
  }
  const grouped: Proposal[] = [];
  const done = new Set<Proposal>();
  for (const p of proposals) {
    if (done.has(p)) continue;
    const key = firstWordKey(p.candidate.mark);
    const family = byFirst.get(key)!.filter((f) => !done.has(f));
    // A shared dictionary word ("Best Pizza", "Best Burgers") is not a house mark; a coined or company word is.
    const house = family.length > 1 && key.length >= 2 && (!isEnglish(key) || family.some((f) => f.candidate.markType === 'company'));
    if (!house && p.candidate.list !== undefined) {
      // Names the text lists together as its own ("our brands include A, B and C") are filed as one portfolio.
      const line = proposals.filter((f) => !done.has(f) && f.candidate.list === p.candidate.list);
      for (const f of line) done.add(f);
      grouped.push(withMembers(ctx, p, line.slice(1), 'listed with it'));
      continue;
    }
    if (!house) {
      done.add(p);
      grouped.push(withMembers(ctx, p, [], 'family'));
      continue;
    }
    for (const f of family) done.add(f);
    const head = family.find((f) => f.candidate.markType === 'company') ?? family[0]!;
    grouped.push(withMembers(ctx, head, family.filter((f) => f !== head), 'family'));
  }
  const written = (g: Proposal) => withSpellings(g.rec, otherScriptSpellings(ctx, g.candidate.mark));
  if (grouped.length <= maxTrademarkRecommendations) return grouped.map(written);
  const kept = grouped.slice(0, maxTrademarkRecommendations - 1);
  const rest = grouped.slice(maxTrademarkRecommendations - 1);
  const last = withMembers(ctx, rest[0]!, rest.slice(1), 'other names');
  return [...kept, last].map(written);
}

function withSpellings(rec: Recommendation, spellings: string[]): Recommendation {
  if (spellings.length === 0) return rec;
  return {
    ...rec,
    name: rec.name.replace(/\)$/, `; also written ${spellings.join(', ')})`),
    rationale: [...rec.rationale, `The text also writes it as ${spellings.join(', ')}: register that spelling too where it is used.`],
  };
}
