import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createScratchPostgresDatabase } from '../test/database.ts';
import { openDatabase } from './client.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL pool', () => {
  it('survives the server terminating an idle connection, and reconnects', async () => {
    const errors: Error[] = [];
    // Its own fresh database: TEST_DATABASE_URL's may hold another branch's tables, and migrating it would fail (42P07).
    const scratch = await createScratchPostgresDatabase();
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 1, onIdleError: (e) => errors.push(e) });
    try {
      const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      // Only this pool's own connection, so other test files are not disturbed.
      await admin.query('select pg_terminate_backend($1)', [result.rows[0]!.pid]);
      await admin.end();
      for (let i = 0; i < 50 && errors.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(errors[0]?.message).toMatch(/terminat/i);
      expect(await database.ping()).toBeGreaterThanOrEqual(0);
    } finally {
      await database.close();
      await scratch.drop();
    }
  });
});
