import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { generateCustomStrategy } from '../rules/custom-strategy.ts';
import { buildReportDocx, buildReportDocxBytes } from './docx.ts';
import { reportBudgetHeadline } from './report-model.ts';
import { sampleAnalysisResult, sampleReportInput } from './test-fixture.ts';

const exportedAt = new Date('2025-03-20T12:00:00.000Z');
const textOf = async (bytes: Uint8Array) => (await mammoth.extractRawText({ buffer: Buffer.from(bytes) })).value;

describe('buildReportDocx', () => {
  it('makes a Word blob (a zip) with the Word content type', async () => {
    const blob = await buildReportDocx({ ...sampleReportInput, exportedAt });
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const head = new Uint8Array(await blob.slice(0, 2).arrayBuffer());
    expect(String.fromCharCode(...head)).toBe('PK');
  });

  it('reads back with the recommendations, evidence, roadmap and budget', async () => {
    const text = await textOf(await buildReportDocxBytes({ ...sampleReportInput, exportedAt }));
    expect(text).toContain(sampleReportInput.title);
    for (const rec of sampleAnalysisResult.recommendations) {
      expect(text).toContain(rec.name);
      expect(text).toContain(rec.nextStep);
      for (const e of rec.evidence) expect(text).toContain(e.text);
    }
    expect(text).toContain('Immediate (0-3 months)');
    expect(text).toContain('Long-Term (12+ months)');
    expect(text).toContain('Convert the provisional into a non-provisional application within 12 months');
    // The headline is the sum of the fee rows, which cite the office, its address and the date.
    expect(text).toContain('$19,268 - $39,110 over 12 months (official fees plus typical attorney fees)');
    expect(text).toContain('Total');
    expect(text).toContain('USPTO fee schedule, trademark fees (37 CFR 2.6) (https://www.uspto.gov/learning-and-resources/fees-and-payment/uspto-fee-schedule), effective 2025-01-18');
    expect(text).toContain('It is not legal advice');
  });

  it('shows the custom strategy in place of the original roadmap', async () => {
    const customStrategy = generateCustomStrategy(sampleAnalysisResult.recommendations, { prioritizeCopyrights: false, offensiveStrategy: true }, exportedAt);
    const text = await textOf(await buildReportDocxBytes({ ...sampleReportInput, customStrategy, exportedAt }));
    expect(text).toContain('Custom Strategy');
    expect(text).toContain('Register trademark for LUMIO');
    expect(text).toContain('Offensive Strategy');
    expect(text).toContain(reportBudgetHeadline({ result: sampleAnalysisResult, customStrategy }));
    expect(text).not.toContain('Copyright - LUMIO app');
    expect(text).not.toContain('Convert the provisional into a non-provisional application within 12 months');
  });

  it('still builds a readable document for a plan with no findings', async () => {
    const empty = {
      ...sampleAnalysisResult,
      recommendations: [],
      counts: { patents: 0, trademarks: 0, tradeSecrets: 0, copyrights: 0 },
      strategy: { immediate: [], shortTerm: [], mediumTerm: [], longTerm: [], estimatedBudget: '$0 - $0' },
      budget: { low: 0, high: 0, currency: 'USD' as const, lines: [] },
      notes: ['The optional LLM enrichment was unavailable; the local engine result is shown.'],
    };
    const text = await textOf(await buildReportDocxBytes({ title: 'Empty', result: empty, exportedAt }));
    expect(text).toContain('The plan supports no recommendation.');
    expect(text).toContain('No actions in this phase.');
    expect(text).toContain('The optional LLM enrichment was unavailable');
  });
});
