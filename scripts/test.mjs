// `npm test` after the build: the unit/API project and the browser journeys in two Vitest processes at once, and the
// type check.
// The journeys spend most of their time waiting on a browser and a server (page loads, animations, toasts), the unit
// files are CPU-bound on one worker: side by side they use both cores of a small machine and the suite takes about the
// time of the journeys alone. Vitest 4 refuses to run both projects in one process with different worker counts.
// Arguments (`npm test -- some/file.test.ts`) go to one plain `vitest run` instead.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const vitest = ['node_modules/vitest/vitest.mjs', 'run'];
// The type check runs beside them: Vitest strips types without checking them, and a type error once sat unnoticed in
// a green suite. It takes some 35 s of one core.
const typecheck = ['node_modules/typescript/bin/tsc', '--noEmit', '-p', 'tsconfig.json'];
const args = process.argv.slice(2);

function run(label, extra, command = vitest) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...command, ...extra], {
      stdio: ['ignore', label ? 'pipe' : 'inherit', label ? 'pipe' : 'inherit'],
      env: { ...process.env, ...(label && process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}) },
    });
    if (label) {
      // Line by line with the project's name, so the two outputs stay readable when they interleave.
      for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]])
        createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
    }
    child.on('exit', (code, signal) => resolve({ label, code: code ?? (signal ? 1 : 0) }));
    for (const sig of ['SIGINT', 'SIGTERM']) process.once(sig, () => child.kill(sig));
  });
}

if (args.length) {
  process.exit((await run(undefined, args)).code);
}

const started = Date.now();
const results = await Promise.all([run('unit', ['--project', 'unit']), run('e2e', ['--project', 'e2e']), run('types', [], typecheck)]);
const seconds = Math.round((Date.now() - started) / 1000);
for (const r of results) console.log(`${r.label}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`}`);
console.log(`all tests: ${seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
