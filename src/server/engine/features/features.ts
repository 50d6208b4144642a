import { ipTypes, type IpType, type Recommendation } from '#shared/schemas/analysis.ts';
import { cueGroups, type CueGroup } from '../lexicons/content-cues.ts';
import { sentenceTokens } from '../text/tokens.ts';
import { sentenceSignals } from '../detectors/patent-signals.ts';
import type { EngineContext } from '../types.ts';
import { countCues, cueBit, type SentenceCues } from './cue-counter.ts';

/** The candidates each detector found, before the decision. */
export type Candidates = Record<IpType, Recommendation[]>;

/** Sentences where two kinds of cue meet say more than either alone ("our engineers developed the sensor"). */
const pairs: [string, CueGroup[], CueGroup[]][] = [
  ['research+device', ['research'], ['device', 'science']],
  ['research+software', ['research'], ['software']],
  ['knowhow+making', ['knowhow'], ['manufacturing', 'science', 'device']],
  ['knowhow+data', ['knowhow'], ['data', 'software']],
  ['knowhow+brand', ['knowhow'], ['brand']],
  ['software+content', ['software'], ['content', 'design']],
  ['content+brand', ['content', 'design'], ['brand']],
];

// Detectors read a short, plain plan more reliably than a long report: their signal gets a second, short-text weight.
const detectorFeatures = ipTypes.flatMap((t) => [`${t}:findings`, `${t}:best`, `${t}:high`, `${t}:best-in-short-text`]);
const shortText = 2500;
/** Distinct technical terms that make a sentence tell how something works. */
const mechanismTerms = 2;

const contentFeatures: readonly string[] = [
  'doc:log-words',
  ...detectorFeatures,
  'trademark:company',
  'patent:mechanism-sentences',
  ...cueGroups.flatMap((g) => [`cue:${g}:rate`, `cue:${g}:sentences`]),
  ...pairs.map(([name]) => `pair:${name}`),
];

/**
 * The names of the model's inputs, in the order of FeatureSet.values. Every content feature appears twice, once
 * for short texts (founders' plans) and once for long ones (annual reports): the same cue weighs differently in a
 * 400-word plan and in a 5,000-word report, and one set of weights had to compromise between them.
 */
export const featureNames: readonly string[] = [
  ...contentFeatures.map((n) => `short:${n}`),
  ...contentFeatures.map((n) => `long:${n}`),
  'doc:short',
];

const shortIndex = featureNames.indexOf('doc:short');

/** Whether the features describe a short text (a founder's plan) rather than a long report. */
export function isShortText(values: readonly number[]): boolean {
  return values[shortIndex] === 1;
}

export type FeatureSet = {
  values: number[];
  /** Each sentence's cue groups, for picking the sentences that carried a decision. */
  sentenceCues: SentenceCues[];
};

function mask(groups: CueGroup[]): number {
  return groups.reduce((m, g) => m | cueBit(g), 0);
}

/**
 * What the decision model reads about a plan: the detectors' findings and how densely the plan speaks of each kind
 * of asset. Rates are per 1,000 words, on a log scale, so a 300-word plan and a 5,000-word report compare.
 */
export function extractFeatures(ctx: EngineContext, candidates: Candidates): FeatureSet {
  const sentenceCues = sentenceTokens(ctx).map(countCues);
  const words = Math.max(1, sentenceCues.reduce((sum, s) => sum + s.words, 0));
  const values: number[] = [Math.log(words)];
  for (const type of ipTypes) {
    const found = candidates[type];
    values.push(Math.log1p(found.length));
    values.push(found.reduce((best, r) => Math.max(best, r.likelihood), 0) / 100);
    values.push(found.some((r) => r.potential === 'high') ? 1 : 0);
    values.push(words <= shortText ? found.reduce((best, r) => Math.max(best, r.likelihood), 0) / 100 : 0);
  }
  values.push(candidates.trademark.some((r) => r.details.kind === 'trademark' && r.details.markType === 'company') ? 1 : 0);
  // "a metal plate with holes between the fire and the fish": how a thing works, told in technical words, whether or
  // not the patent detector found a claim to name.
  values.push(Math.log1p(sentenceSignals(ctx).filter((s) => s.techTerms >= mechanismTerms).length));
  cueGroups.forEach((_, g) => {
    let count = 0;
    let sentences = 0;
    for (const s of sentenceCues) {
      count += s.counts[g]!;
      if (s.counts[g]! > 0) sentences++;
    }
    values.push(Math.log1p((1000 * count) / words), Math.log1p(sentences));
  });
  for (const [, left, right] of pairs) {
    const l = mask(left);
    const r = mask(right);
    const both = sentenceCues.filter((s) => s.mask & l && s.mask & r).length;
    values.push(Math.log1p(both));
  }
  const short = words <= shortText ? 1 : 0;
  return { values: [...values.map((v) => v * short), ...values.map((v) => v * (1 - short)), short], sentenceCues };
}
