import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { buildPlanDocx, buildPlanDocxBytes } from './plan-docx.ts';
import { samplePlanItems } from './plan-fixture.ts';

const exportedAt = new Date('2025-03-20T12:00:00.000Z');
const textOf = async (bytes: Uint8Array) => (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;

describe('buildPlanDocx', () => {
  it('makes a Word blob (a zip) with the Word content type', async () => {
    const blob = await buildPlanDocx({ items: samplePlanItems, exportedAt });
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(String.fromCharCode(...new Uint8Array(await blob.slice(0, 2).arrayBuffer()))).toBe('PK');
  });

  it('reads back with the summary, each item, its status, due date and notes', async () => {
    const text = await textOf(await buildPlanDocxBytes({ items: samplePlanItems, exportedAt }));
    expect(text).toContain('IP Implementation Plan');
    expect(text).toContain('March 20, 2025');
    expect(text).toMatch(/Completion\s+4\s+1\s+1\s+25%/);
    for (const item of samplePlanItems) {
      expect(text).toContain(item.name);
      expect(text).toContain(item.nextStep);
    }
    expect(text).toContain('In Progress (1)');
    expect(text).toContain('Deferred (1)');
    expect(text).toContain('Due: Mar 10, 2025 (overdue)');
    expect(text).toContain('Notes: Counsel: Dana Reyes, Reyes & Park; call on Tuesdays.');
    expect(text).toContain('Register LUMIO for the sensor tags & the app <in classes 9 and 42>.');
  });

  it('still builds a readable document for an empty plan', async () => {
    const text = await textOf(await buildPlanDocxBytes({ items: [], exportedAt }));
    expect(text).toContain('The implementation plan is empty.');
  });
});
