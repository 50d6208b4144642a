import type { Db } from './client.ts';

/**
 * Statements built once per database instead of once per request: drizzle builds the SQL once and, on PostgreSQL,
 * each connection parses and plans a named prepared statement once. For the hottest reads (the session lookup every
 * signed-in request makes, the lists), building drizzle's SQL per request cost about 10% of the CPU.
 */
export function preparedPerDatabase<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let statements = built.get(db);
    if (!statements) built.set(db, (statements = build(db)));
    return statements;
  };
}
