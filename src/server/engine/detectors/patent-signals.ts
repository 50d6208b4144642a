import type { EngineContext, Sentence } from '../types.ts';
import {
  businessModifierPattern,
  headWords,
  noveltyModifiers,
  ownershipModifiers,
  quantityPattern,
  technicalModelPattern,
  type HeadEntry,
  type PatentCategory,
} from '../lexicons/patent-terms.ts';
import {
  comparativePattern,
  corePattern,
  disclaimerPattern,
  installedBefore,
  notOurInvention,
  namedDeveloperPattern,
  noveltyPattern,
  ownershipPattern,
  patentCuePattern,
  patentNegationPattern,
  othersPatentPattern,
  priorArtModifiers,
} from '../lexicons/patent-cues.ts';
import { nounPhraseAt, type Phrase } from '../text/noun-phrases.ts';
import {
  bit,
  businessTerms,
  effectVerbBefore,
  gated,
  hasTechnicalUnit,
  improvementTerms,
  isFuture,
  physicalTerms,
  quoteEffect,
  readDisclosure,
  softwareTerms,
  table,
  technicalTerms,
} from './patent-sentence-cues.ts';
import { PhraseIndex, sentenceTokens, tokenize, type Tokens } from '../text/tokens.ts';

export { bit };

const boughtBefore = /\b(?:buy|buys|buying|bought|purchase|purchases|purchasing|purchased|order|ordering|rent|renting|lease|leasing|replace\s+(?:it|them|\w+)\s+with|get|getting|need)\s+(?:\d[\d,.]*\s+|an?\s+|some\s+|two\s+|three\s+|several\s+)?(?:\w+\s+){0,2}$/i;

const pricedAfter = /^\s*[:–—-]\s*(?:\p{Lu}{2,4}\s?|[$€£₹₦¥]\s?)\d/u;

export type Mention = {
  phrase: Phrase;
  category: PatentCategory;
  strong: boolean;
  /** The phrase alone is too bare to name an invention ("the system"). */
  bare: boolean;
  /** The sentence's own signals make this mention an invention. */
  qualifies: boolean;
  /** "existing smart radiator valves": what the market has, not the plan's invention. */
  priorArt: boolean;
  /** Right after "we designed a", "a new", "has developed a": the thing the plan claims. */
  claimed: boolean;
};

