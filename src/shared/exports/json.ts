import { z } from 'zod';
import { resultSchema } from '../schemas/analysis.ts';
import { customStrategyResultSchema } from '../schemas/custom-strategy.ts';
import { reportTitle, toDate, type ReportInput } from './report-model.ts';

export const REPORT_JSON_FORMAT = 'moatmap.ip-analysis';
export const REPORT_JSON_VERSION = 1;

/** The exported file's shape, so it can be read back (and re-imported) safely. */
export const reportJsonSchema = z.object({
  format: z.literal(REPORT_JSON_FORMAT),
  formatVersion: z.literal(REPORT_JSON_VERSION),
  title: z.string(),
  businessPlanId: z.number().int().nullable(),
  analysisDate: z.string().nullable(),
  exportedAt: z.string(),
  engineVersion: z.string(),
  result: resultSchema,
  customStrategy: customStrategyResultSchema.nullable(),
});
export type ReportJson = z.infer<typeof reportJsonSchema>;

export function buildReportJson(input: ReportInput): string {
  const doc: ReportJson = {
    format: REPORT_JSON_FORMAT,
    formatVersion: REPORT_JSON_VERSION,
    title: reportTitle(input),
    businessPlanId: input.businessPlanId ?? null,
    analysisDate: toDate(input.analysisDate)?.toISOString() ?? null,
    exportedAt: (input.exportedAt ?? new Date()).toISOString(),
    engineVersion: input.result.engineVersion,
    result: input.result,
    customStrategy: input.customStrategy ?? null,
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
