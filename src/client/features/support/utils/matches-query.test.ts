import { describe, expect, it } from 'vitest';
import { matchesQuery } from './matches-query.ts';

describe('matchesQuery', () => {
  it('matches every word anywhere in the texts, ignoring case and accents', () => {
    expect(matchesQuery('', 'anything')).toBe(true);
    expect(matchesQuery('  PATENT  fees ', 'How are fees estimated?', 'Patent filing')).toBe(true);
    expect(matchesQuery('resume', 'Résumé tips')).toBe(true);
    expect(matchesQuery('patent lawyer', 'Patent fees')).toBe(false);
  });
});
