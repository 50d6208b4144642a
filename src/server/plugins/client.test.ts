import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { clientDir } from './client.ts';

describe('serving the built client', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('serves index.html at the root, without letting browsers cache it', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    expect(root.headers['cache-control']).toBe('no-cache');
  });

  it('serves index.html for client routes, assets as files, and JSON 404s for the API', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/implementation-plan' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<div id="root">');

    const asset = readdirSync(`${clientDir}/assets`).find((f) => f.endsWith('.js'))!;
    const file = await t.app.inject({ method: 'GET', url: `/assets/${asset}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/javascript/);

    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('Not found: GET /api/no-such-thing');
  });
});
