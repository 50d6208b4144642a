import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './regexp.ts';

describe('escapeRegExp', () => {
  it('makes a name match itself literally', () => {
    expect(new RegExp(`^${escapeRegExp('Co. (Pty) [A+B]?')}$`).test('Co. (Pty) [A+B]?')).toBe(true);
    expect(new RegExp(`^${escapeRegExp('Co.')}$`).test('Cox')).toBe(false);
  });
});
