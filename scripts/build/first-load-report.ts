import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
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

/**
 * The manifest key of the chunk that holds a page's module: the module itself when it is an entry of its own, else
 * the chunk the bundler put it in (a page's module can land in a shared chunk, which the manifest lists by its file
 * name). Throws when the module is in no chunk, so a renamed page cannot drop out of the report unnoticed.
 */
export function manifestKeyOf(manifest: Manifest, module: string, chunkFileOfModule: ReadonlyMap<string, string>): string {
  if (manifest[module]) return module;
  const file = chunkFileOfModule.get(module);
  const key = file === undefined ? undefined : Object.keys(manifest).find((k) => manifest[k]!.file === file);
  if (key === undefined) throw new Error(`first-load report: ${module} is in no chunk of the build`);
  return key;
}

/** Pages whose first load has a budget (issue 17: <= 150 KB of gzipped JavaScript each). */
export const firstLoadBudgets: Array<{ page: string; modules: string[]; maxGzipKb: number }> = [
  { page: 'landing', modules: ['features/landing/landing-page.tsx'], maxGzipKb: 150 },
  { page: 'dashboard', modules: ['app/layouts/app-layout.tsx', 'features/analyses/dashboard-page.tsx'], maxGzipKb: 150 },
];

/** Prints each budgeted page's first-load JavaScript and CSS, gzipped, after every build. */
export function firstLoadReportPlugin(): Plugin {
  let outDir = '';
  let root = '';
  // Module (relative to the client root, as in the manifest) -> the file of the chunk that holds it.
  const chunkFileOfModule = new Map<string, string>();
  return {
    name: 'moatmap-first-load-report',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
      root = config.root;
    },
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const id of item.moduleIds) chunkFileOfModule.set(relative(root, id).replaceAll('\\', '/'), item.fileName);
      }
    },
    closeBundle() {
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const lines = ['', 'First load (gzipped):'];
      for (const budget of firstLoadBudgets) {
        const files = firstLoadFiles(
          manifest,
          budget.modules.map((module) => manifestKeyOf(manifest, module, chunkFileOfModule)),
        );
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
