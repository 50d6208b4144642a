import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchPostgresDatabase } from './test/database.ts';
import { startServerProcess, type ServerProcess } from './test/server-process.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [!postgresUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean);
if (missing.length > 0) console.warn(`several-instances test skipped: set ${missing.join(' and ')} (.ci/run sets both)`);

const run = randomBytes(3).toString('hex');


async function post(url: string, path: string, body: unknown, cookie = '') {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe.skipIf(missing.length > 0)('two instances on one PostgreSQL and one Redis', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let database: { url: string; drop: () => Promise<void> } | undefined;

  beforeAll(async () => {
    database = await createScratchPostgresDatabase(postgresUrl, 'moatmap_instances');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl!,
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      LOGIN_MAX_ATTEMPTS: '4',
      // Redis keeps the per-IP registration count for an hour, across runs of this file: it is not under test here.
      REGISTRATIONS_PER_HOUR_PER_IP: '100000',
    };
    // Both start at once, as a deployment rolls them out: migrations must not trip over each other.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.drop();
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`*${run}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('a session made on one instance is honoured by the other', async () => {
    const username = `both_${run}`;
    const registered = await post(a.url, '/api/auth/register', { username, email: `${username}@example.test`, password: 'a-long-password' });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    const me = await fetch(`${b.url}/api/auth/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).username).toBe(username);
  });

  it('counts failed sign-ins across both instances', async () => {
    const username = `limited_${run}`;
    await post(a.url, '/api/auth/register', { username, email: `${username}@example.test`, password: 'a-long-password' });
    const statuses: number[] = [];
    // Alternate instances: each alone has seen at most half the failures.
    for (let i = 0; i < 8 && !statuses.includes(429); i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await post(server.url, '/api/auth/login', { username, password: `wrong-${i}` })).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.indexOf(429)).toBeLessThanOrEqual(4);
  });

  it('stopping one instance under load loses no request the other can take', async () => {
    const username = `load_${run}`;
    const registered = await post(a.url, '/api/auth/register', { username, email: `${username}@example.test`, password: 'a-long-password' });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
    // A load balancer's job in miniature (nginx's proxy_next_upstream error http_503, see README): round robin, and a
    // refused connection or a 503 from an instance that is closing sends the request to the other instance.
    let next = 0;
    async function balancedGet(path: string): Promise<number> {
      const first = next++;
      let status = 0;
      for (let attempt = 0; attempt < 2; attempt++) {
        const server = [a, b][(first + attempt) % 2]!;
        try {
          status = (await fetch(`${server.url}${path}`, { headers: { cookie } })).status;
          if (status !== 503) return status;
        } catch {
          // refused or reset before any answer: the request never reached a handler
        }
      }
      return status;
    }
    let stopped = false;
    const workers = Array.from({ length: 8 }, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        statuses.push(await balancedGet('/api/analyses'));
        if (i === 10 && !stopped) {
          stopped = true;
          a.child.kill('SIGTERM');
        }
      }
      return statuses;
    });
    const statuses = (await Promise.all(workers)).flat();
    expect(await a.exited).toBe(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(statuses).toHaveLength(320);
  }, 120_000);
});
