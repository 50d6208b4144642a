import { describe, expect, it } from 'vitest';
import { formatMisses, formatRatio, formatSummary, meetsAims } from './report.ts';
import { figures, summarise, scorePlan } from './score.ts';

describe('report formatting', () => {
  it('shows ratios with three decimals and n/a when undefined', () => {
    expect(formatRatio(0.5)).toBe('0.500');
    expect(formatRatio(null)).toBe('n/a');
  });

  it('checks the aims of precision 0.85 and recall 0.9', () => {
    expect(meetsAims(figures({ tp: 9, fp: 1, fn: 1 }))).toBe(true);
    expect(meetsAims(figures({ tp: 8, fp: 0, fn: 2 }))).toBe(false);
    expect(meetsAims(figures({ tp: 5, fp: 1, fn: 0 }))).toBe(false);
  });

  it('prints one row per type and one for names, with the counts', () => {
    const score = scorePlan(
      'a',
      { marks: ['Sonara'], notMarks: [], expected: { patent: true, trademark: true, trade_secret: false, copyright: false } },
      { types: { patent: true, trademark: true, trade_secret: true, copyright: false }, marks: ['Sonara'] },
    );
    const table = formatSummary(summarise([score]));
    expect(table).toMatch(/^Plans: 1\./);
    expect(table).toMatch(/patent\s+1\s+0\s+0\s+1\.000\s+1\.000\s+1\.000\s+met/);
    expect(table).toMatch(/trade_secret\s+0\s+1\s+0\s+0\.000\s+n\/a\s+n\/a\s+not met/);
    expect(table).toMatch(/names \(trademarks\)\s+1\s+0\s+0/);
  });

  it('lists misses or says there are none', () => {
    expect(formatMisses([])).toBe('Misses: none.');
    const text = formatMisses([{ plan: '03-best-pizza', type: 'name', kind: 'FP', names: ['Slice (third-party/non-name)'] }]);
    expect(text).toContain('Misses (1):');
    expect(text).toMatch(/03-best-pizza\s+name\s+FP\s+Slice \(third-party\/non-name\)/);
  });
});
