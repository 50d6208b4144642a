// Real server processes for the API benchmark: the app on a database, and a bare Fastify for comparison.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildServer, compiledServerArgs, sourceServerArgs } from '../scripts/build/server.ts';

export type RunningServer = { url: string; pid: number; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`server at ${url} did not come up`);
}

function stopper(child: ChildProcess, cleanup: () => void) {
  return () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => {
        cleanup();
        resolve();
      });
      child.kill('SIGTERM');
    });
}

let built: Promise<unknown> | undefined;

/**
 * The production server (`npm run serve`, compiled here once per run so it matches the sources) on PGlite in a
 * fresh folder (or `dataDir`), or on the given PostgreSQL database; `fromSources` runs the TypeScript through tsx.
 */
export async function startAppServer(
  databaseUrl?: string,
  nodeOptions: string[] = [],
  env: Record<string, string> = {},
  { fromSources = false, dataDir: givenDataDir }: { fromSources?: boolean; dataDir?: string } = {},
): Promise<RunningServer> {
  // A folder given by the caller outlives the server (restarts on one database); one made here does not.
  const dataDir = givenDataDir ?? mkdtempSync(join(tmpdir(), 'moatmap-bench-'));
  if (!fromSources) await (built ??= buildServer());
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, ...(fromSources ? sourceServerArgs : compiledServerArgs)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      // The bench is one user analysing many plans: per-user limits would measure the limiter, not the server.
      ANALYZE_RATE_LIMIT_PER_MINUTE: '1000000',
      LOGIN_MAX_ATTEMPTS: '1000000',
      REGISTER_RATE_LIMIT_PER_HOUR: '1000000',
      DOMAIN_LOOKUPS_OFFLINE: 'true',
      RDAP_BOOTSTRAP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/health`, child);
  return { url, pid: child.pid!, stop: stopper(child, () => {
    if (!givenDataDir) rmSync(dataDir, { recursive: true, force: true });
  }) };
}

/** Fastify answering GET /hello with a small JSON body: the ceiling every endpoint is compared with. */
export async function startBareFastify(): Promise<RunningServer> {
  const port = await freePort();
  const source = `
    const app = (await import('fastify')).default({ logger: false });
    app.get('/hello', async () => ({ hello: 'world' }));
    await app.listen({ port: ${port}, host: '127.0.0.1' });`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', source], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/hello`, child);
  return { url, pid: child.pid!, stop: stopper(child, () => {}) };
}
