import type { Detector, EngineContext, Recommendation } from '../types.ts';
import { findingId, sentenceEvidence } from '../context.ts';
import { noveltyModifiers } from '../lexicons/patent-terms.ts';
import { findInventions, type Entry, type Invention } from './patent-inventions.ts';
import { quoteAround } from '../text/noun-phrases.ts';
import { patentAdvice, type PatentAssessment } from './patent-advice.ts';
import { disclaimerPattern, patentingSentence } from '../lexicons/patent-cues.ts';
import { implicitFinding } from '../findings/implicit-assets.ts';

const categoryLabel = {
  method: 'method',
  system: 'system',
  device: 'device',
  process: 'process',
  composition: 'composition',
  algorithm: 'algorithm',
} as const;

/** Technical inventions the plan describes, one finding per invention. */
export const detectPatents: Detector = (ctx: EngineContext) => {
  const seen = new Set<string>();
  const out: Recommendation[] = [];
  for (const invention of findInventions(ctx)) {
    const rec = recommend(invention, ctx.sentences.length);
    if (seen.has(rec.id)) continue;
    seen.add(rec.id);
    out.push(rec);
  }
  return out.length > 0 ? out : askedInvention(ctx);
};

const businessIdeaPatent = /\bpatent(?:ing|ed)?\s+(?:the|our|this|that)\s+(?:(?:whole|basic|core|business)\s+)?(?:concept|idea|business\s+model|model)\b/i;

/**
 * The writer asks about patenting ("we haven't filed a patent yet") without naming what: the invention is the
 * technology the plan describes developing, named from its own words, with the question quoted.
 */
function askedInvention(ctx: EngineContext): Recommendation[] {
  const asked = patentingSentence(ctx.sentences);
  if (!asked) return [];
  // The question was answered ("a subscription box isn't a technical invention"), or the plan means to patent a
  // business idea ("the concept of selling cancelled appointments"), which no patent protects.
  if (ctx.sentences.some((s) => disclaimerPattern.test(s.text) || businessIdeaPatent.test(s.text))) return [];
  const rec = implicitFinding('patent', ctx);
  if (!rec) return [];
  const evidence = [...rec.evidence.filter((e) => e.start !== asked.start), sentenceEvidence(asked)].sort((a, b) => a.start - b.start);
  return [{
    ...rec,
    likelihood: 55,
    rationale: [...rec.rationale.slice(0, -1), `The plan weighs patenting it: ${quote(asked.text.trim())}`, ...rec.rationale.slice(-1)],
    evidence,
    likelihoodFactors: [...rec.likelihoodFactors, { label: 'The plan already weighs patent protection', effect: 5 }],
  }];
}

function quote(text: string): string {
  return `"${text}"`;
}

function entriesOf(inv: Invention): Entry[] {
  return [...inv.entries.values()].sort((a, b) => a.signals.sentence.index - b.signals.sentence.index);
}

function assess(inv: Invention, total: number): PatentAssessment {
  const entries = entriesOf(inv);
  const describing = entries.filter((e) => e.role !== 'disclosure').map((e) => e.signals);
  const first = <T>(pick: (s: (typeof describing)[number]) => T | undefined) => describing.map(pick).find((v) => v !== undefined);
  const physicalWord = inv.strong && inv.category !== 'algorithm' ? inv.head : first((s) => s.physical);
  const physical = physicalWord !== undefined && (inv.category !== 'algorithm' || describing.some((s) => s.physical && s.techTerms >= 2));
  const software = inv.category === 'algorithm' || describing.some((s) => s.software);
  const businessWord = first((s) => s.businessMethod);
  const disclosure = entries.find((e) => e.signals.disclosure);
  const novelty =
    first((s) => s.novelty) ?? entries.map((e) => e.mention?.phrase.lead).find((l) => l !== undefined && noveltyModifiers.has(l));
  return {
    subject: inv.name,
    category: inv.category,
    software: software && !physical,
    businessMethod: businessWord !== undefined && !physical,
    businessWord,
    physical,
    physicalWord,
    improvement: first((s) => s.techImprovement),
    effect: bestEffect(describing),
    novelty,
    patentCue: first((s) => s.patentCue),
    patentCueSentence: first((s) => (s.patentCue ? s.sentence.text : undefined)),
    disclosure: disclosure ? { kind: disclosure.signals.disclosure!, sentence: disclosure.signals.sentence.text } : undefined,
    sentences: describing.length,
    core: describing.some((s) => s.core),
    futureOnly: describing.every((s) => s.future),
    // The opening of a plan (summary, product) names what the business rests on.
    early: (describing[0] ?? entries[0]!.signals).sentence.index <= Math.max(5, total * 0.15),
  };
}

