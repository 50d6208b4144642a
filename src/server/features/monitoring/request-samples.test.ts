import { describe, expect, it } from 'vitest';
import { createRequestSamples, percentile } from './request-samples.ts';

describe('request samples', () => {
  it('computes the 95th percentile by nearest rank', () => {
    expect(percentile([], 95)).toBeNull();
    expect(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 95)).toBe(95);
    expect(percentile([3, 1, 2], 95)).toBe(3);
  });

  it('keeps an hour of minutes with requests, p95, error rate and analyses; older minutes fall out', () => {
    const samples = createRequestSamples(60);
    const t0 = Date.parse('2026-11-23T10:00:00Z');
    samples.record({ at: t0 + 1000, status: 200, durationMs: 10, isAnalysis: false });
    samples.record({ at: t0 + 2000, status: 500, durationMs: 30, isAnalysis: false });
    samples.record({ at: t0 + 3000, status: 201, durationMs: 20, isAnalysis: true });
    samples.record({ at: t0 + 61_000, status: 200, durationMs: 5, isAnalysis: false });
    const history = samples.history(t0 + 61_000);
    expect(history).toHaveLength(60);
    expect(history.at(-2)).toEqual({ minute: '2026-11-23T10:00:00.000Z', requests: 3, p95Ms: 30, errorRate: 1 / 3, analyses: 1 });
    expect(history.at(-1)).toMatchObject({ requests: 1, p95Ms: 5, errorRate: 0 });
    expect(history[0]).toMatchObject({ requests: 0, p95Ms: null });

    samples.record({ at: t0 + 61 * 60_000, status: 200, durationMs: 1, isAnalysis: false });
    expect(samples.history(t0 + 61 * 60_000).some((m) => m.minute === '2026-11-23T10:00:00.000Z')).toBe(false);
  });
});
