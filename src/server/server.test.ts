import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'moatmap-server-'));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'production', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/health`).then((r) => r.ok, () => false);
    if (up) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

const exited = (child: ChildProcess) => new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates its database on first start, finishes in-flight requests on SIGTERM, and keeps data across restarts', async () => {
    const port = await freePort();
    const server = await startServer(port);
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
        server.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 1500);
    });
    const exit = exited(server);
    const answer = await response;
    expect(answer.status).toBe(201);
    expect(await exit).toBe(0);

    const again = await startServer(port);
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'persisted', password: 'secret-pass' }),
    });
    expect(login.status).toBe(200);
    const stopped = exited(again);
    again.kill('SIGINT');
    expect(await stopped).toBe(0);
  }, 180_000);
});
