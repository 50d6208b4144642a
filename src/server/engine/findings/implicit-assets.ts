import type { IpType, Recommendation } from '#shared/schemas/analysis.ts';
import { timelineAndCostByType } from '#shared/rules/ratings.ts';
import { findingId, sentenceEvidence } from '../context.ts';
import { sentenceTokens, type Tokens } from '../text/tokens.ts';
import { nounPhraseAt, quoteAround } from '../text/noun-phrases.ts';
import { secretAdvice } from '../detectors/trade-secret-advice.ts';
import { sentenceSignals } from '../detectors/patent-signals.ts';
import { stem } from '../features/cue-counter.ts';
import type { EngineContext, Sentence } from '../types.ts';
import { licensedInPattern } from '../lexicons/copyright-works.ts';
import { deniedSecrecyPattern } from '../lexicons/trade-secret-denials.ts';
import { installedBefore, notOurInvention, priorArtModifiers } from '../lexicons/patent-cues.ts';
import { inventionNouns, noveltyWords, ownershipWords, secretAssetNouns, workNouns } from './asset-nouns.ts';

type Hit = { sentence: Sentence; tokens: Tokens; at: number; length: number; label: string; score: number; own: number; others: number[] };

/** The first asset noun of each sentence, scored by how much the sentence says the business made or keeps it. */
function assetHits(ctx: EngineContext, nouns: Record<string, unknown>): Hit[] {
  const hits: Hit[] = [];
  sentenceTokens(ctx).forEach((tokens, index) => {
    const sentence = ctx.sentences[index]!;
    if (tokens.words.length < 5) return; // headings and fragments name nothing
    const words = tokens.words.map(stem);
    let found: { at: number; length: number; label: string } | undefined;
    for (let i = 0; i < words.length && !found; i++) {
      const two = i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '';
      if (two && nouns[two] !== undefined) found = { at: i, length: 2, label: String(nouns[two]) };
      else if (nouns[words[i]!] !== undefined) found = { at: i, length: 1, label: String(nouns[words[i]!]) };
    }
    if (!found) return;
    const own = words.filter((w) => ownershipWords.has(w) || (nouns === inventionNouns && noveltyWords.has(w))).length;
    const first = words[0] === 'we' || words[0] === 'our' || words.includes('we') || words.includes('our');
    const others = words.map((w, i) => (i > found!.at && nouns[w] !== undefined ? i : -1)).filter((i) => i >= 0);
    hits.push({ sentence, tokens, ...found, others, own, score: own * 2 + (first ? 2 : 0) + Math.min(3, words.filter((w) => nouns[w] !== undefined).length) });
  });
  return hits.sort((a, b) => b.score - a.score || a.sentence.index - b.sentence.index);
}

/** "the roasting profiles", "2.3 million shipment records": the plan's own noun phrase around the asset noun. */
function phraseOf(hit: Hit): string {
  const start = hit.tokens.starts[hit.at]!;
  const end = hit.tokens.ends[hit.at + hit.length - 1]!;
  // The head noun may continue into a compound ("process" in "process controls"): take the phrase it heads.
  const phrase = nounPhraseAt(hit.sentence.text, start, end, 3);
  // "2.3 million shipment records": a quantity before the phrase keeps its digits.
  const quantity = hit.sentence.text.slice(0, phrase.start).match(/(?:^|\s)(\d[\d,.]*\+?(?:\s(?:million|billion|thousand|hundred))?\s)$/);
  const text = quantity ? `${quantity[1]}${phrase.text}` : phrase.text;
  return text.replace(/^(?:our|the|its|their|a|an)\s+/i, '');
}

/** A bare generic word names nothing ("method", "design"): a finding is named by a phrase that says what it is. */
const bareWords = new Set('method,process,data,model,system,technology,platform,software,content,design,record,information,application,program,report,plan,pattern,guide,profile,parameter,protocol,procedure,relationship,supplier,pricing,material,component,module,device,equipment'.split(','));
const isBare = (name: string) => !/\s/.test(name.trim()) && bareWords.has(stem(name.trim().toLowerCase()));

