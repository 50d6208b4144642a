import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, compiledServerArgs } from '../scripts/build/server.ts';

/** The real server (compiled, as `npm run serve` starts it) in its own process on a loopback port, with its resident memory sampled. */
export type ServerProcess = {
  base: string;
  /** Highest resident memory seen so far, in MB. */
  peakRssMb: () => number;
  rssMb: () => number;
  stop: () => Promise<void>;
};

function readRssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return Math.round(kb / 1024);
  } catch {
    return 0;
  }
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'moatmap-fuzz-'));
  // FUZZ_PORT picks the loopback port (on a shared machine, one of your own range); by default a random high one.
  const port = Number(process.env.FUZZ_PORT) || 20000 + Math.floor(Math.random() * 20000);
  // What production runs: the compiled server, built from the current sources.
  await buildServer();
  const child: ChildProcess = spawn(process.execPath, compiledServerArgs, {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, readRssMb(child.pid!))), 50);
  return {
    base,
    peakRssMb: () => Math.max(peak, readRssMb(child.pid!)),
    rssMb: () => readRssMb(child.pid!),
    stop: async () => {
      clearInterval(sampler);
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
