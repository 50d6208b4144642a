import type { EngineContext } from '../types.ts';
import { thirdPartyMarks as thirdParty } from '../lexicons/trademark-known-marks.ts';
import { opensAsSubject } from '../nlp.ts';
import { markTypeOfNoun, type MarkType } from './trademark-context.ts';
import { strongSignals, type Mention, type Signal } from './trademark-mention-types.ts';
import { withListedBrands } from './trademark-brand-lists.ts';
import { withCatalogues } from './trademark-catalogues.ts';
import { withCoinedLists } from './trademark-coined-lists.ts';
import { withLineLists, withTableNames } from './trademark-line-lists.ts';
import { withCompanyName } from './trademark-company-candidate.ts';
import { withRangeNames } from './trademark-range-names.ts';
import { withSlogans } from './trademark-slogans.ts';
import { findMentions } from './trademark-mentions.ts';
import { lastResortName } from './trademark-last-resort.ts';
import { planWords } from './trademark-vocabulary.ts';
import { companyKindWords, isAmpersandPair, isDescriptiveWord, isEnglish, isHeadingWord, isNonNameWord } from './trademark-words.ts';
import { labelAfter } from './trademark-read-run.ts';
import { sliceSentence } from './trademark-text.ts';
import { compareText, displayForm } from './trademark-display-form.ts';

/** A name the plan uses as its own, with its mentions (strongest first). */
export type NameCandidate = {
  key: string;
  mark: string;
  mentions: Mention[];
  markType: MarkType;
  /** Signals seen on any mention. */
  signals: Set<Signal | 'subject'>;
  /** Weight of the name in the plan: how often and how prominently it is used. */
  weight: number;
  /** The name the text gives its own company (or its longer legal form). */
  ownCompany?: boolean;
  /** A slogan, proposed as a whole phrase. */
  slogan?: boolean;
  /** The sentence that lists this name among the text's own ("our brands include A, B and C"): one family. */
  list?: number;
};


// A variant priced on its own ("the Coolah Ridge Family Box (10kg, $260)") is a product, even said once.
const soldOnItsOwn = (uses: Mention[]) =>
  uses.some((m) => m.signals.has('priced')) ||
  (uses.length >= 2 && uses.some((m) => m.third === undefined && (m.signals.has('kindAfter') || m.signals.has('described') || m.signals.has('listed') || labelAfter.test(sliceSentence(m.sentence, m.end, m.sentence.end)))));

function groupByKey(mentions: Mention[]): Map<string, Mention[]> {
  const groups = new Map<string, Mention[]>();
  for (const m of mentions) {
    const list = groups.get(m.key);
    if (list) list.push(m);
    else groups.set(m.key, [m]);
  }
  // "Lumio Hub" and "Lumio app" are uses of "Lumio": fold a name plus generic words into the shorter name.
  for (const key of [...groups.keys()].sort((a, b) => b.length - a.length)) {
    const words = key.split(' ');
    // "Brack & Butter" joins two names into one: it is no use of "Brack", whatever "Butter" means alone.
    const joinedAt = new Set(groups.get(key)!.map((m) => m.surface.split(/\s+/).indexOf('&')));
    for (let n = words.length - 1; n >= 1; n--) {
      if (joinedAt.has(n)) continue;
      const base = words.slice(0, n).join(' ');
      const rest = words.slice(n);
      // The rest describes the named thing ("ThermaPilot Smart Radiator Valve"): English words, not another name.
      // A variant the text sells as a product of its own, named again and again ("Umzug Cloud, a paid hosted
      // control plane", "BinSight Cloud: $15 per bin"), is a name of its own; a pack size ("MastiStrip 25") is not.
      if (groups.has(base) && rest.every((w) => isHeadingWord(w) || isNonNameWord(w) || isEnglish(w)) && !(rest.some((w) => /\p{L}/u.test(w)) && soldOnItsOwn(groups.get(key)!))) {
        groups.get(base)!.push(...groups.get(key)!);
        groups.delete(key);
        break;
      }
    }
  }
  return groups;
}

// Which use of a name shows best that it is the plan's own, for the first rationale line and the evidence order.
const signalRank: Partial<Record<Signal, number>> = { naming: 7, symbol: 6, copula: 5, legal: 4, apposition: 4, founded: 3, our: 3, at: 3, signature: 2, listed: 2, title: 1 };
const strength = (m: Mention) => Math.max(0, ...[...m.signals].map((sig) => signalRank[sig] ?? 0));

const hasStrong = (m: Mention) => [...m.signals].some((s) => strongSignals.has(s));
const ownish = (m: Mention) =>
  m.third !== 'section' && (m.signals.has('kindAfter') || m.signals.has('possessive') || m.signals.has('described') || m.signals.has('offered') || m.signals.has('quoted'));

type Budget = { taggings: number };

const pascalWords = /^\p{Lu}\p{Ll}{2,}\p{Lu}\p{Ll}{2,}/u;

