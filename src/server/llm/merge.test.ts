import { describe, expect, it } from 'vitest';
import { locateQuote, mentions } from './locate-quote.ts';
import { sameSubject } from './merge.ts';

describe('locateQuote', () => {
  const text = 'Our “Lumio” hub’s firmware — written in-house —\nlearns occupancy. It ships in May.';

  it('finds an exact quote with its offsets', () => {
    const start = text.indexOf('It ships');
    expect(locateQuote(text, 'It ships in May.')).toEqual({ text: 'It ships in May.', start, end: start + 16 });
    expect(locateQuote(text, '"It ships in May."')).toEqual({ text: 'It ships in May.', start, end: start + 16 });
  });

  it('forgives straight for curly quotes, dashes and white space, and returns the plan’s own words', () => {
    const found = locateQuote(text, `"Lumio" hub's firmware - written in-house - learns occupancy`);
    expect(found?.text).toBe('“Lumio” hub’s firmware — written in-house —\nlearns occupancy');
    expect(text.slice(found!.start, found!.end)).toBe(found!.text);
  });

  it('does not find changed words or tiny quotes', () => {
    expect(locateQuote(text, 'learns occupancy patterns')).toBeUndefined();
    expect(locateQuote(text, 'It')).toBeUndefined();
  });
});

describe('mentions', () => {
  it('matches whole words only', () => {
    expect(mentions('We sell LUMIO tags.', 'Lumio')).toBe(true);
    expect(mentions('We sell LUMIOX tags.', 'Lumio')).toBe(false);
  });
});

describe('sameSubject', () => {
  it.each([
    ['trademark', 'LUMIO', 'Lumio', true],
    ['trademark', 'Lumio Hub', 'Lumio', false],
    ['patent', 'adaptive cold-chain routing method', 'real-time adaptive routing method', true],
    ['patent', 'adaptive routing method', 'adaptive routing system', true],
    ['patent', 'sensor calibration method', 'adaptive routing method', false],
    ['trade_secret', 'customer list', 'supplier list', false],
    ['trade_secret', 'spoilage prediction model', 'carrier pricing model', false],
    ['trade_secret', 'carrier pricing model', 'regional carrier network', false],
    ['trade_secret', 'carrier pricing', 'carrier pricing and negotiated rates', true],
  ] as const)('%s: "%s" and "%s" -> %s', (type, a, b, same) => {
    expect(sameSubject(type, a, b)).toBe(same);
  });
});
