import { describe, expect, it } from 'vitest';
import { formatUptime, statusLabel, toMegabytes, toneOf } from './monitoring.ts';

describe('monitoring display rules', () => {
  it('maps statuses to the spec tones', () => {
    for (const s of ['pass', 'healthy', 'connected', 'available']) expect(toneOf(s)).toBe('good');
    for (const s of ['warning', 'degraded']) expect(toneOf(s)).toBe('warning');
    for (const s of ['fail', 'critical', 'error', 'unavailable']) expect(toneOf(s)).toBe('bad');
    expect(toneOf('not_configured')).toBe('neutral');
  });

  it('shows memory in MB and uptime in hours, minutes and seconds', () => {
    expect(toMegabytes(52_428_800)).toBe('50.0 MB');
    expect(formatUptime(3 * 3600 + 25 * 60 + 7.9)).toBe('3h 25m 7s');
    expect(formatUptime(0)).toBe('0h 0m 0s');
    expect(statusLabel('not_configured')).toBe('Not configured');
  });
});
