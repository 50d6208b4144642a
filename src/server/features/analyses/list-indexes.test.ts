import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { openTestDatabase, testDatabaseKinds } from '../../test/database.ts';
import { findStoredAnalysisQuery, listAnalysesQuery, listPlansQuery } from './analyses.repository.ts';

/**
 * The list queries must be answered from their indexes in the order asked, with no sort: then a page costs
 * the same with a million rows as with ten. With sequential and bitmap scans switched off the planner shows
 * whether an index can serve the query in order; a table this small would otherwise be scanned whatever the indexes.
 */
describe.each(testDatabaseKinds)('list query plans on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.close());

  const rowsOf = (result: unknown) => (result as { rows: Record<string, string>[] }).rows;

  async function plan(query: { getSQL: () => SQL }): Promise<string> {
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_bitmapscan = off`);
      const rows = rowsOf(await tx.execute(sql`explain ${query.getSQL()}`));
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it('has the indexes the lists rely on', async () => {
    const rows = rowsOf(
      await database.db.execute(sql`select indexname from pg_indexes where tablename in ('business_plans', 'analyses') order by indexname`),
    );
    expect(rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['analyses_org_date_idx', 'analyses_plan_idx', 'business_plans_org_upload_idx']),
    );
  });

  it('reads a page of analyses from analyses_org_date_idx, first page and next', async () => {
    for (const query of [listAnalysesQuery(database.db, 7, 21), listAnalysesQuery(database.db, 7, 21, 1000)]) {
      const text = await plan(query);
      expect(text).toContain('analyses_org_date_idx');
      expect(text).not.toMatch(/\bSort\b/);
    }
    // The cursor is a bound of the index scan, not a filter over the rows before it.
    expect(await plan(listAnalysesQuery(database.db, 7, 21, 1000))).toMatch(/Index Cond: .*id < 1000/);
  });

  it('reads a page of business plans from business_plans_org_upload_idx, first page and next', async () => {
    const after = { uploadDate: '2026-11-22 11:30:00.123456+00', id: 1000 };
    for (const query of [listPlansQuery(database.db, 7, 21), listPlansQuery(database.db, 7, 21, after)]) {
      const text = await plan(query);
      expect(text).toContain('business_plans_org_upload_idx');
      expect(text).not.toMatch(/\bSort\b/);
    }
    expect(await plan(listPlansQuery(database.db, 7, 21, after))).toMatch(/Index Cond: .*ROW\(upload_date, id\) < /);
  });

  it('finds a plan by its key and its analyses by analyses_plan_idx', async () => {
    const text = await plan(findStoredAnalysisQuery(database.db, 7, 42));
    expect(text).toContain('business_plans_pkey');
    expect(text).toContain('analyses_plan_idx');
  });
});
