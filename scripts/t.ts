import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '#server/db/client.ts';
const t = performance.now();
const d = await openDatabase({ inMemory: true });
const client = (d as any);
console.log('pglite mem', performance.now() - t);
