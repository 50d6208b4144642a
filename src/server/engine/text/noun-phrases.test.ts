import { describe, expect, it } from 'vitest';
import { contentWords, nounPhraseAt, quoteAround, stem } from './noun-phrases.ts';

function phraseOf(sentence: string, head: string) {
  const at = sentence.indexOf(head);
  return nounPhraseAt(sentence, at, at + head.length);
}

describe('nounPhraseAt', () => {
  it('walks back over modifiers and stops at praise and determiners, remembering the stop word', () => {
    const p = phraseOf('Our proprietary adaptive cold-chain routing algorithm reduces spoilage.', 'algorithm');
    expect(p.text).toBe('adaptive cold-chain routing algorithm');
    expect(p.lead).toBe('proprietary');
  });

  it('adds a "for ..." or "that ..." tail to a bare head', () => {
    expect(phraseOf('We developed a method for extracting lithium from brine using membranes.', 'method').text).toBe(
      'method for extracting lithium from brine',
    );
    expect(phraseOf('We built a device that detects gas leaks in basements, fast.', 'device').text).toBe('device that detects gas leaks in basements');
  });

  it('does not take a verb or a plural noun for a modifier, but keeps acronyms and brands', () => {
    expect(phraseOf('It joins panels without nails.', 'panels').text).toBe('panels');
    expect(phraseOf('The BMS tuning parameters are kept.', 'parameters').text).toBe('BMS tuning parameters');
    expect(phraseOf('a new lipid nanoparticle (LNP) formulation', 'formulation').text).toBe('lipid nanoparticle (LNP) formulation');
  });
});

describe('contentWords and stem', () => {
  it('compares forms of one word', () => {
    expect(stem('calibrating')).toBe(stem('calibrates'));
    expect(stem('calibration')).toBe(stem('calibrated'));
    expect(contentWords('the thermally aware charging method')).toEqual(['thermally', 'awar', 'charg', 'method']);
  });
});

describe('quoteAround', () => {
  it('keeps short sentences whole and cuts long ones at word boundaries', () => {
    expect(quoteAround('Short one.')).toBe('Short one.');
    const long = `${'word '.repeat(60)}target ${'tail '.repeat(60)}`.trim();
    const q = quoteAround(long, long.indexOf('target'), long.indexOf('target') + 6, 80);
    expect(q).toContain('target');
    expect(q.startsWith('…') && q.endsWith('…')).toBe(true);
  });
});

describe('nounPhraseAt with figures', () => {
  it('keeps the figure a scale word multiplies, digits and all', () => {
    const s = 'We hold 2.3 million shipment records from pilots.';
    const at = s.indexOf('records');
    expect(nounPhraseAt(s, at, at + 7).text).toBe('2.3 million shipment records');
    const t = 'We logged 40 trucks last year.';
    expect(nounPhraseAt(t, t.indexOf('trucks'), t.indexOf('trucks') + 6).text).toBe('trucks');
  });
});
