import { z } from 'zod';
import { INVALID_CURSOR_MESSAGE } from '#shared/schemas/business-plan.ts';
import { badRequest } from '../../http-errors.ts';
import type { PlanCursor } from './analyses.repository.ts';

// Cursors are opaque to clients (base64url JSON) so their content can change without breaking anyone.

const idCursor = z.object({ id: z.number().int().min(1).max(2_147_483_647) });
const planCursor = idCursor.extend({
  // PostgreSQL's text form of a timestamptz, e.g. "2026-11-22 11:30:00.123456+00".
  d: z.string().max(40).regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/),
});

function encode(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function decode<T>(cursor: string, schema: z.ZodType<T>): T {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
  } catch {
    throw badRequest(INVALID_CURSOR_MESSAGE);
  }
}

export const analysisCursor = {
  encode: (id: number) => encode({ id }),
  decode: (cursor: string) => decode(cursor, idCursor).id,
};

export const businessPlanCursor = {
  encode: (c: PlanCursor) => encode({ d: c.uploadDate, id: c.id }),
  decode: (cursor: string): PlanCursor => {
    const { d, id } = decode(cursor, planCursor);
    return { uploadDate: d, id };
  },
};

export type Page<T> = { items: T[]; nextCursor: string | null };

/** Turns limit + 1 fetched rows into a page: the extra row only says that there is a next page. */
export function toPage<R, T>(rows: R[], limit: number, map: (row: R) => T, cursorOf: (row: R) => string): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  return { items: kept.map(map), nextCursor: more ? cursorOf(kept[kept.length - 1]) : null };
}
