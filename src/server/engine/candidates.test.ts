import { describe, expect, it } from 'vitest';
import { failedCheckNote } from './analyze.ts';
import { detectors, findCandidates } from './candidates.ts';
import { buildContext } from './context.ts';
import type { Detector } from './types.ts';

const plan = `Brightloom Ltd makes the Brightloom Loom, a weaving frame. Our dye recipe is known only to the two founders and is never written down.`;

const faulty: Detector = () => {
  throw new TypeError("Cannot read properties of undefined (reading 'index')");
};

describe('findCandidates', () => {
  it('by default lets a detector fault through, so training and evaluation see it', () => {
    const ctx = buildContext(plan);
    expect(() => findCandidates(ctx, undefined, [['trademark', faulty]])).toThrow(TypeError);
  });

  it('when told to carry on, keeps every other type and names the type that failed', () => {
    const ctx = buildContext(plan);
    const seen: string[] = [];
    const list = detectors.map(([type, detect]) => [type, type === 'trademark' ? faulty : detect] as const);
    const { candidates, failed } = findCandidates(ctx, (type) => seen.push(type), list);
    expect(failed).toEqual(['trademark']);
    expect(seen).toEqual(['trademark']);
    expect(candidates.trademark).toEqual([]);
    expect(candidates.trade_secret.length).toBeGreaterThan(0);
    const whole = findCandidates(buildContext(plan));
    expect(whole.failed).toEqual([]);
    expect(candidates.trade_secret).toEqual(whole.candidates.trade_secret);
  });

  it('words the note so that a missing type is not read as a "no"', () => {
    expect(failedCheckNote('trade_secret')).toBe(
      'The trade secret check could not finish on this text, so this report may be missing trade secrets. The other findings are complete; please run the analysis again later or contact support.',
    );
  });
});
