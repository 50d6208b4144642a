import { existsSync } from 'node:fs';
import { relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fromRoot } from '../project-paths.ts';

export const clientDir = fromRoot('dist/client');

/**
 * Content-hashed assets never change under their name: cache them for a year. index.html names the hashed
 * assets of the current build, so browsers must revalidate it; other public files may change between builds.
 */
export function cacheControlFor(filePath: string): string {
  const path = relative(clientDir, filePath.replace(/\.(br|gz)$/, '')).replaceAll('\\', '/');
  if (path.endsWith('.html')) return 'no-cache';
  if (path.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/** Serves the built React app; any non-API path that is not a file gets index.html (client-side routing). */
export async function clientPlugin(app: FastifyInstance) {
  const hasBuild = existsSync(`${clientDir}/index.html`);
  if (hasBuild) {
    // wildcard: files are looked up per request, so a rebuild under a running server is served at once.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: 'index.html',
      // The build writes .br and .gz beside each text file (scripts/build/precompress.ts): no per-request compression.
      preCompressed: true,
      cacheControl: false,
      // This version of @fastify/static passes the Fastify reply, not the raw response; filePath may end in .br/.gz.
      setHeaders: (reply: unknown, filePath: string) => {
        (reply as { header: (k: string, v: string) => void }).header('cache-control', cacheControlFor(filePath));
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (isApi || request.method !== 'GET') {
      return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    if (!hasBuild) {
      return reply.code(503).type('text/plain').send('The client is not built. Run `npm run build` (or `npm start`).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
