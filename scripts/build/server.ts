// `npm run build` (after the client): the server and its two thread entries compiled to plain JavaScript in
// dist/server, so production starts without the tsx loader in the main thread or in any worker (decision 093).
// Packages stay in node_modules; our own modules, the import map (#shared/*) and JSON data are bundled.
import { rm } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const serverBuildDir = 'dist/server';

/** Node's arguments for the compiled server, as `npm run serve` passes them (run from the project's root). */
export const compiledServerArgs = ['--enable-source-maps', `${serverBuildDir}/server.js`];
/** Node's arguments for the server from its TypeScript sources (`npm run dev`, most tests). */
export const sourceServerArgs = ['--import', 'tsx', 'src/server/server.ts'];

/** Builds dist/server/{server,parse-worker,engine-worker}.js from the sources under `root`; resolves to their sizes. */
export async function buildServer(root = process.cwd()): Promise<{ file: string; kb: number }[]> {
  const outdir = `${root}/${serverBuildDir}`;
  await rm(outdir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: {
      server: 'src/server/server.ts',
      'parse-worker': 'src/server/extract/parse-worker.ts',
      'engine-worker': 'src/server/features/analyses/engine-thread.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    // project-paths.ts reads it to start the bundled thread entries instead of the TypeScript sources.
    define: { __MOATMAP_BUNDLE__: 'true' },
    logLevel: 'warning',
    metafile: true,
  });
  return Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.js'))
    .map(([file, { bytes }]) => ({ file, kb: Math.round(bytes / 1024) }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outputs = await buildServer();
  console.log(`Server build: ${outputs.map(({ file, kb }) => `${file} ${kb} KB`).join(', ')}`);
}
