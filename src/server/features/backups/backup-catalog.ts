import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { parentsFirst, type ForeignKeyEdge } from './table-order.ts';

/** The schema the app's tables live in; drizzle keeps its migration bookkeeping in its own "drizzle" schema. */
export const APP_SCHEMA = 'public';

/** Operational bookkeeping that a backup never carries: restoring an old backup must not rewrite backup history. */
export const BOOKKEEPING_TABLES = new Set(['backups', 'backup_config', 'scheduled_jobs', '__drizzle_migrations']);

/** Audit and usage rows: in a backup only when includeAnalytics is on. */
export function isAnalyticsTable(name: string): boolean {
  return /(^|_)(audit|usage|analytics|api_calls)(_|$)/.test(name);
}

type Queryable = Pick<Db, 'execute'>;

export async function rowsOf<T>(db: Queryable, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Every table of the app's schema except the bookkeeping ones, read from the catalog now (new features included). */
export async function appTables(db: Queryable): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${APP_SCHEMA} and c.relkind in ('r', 'p') and not c.relispartition order by c.relname`,
  );
  return rows.map((r) => r.name).filter((name) => !BOOKKEEPING_TABLES.has(name));
}

export async function foreignKeyEdges(db: Queryable): Promise<ForeignKeyEdge[]> {
  return rowsOf<ForeignKeyEdge>(
    db,
    sql`select ch.relname as child, pa.relname as parent from pg_constraint con
        join pg_class ch on ch.oid = con.conrelid join pg_class pa on pa.oid = con.confrelid
        join pg_namespace n on n.oid = ch.relnamespace
        where con.contype = 'f' and n.nspname = ${APP_SCHEMA}`,
  );
}

/** The given tables, referenced ones first: the order to insert in. */
export async function insertOrder(db: Queryable, tables: string[]): Promise<string[]> {
  return parentsFirst(tables, await foreignKeyEdges(db));
}

/** Columns that can be written (generated columns cannot). */
export async function writableColumns(db: Queryable, table: string): Promise<string[]> {
  const rows = await rowsOf<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${APP_SCHEMA} and c.relname = ${table} and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return rows.map((r) => r.name);
}

/** Foreign-key constraints of the schema as SQL, written while the schema is on the search path (unqualified). */
export async function foreignKeyDefinitions(
  db: Queryable,
): Promise<{ table: string; parent: string; name: string; definition: string }[]> {
  return rowsOf(
    db,
    sql`select c.relname as "table", pa.relname as parent, con.conname as name, pg_get_constraintdef(con.oid) as definition
        from pg_constraint con join pg_class c on c.oid = con.conrelid join pg_class pa on pa.oid = con.confrelid
        join pg_namespace n on n.oid = c.relnamespace
        where con.contype = 'f' and n.nspname = ${APP_SCHEMA}`,
  );
}

/** After rows were inserted with their ids, each serial or identity sequence continues after the largest id. */
export async function resetSequences(db: Queryable, tables: string[]): Promise<void> {
  const sequences = await rowsOf<{ table: string; column: string; sequence: string }>(
    db,
    sql`select table_name as "table", column_name as "column",
          pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) as sequence
        from information_schema.columns where table_schema = ${APP_SCHEMA}
          and pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) is not null`,
  );
  for (const s of sequences.filter((s) => tables.includes(s.table))) {
    await db.execute(
      sql`select setval(${s.sequence}::regclass, coalesce((select max(${ident(s.column)}) from ${ident(APP_SCHEMA)}.${ident(s.table)}), 0) + 1, false)`,
    );
  }
}
