import { describe, expect, it } from 'vitest';
import { mayStateSecrecy } from '#server/engine/detectors/trade-secret-finder.ts';
import { secrecyPattern } from '#server/engine/lexicons/trade-secret-secrecy.ts';
import { tokenize } from '#server/engine/text/tokens.ts';
import { loadCorpus } from './corpus.ts';
import { loadTenK } from './tenk.ts';

/** Sentences the secrecy pattern matches but the trigger words turn away: phrasings silently disabled. */
function turnedAway(texts: readonly string[]): string[] {
  const missed: string[] = [];
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?。])\s+|\n+/)) {
      const match = secrecyPattern.exec(sentence);
      if (match && !mayStateSecrecy(sentence, tokenize(sentence))) missed.push(`"${match[0]}" in: ${sentence.slice(0, 160)}`);
    }
  }
  return missed;
}

// The trigger list is kept by hand beside the phrasings; a phrasing whose words are missing from it never runs.
describe('the trade-secret finder runs its secrecy pattern on every sentence the pattern can match', () => {
  it('on the founder plans', () => {
    expect(turnedAway(loadCorpus().map((plan) => plan.text))).toEqual([]);
  });

  const tenK = loadTenK();
  it.skipIf(!tenK.cases)('on the 10-K filings', () => {
    expect(turnedAway(tenK.cases!.map((c) => c.text))).toEqual([]);
  });

  it('lets through secrecy said only as "in confidence" or "confidentially"', () => {
    expect(turnedAway(['Commercial in confidence.', 'Reports are shared confidentially.'])).toEqual([]);
    expect(mayStateSecrecy('Plain words only here.', tokenize('Plain words only here.'))).toBe(true);
    expect(mayStateSecrecy('A walk in the park.', tokenize('A walk in the park.'))).toBe(false);
  });
});
