import type { CounterStore } from '../../lib/counter-store.ts';
import { tooManyRequests } from '../../http-errors.ts';

/**
 * The login throttling policy (docs/decisions/020-login-throttling.md), after OWASP's guidance: only failures
 * count; a (username, IP) pair gets `maxAttempts` free failures, then each further one doubles its wait
 * (1 s, 2 s, 4 s... up to the window); a username has a looser ceiling that only refuses IPs which have
 * failed for it; an IP has a ceiling on failures across all usernames (password spraying). A correct password
 * from an IP that has not been failing is never refused, so no one can lock a user out from elsewhere.
 */
export type LoginLimits = { maxAttempts: number; windowMs: number };

/** Failures across all IPs before a username refuses the IPs that have failed for it. */
export const USERNAME_FACTOR = 10;
/** Failures across all usernames before an IP is refused. */
export const IP_FACTOR = 20;

const keys = (ip: string, username: string) => ({
  pair: `login:pair:${username}:${ip}`,
  wait: `login:wait:${username}:${ip}`,
  user: `login:user:${username}`,
  ip: `login:ip:${ip}`,
});

function retryMessage(resetAt: number, now: number) {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return { message: `Too many login attempts. Please try again in ${wait}.`, seconds };
}

/** Throws 429 before the password is checked when this IP must wait for this username. `username` is its key. */
export async function assertLoginAllowed(store: CounterStore, limits: LoginLimits, ip: string, username: string) {
  const k = keys(ip, username);
  const [wait, pair, user, fromIp] = await Promise.all([store.peek(k.wait), store.peek(k.pair), store.peek(k.user), store.peek(k.ip)]);
  const over =
    wait ??
    (fromIp && fromIp.count >= limits.maxAttempts * IP_FACTOR ? fromIp : null) ??
    (pair && user && user.count >= limits.maxAttempts * USERNAME_FACTOR ? user : null);
  if (over) {
    const { message, seconds } = retryMessage(over.resetAt, Date.now());
    throw tooManyRequests(message, seconds);
  }
}

export async function recordLoginFailure(store: CounterStore, limits: LoginLimits, ip: string, username: string) {
  const k = keys(ip, username);
  const [pair] = await Promise.all([store.hit(k.pair, limits.windowMs), store.hit(k.user, limits.windowMs), store.hit(k.ip, limits.windowMs)]);
  if (pair.count >= limits.maxAttempts) {
    const delayMs = Math.min(1000 * 2 ** (pair.count - limits.maxAttempts), limits.windowMs);
    // The wait starts now: a fresh window of the delay's length.
    await store.reset(k.wait);
    await store.hit(k.wait, delayMs);
  }
}

/** A correct password clears this pair's failures; the username's and the IP's counts run out on their own. */
export async function clearLoginFailures(store: CounterStore, ip: string, username: string) {
  const k = keys(ip, username);
  await Promise.all([store.reset(k.pair), store.reset(k.wait)]);
}
