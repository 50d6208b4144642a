import { describe, expect, it } from 'vitest';
import { countCharacters, countWords, describeTextStats } from './text-stats.ts';

describe('countWords', () => {
  it('is 0 for empty or blank text', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('  \n\t ')).toBe(0);
  });

  it('counts runs of non-space characters across lines and tabs', () => {
    expect(countWords('  Lumio Hub,\n a smart\tthermostat.  ')).toBe(5);
  });
});

describe('countCharacters', () => {
  it('counts every character, spaces included', () => {
    expect(countCharacters('ab c\n')).toBe(5);
  });

  it('counts an emoji or a combined accent once', () => {
    expect(countCharacters('👍🏽 e\u0301')).toBe(3);
  });
});

describe('describeTextStats', () => {
  it('uses singular and plural and thousands separators', () => {
    expect(describeTextStats('one')).toBe('1 word · 3 characters');
    expect(describeTextStats('')).toBe('0 words · 0 characters');
    expect(describeTextStats('x'.repeat(999))).toBe('1 word · 999 characters');
    expect(describeTextStats(`${'word '.repeat(1200)}`)).toBe('1,200 words · 6,000 characters');
  });
});
