import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it.each([
    ['a page', 'GET', '/', {}],
    ['an API answer', 'GET', '/health', {}],
    ['a 401', 'GET', '/api/analyses', {}],
    ['a 404', 'GET', '/api/no-such-route', {}],
    ['a refused cross-origin write', 'POST', '/api/auth/login', { origin: 'https://evil.example' }],
  ])('sends the CSP and helmet headers on %s', async (_label, method, url, headers) => {
    const res = await t.app.inject({ method: method as 'GET' | 'POST', url, headers, payload: method === 'POST' ? {} : undefined });
    if (url === '/api/auth/login') expect(res.statusCode).toBe(403);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    // HSTS belongs to the TLS-terminating proxy (README, Several instances): a plain-HTTP install must not pin it.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
