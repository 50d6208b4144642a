// `npm run bench [-- engine|extract|api|scale|lighthouse|start]`: runs the benchmark suites and prints their figures.
import os from 'node:os';
import type { Figure } from './stats.ts';

type Suite = { name: string; run: () => Promise<Figure[]>; onlyWhenNamed?: boolean };

const suites: Suite[] = [
  await import('./engine.ts'),
  await import('./extract.ts'),
  await import('./api.ts'),
  await import('./scale.ts'),
  await import('./lighthouse.ts'),
  await import('./start.ts'),
];

const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !suites.some((s) => s.name === w));
if (unknown.length > 0) {
  console.error(`Unknown suite: ${unknown.join(', ')}. Suites: ${suites.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}

const load = os.loadavg()[0]!.toFixed(1);
console.log(`Moatmap benchmarks: Node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GB`);
// Other work on the machine slows every figure: a load above the core count means they are pessimistic.
console.log(`Load average (1 min) at start: ${load} on ${os.cpus().length} cores`);
let missed = 0;
for (const suite of suites.filter((s) => (wanted.length === 0 && !s.onlyWhenNamed) || wanted.includes(s.name))) {
  console.log(`\n${suite.name}`);
  for (const figure of await suite.run()) {
    const target = figure.target ? `   [target ${figure.target.text}: ${figure.target.met ? 'met' : 'MISSED'}]` : '';
    if (figure.target && !figure.target.met) missed++;
    console.log(`  ${figure.label}: ${figure.value}${target}`);
  }
}
if (missed > 0) console.log(`\n${missed} target${missed === 1 ? '' : 's'} missed.`);
