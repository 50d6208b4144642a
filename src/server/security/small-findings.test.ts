import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_TOO_LARGE_MESSAGE } from '#shared/schemas/business-plan.ts';
import { samplePlan } from '../extract/test-files.ts';
import { ONE_FILE_MESSAGE } from '../features/uploads/uploads.routes.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { registerUser, type SignedIn } from '../test/auth.ts';

// Finding 9 of the attack run: the small ones.
const BOUNDARY = '----moatmap-security-boundary';
const filePart = (name: string, field = 'file') =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n${samplePlan}\r\n`;
const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

describe('small findings', () => {
  let t: TestApp;
  let alice: SignedIn;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    alice = await registerUser(t.app, { username: 'alice-small', password: 'correct horse' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('refuses two files in one upload with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...multipartHeaders, ...alice.headers },
      payload: `${filePart('a.txt')}${filePart('b.txt')}--${BOUNDARY}--\r\n`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(ONE_FILE_MESSAGE);
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...multipartHeaders, ...alice.headers },
      payload: `${filePart('a.txt')}--${BOUNDARY}--\r\n`,
    });
    expect(one.statusCode).toBe(200);
  });

  it.each([
    ['same-site', 403],
    ['cross-site', 403],
    ['none', 403],
    ['same-origin', 200],
  ])('answers a write with no Origin and Sec-Fetch-Site %s with %i', async (site, status) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { 'sec-fetch-site': site } });
    expect(res.statusCode).toBe(status);
  });

  /** Sends the whole body whatever the server answers meanwhile, as a simple client does, and reports what happened. */
  function sendWhole(size: number) {
    return new Promise<{ status?: number; body: string; error?: string; written: number }>((resolve) => {
      const head = Buffer.from(filePart('big.txt').replace(`${samplePlan}\r\n`, ''));
      const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
      const url = new URL(`${base}/api/upload`);
      const req = httpRequest({
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: url.pathname,
        headers: { ...multipartHeaders, cookie: alice.cookie, 'content-length': head.length + size + tail.length },
      });
      let written = 0;
      let status: number | undefined;
      let body = '';
      let error: string | undefined;
      let pending = 2;
      const settle = () => --pending === 0 && resolve({ status, body, error, written });
      req.on('response', (res) => {
        status = res.statusCode;
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', settle);
      });
      req.on('error', (err: NodeJS.ErrnoException) => {
        error = err.code ?? err.message;
        pending = 1;
        settle();
      });
      const chunk = Buffer.alloc(256 * 1024, 'b');
      req.write(head);
      const pump = () => {
        while (written < size) {
          const piece = chunk.subarray(0, Math.min(chunk.length, size - written));
          written += piece.length;
          if (!req.write(piece)) return void req.once('drain', pump);
        }
        req.end(tail, settle);
      };
      pump();
    });
  }

  it('reads and drops a 51 MB body before its 413, so a client that sends it all gets the answer', { timeout: 120_000 }, async () => {
    const size = 51 * 1024 * 1024;
    const res = await sendWhole(size);
    expect(res.error).toBeUndefined();
    expect(res.written).toBe(size);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
  });

  it('answers a 51 MB upload sent with fetch with its 413', { timeout: 120_000 }, async () => {
    const body = new Blob([filePart('big.txt').replace(`${samplePlan}\r\n`, ''), new Uint8Array(51 * 1024 * 1024).fill(98), `\r\n--${BOUNDARY}--\r\n`]);
    const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: { ...multipartHeaders, cookie: alice.cookie }, body });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: FILE_TOO_LARGE_MESSAGE });
  });
});

describe('the session cookie over HTTPS', () => {
  const secureOf = async (t: TestApp, headers: Record<string, string> = {}) => {
    await registerUser(t.app, { username: 'cookie-owner', password: 'correct horse' }).catch(() => undefined);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers, payload: { username: 'cookie-owner', password: 'correct horse' } });
    expect(res.statusCode).toBe(200);
    return /;\s*Secure/i.test(String(res.headers['set-cookie']));
  };

  it('is Secure when PUBLIC_ORIGIN is https, even without TRUST_PROXY', async () => {
    const t = await createTestApp('pglite', { publicOrigin: 'https://moatmap.example' });
    try {
      expect(await secureOf(t)).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('is Secure behind a trusted proxy that says https, and not over plain HTTP', async () => {
    const t = await createTestApp('pglite', { trustProxy: true });
    try {
      expect(await secureOf(t, { 'x-forwarded-proto': 'https' })).toBe(true);
      expect(await secureOf(t)).toBe(false);
    } finally {
      await t.close();
    }
  });
});
