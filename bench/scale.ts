// `npm run bench -- scale` (only when named: it takes minutes): a million stored analyses across 1,000
// organizations on PostgreSQL (BENCH_DATABASE_URL, emptied first, or a temporary database, see withPostgres), then the lists, the project grid and one stored analysis
// through the real server's HTTP API, signed in as a user of one organization; and the plans of their queries.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { createEncryptor } from '#server/lib/encryption.ts';
import { findStoredAnalysisQuery, listAnalysesQuery, listPlansQuery } from '#server/features/analyses/analyses.repository.ts';
import { startAppServer } from './api-processes.ts';
import { analyzePlan, signUp, withPostgres } from './api.ts';
import { generatePlan } from './plan-generator.ts';
import { ms, percentile, type Figure } from './stats.ts';

export const name = 'scale';
export const onlyWhenNamed = true;

const ORGANIZATIONS = 1_000;
const PER_ORGANIZATION = 1_000;
const REQUESTS = 300;
const TARGET_P95_MS = 10;

/** One plan and one analysis per row of generate_series, spread evenly over the organizations, in SQL alone. */
async function seed(client: pg.Client, contentEncrypted: string): Promise<void> {
  await client.query(
    `insert into organizations (name, slug)
     select 'Scale org ' || n, 'scale-org-' || n from generate_series(1, $1::int - (select count(*)::int from organizations)) n`,
    [ORGANIZATIONS],
  );
  const total = ORGANIZATIONS * PER_ORGANIZATION;
  // Every organization gets the same number of rows, the bench user's organization included; dates spread over a year.
  await client.query(
    `insert into business_plans (organization_id, title, content_encrypted, upload_date)
     select o.id, 'Seeded plan ' || n, $1, now() - (n || ' minutes')::interval
     from generate_series(1, $2::int) n
     join (select id, row_number() over (order by id) - 1 as k from organizations) o on o.k = n % $3::int`,
    [contentEncrypted, total, ORGANIZATIONS],
  );
  await client.query(
    `insert into analyses (organization_id, business_plan_id, result, engine_version, finding_count, analysis_date)
     select organization_id, id, '{"recommendations":[]}'::jsonb, 'seed', (id % 17)::int, upload_date
     from business_plans where title like 'Seeded plan %' order by id`,
  );
  await client.query('analyze organizations, business_plans, analyses, sessions, users');
}

async function timeRequests(url: string, cookie: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS + 20; i++) {
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie, accept: 'application/json' } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    if (i >= 20) samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b);
}

async function explain(client: pg.Client, query: { toSQL: () => { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

async function scaleRun(databaseUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const key = randomBytes(32).toString('base64');
  const server = await startAppServer(databaseUrl, [], { ENCRYPTION_KEY: key });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { url } = server;
    const cookie = await signUp(url, 'scale_owner');
    const planId = await analyzePlan(url, cookie, generatePlan(600, 5), 'Scale bench plan');
    const started = performance.now();
    await seed(client, createEncryptor(Buffer.from(key, 'base64')).encrypt(generatePlan(80, 9)));
    const { rows } = await client.query<{ n: string }>('select count(*) as n from analyses');
    figures.push({ label: `seeded ${Number(rows[0]!.n).toLocaleString('en-US')} analyses (and as many plans) across ${ORGANIZATIONS} organizations`, value: `${((performance.now() - started) / 1000).toFixed(1)} s` });

    const { rows: org } = await client.query<{ id: number }>('select organization_id as id from business_plans where id = $1', [planId]);
    const organizationId = org[0]!.id;
    const second = await fetch(`${url}/api/business-plans?limit=24`, { headers: { cookie } });
    const cursor = second.headers.get('x-next-cursor');
    const endpoints = [
      ['GET /api/analyses?limit=20 (dashboard)', '/api/analyses?limit=20'],
      ['GET /api/business-plans?limit=24 (project grid, first page)', '/api/business-plans?limit=24'],
      ['GET /api/business-plans?limit=24&cursor= (project grid, next page)', `/api/business-plans?limit=24&cursor=${cursor}`],
      ['GET /api/business-plans/{id}/analysis', `/api/business-plans/${planId}/analysis`],
    ] as const;
    for (const [label, path] of endpoints) {
      const samples = await timeRequests(`${url}${path}`, cookie);
      const p95 = percentile(samples, 95);
      figures.push({
        label: `PostgreSQL, 1M analyses: ${label}`,
        value: `p50 ${ms(percentile(samples, 50))}, p95 ${ms(p95)} (${samples.length} requests, one at a time)`,
        target: { text: `p95 < ${TARGET_P95_MS} ms`, met: p95 < TARGET_P95_MS },
      });
    }

    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    try {
      const plans = [
        ['list of analyses', listAnalysesQuery(database.db, organizationId, 21)],
        ['project grid, first page', listPlansQuery(database.db, organizationId, 25)],
        ['stored analysis', findStoredAnalysisQuery(database.db, organizationId, planId)],
      ] as const;
      for (const [label, query] of plans) {
        const text = await explain(client, query);
        // A bitmap heap scan reads every row of the organization (then sorts them) instead of a page in index order.
        const indexed = /Index (Only )?Scan using/.test(text) && !/Seq Scan|Bitmap Heap Scan/.test(text);
        console.log(`\n  EXPLAIN (ANALYZE) ${label}:\n${text.replace(/^/gm, '    ')}`);
        figures.push({ label: `EXPLAIN ${label}`, value: `${indexed ? 'index scans only' : 'reads more than a page (sequential or bitmap scan)'}, ${/Execution Time: .*/.exec(text)?.[0] ?? ''}`, target: { text: 'index scans', met: indexed } });
      }
    } finally {
      await database.close();
    }
  } finally {
    await client.end();
    await server.stop();
  }
  return figures;
}

export async function run(): Promise<Figure[]> {
  const figures = await withPostgres(scaleRun);
  return figures ?? [{ label: 'scale', value: 'skipped: set BENCH_DATABASE_URL (a database the bench may empty) or TEST_DATABASE_URL' }];
}
