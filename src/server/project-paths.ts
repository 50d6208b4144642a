import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// Defined as `true` by the production build (scripts/build/server.mjs); absent when tsx runs the sources.
declare const __MOATMAP_BUNDLE__: boolean | undefined;

/** True in the compiled server (`npm run serve`), false under tsx, Vitest and `npm run dev`. */
export const isBundle = typeof __MOATMAP_BUNDLE__ !== 'undefined' && __MOATMAP_BUNDLE__;

// This module runs from src/server/ under tsx and from inside dist/server/server.js once bundled, so files
// are found from the project's root (the nearest package.json above), never relative to this file.
function findProjectRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

/** A path under the project's root, e.g. `fromRoot('src/server/db/migrations')`. */
export const fromRoot = (relativePath: string): string => path.join(projectRoot, relativePath);

/** Where the production build writes the server and its thread entries. */
export const serverBuildDir = fromRoot('dist/server');

/**
 * The entry of a worker thread: its bundled copy in the compiled server, else its TypeScript source, which the
 * thread must register tsx to load (`needsTsx`).
 */
export function threadEntry(source: string, bundled: string): { url: string; needsTsx: boolean } {
  return isBundle
    ? { url: pathToFileURL(path.join(serverBuildDir, bundled)).href, needsTsx: false }
    : { url: pathToFileURL(fromRoot(source)).href, needsTsx: source.endsWith('.ts') };
}
