import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { testConfig, type AppConfig } from '#server/config.ts';
import { clientDir } from '#server/plugins/client.ts';
import { openTestDatabase } from '#server/test/database.ts';

export type RunningServer = { baseUrl: string; app: FastifyInstance; close: () => Promise<void> };

/**
 * The real server, in-process, on a fresh PGlite database, listening on a free loopback port.
 * It serves the client from dist/client, which `npm test` builds first; this harness builds nothing.
 */
export async function startServer(config: Partial<AppConfig> = {}): Promise<RunningServer> {
  if (!existsSync(`${clientDir}/index.html`)) {
    throw new Error('dist/client is missing: run `npm run build` (npm test does) before the browser tests.');
  }
  const database = await openTestDatabase('pglite');
  const app = await buildApp({ config: testConfig(config), database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    app,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
