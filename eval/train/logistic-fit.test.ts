import { describe, expect, it } from 'vitest';
import { probability } from '#server/engine/decision/model.ts';
import { fitLogistic } from './logistic-fit.ts';

describe('fitLogistic', () => {
  const samples = Array.from({ length: 60 }, (_, i) => {
    const x = [i / 10, (i * 7) % 5];
    return { x, y: (x[0]! > 3 ? 1 : 0) as 0 | 1, weight: 1 };
  });

  it('learns a separating direction and is deterministic', () => {
    const a = fitLogistic(samples, 0.01);
    expect(a.weights[0]).toBeGreaterThan(1);
    expect(fitLogistic(samples, 0.01)).toEqual(a);
    expect(probability(a, [5.5, 1])).toBeGreaterThan(0.9);
    expect(probability(a, [0.5, 1])).toBeLessThan(0.1);
  });

  it('shrinks weights as the penalty grows', () => {
    expect(Math.abs(fitLogistic(samples, 1).weights[0]!)).toBeLessThan(Math.abs(fitLogistic(samples, 0.01).weights[0]!));
  });

  it('keeps a constant feature harmless', () => {
    const flat = samples.map((s) => ({ ...s, x: [s.x[0]!, 1] }));
    const fit = fitLogistic(flat, 0.01);
    expect(fit.scale[1]).toBe(1);
    expect(Number.isFinite(fit.weights[1])).toBe(true);
  });
});
