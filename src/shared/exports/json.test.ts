import { describe, expect, it } from 'vitest';
import { generateCustomStrategy } from '../rules/custom-strategy.ts';
import { buildReportJson, reportJsonSchema } from './json.ts';
import { sampleAnalysisResult, sampleReportInput } from './test-fixture.ts';

const exportedAt = new Date('2025-03-20T12:00:00.000Z');

describe('buildReportJson', () => {
  it('parses back to the full result with its metadata', () => {
    const doc = reportJsonSchema.parse(JSON.parse(buildReportJson({ ...sampleReportInput, exportedAt })));
    expect(doc).toMatchObject({
      title: sampleReportInput.title,
      businessPlanId: 42,
      analysisDate: '2025-03-14T09:30:00.000Z',
      exportedAt: '2025-03-20T12:00:00.000Z',
      engineVersion: '1.0.0',
      customStrategy: null,
    });
    expect(doc.result).toEqual(sampleAnalysisResult);
  });

  it('includes the custom strategy when there is one', () => {
    const customStrategy = generateCustomStrategy(sampleAnalysisResult.recommendations, { budget: 'high' }, exportedAt);
    const doc = reportJsonSchema.parse(JSON.parse(buildReportJson({ ...sampleReportInput, customStrategy, exportedAt })));
    expect(doc.customStrategy).toEqual(customStrategy);
    expect(doc.customStrategy?.strategy.estimatedBudget).toMatch(/^\$\d[\d,]* - \$\d[\d,]* over 12 months \(official fees, typical attorney fees and a full clearance search for every mark\)$/);
  });

  it('writes null for unknown metadata', () => {
    const doc = reportJsonSchema.parse(JSON.parse(buildReportJson({ title: 'Plan', result: sampleAnalysisResult, analysisDate: 'garbage' })));
    expect(doc.businessPlanId).toBeNull();
    expect(doc.analysisDate).toBeNull();
    expect(Number.isNaN(Date.parse(doc.exportedAt))).toBe(false);
  });
});
