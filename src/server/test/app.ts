import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.ts';
import { testConfig, type AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { openTestDatabase, type TestDatabaseKind } from './database.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Moves the app's clock (session expiry, monthly quotas). */
  clock: { now: Date; advance: (ms: number) => void };
  close: () => Promise<void>;
};

/** The real app on a fresh real database; use app.inject or listen on port 0 for real HTTP. */
export async function createTestApp(
  kind: TestDatabaseKind,
  config: Partial<AppConfig> = {},
  deps: Pick<AppDeps, 'logStream'> = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp({ config: testConfig(config), database, now: () => clock.now, ...deps });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
