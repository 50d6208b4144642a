import { resolve } from 'node:path';
import type { ResolvedConfig } from 'vite';

/** Where the build writes, as an absolute path (Vite's outDir is relative to its root). */
export const outDirOf = (config: ResolvedConfig): string => resolve(config.root, config.build.outDir);
