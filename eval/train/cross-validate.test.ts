import { describe, expect, it } from 'vitest';
import { featureNames } from '#server/engine/features/features.ts';
import { isRecommended } from '#server/engine/decision/model.ts';
import type { FeaturedCase } from './dataset.ts';
import { bestThreshold, fitTypes, foldOf } from './cross-validate.ts';

const signal = featureNames.indexOf('long:cue:research:rate');
const short = featureNames.indexOf('doc:short');

function featuredCase(id: string, isShort: boolean, value: number, positive: boolean): FeaturedCase {
  const values = featureNames.map(() => 0);
  values[signal] = value;
  values[short] = isShort ? 1 : 0;
  const expected = { patent: positive, trademark: positive, trade_secret: positive, copyright: positive };
  return { id, corpus: isShort ? 'plans' : '10k', text: '', expected, brands: [], values, heldOut: false };
}

describe('fitTypes', () => {
  it('chooses a threshold for short plans and another for long reports, each where F1 is best for its kind', () => {
    // Long reports: only a strong signal means yes. Short plans: nearly always yes, whatever the signal says.
    const cases = [
      ...Array.from({ length: 40 }, (_, i) => featuredCase(`long-${i}`, false, i / 10, i >= 30)),
      ...Array.from({ length: 40 }, (_, i) => featuredCase(`short-${i}`, true, 0, i % 10 !== 0)),
    ];
    const model = fitTypes(cases, { l2: 0.1, planWeight: 1, folds: 5 }).patent;
    const recommended = (c: FeaturedCase) => isRecommended(model, c.values);
    // Where the signal says nothing and nearly every case is a yes, recommending all is the best cut.
    for (const c of cases.filter((c) => c.corpus === 'plans')) expect(recommended(c)).toBe(true);
    // Long reports: yes with a strong signal, no with a weak one.
    const long = cases.filter((c) => c.corpus === '10k');
    for (const c of long.filter((c) => c.values[signal]! >= 3)) expect(recommended(c)).toBe(true);
    for (const c of long.filter((c) => c.values[signal]! < 2.5)) expect(recommended(c)).toBe(false);
  });
});

describe('foldOf', () => {
  it('keeps every case in its fold when other cases are added, and spreads cases over all folds', () => {
    const filings = Array.from({ length: 200 }, (_, i) => featuredCase(`10k-${i}`, false, 0, false));
    const plans = Array.from({ length: 60 }, (_, i) => featuredCase(`${i}-plan`, true, 0, false));
    const before = foldOf(filings, 5);
    const after = foldOf([...plans.slice(0, 30), ...filings, ...plans.slice(30)], 5);
    for (const f of filings) expect(after.get(f.id)).toBe(before.get(f.id));
    const sizes = [0, 1, 2, 3, 4].map((k) => filings.filter((f) => before.get(f.id) === k).length);
    for (const size of sizes) expect(size).toBeGreaterThan(20);
  });
});

describe('bestThreshold', () => {
  it('takes the middle of the cuts whose F1 is within a hair of the best, not the first of them', () => {
    // Every positive scores 0.85 and every negative 0.25: any cut from 0.26 to 0.84 is perfect; the middle is 0.54.
    const probs = [...Array.from({ length: 20 }, () => 0.85), ...Array.from({ length: 20 }, () => 0.25)];
    const ys = [...Array.from({ length: 20 }, () => true), ...Array.from({ length: 20 }, () => false)];
    expect(bestThreshold(probs, ys, 0)).toBe(0.54);
    // A narrow top: only 0.58 and 0.60 split these exactly (0.575 is the last no, 0.6 the first yes); the lower is taken.
    const spread = Array.from({ length: 41 }, (_, i) => i / 40);
    expect(bestThreshold(spread, spread.map((p) => p >= 0.6), 0)).toBe(0.58);
  });
});
