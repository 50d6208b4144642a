import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { buildApp } from './app.ts';
import { defaultParserPool } from './extract/extract-text.ts';
import { defaultEnginePool } from './features/analyses/engine-pool.ts';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database });

let closing = false;
let warming: Promise<void> = Promise.resolve();

function exitAfter(ms: number, reason: string): NodeJS.Timeout {
  const timer = setTimeout(() => {
    app.log.error(`shutdown took too long (${reason}); exiting`);
    process.exit(1);
  }, ms);
  return timer.unref();
}

async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    const requestsDeadline = exitAfter(15_000, 'in-flight requests');
    await app.close();
    clearTimeout(requestsDeadline);
    // Threads still starting are let finish first: ending a worker in the middle of its start-up can abort the process.
    // Starting them is bounded apart from the requests: on a loaded machine it alone took over 15 s (a CI run's exit 1).
    exitAfter(60_000, 'engine threads still starting');
    await warming;
    await database.close();
    await defaultEnginePool().close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
app.scheduler.start();
// Pay the one-time costs (the NLP model in each engine thread, parser threads) now rather than on the first user's request.
warming = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
  await Promise.allSettled([defaultEnginePool().warm(), defaultParserPool().warm()]);
});
app.log.info(`Moatmap on http://localhost:${config.port} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'})`);
