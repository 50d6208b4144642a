import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { compiledServerArgs, sourceServerArgs } from '../../../scripts/build/server.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  port: number;
  url: string;
  exited: Promise<number | null>;
  /** The last lines the process logged at warn level or above: what a failing test prints to say why. */
  log: () => string;
};

/**
 * The server as a real process, answering on /health before this resolves: from its TypeScript sources under tsx,
 * or, with `compiled`, from the production build in dist/server as `npm run serve` starts it (the caller builds it).
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { compiled?: boolean; port?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, options.compiled ? compiledServerArgs : sourceServerArgs, {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      lines.push(...chunk.split('\n').filter(Boolean));
      lines.splice(0, Math.max(0, lines.length - 50));
    });
  }
  const log = () => lines.join('\n');
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code, signal) => {
      // A process ended by a signal (an abort, the OOM killer) has no exit code: say which, for the failure report.
      if (signal) console.error(`server process on port ${port} ended by ${signal}`);
      if (code) console.error(`server process on port ${port} exited with ${code}:\n${log()}`);
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}:\n${log()}`);
    if (await fetch(`${url}/health`).then((r) => r.ok, () => false)) return { child, port, url, exited, log };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}
