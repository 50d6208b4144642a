import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { outDirOf } from './out-dir.ts';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type Manifest = Record<string, ManifestChunk>;

/** The files a browser must fetch before a page renders: the entry and the page's chunk, with their static imports. */
export function firstLoadFiles(manifest: Manifest, pageKeys: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of pageKeys) visit(key);
  return [...files];
}

/** Pages whose first load has a budget (issue 17: <= 150 KB of gzipped JavaScript each). */
export const firstLoadBudgets: Array<{ page: string; modules: string[]; maxGzipKb: number }> = [
  { page: 'landing', modules: ['features/landing/landing-page.tsx'], maxGzipKb: 150 },
  { page: 'dashboard', modules: ['app/layouts/app-layout.tsx', 'features/analyses/dashboard-page.tsx'], maxGzipKb: 150 },
];

/** Prints each budgeted page's first-load JavaScript and CSS, gzipped, after every build. */
export function firstLoadReportPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'moatmap-first-load-report',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const lines = ['', 'First load (gzipped):'];
      for (const budget of firstLoadBudgets) {
        const files = firstLoadFiles(manifest, budget.modules);
        let js = 0;
        let css = 0;
        for (const file of files) {
          const size = gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;
          if (file.endsWith('.css')) css += size;
          else js += size;
        }
        const kb = (n: number) => (n / 1024).toFixed(1);
        const verdict = js / 1024 <= budget.maxGzipKb ? 'within' : 'OVER';
        lines.push(`  ${budget.page.padEnd(10)} JS ${kb(js)} KB, CSS ${kb(css)} KB in ${files.length} files (${verdict} the ${budget.maxGzipKb} KB JS budget)`);
      }
      console.log(lines.join('\n'));
    },
  };
}
