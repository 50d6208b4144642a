import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { EnginePool } from '../features/analyses/engine-pool.ts';
import { ParserPool } from '../extract/parser-pool.ts';
import { lowerThisThreadPriority } from './thread-priority.ts';

/** The nice value of each thread of this process (field 19 of /proc/<pid>/task/<tid>/stat, after the command). */
function threadNiceValues(): Map<number, number> {
  const values = new Map<number, number>();
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    values.set(Number(tid), Number(fields[16]));
  }
  return values;
}

describe.runIf(process.platform === 'linux')('background threads yield the CPU to the server thread', () => {
  const engine = new EnginePool({ threads: 2 });
  const parser = new ParserPool();
  afterAll(async () => {
    await engine.close();
    await parser.close();
  });

  it('leaves the main thread alone', () => {
    expect(lowerThisThreadPriority()).toBe(false);
    expect(threadNiceValues().get(process.pid)).toBe(0);
  });

  it('runs engine and parser threads at nice 10 and the main thread at 0', async () => {
    const before = [...threadNiceValues().values()].filter((nice) => nice === 10).length;
    await engine.warm();
    await parser.parse('txt', new TextEncoder().encode('A short plan about a coffee roastery and its roasting profiles.'), 20_000);
    const nice = threadNiceValues();
    expect(nice.get(process.pid)).toBe(0);
    // Two engine threads and at least one parser thread.
    expect([...nice.values()].filter((value) => value === 10).length - before).toBeGreaterThanOrEqual(3);
  });
});
