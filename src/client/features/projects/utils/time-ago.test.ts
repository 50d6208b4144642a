import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago.ts';

const now = new Date('2025-06-15T12:00:00Z');
const before = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('timeAgo', () => {
  it('says less than a minute for the last 59 seconds and for a clock slightly ahead', () => {
    expect(timeAgo(before(0), now)).toBe('less than a minute ago');
    expect(timeAgo(before(59), now)).toBe('less than a minute ago');
    expect(timeAgo(before(-30), now)).toBe('less than a minute ago');
  });

  it('uses the largest whole unit, singular and plural', () => {
    expect(timeAgo(before(60), now)).toBe('1 minute ago');
    expect(timeAgo(before(59 * 60 + 59), now)).toBe('59 minutes ago');
    expect(timeAgo(before(2 * 3600), now)).toBe('2 hours ago');
    expect(timeAgo(before(24 * 3600), now)).toBe('1 day ago');
    expect(timeAgo(before(8 * 24 * 3600), now)).toBe('1 week ago');
    expect(timeAgo(before(45 * 24 * 3600), now)).toBe('1 month ago');
    expect(timeAgo(before(800 * 24 * 3600), now)).toBe('2 years ago');
  });

  it('reads ISO text as the server sends it', () => {
    expect(timeAgo('2025-06-15T09:00:00.000Z', now)).toBe('3 hours ago');
  });

  it('gives nothing for a date it cannot read', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});
