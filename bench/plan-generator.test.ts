import { describe, expect, it } from 'vitest';
import { countWords, generatePlan } from './plan-generator.ts';
import { percentile } from './stats.ts';

describe('generatePlan', () => {
  it.each([3_000, 20_000])('writes about %i words', (words) => {
    const plan = generatePlan(words);
    expect(countWords(plan)).toBeGreaterThanOrEqual(words);
    expect(countWords(plan)).toBeLessThan(words + 80);
  });

  it('is deterministic per seed and names products differently across seeds', () => {
    expect(generatePlan(3_000, 1)).toBe(generatePlan(3_000, 1));
    const product = (plan: string) => plan.match(/## Product: (\S+)/)![1];
    const names = new Set([1, 2, 3, 4, 5].map((seed) => product(generatePlan(500, seed))));
    expect(names.size).toBeGreaterThan(1);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(10);
    expect(percentile(sorted, 95)).toBe(19);
    expect(percentile([7], 95)).toBe(7);
  });
});
