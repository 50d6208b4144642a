import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { reportJsonSchema } from '#shared/exports/json.ts';
import { sampleAnalysisResult, sampleReportInput } from '#shared/exports/test-fixture.ts';
import { buildReportFile, exportFailureMessage, exportSuccessMessage } from './export-report.ts';

const exportedAt = new Date(2025, 2, 20, 9, 30);
const input = { ...sampleReportInput, exportedAt };

describe('buildReportFile', () => {
  it('names each file ip-analysis-{title-slug}-{export date}.{ext}', async () => {
    for (const format of ['json', 'html', 'docx'] as const) {
      const { fileName } = await buildReportFile(format, input);
      expect(fileName).toBe(`ip-analysis-frostline-labs-cold-chain-monitoring-2025-03-20.${format}`);
    }
  });

  it('makes JSON that reads back as the report format', async () => {
    const { blob } = await buildReportFile('json', input);
    expect(blob.type).toBe('application/json');
    const doc = reportJsonSchema.parse(JSON.parse(await blob.text()));
    expect(doc.result.recommendations.map((r) => r.id)).toEqual(sampleAnalysisResult.recommendations.map((r) => r.id));
  });

  it('makes a self-contained HTML document with every recommendation', async () => {
    const { blob } = await buildReportFile('html', input);
    const html = await blob.text();
    expect(blob.type).toMatch(/^text\/html/);
    for (const rec of sampleAnalysisResult.recommendations) expect(html).toContain(rec.name.replace(/&/g, '&amp;'));
    expect(html).not.toMatch(/<script|<link /i);
  });

  it('makes a Word document that mammoth reads back', async () => {
    const { blob } = await buildReportFile('docx', input);
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(await blob.arrayBuffer()) });
    for (const rec of sampleAnalysisResult.recommendations) expect(value).toContain(rec.name);
  });
});

describe('export messages', () => {
  it('name the format in the spec wording adapted to the report', () => {
    expect(exportSuccessMessage('json')).toBe('Your IP analysis report has been exported as JSON.');
    expect(exportFailureMessage('docx')).toBe('There was an error exporting your report to DOCX.');
  });
});
