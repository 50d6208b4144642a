import { Redis } from 'ioredis';

/** Fixed-window counters for rate limits: in memory for one instance, in Redis when instances share REDIS_URL. */
export type CounterStore = {
  /** Counts one hit on key; the window starts at the first hit. */
  hit: (key: string, windowMs: number) => Promise<{ count: number; resetAt: number }>;
  peek: (key: string) => Promise<{ count: number; resetAt: number } | null>;
  reset: (key: string) => Promise<void>;
  close: () => Promise<void>;
};

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const sweep = setInterval(() => {
    for (const [key, entry] of windows) if (entry.resetAt <= now()) windows.delete(key);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, windowMs) {
      const entry = live(key) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      windows.set(key, entry);
      return { ...entry };
    },
    async peek(key) {
      const entry = live(key);
      return entry ? { ...entry } : null;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export function redisCounterStore(url: string, prefix = 'moatmap:rl:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async hit(key, windowMs) {
      const k = prefix + key;
      const [[, count], [, ttl]] = (await redis
        .multi()
        .incr(k)
        .pttl(k)
        .exec()) as [[null, number], [null, number]];
      let remaining = ttl;
      if (ttl < 0) {
        await redis.pexpire(k, windowMs);
        remaining = windowMs;
      }
      return { count, resetAt: Date.now() + remaining };
    },
    async peek(key) {
      const k = prefix + key;
      const [[, value], [, ttl]] = (await redis.multi().get(k).pttl(k).exec()) as [[null, string | null], [null, number]];
      return value === null ? null : { count: Number(value), resetAt: Date.now() + Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      redis.disconnect();
    },
  };
}
