// What the patent tests read from the detector: its findings, each checked against the schema and its quotes.
import { expect } from 'vitest';
import { recommendationSchema, type Recommendation } from '#shared/schemas/analysis.ts';
import { buildContext } from '../context.ts';
import { detectPatents } from './patent.ts';

type PatentDetails = Extract<Recommendation['details'], { kind: 'patent' }>;

export function patents(text: string): { rec: Recommendation; details: PatentDetails }[] {
  const ctx = buildContext(text);
  return detectPatents(ctx).map((rec) => {
    recommendationSchema.parse(rec);
    for (const e of rec.evidence) expect(ctx.text.slice(e.start, e.end)).toBe(e.text);
    if (rec.details.kind !== 'patent') throw new Error('not a patent');
    return { rec, details: rec.details };
  });
}

export function one(text: string) {
  const found = patents(text);
  expect(found.map((f) => f.rec.name)).toHaveLength(1);
  return found[0]!;
}

