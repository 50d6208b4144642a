import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, textMessage } from './api-client.ts';

type Seen = { method?: string; contentType?: string; body: string };
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];

// A real loopback server answering each path the way a real backend (or a proxy in front of it) can.
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, contentType: req.headers['content-type'], body });
      const json = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(value));
      };
      switch (req.url) {
        case '/ok':
          return json(200, { hello: 'world', echo: body ? JSON.parse(body) : null });
        case '/message':
          return json(409, { message: 'Username is already taken' });
        case '/quota':
          return json(429, { message: 'Your organization has used its 10 analyses for this month.', code: 'quota_exceeded' });
        case '/error-field':
          return json(502, { error: 'Upstream unavailable' });
        case '/validation':
          return json(400, { message: 'Validation failed', errors: [{ field: 'email', message: 'Please enter a valid email address' }] });
        case '/unauthorized':
          return json(401, { message: 'Not signed in' });
        case '/html-error':
          res.writeHead(500, { 'content-type': 'text/html' });
          return res.end(`<html><head><style>p{}</style></head><body><h1>Bad   gateway</h1><p>${'x'.repeat(400)}</p></body></html>`);
        case '/html-ok':
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end('<!doctype html><p>app shell</p>');
        case '/empty-error':
          res.writeHead(503);
          return res.end();
        default:
          return json(404, { message: 'Not found' });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('returns the parsed JSON and sends a JSON body as POST', async () => {
    const result = await apiRequest<{ hello: string; echo: unknown }>('/ok', { baseUrl, body: { a: 1 } });
    expect(result).toEqual({ hello: 'world', echo: { a: 1 } });
    expect(seen.at(-1)).toMatchObject({ method: 'POST', contentType: 'application/json' });
  });

  it('sends the JSON header without a body when asked', async () => {
    await apiRequest('/ok', { baseUrl, method: 'POST', jsonHeader: true });
    expect(seen.at(-1)).toEqual({ method: 'POST', contentType: 'application/json', body: '' });
  });

  it('raises "{status}: {message}" from the JSON message field', async () => {
    await expect(apiRequest('/message', { baseUrl })).rejects.toThrow(/^409: Username is already taken$/);
  });

  it('keeps the server’s machine-readable code', async () => {
    const error = await apiRequest('/quota', { baseUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: 'quota_exceeded', serverMessage: 'Your organization has used its 10 analyses for this month.' });
  });

  it('falls back to the JSON error field', async () => {
    await expect(apiRequest('/error-field', { baseUrl })).rejects.toThrow('502: Upstream unavailable');
  });

  it('keeps the status, the server message and the field errors', async () => {
    const error = await apiRequest('/validation', { baseUrl }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      message: '400: Validation failed',
      status: 400,
      serverMessage: 'Validation failed',
      fieldErrors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
  });

  it('uses the body text without markup, cut to 200 characters, for a non-JSON error', async () => {
    const error = (await apiRequest('/html-error', { baseUrl }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.serverMessage).toHaveLength(200);
    expect(error.message).toMatch(/^500: Bad gateway x+$/);
  });

  it('falls back to the status text when the error body is empty', async () => {
    await expect(apiRequest('/empty-error', { baseUrl })).rejects.toThrow('503: Service Unavailable');
  });

  it('refuses a successful non-JSON answer', async () => {
    await expect(apiRequest('/html-ok', { baseUrl })).rejects.toThrow(/^Expected JSON response but got text\/html; charset=utf-8$/);
  });
});

describe('textMessage', () => {
  it('drops tags, scripts and styles and collapses whitespace', () => {
    expect(textMessage('<div>\n  Too <b>many</b>\trequests<script>alert(1)</script></div>')).toBe('Too many requests');
  });
});