function listOf(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** An invention is named by a compound ("three-layer foam dressing"), never a bare noun or a counted thing. */
function inventionPhrase(hit: Hit): string | undefined {
  for (const at of [hit.at, ...hit.others]) {
    // "a hydrant-mounted device that remains in place": the relative clause says more than the name.
    const phrase = phraseOf({ ...hit, at, length: 1 }).replace(/\s+(?:that|which|who)\b.*$/i, '');
    // "existing in-field nitrate sensors", "half-finished buckles": what the market has, or an unfinished try.
    const first = phrase.split(/\s+/)[0]!.toLowerCase();
    if (priorArtModifiers.has(first) || /^(?:half|un)[a-z-]*(?:finished|built|made)$|^(?:broken|failed|old)$/.test(first)) continue;
    if (/\s|-/.test(phrase) && !/^\d/.test(phrase) && !isBare(phrase)) return phrase;
  }
  return undefined;
}

function topHits(hits: Hit[], n: number): { chosen: Hit[]; names: string[] } {
  const chosen: Hit[] = [];
  const names: string[] = [];
  for (const hit of hits) {
    if (chosen.length >= n) break;
    const name = phraseOf(hit);
    const key = stem(name.toLowerCase().split(/\s+/).at(-1) ?? '');
    chosen.push(hit);
    if (isBare(name)) continue;
    if (name.length > 2 && !names.some((n) => stem(n.toLowerCase().split(/\s+/).at(-1) ?? '') === key)) names.push(name);
  }
  return { chosen: chosen.sort((a, b) => a.sentence.index - b.sentence.index), names: names.slice(0, 2) };
}

/** Know-how, recipes, data and relationships the plan shows without calling them secret. */
function implicitSecret(ctx: EngineContext): Recommendation | null {
  // "The Company does not rely on confidentiality", "there's no secret sauce": the writer has said there is none.
  if (ctx.sentences.some((s) => s.text.length < 2000 && deniedSecrecyPattern.test(s.text))) return null;
  const { chosen, names } = topHits(assetHits(ctx, secretAssetNouns), 3);
  if (chosen.length === 0 || names.length === 0) return null;
  const name = `${listOf(names)}`;
  const categories = [...new Set(chosen.map((h) => h.label))] as Parameters<typeof secretAdvice>[0]['categories'];
  const advice = secretAdvice({
    name,
    categories,
    strong: false,
    secrecy: 'held by the business',
    evidenceText: chosen.map((h) => h.sentence.text).join(' '),
    planText: ctx.text,
    sentences: chosen.length,
  });
  return {
    id: findingId('trade_secret', name),
    type: 'trade_secret',
    name: `Trade secret: ${name}`,
    description: advice.description,
    rationale: [
      `The plan shows know-how and information the business holds: "${quoteAround(chosen[0]!.sentence.text)}"`,
      'It does not call them secret: they stay protectable only if the company keeps them confidential with reasonable measures (agreements, access limits, marking).',
      ...chosen.slice(1).map((h) => `Also: "${quoteAround(h.sentence.text)}"`),
    ],
    likelihood: 50,
    nextStep: advice.nextStep,
    potential: advice.potential,
    evidence: chosen.map((h) => sentenceEvidence(h.sentence)),
    likelihoodFactors: [{ label: 'Know-how or information the business holds, not yet called confidential', effect: 50 }],
    details: { kind: 'trade_secret', subject: name, category: categories.join(', '), measures: advice.measures },
  };
}

/** "book a walk", "patent application", "the books" of a bookkeeper: a work noun that names no work here. */
function notAWork(hit: Hit): boolean {
  const word = hit.tokens.words[hit.at]!.toLowerCase();
  const before = hit.tokens.words[hit.at - 1]?.toLowerCase() ?? '';
  const after = hit.tokens.words[hit.at + 1]?.toLowerCase() ?? '';
  if (/^book$/.test(word) && (/^(?:a|an|the|online|now|your|their|walks?|appointments?|sessions?|in)$/.test(after) || /^(?:to|can|will|you|customers|clients|they|and|or|please)$/.test(before))) return true;
  if (/^books$/.test(word) && /^(?:the|their|your|client|clients|company)$/.test(before)) return true;
  if (/^applications?$/.test(word) && /^(?:patent|provisional|grant|job|loan|permit|visa|trademark)$/.test(before)) return true;
  // A business plan, a marketing plan, a payment plan, the 2025 plan: plans that are no drawings.
  if (/^plans?$/.test(word) && /^(?:business|marketing|action|growth|strategic|financial|payment|pricing|subscription|service|meal|care|treatment|training|implementation|hiring|launch|insurance|health|phone|data|annual|monthly|savings|retirement|project|work|operating|season|year|quarter|\d{4})$/.test(before)) return true;
  // "Our own website only 10% of bookings": a website counted as a sales channel, not as a work.
  if (/^(?:website|site|app)$/.test(word) && /\b(?:bookings?|orders?|sales|revenue|traffic|\d+\s?%)/i.test(hit.sentence.text) && !/\b(?:built|wrote|designed|developed|coded)\b/i.test(hit.sentence.text)) return true;
  if (licensedInPattern.test(hit.sentence.text)) return true;
  // Goods a shop buys in and sells: "books bought from Ingram", "we stock 9,000 titles".
  return /\b(?:(?:bought|buy|buys|purchased) (?:\w+ ){0,2}from|resell|resells|we stock|we carry|wholesale)\b/i.test(hit.sentence.text);
}

/** Software, content and designs the business makes: protected by copyright from creation. */
function implicitWorks(ctx: EngineContext): Recommendation | null {
  // Works the business makes: a bookshop's stock, a booking ("book a walk") or a title line are not.
  const hits = assetHits(ctx, workNouns).filter((h) => !notAWork(h));
  const { chosen, names } = topHits(hits, 3);
  // At least one sentence must say the business makes or owns them ("our", "designed", "in-house").
  if (chosen.length === 0 || names.length === 0 || !hits.some((h) => h.own > 0)) return null;
  const works = listOf(names);
  const { timeline, cost } = timelineAndCostByType.copyright;
  return {
    id: findingId('copyright', `implicit:${works}`),
    type: 'copyright',
    name: `Copyright: ${works}`,
    description:
      `Copyright protects the ${works} as original expression from the moment they are fixed, for the author's life plus 70 years (95 years from publication for works made for hire). ` +
      `Registration is needed before suing in the US and, made within 3 months of publication, keeps statutory damages. Typical cost ${cost} over ${timeline}.`,
    rationale: [
      `The plan describes works the business makes: "${quoteAround(chosen[0]!.sentence.text)}"`,
      ...chosen.slice(1).map((h) => `Also: "${quoteAround(h.sentence.text)}"`),
      'Make sure employees and contractors assign their rights in writing: work by contractors is not work made for hire without a signed agreement (17 U.S.C. 101).',
    ],
    likelihood: 50,
    nextStep: `Confirm written copyright assignments from everyone who made the ${works}, then register the main versions with the US Copyright Office ($65 standard electronic application).`,
    potential: 'medium',
    evidence: chosen.map((h) => sentenceEvidence(h.sentence)),
    likelihoodFactors: [{ label: 'Original works the business makes', effect: 50 }],
    details: { kind: 'copyright', works: names, ownershipGap: false },
  };
}

const questionedClaim = /\?\s*$|\b(?:tell|told) (?:me|us)\b|\bpeople say\b|\bI (?:read|heard)\b/i;

/** The technology the plan develops, when no single invention was described in detail. */
function implicitInvention(ctx: EngineContext): Recommendation | null {
  const signals = sentenceSignals(ctx);
  // "We do not manufacture anything": the plan has said there is no invention to find, unless it doubts what it was
  // told ("people tell me software is not patentable, but ...?").
  if (signals.some((s) => s.disclaimer && !questionedClaim.test(s.sentence.text))) return null;
  // "so we can fit air source heat pumps": equipment the business installs is someone else's invention, wherever
  // the plan mentions it again.
  const all = assetHits(ctx, inventionNouns);
  const noun = (h: Hit) => h.tokens.words.slice(h.at, h.at + h.length).map(stem).join(' ');
  const installed = new Set(
    all.filter((h) => installedBefore.test(h.sentence.text.slice(0, h.tokens.starts[h.at])) || notOurInvention.test(h.sentence.text)).map(noun),
  );
  const hits = all.filter((h) => !installed.has(noun(h)));
  // The sentence telling best how the thing works ("the ball sits in a socket held by a magnet plus a spring pin")
  // shows the invention better than any that only says the business has it: it is always quoted.
  const terms = (h: Hit) => signals[h.sentence.index]!.techTerms;
  const howItWorks = hits.filter((h) => terms(h) >= 2).sort((a, b) => terms(b) - terms(a))[0];
  const { chosen } = topHits(howItWorks ? [howItWorks, ...hits.filter((h) => h !== howItWorks)] : hits, 3);
  const subject = hits.slice(0, 6).map(inventionPhrase).find((p) => p !== undefined);
  // The strongest hit must say the business made it.
  if (chosen.length === 0 || subject === undefined || hits[0]!.score < 2) return null;
  const { timeline, cost } = timelineAndCostByType.patent;
  return {
    id: findingId('patent', `implicit:${subject}`),
    type: 'patent',
    name: `Patent: ${subject}`,
    description: `The plan develops its own ${subject}. A utility patent protects a new, useful and non-obvious improvement in it for 20 years from filing; the plan does not describe the improvement in enough detail to judge novelty. Typical cost ${cost} over ${timeline}.`,
    rationale: [
      `The plan describes technology the business develops: "${quoteAround(chosen[0]!.sentence.text)}"`,
      ...chosen.slice(1).map((h) => `Also: "${quoteAround(h.sentence.text)}"`),
      'Patentability depends on what exactly is new: a patent search and an invention disclosure come first.',
    ],
    likelihood: 50,
    nextStep: `Write an invention disclosure for the ${subject} (what is new, how it works, what it improves), run a prior-art search, and file a provisional application before any public disclosure.`,
    potential: 'medium',
    evidence: chosen.map((h) => sentenceEvidence(h.sentence)),
    likelihoodFactors: [{ label: 'Technology the business develops itself', effect: 50 }],
    details: { kind: 'patent', subject, category: 'system', abstractIdeaRisk: false, publicDisclosure: false, warnings: [] },
  };
}

/** A finding for an asset the model is confident about although no detector named it outright. */
export function implicitFinding(type: IpType, ctx: EngineContext): Recommendation | null {
  if (type === 'trade_secret') return implicitSecret(ctx);
  if (type === 'copyright') return implicitWorks(ctx);
  if (type === 'patent') return implicitInvention(ctx);
  return null;
}
