import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const clientDir = fileURLToPath(new URL('../../../dist/client', import.meta.url));

/** Serves the built React app; any non-API path that is not a file gets index.html (client-side routing). */
export async function clientPlugin(app: FastifyInstance) {
  const hasBuild = existsSync(`${clientDir}/index.html`);
  if (hasBuild) {
    // wildcard: files are looked up per request, so a rebuild under a running server is served at once.
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: true,
      index: 'index.html',
      maxAge: '1h',
      // index.html names the hashed assets of the current build: never let a browser keep an old one.
      // This version of @fastify/static passes the Fastify reply, not the raw response.
      setHeaders: (reply: unknown, filePath: string) => {
        if (filePath.endsWith('.html')) (reply as { header: (k: string, v: string) => void }).header('cache-control', 'no-cache');
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