/** A founder writing alone: "I designed", "I've built" (not "Phase I trials" or "Series I bonds"). */
const soloFounderPattern =
  /(?<!\b(?:Phase|Part|Type|Class|Item|Stage|Series|Tier|Level|Grade|Title|Schedule|Chapter|Section|War|Act|Mark|Model|Article|Appendix|Exhibit|Form|Note|Volume|Category|Division|Region|Zone|Unit|Round|Tranche|Gen)\s)\bI(?:['’](?:ve|m|d|ll))?\s+[a-z]/;

/** What one sentence says, read once; matched text where a rationale may quote it. */
export type SentenceSignals = {
  sentence: Sentence;
  tokens: Tokens;
  mentions: Mention[];
  /** Distinct technical terms, plus one for a measured physical amount. */
  techTerms: number;
  novelty?: string;
  /** Where the first claim of novelty or ownership ends, to find the thing it is about. */
  claimEnd?: number;
  comparative: boolean;
  ownership?: string;
  patentCue?: string;
  disclaimer?: string;
  effect?: string;
  quantified: boolean;
  techImprovement?: string;
  readonly software: boolean;
  /** The first word tying the sentence to a physical thing ("electrodes"). */
  readonly physical?: string;
  readonly businessMethod?: string;
  disclosure?: string;
  future: boolean;
  core: boolean;
  firstPerson: boolean;
  /** Which trigger word sets the sentence holds (see `bit`). */
  mask: number;
};

const heads = new PhraseIndex<HeadEntry>(headWords);

const processModifier =
  /^(?:manufacturing|production|fabrication|fermentation|extraction|brewing|curing|casting|moulding|molding|recycling|synthesis|treatment|coating|purification|distillation|printing|assembly|processing|refining|roasting|drying|welding|deposition|sterili[sz]ation|mixing)$/;

function categoryOf(phrase: Phrase, fallback: PatentCategory): PatentCategory {
  // "production method" and "fermentation technique" are processes of making things.
  if ((fallback === 'method' || fallback === 'system') && phrase.modifiers.some((m) => processModifier.test(m))) return 'process';
  return fallback;
}

export function readSentence(sentence: Sentence, tokens: Tokens = tokenize(sentence.text)): SentenceSignals {
  const text = sentence.text;
  const mask = table.maskOf(tokens);
  const cue = gated(mask, bit.patent, patentCuePattern, text);
  const negated = cue !== null && patentNegationPattern.test(text);
  const technical = technicalTerms.scan(tokens, text);
  const terms = new Set(technical.map((m) => m.text.toLowerCase()));
  const digits = /\d/.test(text);
  const unit = digits && hasTechnicalUnit(tokens, text);
  if (terms.size > 0 && mask & bit.mechanism) terms.add('(mechanism)');
  const quantity = digits || /\b(?:half|twice|fold|times)\b/i.test(text) ? quantityPattern.exec(text) : null;
  const improvement = improvementTerms.find(tokens, text);
  const ownershipMatch = mask & bit.ownership ? (ownershipPattern.exec(text) ?? namedDeveloperPattern.exec(text)) : null;
  const noveltyMatch = gated(mask, bit.novelty, noveltyPattern, text);
  const claimEnds = [ownershipMatch, noveltyMatch].filter((m) => m !== null).map((m) => m.index + m[0].length);
  const effectAt = quantity || improvement ? effectVerbBefore(tokens, quantity?.index ?? improvement!.start) : undefined;
  const firstPerson = (mask & bit.firstPerson) !== 0 || soloFounderPattern.test(text);
  const disclaimer = gated(mask, bit.disclaimer, disclaimerPattern, text)?.[0];
  const othersPatent = gated(mask, bit.patent, othersPatentPattern, text) !== null;
  const notOurs = notOurInvention.test(text);
  let kinds: Kinds | undefined;
  const signals: SentenceSignals = {
    sentence,
    tokens,
    mentions: [],
    techTerms: terms.size + (unit ? 1 : 0),
    novelty: disclaimer ? undefined : noveltyMatch?.[0],
    claimEnd: claimEnds.length > 0 ? Math.min(...claimEnds) : undefined,
    comparative: gated(mask, bit.comparative, comparativePattern, text) !== null,
    ownership: ownershipMatch?.[0],
    patentCue: cue && !negated ? cue[0] : undefined,
    disclaimer,
    quantified: effectAt !== undefined && quantity !== null,
    effect: effectAt !== undefined ? quoteEffect(text, effectAt) : undefined,
    techImprovement: improvement?.text,
    // Read only for the sentences of an invention, when the advice needs them.
    get software() {
      return (kinds ??= readKinds(tokens, text)).software;
    },
    get physical() {
      return (kinds ??= readKinds(tokens, text)).physical;
    },
    get businessMethod() {
      return (kinds ??= readKinds(tokens, text)).business;
    },
    disclosure: readDisclosure(mask, text, firstPerson),
    future: isFuture(mask, text),
    core: (mask & bit.core) !== 0 && corePattern.test(text),
    firstPerson,
    mask,
  };
  for (const match of headMatchesOf(tokens, text)) {
    const entry = match.value;
    const phrase = nounPhraseAt(text, match.start, match.end);
    if (/^models?$/i.test(match.text) && !technicalModelPattern.test(text.slice(Math.max(0, phrase.start - 20), phrase.end))) continue;
    // Technical words outside the phrase itself: "the sensor" is no technical context for "sensor".
    const technicalOutside = technical.length - countWithin(technical, phrase.start, phrase.end);
    const technicalHere = technicalOutside > 0 || unit;
    // "buy 80 new helmets", "replace it with a new pump": new to the buyer, not new to the world.
    // "30 new heavy-duty sewing machines: BDT 36 lakh": a budget line prices what the money buys.
    const bought =
      (phrase.lead !== undefined && boughtBefore.test(text.slice(Math.max(0, phrase.start - 40), phrase.start))) || pricedAfter.test(text.slice(phrase.end, phrase.end + 12));
    const novel = Boolean(signals.novelty || signals.patentCue || (phrase.lead && noveltyModifiers.has(phrase.lead) && !bought));
    // Ownership counts for the thing it is about: "we designed a connector", "a connector we designed ourselves",
    // not "a wireless tag that reports over our own network".
    const owned =
      (phrase.lead !== undefined && ownershipModifiers.has(phrase.lead)) ||
      (ownershipMatch !== null && aboutPhrase(ownershipMatch.index, ownershipMatch.index + ownershipMatch[0].length, phrase));
    const businessy = phrase.modifiers.some((m) => businessModifierPattern.test(m));
    const effect = signals.effect !== undefined;
    let qualifies: boolean;
    if (businessy) qualifies = (novel || owned) && (technicalOutside >= 2 || (effect && signals.quantified));
    // A company developing an antibody or an alloy claims a composition of matter by saying so.
    else if (entry.strong) qualifies = novel || (owned && (effect || technicalHere || entry.category === 'composition'));
    else qualifies = (novel && (technicalHere || effect || phrase.modifiers.length > 0 || Boolean(phrase.tail))) || (owned && (effect || technicalHere));
    const priorArt = phrase.modifiers.some((m) => priorArtModifiers.has(m)) || (phrase.lead !== undefined && priorArtModifiers.has(phrase.lead));
    const installed = installedBefore.test(text.slice(Math.max(0, phrase.start - 60), phrase.start));
    if (signals.disclaimer || priorArt || othersPatent || installed || notOurs) qualifies = false;
    const bare = phrase.modifiers.length === 0 && !phrase.tail;
    const gap = signals.claimEnd === undefined ? -1 : phrase.start - signals.claimEnd;
    const claimed = (gap >= 0 && gap <= 25) || (phrase.lead !== undefined && (noveltyModifiers.has(phrase.lead) || ownershipModifiers.has(phrase.lead)));
    signals.mentions.push({ phrase, category: categoryOf(phrase, entry.category), strong: entry.strong, bare, qualifies, priorArt, claimed });
  }
  return signals;
}

type Kinds = { software: boolean; physical?: string; business?: string };

function readKinds(tokens: Tokens, text: string): Kinds {
  return { software: softwareTerms.find(tokens, text) !== undefined, physical: physicalTerms.find(tokens, text)?.text, business: businessTerms.find(tokens, text)?.text };
}

/** How many of the sorted matches lie inside [start, end): a binary search, as a sentence may be very long. */
function countWithin(matches: { start: number; end: number }[], start: number, end: number): number {
  let lo = 0;
  let hi = matches.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (matches[mid]!.start < start) lo = mid + 1;
    else hi = mid;
  }
  let n = 0;
  for (let i = lo; i < matches.length && matches[i]!.start < end; i++) if (matches[i]!.end <= end) n++;
  return n;
}

/** A claim spanning [start, end) bears on the phrase when it ends just before it or starts just after it. */
function aboutPhrase(start: number, end: number, phrase: Phrase): boolean {
  const before = phrase.start - end;
  const after = start - phrase.end;
  return (before >= -1 && before <= 30) || (after >= 0 && after <= 30) || (start <= phrase.start && end >= phrase.end);
}

const compoundBreakers = /^(?:and|or|nor|but|that|which|with|to|for|of|in|on|by|is|are|was|were|be|use|uses|using|the|a|an|our|its|their|from|into|can|will|than|as|at)$/i;

/** Head matches that end a noun compound: in "battery management system" only "system" names the thing. */
function headMatchesOf(tokens: Tokens, text: string) {
  const all = heads.scan(tokens, text);
  return all.filter((m, i) => {
    const next = all[i + 1];
    if (!next) return true;
    const between = text.slice(m.end, next.start).replace(/\s*\([\p{Lu}\d-]{2,8}s?\)(?=\s)/u, '');
    if (!/^[\s-]+(?:[\w-]+\s+)?$/.test(between)) return true;
    const word = between.replace(/-/g, ' ').trim();
    if (word === '') return false;
    // "detects", "reduced" are verbs joining two phrases, not parts of one compound.
    return compoundBreakers.test(word) || /(?:[^s]s|ed)$/i.test(word);
  });
}

const signalsCache = new WeakMap<EngineContext, SentenceSignals[]>();

/** Every sentence of the plan read once, shared by the invention finder and the decision features. */
export function sentenceSignals(ctx: EngineContext): SentenceSignals[] {
  let signals = signalsCache.get(ctx);
  if (!signals) {
    const tokens = sentenceTokens(ctx);
    signals = ctx.sentences.map((s) => readSentence(s, tokens[s.index]));
    signalsCache.set(ctx, signals);
  }
  return signals;
}