/** Part-of-speech tagging is the costly step: a plan gets a fixed number of checks, in plan order (deterministic). */
function isSubject(m: Mention, budget: Budget): boolean {
  if (!m.initial || m.heading || m.third || budget.taggings <= 0) return false;
  budget.taggings -= 1;
  // The tagger reads a shouted sentence as a row of proper nouns: tag it in lower case, the name capitalised.
  const text = m.sentence.text;
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouted = letters.length > 20 && letters.replace(/\p{Lu}/gu, '').length < letters.length * 0.2;
  const start = m.start - m.sentence.start;
  const read = shouted ? `${text.slice(0, start).toLowerCase()}${text.charAt(start)}${text.slice(start + 1).toLowerCase()}` : text;
  return opensAsSubject(read, m.end - m.sentence.start);
}

/**
 * Decides whether a group of mentions is one of the plan's own names. The plan's own words for it ("called",
 * "our app", "X Inc.", "X is a startup") weigh three times the hints ("X app", "X's", "we sell X", subject of a
 * sentence); words that make it someone else's ("compete with", "integrates with", a competition section) weigh
 * against it. A name the plan never presents as its own needs to be a coined word used repeatedly.
 */
/** "centre" in "our Ashgrove centre": a site of the business, named for where it is. */
const siteAfter = /^\s+(?:centre|center|branch|site|store|shop|location|outlet|clinic|campus|office|depot|warehouse|venue|pool|studio)s?\b/i;

function judge(key: string, mentions: Mention[], lower: Set<string>, budget: Budget, sold: ReadonlySet<string>): NameCandidate | undefined {
  // "use ClinTrak, our proprietary system": the apposition outweighs the weak hint before the name.
  // A mark symbol on a name the text hands to someone else ("dominated by Guinness®") is that owner's.
  const ownDespite = (m: Mention) => m.signals.has('naming') || (m.signals.has('symbol') && m.third !== 'strong') || (m.third === 'weak' && m.signals.has('apposition'));
  const explicitOwn = mentions.filter((m) => hasStrong(m) && (!m.third || m.third === 'section' || ownDespite(m)));
  const named = explicitOwn.some((m) => m.signals.has('naming') || m.signals.has('symbol'));
  if (thirdParty.has(key) && !named) return undefined;
  const body = mentions.filter((m) => !m.heading);
  if (body.length === 0 && !explicitOwn.length) return undefined;
  // A pair of words joined by "&" is a name's form, as a coined word is ("Crumb & Cardamom").
  const nameLike = mentions.some((m) => m.nameLike || isAmpersandPair(m.surface));
  // A word the plan also writes in lower case is a word of the trade ("Kombucha"), unless the plan names it.
  // A title or a list label names weakly: a name made of the plan's everyday words is a description there.
  const titleOnly = explicitOwn.every((m) => [...m.signals].filter((sig) => strongSignals.has(sig)).every((sig) => sig === 'title' || sig === 'listed'));
  if (!named && !explicitOwn.some((m) => m.signals.has('legal')) && (!explicitOwn.length || titleOnly)) {
    const words = key.split(' ');
    if (lower.has(key) || lower.has(key.replace(/s$/, '')) || (words.length > 1 && words.every((w) => lower.has(w)) && !nameLike)) return undefined;
    // A title made only of words describing the goods ("Fresh Bread" over a bakery plan) is a description, unless
    // the body makes it the actor of a sentence ("Quick Tax Help prepares tax returns for newcomers").
    const actsInBody = () => mentions.filter((m) => m.initial && !m.heading && !m.third).slice(0, 2).some((m) => isSubject(m, budget));
    // So does a name the text sells a tier of ("Quick Tax Help Plus (£29/month)"): descriptive, but a name.
    if (titleOnly && !nameLike && words.every((w) => isDescriptiveWord(w) || lower.has(w)) && !sold.has(key) && !actsInBody()) return undefined;
  }

  // "our Ashgrove centre" beside "a pool in Ashgrove": a branch named after its suburb, which is a place.
  if (mentions.some((m) => m.third === 'place') && explicitOwn.length > 0 && explicitOwn.every((m) => !m.signals.has('naming') && siteAfter.test(m.sentence.text.slice(m.end - m.sentence.start)))) return undefined;
  const strongThird = mentions.filter((m) => m.third === 'strong').length;
  const weakThird = mentions.filter((m) => m.third === 'weak' || m.third === 'place').length;
  const places = mentions.filter((m) => m.third === 'place').length;
  const inSection = mentions.filter((m) => m.third === 'section').length;
  // "Kelong Labs builds PhishLens, a detection engine": made and described in one breath counts twice.
  let hints = mentions.filter(ownish).length + mentions.filter((m) => m.third !== 'section' && m.signals.has('offered') && m.signals.has('described')).length;
  let subject = false;
  if (!explicitOwn.length && (nameLike || hints > 0)) {
    // The part-of-speech check is the costly step: a few opening mentions are enough to see how the plan uses a name.
    subject = mentions.filter((m) => m.initial && !m.heading && !m.third).slice(0, 3).some((m) => isSubject(m, budget));
    // Being a sentence's subject once says little ("Playtesters keep telling us"); a name used again gains from it.
    if (subject && body.length >= 2) hints += 1;
  }
  // A coined name the plan keeps coming back to is its own more often than not: competitors get a line or two.
  // Two words run together in camel case ("VegaPack", "KuraLoop") make a product's name: each use counts. Not a
  // scientific short form ("cGVHD", "SiGe", "NfL"), which is shorter or opens in lower case.
  const camel = nameLike && mentions.every((m) => m.tokens.length === 1 && pascalWords.test(m.tokens[0]!.core)) && !mentions.some((m) => m.third === 'strong' || m.third === 'section');
  const repeated = nameLike ? Math.max(0, body.filter((m) => !m.third).length - (camel ? 0 : 2)) : 0;
  const own = 3 * explicitOwn.length + hints + repeated;
  const third = 3 * strongThird + weakThird + inSection;
  if (own === 0 && (third > 0 || places > 0)) return undefined;
  if (third > own || (third === own && !explicitOwn.length)) return undefined;
  if (!explicitOwn.length) {
    const mid = body.filter((m) => m.signals.has('midSentence')).length;
    if (nameLike) {
      // Repetition alone is not enough: Latin genera and suppliers recur too. Very frequent coined words pass.
      // Three uses of a camel-case coinage the text never hands to anyone else are enough.
      if (hints === 0 && body.length < (camel ? 3 : 6)) return undefined;
    } else if (!(mid >= 2 && hints >= 1) && !(mid >= 3 && hints >= 2)) return undefined;
  }

  const signals = new Set<Signal | 'subject'>();
  for (const m of mentions) for (const sig of m.signals) signals.add(sig);
  if (subject) signals.add('subject');
  const notThird = mentions.filter((m) => m.third !== 'strong' && m.third !== 'weak' && m.third !== 'place');
  const ownMentions = notThird.length ? notThird : mentions;
  const ordered = [...ownMentions].sort((a, b) => strength(b) - strength(a) || a.start - b.start);
  return {
    key,
    mark: displayForm(key, ownMentions),
    mentions: ordered,
    markType: markTypeOf(ownMentions),
    signals,
    weight: ownMentions.filter((m) => !m.heading).length + 3 * explicitOwn.length + (signals.has('title') ? 5 : 0),
  };
}

