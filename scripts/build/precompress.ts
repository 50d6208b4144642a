import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { outDirOf } from './out-dir.ts';

const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers cost more than compression saves. */
const minBytes = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/** Writes x.br and x.gz beside every text asset once at build time, so the server never compresses per request. */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'moatmap-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = outDirOf(config);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < minBytes) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
          }),
        );
      }
    },
  };
}
