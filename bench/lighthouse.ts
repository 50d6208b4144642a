// `npm run bench -- lighthouse`: Lighthouse 12 on the built client served by the real server (PGlite), driving
// Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium): the landing page signed out and the dashboard signed in,
// with Lighthouse's default mobile settings and its desktop preset.
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
        const result = await lighthouse(`${server.url}/`, flags, config);
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page} (${preset})`);
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
          value: `FCP ${audit('first-contentful-paint')}, LCP ${audit('largest-contentful-paint')}, TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`,
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
