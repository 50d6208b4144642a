import type { CounterStore } from '../../lib/counter-store.ts';
import { tooManyRequests } from '../../http-errors.ts';

const WINDOW_MS = 60_000;

/** Counts one domain request (a check, or a whole suggestions list) and refuses it over the per-user budget. */
export async function assertDomainChecksAllowed(store: CounterStore, userId: number, perMinute: number): Promise<void> {
  const { count, resetAt } = await store.hit(`domains:user:${userId}`, WINDOW_MS);
  if (count <= perMinute) return;
  const seconds = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  throw tooManyRequests(
    `Too many domain checks: the limit is ${perMinute} a minute. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
    seconds,
  );
}
