import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { planJsonSchema } from '#shared/exports/plan-json.ts';
import { samplePlanItems } from '#shared/exports/plan-fixture.ts';
import { buildPlanFile, planExportFailureMessage, planExportSuccessMessage, planExportFormats } from './export-plan.ts';

const exportedAt = new Date(2025, 2, 20, 9, 30);

describe('buildPlanFile', () => {
  it('names each file ip-implementation-plan-{export date}.{ext}', async () => {
    for (const format of planExportFormats) {
      expect((await buildPlanFile(format, samplePlanItems, exportedAt)).fileName).toBe(`ip-implementation-plan-2025-03-20.${format}`);
    }
  });

  it('makes files that read back in each format', async () => {
    const json = await buildPlanFile('json', samplePlanItems, exportedAt);
    expect(json.blob.type).toBe('application/json');
    expect(planJsonSchema.parse(JSON.parse(await json.blob.text())).items).toHaveLength(4);

    const html = await buildPlanFile('html', samplePlanItems, exportedAt);
    expect(html.blob.type).toMatch(/^text\/html/);
    expect(await html.blob.text()).toContain('Trade secret: carrier pricing model');

    const ics = await buildPlanFile('ics', samplePlanItems, exportedAt);
    expect(ics.blob.type).toMatch(/^text\/calendar/);
    expect((await ics.blob.text()).match(/BEGIN:VEVENT/g)).toHaveLength(3);

    const docx = await buildPlanFile('docx', samplePlanItems, exportedAt);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await docx.blob.arrayBuffer()) });
    expect(value).toContain('Copyright: LUMIO app and dashboard source code');
  });
});

describe('export messages (spec section 8)', () => {
  it('name the format', () => {
    expect(planExportSuccessMessage('json')).toBe('Your IP implementation plan has been exported as JSON.');
    expect(planExportSuccessMessage('docx')).toBe('Your IP implementation plan has been exported as DOCX.');
    expect(planExportFailureMessage('html')).toBe('There was an error exporting your plan to HTML.');
  });
});
