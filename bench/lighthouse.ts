// `npm run bench -- lighthouse`: Lighthouse 12 on the built client served by the real server (PGlite), driving
// Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium): the landing page signed out and the dashboard signed in,
// with Lighthouse's default mobile settings and its desktop preset. Each page is loaded once unmeasured (the server's
// first answers and Chromium's caches of a cold process), then measured LIGHTHOUSE_RUNS times (default 3); the run
// with the median performance score is reported, as Lighthouse's own docs advise, since one run on a shared machine
// moves by 20 points. Lighthouse's CPU benchmark index is printed beside it: its mobile preset slows the CPU 4x
// whatever the host's speed, so a slow host scores low.
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import { startAppServer } from './api-processes.ts';
import type { Figure } from './stats.ts';

export const name = 'lighthouse';

const categories = ['performance', 'accessibility', 'best-practices'] as const;
const targets: Record<(typeof categories)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 95 };
// Fixed inside the bench's own range: Lighthouse attaches to the browser through this port.
const debuggingPort = 4590;
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

async function medianRun(url: string, flags: Flags, config: Config | undefined, what: string): Promise<{ lhr: Result; scores: number[] }> {
  await lighthouse(url, flags, config);
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const lhr = (await lighthouse(url, flags, config))?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${what}`);
    results.push(lhr);
  }
  const score = (lhr: Result) => lhr.categories.performance?.score ?? 0;
  const sorted = [...results].sort((a, b) => score(a) - score(b));
  return { lhr: sorted[Math.floor((sorted.length - 1) / 2)]!, scores: results.map((r) => Math.round(score(r) * 100)) };
}

async function signUp(url: string): Promise<string> {
  const body = { username: 'bench_lighthouse', email: 'bench_lighthouse@bench.test', password: 'bench-password-1', firstName: 'Bench', company: 'Bench Co' };
  const response = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`register: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

export async function run(): Promise<Figure[]> {
  const figures: Figure[] = [];
  const server = await startAppServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [`--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const cookie = await signUp(server.url);
    const pages: Array<{ page: string; headers: Record<string, string> }> = [
      { page: 'landing', headers: {} },
      // The session cookie on every request: the dashboard renders for a signed-in user.
      { page: 'dashboard', headers: { cookie } },
    ];
    for (const preset of ['mobile', 'desktop'] as const) {
      for (const { page, headers } of pages) {
        const flags: Flags = { port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: [...categories], extraHeaders: headers };
        const config: Config | undefined = preset === 'desktop' ? desktopConfig : undefined;
        const { lhr, scores } = await medianRun(`${server.url}/`, flags, config, `${page} (${preset})`);
        for (const category of categories) {
          const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
          figures.push({
            label: `${page} ${preset} ${category}`,
            value: String(score),
            target: { text: `>= ${targets[category]}`, met: score >= targets[category] },
          });
        }
        const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
        figures.push({
          label: `${page} ${preset} timings`,
          value: `performance of ${runs} runs ${scores.join(', ')}; median run FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}; CPU benchmark index ${Math.round(lhr.environment.benchmarkIndex)}`,
        });
        const failing = Object.values(lhr.categories)
          .flatMap((c) => c.auditRefs.filter((ref) => ref.weight > 0).map((ref) => lhr.audits[ref.id]))
          .filter((a) => a && a.score !== null && a.score < 0.9)
          .map((a) => a!.id);
        if (failing.length) figures.push({ label: `${page} ${preset} audits below 0.9`, value: [...new Set(failing)].join(', ') });
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return figures;
}
