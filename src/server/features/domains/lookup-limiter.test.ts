import { describe, expect, it } from 'vitest';
import { createLookupLimiter, LookupBusyError } from './lookup-limiter.ts';

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('createLookupLimiter', () => {
  it('runs at most maxActive tasks at once and starts the next when one ends', async () => {
    const limiter = createLookupLimiter(2, 60_000);
    const gates = [gate(), gate(), gate()];
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const tasks = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await g.opened;
        running -= 1;
        return i;
      }),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1]);
    expect(limiter.stats()).toEqual({ active: 2, waiting: 1 });
    gates[0]!.open();
    await tasks[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual([0, 1, 2]);
    gates[1]!.open();
    gates[2]!.open();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2]);
    expect(most).toBe(2);
    expect(limiter.stats()).toEqual({ active: 0, waiting: 0 });
  });

  it('gives up with LookupBusyError when no slot frees in time, and frees slots after failures', async () => {
    const limiter = createLookupLimiter(1, 20);
    const held = gate();
    const first = limiter.run(() => held.opened);
    await expect(limiter.run(async () => 'never')).rejects.toBeInstanceOf(LookupBusyError);
    held.open();
    await first;
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
