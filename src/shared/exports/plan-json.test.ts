import { describe, expect, it } from 'vitest';
import { buildPlanJson, planJsonSchema } from './plan-json.ts';
import { samplePlanItems } from './plan-fixture.ts';

describe('buildPlanJson', () => {
  it('parses back to every item with its summary', () => {
    const text = buildPlanJson({ items: samplePlanItems, exportedAt: new Date('2025-03-20T12:00:00.000Z') });
    const doc = planJsonSchema.parse(JSON.parse(text));
    expect(doc).toMatchObject({ format: 'moatmap.implementation-plan', formatVersion: 1, exportedAt: '2025-03-20T12:00:00.000Z' });
    expect(doc.items).toEqual(samplePlanItems);
    expect(doc.summary).toEqual({ total: 4, pending: 1, inProgress: 1, completed: 1, deferred: 1, completionPercent: 25 });
  });

  it('writes an empty plan as an empty list with 0%', () => {
    const doc = planJsonSchema.parse(JSON.parse(buildPlanJson({ items: [] })));
    expect(doc.items).toEqual([]);
    expect(doc.summary.completionPercent).toBe(0);
    expect(Number.isNaN(Date.parse(doc.exportedAt))).toBe(false);
  });
});
