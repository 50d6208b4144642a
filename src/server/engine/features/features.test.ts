import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { findCandidates } from '../candidates.ts';
import { countCues, stem } from './cue-counter.ts';
import { extractFeatures, featureNames } from './features.ts';
import { tokenize } from '../text/tokens.ts';
import { cueGroups } from '../lexicons/content-cues.ts';

const plan = 'Brightloaf Bakery bakes sourdough from a family recipe. Our app takes orders and our data shows what sells on Mondays.';
const features = (text: string) => {
  const ctx = buildContext(text);
  return extractFeatures(ctx, findCandidates(ctx).candidates);
};

describe('features', () => {
  it('gives one value per named feature, the same for the same text', () => {
    const a = features(plan);
    expect(a.values).toHaveLength(featureNames.length);
    expect(features(plan).values).toEqual(a.values);
    expect(a.values.every(Number.isFinite)).toBe(true);
  });

  it('counts content cues by group, including two-word cues and plurals', () => {
    const cues = countCues(tokenize('Our recipes and know-how, plus customer lists and source code.'));
    const count = (group: string) => cues.counts[cueGroups.indexOf(group as never)]!;
    expect(count('knowhow')).toBeGreaterThanOrEqual(2);
    expect(count('relationships')).toBeGreaterThanOrEqual(1);
    expect(count('software')).toBeGreaterThanOrEqual(1);
    expect(stem('processes')).toBe('process');
    expect(stem('sensors')).toBe('sensor');
  });

  it('reads rates per 1,000 words, so a short plan and a long one with the same content compare', () => {
    const short = features(plan).values;
    const long = features(`${plan}\n`.repeat(10)).values;
    const rate = featureNames.indexOf('short:cue:knowhow:rate');
    expect(long[rate]).toBeCloseTo(short[rate]!, 1);
  });

  it('reads a short plan and a long report with separate weights: each fills only its own half', () => {
    const long = features(`${plan}\n`.repeat(150)).values;
    const short = features(plan).values;
    const at = (name: string) => featureNames.indexOf(name);
    expect(short[at('doc:short')]).toBe(1);
    expect(long[at('doc:short')]).toBe(0);
    expect(short[at('long:cue:knowhow:rate')]).toBe(0);
    expect(long[at('short:cue:knowhow:rate')]).toBe(0);
    expect(long[at('long:cue:knowhow:rate')]).toBeCloseTo(short[at('short:cue:knowhow:rate')]!, 1);
  });

  it('counts the sentences that tell how a thing works, whether or not a detector named an invention', () => {
    const at = featureNames.indexOf('short:patent:mechanism-sentences');
    const kiln =
      'The charcoal sits in a drawer at the bottom, so the door never opens. Between the fire and the fish there is a perforated plate with bigger holes near the edge. ' +
      'A pipe takes the smoke from the top back under the plate, so it passes the fish twice and the kiln uses half the charcoal.';
    expect(features(kiln).values[at]).toBeGreaterThan(0);
    expect(features(plan).values[at]).toBe(0);
  });

  it('is empty-safe', () => {
    expect(features('').values.every(Number.isFinite)).toBe(true);
  });
});
