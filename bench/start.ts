// `npm run bench -- start`: the compiled server (`npm run serve`) against the TypeScript sources under tsx, the two
// ways production could run (decision 093): time from spawn to the first answer, and resident memory idle and
// once both kinds of worker thread have done some work (a DOCX upload, an analysis).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { makeSampleDocx } from '#server/extract/test-files.ts';
import { startAppServer } from './api-processes.ts';
import { analyzePlan, signUp } from './api.ts';
import { generatePlan } from './plan-generator.ts';
import { percentile, ms, type Figure } from './stats.ts';

export const name = 'start';

const starts = 5;

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000));

async function measure(fromSources: boolean): Promise<{ startMs: number[]; idleMb: number; busyMb: number }> {
  // One PGlite folder, created by a first start: the starts measured are restarts, not initdb.
  const dataDir = mkdtempSync(join(tmpdir(), 'moatmap-bench-start-'));
  try {
    await (await startAppServer(undefined, [], {}, { fromSources, dataDir })).stop();
    const startMs: number[] = [];
    for (let i = 0; i < starts; i++) {
      const began = performance.now();
      const server = await startAppServer(undefined, [], {}, { fromSources, dataDir });
      startMs.push(performance.now() - began);
      await server.stop();
    }
    const server = await startAppServer(undefined, [], {}, { fromSources, dataDir });
    try {
      await settle();
      const idleMb = rssMb(server.pid);
      const cookie = await signUp(server.url, `start${fromSources ? 'tsx' : 'js'}${Date.now()}`);
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(await makeSampleDocx())]), 'plan.docx');
      const upload = await fetch(`${server.url}/api/upload`, { method: 'POST', headers: { cookie, origin: server.url }, body: form });
      if (!upload.ok) throw new Error(`upload: ${upload.status}`);
      await analyzePlan(server.url, cookie, generatePlan(3_000, 1), 'Start bench');
      await settle();
      return { startMs: startMs.sort((a, b) => a - b), idleMb, busyMb: rssMb(server.pid) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const [label, fromSources] of [['compiled (npm run serve)', false], ['sources under tsx', true]] as const) {
    const { startMs, idleMb, busyMb } = await measure(fromSources);
    figures.push(
      { label: `${label}: spawn to first answer`, value: `median ${ms(percentile(startMs, 50))}, min ${ms(startMs[0]!)}, max ${ms(startMs.at(-1)!)} (${starts} restarts on PGlite)` },
      { label: `${label}: resident memory`, value: `${idleMb} MB idle, ${busyMb} MB after an upload and an analysis` },
    );
  }
  return figures;
}
