/** Thrown when a lookup waited too long for a free slot. */
export class LookupBusyError extends Error {
  constructor() {
    super('Too many domain lookups at once');
    this.name = 'LookupBusyError';
  }
}

export type LookupLimiter = {
  /** Runs task when one of the slots is free; gives up with LookupBusyError after waitMs in the queue. */
  run: <T>(task: () => Promise<T>) => Promise<T>;
  /** Lookups running now and waiting now. */
  stats: () => { active: number; waiting: number };
};

/**
 * Bounds the outgoing lookups of the whole process (registries ask clients to be gentle, and a burst of
 * suggestions must not open dozens of connections). A queue wait limit keeps a request from waiting forever.
 */
export function createLookupLimiter(maxActive: number, waitMs: number): LookupLimiter {
  let active = 0;
  const waiting: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];

  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      clearTimeout(next.timer);
      next.start();
    }
  };

  const acquire = () =>
    new Promise<void>((resolve, reject) => {
      if (active < maxActive) {
        active += 1;
        resolve();
        return;
      }
      const entry = {
        start: () => {
          active += 1;
          resolve();
        },
        timer: setTimeout(() => {
          const index = waiting.indexOf(entry);
          if (index >= 0) waiting.splice(index, 1);
          reject(new LookupBusyError());
        }, waitMs),
      };
      waiting.push(entry);
    });

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: waiting.length }),
  };
}
