// `npm run bench -- api`: the real server under load (autocannon, 20 connections, 10 s per endpoint), signed in,
// on PGlite and, when BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL; next to a bare Fastify in the same run.
import autocannon from 'autocannon';
import pg from 'pg';
import { createScratchPostgresDatabase } from '#server/test/database.ts';
import { startAppServer, startBareFastify } from './api-processes.ts';
import { generatePlan } from './plan-generator.ts';
import type { Figure } from './stats.ts';

export const name = 'api';

const connections = 20;
const duration = 10;

type Load = { rps: number; p50: number; p99: number; errors: number };

async function load(options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections, duration, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

const loadText = (l: Load) => `${Math.round(l.rps).toLocaleString('en-US')} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms${l.errors ? `, ${l.errors} errors` : ''}`;

export async function signUp(url: string, username: string): Promise<string> {
  const body = { username, email: `${username}@bench.test`, password: 'bench-password-1', firstName: 'Bench', company: 'Bench Co' };
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`register ${username}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error('register set no session cookie');
  return cookie;
}

export async function analyzePlan(url: string, cookie: string, content: string, title: string): Promise<number> {
  const response = await fetch(`${url}/api/analyze`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, cookie },
    body: JSON.stringify({ title, content }),
  });
  if (!response.ok) throw new Error(`analyze: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { businessPlanId: number }).businessPlanId;
}

async function databaseRun(label: string, databaseUrl: string | undefined, bareRps: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  const server = await startAppServer(databaseUrl);
  try {
    const { url } = server;
    const cookie = await signUp(url, 'bench_owner');
    await signUp(url, 'bench_other');
    let planId = 0;
    for (let i = 0; i < 5; i++) planId = await analyzePlan(url, cookie, generatePlan(600, 50 + i), `Bench plan ${i + 1}`);

    const share = (rps: number) => `${((rps / bareRps) * 100).toFixed(1)}% of bare Fastify`;
    const lists = ['/api/analyses', '/api/business-plans', `/api/business-plans/${planId}/analysis`];
    for (const path of lists) {
      const result = await load({ url: `${url}${path}`, headers: { cookie } });
      const minShare = databaseUrl ? 10 : 5;
      figures.push({
        label: `${label} GET ${path.replace(String(planId), '{id}')} (5 rows)`,
        value: `${loadText(result)} = ${share(result.rps)}`,
        target: { text: `>= ${minShare}% and p99 < 50 ms`, met: (result.rps / bareRps) * 100 >= minShare && result.p99 < 50 && result.errors === 0 },
      });
    }

    // Analyses of a 3,000-word plan while another user signs in again and again: the engine must not hold up logins.
    const plan = JSON.stringify({ title: 'Bench 3,000 words', content: generatePlan(3_000, 77) });
    const login = JSON.stringify({ username: 'bench_other', password: 'bench-password-1' });
    const [analyses, logins] = await Promise.all([
      load({ url: `${url}/api/analyze`, method: 'POST', headers: { cookie, origin: url, 'content-type': 'application/json' }, body: plan, connections: 8 }),
      load({ url: `${url}/api/auth/login`, method: 'POST', headers: { origin: url, 'content-type': 'application/json' }, body: login, connections: 2 }),
    ]);
    figures.push({
      label: `${label} POST /api/analyze (3,000-word plan, 8 connections)`,
      value: loadText(analyses),
      target: { text: '>= 40 analyses/s', met: analyses.rps >= 40 && analyses.errors === 0 },
    });
    figures.push({
      label: `${label} POST /api/auth/login meanwhile (another user, 2 connections)`,
      value: loadText(logins),
      target: { text: 'p99 < 50 ms', met: logins.p99 < 50 && logins.errors === 0 },
    });
  } finally {
    await server.stop();
  }
  return figures;
}

/**
 * A fresh PostgreSQL database for a bench. BENCH_DATABASE_URL names a database the bench may empty: it is emptied
 * first and used (a shared server keeps to the names it was given). Otherwise a temporary database is created on
 * the server of TEST_DATABASE_URL or DATABASE_URL and dropped afterwards; those databases themselves are never touched.
 */
export async function withPostgres<T>(fn: (url: string) => Promise<T>): Promise<T | undefined> {
  const own = process.env.BENCH_DATABASE_URL;
  if (own) {
    const client = new pg.Client({ connectionString: own });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public');
    await client.end();
    return fn(own);
  }
  const base = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!base) return undefined;
  const scratch = await createScratchPostgresDatabase(base, 'moatmap_bench');
  try {
    return await fn(scratch.url);
  } finally {
    await scratch.drop();
  }
}

export async function run(): Promise<Figure[]> {
  const bare = await startBareFastify();
  let bareLoad: Load;
  try {
    bareLoad = await load({ url: `${bare.url}/hello` });
  } finally {
    await bare.stop();
  }
  const figures: Figure[] = [{ label: 'bare Fastify GET /hello', value: loadText(bareLoad) }];
  figures.push(...(await databaseRun('PGlite', undefined, bareLoad.rps)));
  const onPostgres = await withPostgres((url) => databaseRun('PostgreSQL', url, bareLoad.rps));
  if (onPostgres) figures.push(...onPostgres);
  else figures.push({ label: 'PostgreSQL', value: 'skipped: set BENCH_DATABASE_URL (a database the bench may empty) or TEST_DATABASE_URL (a server it may create a database on)' });
  return figures;
}
