import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

describe('OpenAPI reference', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('documents the API from the zod schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'email', 'password']),
    );
  });

  it('serves the interactive reference and sends the spec links there', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api-docs/' })).statusCode).toBe(200);
    const doc = await t.app.inject({ method: 'GET', url: '/api/documentation' });
    expect(doc.statusCode).toBe(302);
    expect(doc.headers.location).toBe('/api-docs');
  });
});
