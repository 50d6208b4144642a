import type { CounterStore } from '../../lib/counter-store.ts';
import { tooManyRequests } from '../../http-errors.ts';

export type LoginLimits = { maxAttempts: number; windowMs: number };

// A shared office IP makes many honest attempts, so the per-IP budget is wider than the per-username one.
const IP_FACTOR = 5;

function retryMessage(resetAt: number, now: number) {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return { message: `Too many login attempts. Please try again in ${wait}.`, seconds };
}

/** Throws 429 before the password is checked when the IP or the username is over its budget. */
export async function assertLoginAllowed(store: CounterStore, limits: LoginLimits, ip: string, username: string) {
  const now = Date.now();
  const ipHits = await store.hit(`login:ip:${ip}`, limits.windowMs);
  const userWindow = await store.peek(`login:user:${username.toLowerCase()}`);
  const over =
    ipHits.count > limits.maxAttempts * IP_FACTOR
      ? ipHits
      : userWindow && userWindow.count >= limits.maxAttempts
        ? userWindow
        : null;
  if (over) {
    const { message, seconds } = retryMessage(over.resetAt, now);
    throw tooManyRequests(message, seconds);
  }
}

export async function recordLoginFailure(store: CounterStore, limits: LoginLimits, username: string) {
  await store.hit(`login:user:${username.toLowerCase()}`, limits.windowMs);
}

export async function clearLoginFailures(store: CounterStore, username: string) {
  await store.reset(`login:user:${username.toLowerCase()}`);
}
