import { describe, expect, it } from 'vitest';
import { loginUrlFor, safeReturnUrl } from './return-url.ts';

describe('safeReturnUrl', () => {
  it.each(['/projects', '/analysis/12?tab=roadmap', '/'])('keeps the local path %s', (path) => {
    expect(safeReturnUrl(path)).toBe(path);
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['absolute URL', 'https://evil.example/projects'],
    ['protocol-relative', '//evil.example'],
    ['backslash trick', '/\\evil.example'],
    ['relative path', 'projects'],
    ['javascript URL', 'javascript:alert(1)'],
    ['tab inside slashes', '/\t/evil.example'],
  ])('sends %s to /', (_name, value) => {
    expect(safeReturnUrl(value)).toBe('/');
  });
});

describe('loginUrlFor', () => {
  it('encodes the path as the returnUrl parameter and round-trips through URLSearchParams', () => {
    const url = loginUrlFor('/analysis/7?x=1&y=2');
    expect(url).toBe('/login?returnUrl=%2Fanalysis%2F7%3Fx%3D1%26y%3D2');
    expect(new URLSearchParams(url.split('?')[1]).get('returnUrl')).toBe('/analysis/7?x=1&y=2');
  });
});