function markTypeOf(mentions: Mention[]): MarkType {
  const votes = new Map<MarkType, number>();
  const vote = (t: MarkType | undefined, n: number) => t && votes.set(t, (votes.get(t) ?? 0) + n);
  for (const m of mentions) {
    if (m.kind) vote(markTypeOfNoun(m.kind), m.signals.has('naming') || m.signals.has('copula') ? 3 : 1);
    const foundedFirm = m.signals.has('founded') && !(m.kind && markTypeOfNoun(m.kind) === 'product');
    if (m.signals.has('legal') || m.signals.has('at') || foundedFirm || m.signals.has('title') || m.signals.has('signature')) vote('company', 2);
  }
  return [...votes.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'brand';
}

// "Verdanta Robotics", "Sunrise Corner Cafe": the last word says the name is a business's.
const companySuffix = new RegExp(`\\s(?:${companyKindWords})$`, 'i');

/** The plan's own names: companies, products, services and brands, heaviest first. */
export function findNameCandidates(ctx: EngineContext): NameCandidate[] {
  const { mentions, thirdSections, people } = findMentions(ctx);
  const lower = planWords(ctx).writtenLower;
  const candidates: NameCandidate[] = [];
  const budget: Budget = { taggings: 80 };
  // The names whose longer forms the text prices or describes as what it sells: "Quick Tax Help" of "Quick Tax Help Plus".
  const sold = new Set(mentions.filter((m) => m.signals.has('kindAfter') && !m.third && m.key.includes(' ')).map((m) => m.key.slice(0, m.key.lastIndexOf(' '))));
  const groups = groupByKey(mentions);
  for (const [key, group] of groups) {
    const candidate = judge(key, group, lower, budget, sold);
    if (candidate && companySuffix.test(candidate.mark)) candidate.markType = 'company';
    if (candidate) candidates.push(candidate);
  }
  // Names the mentions alone miss, each step adding to what the steps before found (their order matters).
  let found = withCompanyName(ctx, candidates);
  found = withListedBrands(ctx, found);
  found = withCoinedLists(ctx, found, mentions, thirdSections);
  found = withCatalogues(ctx, found, thirdSections);
  found = withLineLists(ctx, found, thirdSections, people);
  found = withTableNames(ctx, found, thirdSections, people);
  found = withRangeNames(ctx, found, mentions, thirdSections);
  const withCompany = withSlogans(ctx, found);
  if (withCompany.length === 0) {
    const last = lastResortName(groups);
    if (last) withCompany.push(last);
  }
  withCompany.sort((a, b) => b.weight - a.weight || compareText(a.key, b.key));
  // The heaviest name with no stated kind is most likely the company itself.
  const top = withCompany[0];
  if (top && top.markType === 'brand' && !withCompany.some((c) => c.markType === 'company')) top.markType = 'company';
  return withCompany;
}
