import { describe, expect, it } from 'vitest';
import { featureNames } from '#server/engine/features/features.ts';
import type { FeaturedCase } from './dataset.ts';
import { fitTypes, foldOf } from './cross-validate.ts';

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
    const { threshold } = fitTypes(cases, { l2: 0.1, planWeight: 1, folds: 5 }).patent;
    expect(threshold.short).toBeLessThan(threshold.long);
    // Where the signal says nothing and nearly every case is a yes, recommending all is the best cut: the lowest.
    expect(threshold.short).toBe(0.1);
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
