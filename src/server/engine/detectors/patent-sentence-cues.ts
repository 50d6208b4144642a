// The readers of single cues in a sentence (trigger words, measured amounts, effects, disclosures), kept apart
// from the reading of invention mentions in patent-signals.ts.
import {
  businessMethodTermList,
  effectVerbList,
  mechanismVerbList,
  physicalTermList,
  softwareTermList,
  technicalImprovementTermList,
  technicalTermList,
} from '../lexicons/patent-terms.ts';
import {
  comparativeTriggers,
  confidentialSharingPattern,
  coreTriggers,
  disclaimerTriggers,
  disclosureNegationPattern,
  disclosurePattern,
  disclosureTriggers,
  disclosureVerbAfter,
  disclosureVerbBefore,
  disclosureVerbs,
  futurePattern,
  futureTriggers,
  noveltyTriggers,
  ownershipTriggers,
  passiveOwnPattern,
  patentTriggers,
  secrecyChoiceTriggers,
  thirdPartyPattern,
} from '../lexicons/patent-cues.ts';
import { PhraseIndex, phraseSet, TriggerTable, wordSet, type Tokens } from '../text/tokens.ts';

export const technicalTerms = phraseSet(technicalTermList);
export const softwareTerms = phraseSet(softwareTermList);
export const physicalTerms = phraseSet(physicalTermList);
export const businessTerms = phraseSet(businessMethodTermList);
export const improvementTerms = phraseSet(technicalImprovementTermList);
const effectVerbs = new PhraseIndex(effectVerbList.map((w) => [w, true] as [string, true]));

// One pass over a sentence's words tells which phrase patterns can match at all; the others are not run.
export const table = new TriggerTable();
export const bit = {
  novelty: table.add(noveltyTriggers),
  comparative: table.add(comparativeTriggers),
  ownership: table.add(ownershipTriggers),
  patent: table.add(patentTriggers),
  disclaimer: table.add(disclaimerTriggers),
  disclosure: table.add(disclosureTriggers),
  future: table.add(futureTriggers),
  plainFuture: table.add('will,shall,would,could,upcoming'),
  core: table.add(coreTriggers),
  firstPerson: table.add('we,our,us,ours,my,mine'),
  thirdParty: table.add('competitor,competitors,rival,rivals,incumbent,incumbents,other,others'),
  mechanism: table.add(mechanismVerbList),
  secrecyChoice: table.add(secrecyChoiceTriggers),
};

/** Runs a phrase pattern only on sentences holding one of its trigger words. */
export function gated(mask: number, which: number, pattern: RegExp, text: string): RegExpExecArray | null {
  return mask & which ? pattern.exec(text) : null;
}

const unitWords = wordSet(
  'c,f,kpa,pa,mpa,psi,n,kn,nm,µm,um,mm,cm,hz,khz,mhz,ghz,mah,kwh,wh,kw,mw,w,mv,v,ma,db,dba,ppm,ppb,mol,rpm,lux,nits,log,ms,µs,' +
    'microseconds,milliseconds,vcpu,cores,gb,tb,mb',
);

/** "25 kPa", "2 kHz", "0.4 °C": a number with a physical unit (not money or a share of a market). */
export function hasTechnicalUnit(tokens: Tokens, text: string): boolean {
  for (let i = 0; i < tokens.words.length; i++) {
    const w = tokens.words[i]!;
    const c = w.charCodeAt(0);
    if (c < 48 || c > 57) continue;
    const after = text.slice(tokens.ends[i]!, tokens.ends[i]! + 2);
    if (after.startsWith('°') || after === ' °') return true;
    const next = tokens.words[i + 1];
    // "2 kHz" or "2kHz" (one token "2khz")
    if (next !== undefined && unitWords.has(next) && /^\s?$/.test(text.slice(tokens.ends[i]!, tokens.starts[i + 1]!))) return true;
    const glued = /^\d+([a-zµ]+)$/.exec(w);
    if (glued && unitWords.has(glued[1]!)) return true;
  }
  return false;
}

export function isFuture(mask: number, text: string): boolean {
  if (mask & bit.plainFuture) return true;
  return (mask & bit.future) !== 0 && futurePattern.test(text);
}

export function readDisclosure(mask: number, text: string, firstPerson: boolean): string | undefined {
  if (!(mask & bit.disclosure)) return undefined;
  const m = disclosurePattern.exec(text);
  if (!m) return undefined;
  if (disclosureVerbs.test(m[0])) {
    const before = text.slice(Math.max(0, m.index - 30), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (!disclosureVerbBefore.test(before) && !disclosureVerbAfter.test(after)) return undefined;
  }
  // "We will launch after we presented...": a disclosure only if no future wording comes before it.
  const future = isFuture(mask, text) ? futurePattern.exec(text) : null;
  if (future && future.index < m.index) return undefined;
  if (disclosureNegationPattern.test(text.slice(0, m.index)) || confidentialSharingPattern.test(text)) return undefined;
  if (mask & bit.thirdParty && thirdPartyPattern.test(text)) return undefined;
  if (!firstPerson && !passiveOwnPattern.test(text)) return undefined;
  return m[0];
}

/** Where the effect verb governing the measured amount starts: the last one before it, else the first. */
export function effectVerbBefore(tokens: Tokens, anchor: number): number | undefined {
  let found: number | undefined;
  for (let i = 0; i < tokens.words.length; i++) {
    if (!effectVerbs.has(tokens.words[i]!)) continue;
    // "over the last 12 months", "the past year": "last" after an article is an adjective of time, not "lasts".
    if (tokens.words[i] === 'last' && /^(?:the|this|our|its|their)$/.test(tokens.words[i - 1] ?? '')) continue;
    const at = tokens.starts[i]!;
    if (found === undefined || at < anchor) found = at;
    if (at >= anchor) break;
  }
  return found;
}

export function quoteEffect(text: string, from: number): string {
  const rest = text.slice(from);
  const end = rest.search(/[,;:.](?:\s|$)|\s(?:and|while|which|so)\s|\s[—–]\s/);
  return (end > 0 ? rest.slice(0, end) : rest).slice(0, 100).trim();
}
