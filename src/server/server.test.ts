import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../scripts/build/server.ts';
import { makeSampleDocx } from './extract/test-files.ts';
import { freePort, repoRoot, startServerProcess, type ServerProcess } from './test/server-process.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'moatmap-server-'));

// What `npm run serve` starts: the compiled server in dist/server, built here so it matches the sources.
const startServer = async (port: number): Promise<ServerProcess> =>
  startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' }, { compiled: true, port });

async function signIn(url: string, username: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'secret-pass' }),
  });
  expect(res.status).toBe(201);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

describe('the compiled server process', () => {
  beforeAll(() => buildServer(repoRoot), 60_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates its database on first start, finishes in-flight requests on SIGTERM, and keeps data across restarts', async () => {
    const port = await freePort();
    const first = await startServer(port);
    const body = JSON.stringify({ username: 'persisted', email: 'persisted@example.com', password: 'secret-pass' });
    // Send the headers and half the body, then ask the server to stop: the request must still complete.
    const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port, path: '/api/auth/register', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 20));
      // The server must have read the headers before it is told to stop (a request that arrives while it
      // closes gets 503, by design); on a loaded machine that can take a while, so allow for it.
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 1500);
    });
    const answer = await response;
    expect(answer.status).toBe(201);
    expect(await first.exited).toBe(0);

    const again = await startServer(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'persisted', password: 'secret-pass' }),
    });
    expect(login.status).toBe(200);
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('reads an upload on a parser thread and analyses it on an engine thread, both from the build', async () => {
    const server = await startServer(await freePort());
    try {
      const cookie = await signIn(server.url, 'compiled');
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await makeSampleDocx())]), 'plan.docx');
      const upload = await fetch(`${server.url}/api/upload`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
      expect(upload.status).toBe(200);
      const { content } = (await upload.json()) as { content: string };
      expect(content).toContain('LUMIO Labs builds the Lumio Hub');
      const analysis = await fetch(`${server.url}/api/analyze`, {
        method: 'POST',
        headers: { cookie, origin: server.url, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Lumio', content }),
      });
      expect(analysis.status).toBe(201);
      const body = (await analysis.json()) as { result: { recommendations: { type: string }[] } };
      expect(body.result.recommendations.map((r) => r.type)).toContain('trademark');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 120_000);
});
