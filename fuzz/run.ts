// `npm run fuzz`: thousands of malformed uploads and JSON bodies against the real server on loopback, then
// 50 decompression bombs at once. Prints the 5xx count, requests over 10 s and the server's peak memory.
// Not part of `npm test`: it takes minutes and measures memory, which tests never do.
import { jsonCases, makeDocxBomb, makePdfBomb, uploadCases, type FuzzCase, type JsonTarget } from './cases.ts';
import { startServer } from './server-process.ts';
import { samplePlan } from '../src/server/extract/test-files.ts';

const UPLOADS = Number(process.env.FUZZ_UPLOADS ?? 1000);
const JSON_BODIES = Number(process.env.FUZZ_JSON ?? 1200);
const CONCURRENCY = 8;
const HANG_MS = 10_000;
const BOMBS = 50;

type Outcome = { label: string; status: number; ms: number; body?: string };

async function send(base: string, c: FuzzCase): Promise<Outcome> {
  const started = Date.now();
  try {
    const res = await fetch(`${base}${c.path}`, {
      method: c.method,
      headers: c.headers,
      body: c.body as BodyInit | undefined,
      signal: AbortSignal.timeout(60_000),
    });
    const body = await res.text();
    return { label: c.label, status: res.status, ms: Date.now() - started, body: res.status >= 500 ? body.slice(0, 200) : undefined };
  } catch (error) {
    // 0: no answer at all (a reset, or the 60 s limit).
    return { label: c.label, status: 0, ms: Date.now() - started, body: String((error as Error).cause ?? error).slice(0, 200) };
  }
}

async function runAll(base: string, cases: FuzzCase[], concurrency: number): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < cases.length) outcomes.push(await send(base, cases[next++]!));
    }),
  );
  return outcomes;
}

async function json(base: string, method: string, path: string, body: unknown, cookie = '') {
  const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, cookie: res.headers.get('set-cookie')?.split(';')[0] ?? '' };
}

