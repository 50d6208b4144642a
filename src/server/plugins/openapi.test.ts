import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('OpenAPI reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('documents the API from the zod schemas, with both auth schemes and the errors of each route', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password']),
    );
    expect(doc.components.securitySchemes).toMatchObject({ session: { type: 'apiKey', in: 'cookie' }, bearer: { type: 'http', scheme: 'bearer' } });
    expect(doc.security).toEqual([{ session: [] }, { bearer: [] }]);
    const createKey = doc.paths['/api/settings/api-keys'].post;
    expect(Object.keys(createKey.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '429', '500']));
    expect(createKey.responses['400'].content['application/json'].schema.properties.errors.type).toBe('array');
    expect(doc.paths['/api/plan-items/{id}'].patch.responses['404']).toBeDefined();
    // Public routes say so, and do not list 401.
    expect(doc.paths['/api/support/tickets'].post.security).toEqual([]);
    expect(doc.paths['/api/support/tickets'].post.responses['401']).toBeUndefined();
  });

  it.each(['/api/documentation/', '/api/explorer/', '/api-docs/'])('serves %s from local files under the CSP', async (path) => {
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    // Every script the page loads is a local file.
    const scripts = [...page.body.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      expect(src).not.toMatch(/^https?:/);
      const asset = await t.app.inject({ method: 'GET', url: new URL(src, `http://x${path}`).pathname });
      expect(asset.statusCode).toBe(200);
    }
  });

  it('lets the explorer try requests and keeps the reference read-only', async () => {
    const explorer = await t.app.inject({ method: 'GET', url: '/api/explorer/static/swagger-initializer.js' });
    expect(explorer.body).toContain('"tryItOutEnabled":true');
    const reference = await t.app.inject({ method: 'GET', url: '/api/documentation/static/swagger-initializer.js' });
    expect(reference.body).toContain('"supportedSubmitMethods":[]');
  });
});
