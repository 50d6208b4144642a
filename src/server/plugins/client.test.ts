import { readFileSync, readdirSync, statSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { cacheControlFor, clientDir } from './client.ts';

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

  it('serves precompressed assets with Content-Encoding and Vary, cached for a year', async () => {
    const asset = readdirSync(`${clientDir}/assets`).find((f) => f.endsWith('.js') && statSync(`${clientDir}/assets/${f}`).size > 4096)!;
    const plain = readFileSync(`${clientDir}/assets/${asset}`);

    const brotli = await t.app.inject({ method: 'GET', url: `/assets/${asset}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).equals(plain)).toBe(true);

    const gzip = await t.app.inject({ method: 'GET', url: `/assets/${asset}`, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain)).toBe(true);

    const identity = await t.app.inject({ method: 'GET', url: `/assets/${asset}`, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toMatch(/accept-encoding/i);
    expect(identity.rawPayload.equals(plain)).toBe(true);
  });

  it('never lets a browser keep index.html, compressed or not, on the root and on client routes', async () => {
    for (const url of ['/', '/projects']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-type']).toMatch(/text\/html/);
    }
  });
});

describe('cache lifetimes', () => {
  it('are a year for hashed assets, none for HTML, an hour for other public files', () => {
    expect(cacheControlFor(`${clientDir}/assets/index-abc123.js.br`)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(`${clientDir}/index.html.gz`)).toBe('no-cache');
    expect(cacheControlFor(`${clientDir}/favicon.svg`)).toBe('public, max-age=3600');
  });
});
