import { describe, expect, it } from 'vitest';
import { brandFound, corpusMetrics, squash, writtenInLowerCase, type CaseOutcome } from './metrics.ts';
import { isHeldOutPlan } from './split.ts';

const none = { patent: false, trademark: false, trade_secret: false, copyright: false };
const all = { patent: true, trademark: true, trade_secret: true, copyright: true };

function outcome(partial: Partial<CaseOutcome>): CaseOutcome {
  return { id: 'x', text: '', expected: none, brands: [], predicted: none, trademarks: [], ...partial };
}

describe('corpus metrics', () => {
  it('finds a brand in a mark or a name, ignoring case and punctuation', () => {
    expect(squash("Nathan's Famous")).toBe('nathansfamous');
    expect(brandFound("Nathan's", [{ mark: 'NATHANS', name: 'Trademark: NATHANS (company name)' }])).toBe(true);
    expect(brandFound('FedEx Ground', [{ mark: 'FedEx', name: 'Trademark: FEDEX (company name; family: FedEx Express, FedEx Ground)' }])).toBe(true);
    expect(brandFound('Peloton', [{ mark: 'Bike', name: 'Trademark: BIKE (product name)' }])).toBe(false);
  });

  it('calls a mark ordinary when the text writes it in lower case', () => {
    expect(writtenInLowerCase('Bike', 'Our Bike is a bike for everyone.')).toBe(true);
    expect(writtenInLowerCase('Ethics Hotline', 'Call the ethics   hotline.')).toBe(true);
    expect(writtenInLowerCase('Peloton', 'Peloton sells bikes.')).toBe(false);
    expect(writtenInLowerCase('Netflix', 'Netflix streams. See ir.netflix.com.')).toBe(true);
    expect(writtenInLowerCase('Netflix', 'Netflix streams. See ir.netflix.com.', true)).toBe(false);
  });

  it('computes per-type figures, macro-F1, the all-four baseline and the trademark figures', () => {
    const outcomes = [
      outcome({ id: 'a', expected: all, predicted: { ...all, copyright: false }, brands: ['Acme'], trademarks: [{ mark: 'Acme', name: 'Trademark: ACME (company name)' }], text: 'Acme sells.' }),
      outcome({ id: 'b', expected: { ...none, trademark: true }, predicted: { ...none, trademark: true, patent: true }, brands: ['Zed', 'Yon'], text: 'the bike', trademarks: [{ mark: 'Zed', name: 'Trademark: ZED' }, { mark: 'Bike', name: 'Trademark: BIKE' }, { mark: 'Q', name: 'Trademark: Q' }] }),
    ];
    const m = corpusMetrics(outcomes);
    expect(m.types.patent).toMatchObject({ tp: 1, fp: 1, fn: 0, precision: 0.5, recall: 1 });
    expect(m.types.copyright).toMatchObject({ tp: 0, fp: 0, fn: 1, f1: null });
    expect(m.types.trademark.f1).toBe(1);
    // macro-F1 counts an undefined F1 as 0.
    expect(m.macroF1).toBeCloseTo((2 / 3 + 1 + 1 + 0) / 4, 6);
    // All four: trademark expected twice (F1 1), the others once in two cases (P 0.5, R 1, F1 2/3).
    expect(m.allFour.types.trademark.f1).toBe(1);
    expect(m.allFour.macroF1).toBeCloseTo((1 + 3 * (2 / 3)) / 4, 6);
    expect(m.brandRecall).toEqual({ found: 2, labelled: 3, recall: 2 / 3 });
    expect(m.trademarkRecs).toEqual({ mean: 2, max: 3 });
    expect(m.ordinaryWordMarks).toEqual({ count: 1, proposed: 4, share: 0.25 });
    expect(m.ordinaryWordMarksCountingAddresses.count).toBe(1);
  });

  it('does not count a company name as an ordinary word for its lower-case web or mail address (decision 015)', () => {
    const text = 'Acme sells tools online at www.acme.com and answers at help@acme.io. Nothing else is acme here.';
    const addressOnly = 'Acme sells tools online at www.acme.com and answers at help@acme.io.';
    const m = corpusMetrics([
      outcome({ id: 'a', text: addressOnly, trademarks: [{ mark: 'Acme', name: 'Trademark: ACME (company name)' }] }),
      outcome({ id: 'b', text, trademarks: [{ mark: 'Acme', name: 'Trademark: ACME (company name)' }] }),
    ]);
    expect(m.ordinaryWordMarks).toEqual({ count: 1, proposed: 2, share: 0.5 });
    expect(m.ordinaryWordMarksCountingAddresses.count).toBe(2);
  });

  it('holds out every fourth founder plan, whatever its slug says after the number', () => {
    expect(['04-a', '08-b', '36-c', '100-d'].every(isHeldOutPlan)).toBe(true);
    expect(['01-a', '35-b', '101-c', 'x'].some(isHeldOutPlan)).toBe(false);
  });
});