/** The most technical statement of an effect: "resolves a full month in under 90 seconds" over a sales figure. */
function bestEffect(sigs: Entry['signals'][]): string | undefined {
  let best: string | undefined;
  let bestScore = -1;
  for (const s of sigs) {
    if (!s.effect) continue;
    const score = (s.techImprovement ? 5 : 0) + s.techTerms;
    if (score > bestScore) {
      best = s.effect;
      bestScore = score;
    }
  }
  return best;
}

/** The sentence that best shows the invention: novelty, effect and technical detail, in that order. */
function mainEntry(entries: Entry[]): Entry {
  const describing = entries.filter((e) => e.role === 'describes');
  let best = describing[0] ?? entries[0]!;
  let bestScore = -1;
  for (const e of describing) {
    const s = e.signals;
    const score = (s.novelty ? 6 : 0) + (e.mention?.qualifies ? 4 : 0) + (s.effect ? 3 : 0) + Math.min(s.techTerms, 4) + (e.role === 'describes' ? 1 : 0);
    if (score > bestScore) {
      best = e;
      bestScore = score;
    }
  }
  return best;
}

function recommend(inv: Invention, total: number): Recommendation {
  const a = assess(inv, total);
  const advice = patentAdvice(a);
  const entries = entriesOf(inv);
  const main = mainEntry(entries);
  const rationale: string[] = [];
  const mention = main.mention;
  rationale.push(`The plan describes the ${categoryLabel[inv.category]}: ${quote(quoteAround(main.signals.sentence.text, mention?.phrase.start ?? 0, mention?.phrase.end ?? 0))}`);
  if (a.effect) rationale.push(`It states a technical effect: ${quote(a.effect)}.`);
  if (a.novelty) rationale.push(`The plan presents it as new (${quote(a.novelty)}), which a patent requires.`);
  const detail = entries.find((e) => e !== main && e.role === 'describes' && e.signals.techTerms >= 2);
  if (detail) rationale.push(`It explains how it works: ${quote(quoteAround(detail.signals.sentence.text, 0, 0))}`);
  const cue = entries.find((e) => e.signals.patentCue);
  if (cue) rationale.push(`The plan mentions patent protection: ${quote(quoteAround(cue.signals.sentence.text, 0, 0))}`);
  if (a.disclosure) rationale.push(`The plan says it is already public: ${quote(quoteAround(a.disclosure.sentence, 0, 0))}`);
  rationale.push(...advice.reasons);

  return {
    id: findingId('patent', inv.name),
    type: 'patent',
    name: `Patent: ${inv.name}`,
    description: advice.description,
    rationale,
    likelihood: advice.likelihood,
    nextStep: advice.nextStep,
    potential: advice.potential,
    evidence: pickEvidence(entries),
    likelihoodFactors: advice.factors,
    details: {
      kind: 'patent',
      subject: inv.name,
      category: inv.category,
      abstractIdeaRisk: advice.abstractIdeaRisk,
      publicDisclosure: a.disclosure !== undefined,
      warnings: advice.warnings,
    },
  };
}

const maxEvidence = 6;
const roleRank = { describes: 0, patent: 1, disclosure: 1, supports: 2 } as const;

function pickEvidence(entries: Entry[]) {
  // The describing sentences with the most technical detail, plus any patent or disclosure statement.
  const ranked = [...entries].sort(
    (x, y) => roleRank[x.role] - roleRank[y.role] || y.signals.techTerms - x.signals.techTerms || x.signals.sentence.index - y.signals.sentence.index,
  );
  const keep = new Set(ranked.slice(0, maxEvidence));
  for (const e of entries) if ((e.role === 'patent' || e.role === 'disclosure') && keep.size < maxEvidence + 2) keep.add(e);
  return entries.filter((e) => keep.has(e)).map((e) => sentenceEvidence(e.signals.sentence));
}