function summarise(title: string, outcomes: Outcome[]) {
  const byStatus = new Map<number, number>();
  for (const o of outcomes) byStatus.set(o.status, (byStatus.get(o.status) ?? 0) + 1);
  const errors = outcomes.filter((o) => o.status >= 500 || o.status === 0);
  const hangs = outcomes.filter((o) => o.ms > HANG_MS);
  console.log(`\n${title}: ${outcomes.length} requests`);
  console.log(`  statuses: ${[...byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`).join(', ')}`);
  console.log(`  5xx or no answer: ${errors.length}`);
  console.log(`  over ${HANG_MS / 1000} s: ${hangs.length}`);
  console.log(`  slowest: ${Math.max(0, ...outcomes.map((o) => o.ms))} ms`);
  for (const o of [...errors, ...hangs].slice(0, 10)) console.log(`    ${o.status} ${o.ms} ms ${o.label} ${o.body ?? ''}`);
  return { errors: errors.length, hangs: hangs.length };
}

const server = await startServer({ UPLOAD_RATE_LIMIT_PER_MINUTE: '1000000', ANALYZE_RATE_LIMIT_PER_MINUTE: '1000000' });
let failed = false;
try {
  console.log(`Moatmap fuzz run against ${server.base} (server RSS at start: ${server.rssMb()} MB)`);
  // The first account owns the instance (unlimited quota), so analyses are never refused for quota.
  const owner = await json(server.base, 'POST', '/api/auth/register', { username: 'fuzzowner', email: 'fuzz@example.com', password: 'correct horse' });
  const cookie = owner.cookie;
  // The bombs come last, from an account the JSON cases never touch (they log out and rotate the owner's session).
  const bomber = await json(server.base, 'POST', '/api/auth/register', { username: 'fuzzbomber', email: 'bomb@example.com', password: 'correct horse' });
  const analysis = await json(server.base, 'POST', '/api/analyze', { title: 'Lumio', content: samplePlan }, cookie);
  const planId = analysis.body.businessPlanId as number;
  const result = analysis.body.result as { strategy: unknown; recommendations: Record<string, unknown>[] };
  const item = await json(server.base, 'POST', '/api/plan-items', { ...result.recommendations[0], rationale: undefined }, cookie);
  const itemId = (item.body.item as { itemId: number }).itemId;
  const targets: JsonTarget[] = [
    { method: 'POST', path: '/api/analyze', body: { title: 'Lumio', content: samplePlan, fileName: 'plan.txt' } },
    { method: 'POST', path: '/api/auth/login', body: { username: 'fuzzowner', password: 'wrong password' } },
    { method: 'POST', path: '/api/auth/register', body: { username: 'someone', email: 's@example.com', password: 'correct horse', company: 'X' } },
    { method: 'POST', path: '/api/plan-items', body: { id: 'x', type: 'trademark', name: 'L', description: 'd', nextStep: 'n', likelihood: 5, potential: 'High' } },
    { method: 'PATCH', path: `/api/plan-items/${itemId}`, body: { status: 'completed', notes: 'n', dueDate: '2026-12-31' } },
    { method: 'POST', path: '/api/plan-items/import', body: { items: [{ id: 'y', type: 'patent', name: 'P', description: 'd', nextStep: 'n', likelihood: 5, potential: 'High' }] } },
    { method: 'PUT', path: `/api/business-plans/${planId}/custom-strategy`, body: { customParameters: { companyName: 'Lumio' }, strategy: result.strategy } },
  ];

  const uploads = await runAll(server.base, await uploadCases(UPLOADS, cookie), CONCURRENCY);
  const bodies = await runAll(server.base, jsonCases(JSON_BODIES, cookie, targets), CONCURRENCY);
  const a = summarise('Malformed uploads', uploads);
  const b = summarise('Malformed JSON bodies', bodies);
  console.log(`  server peak RSS so far: ${server.peakRssMb()} MB`);

  // 50 bombs at once: half DOCX (3,275 bytes declared, 4.2 GB inflated), half PDF (a 2 GB FlateDecode stream).
  const docx = await makeDocxBomb(4200);
  const pdf = makePdfBomb(2000);
  const boundary = '----moatmap-bomb';
  const wrap = (name: string, data: Uint8Array) =>
    Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  const bombCases: FuzzCase[] = Array.from({ length: BOMBS }, (_, i) => ({
    label: i % 2 ? 'pdf bomb' : 'docx bomb',
    method: 'POST',
    path: '/api/upload',
    headers: { cookie: bomber.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: i % 2 ? wrap('bomb.pdf', pdf) : wrap('bomb.docx', docx),
  }));
  const before = server.rssMb();
  const peakBefore = server.peakRssMb();
  const bombs = await runAll(server.base, bombCases, BOMBS);
  const bombPeak = server.peakRssMb();
  const refused = bombs.filter((o) => o.status === 422).length;
  summarise('Bomb answers', bombs);
  const slowest = Math.max(...bombs.map((o) => o.ms));
  console.log(`\n${BOMBS} bombs at once (DOCX ${(docx.length / 2 ** 20).toFixed(1)} MB → 4.2 GB, PDF ${(pdf.length / 2 ** 20).toFixed(1)} MB → 2 GB)`);
  console.log(`  answered 422: ${refused} of ${BOMBS}; slowest answer: ${(slowest / 1000).toFixed(1)} s [target ≤ 20 s]`);
  // The database (PGlite, in-process) alone holds ~700 MB, so the growth is the figure the bombs are responsible for.
  console.log(`  server RSS: ${before} MB before, peak ${bombPeak} MB during (peak before the bombs: ${peakBefore} MB)`);
  console.log(`  growth during the bombs: ${bombPeak - before} MB [target < 1024 MB]`);
  await new Promise((resolve) => setTimeout(resolve, 60_000));
  console.log(`  server RSS a minute later: ${server.rssMb()} MB`);
  console.log(`\nOverall: ${a.errors + b.errors} 5xx/no answer, ${a.hangs + b.hangs} over 10 s, peak RSS ${server.peakRssMb()} MB`);
  failed = a.errors + b.errors + a.hangs + b.hangs > 0 || refused < BOMBS || slowest > 20_000 || bombPeak - before >= 1024;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
