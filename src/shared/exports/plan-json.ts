import { z } from 'zod';
import { planItemSchema } from '../schemas/plan.ts';
import { planSummary, type PlanExportInput } from './plan-model.ts';

export const PLAN_JSON_FORMAT = 'moatmap.implementation-plan';
export const PLAN_JSON_VERSION = 1;

/** The exported file's shape, so it can be read back safely. */
export const planJsonSchema = z.object({
  format: z.literal(PLAN_JSON_FORMAT),
  formatVersion: z.literal(PLAN_JSON_VERSION),
  exportedAt: z.string(),
  summary: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    inProgress: z.number().int(),
    completed: z.number().int(),
    deferred: z.number().int(),
    completionPercent: z.number().int(),
  }),
  items: z.array(planItemSchema),
});
export type PlanJson = z.infer<typeof planJsonSchema>;

export function buildPlanJson(input: PlanExportInput): string {
  const doc: PlanJson = {
    format: PLAN_JSON_FORMAT,
    formatVersion: PLAN_JSON_VERSION,
    exportedAt: (input.exportedAt ?? new Date()).toISOString(),
    summary: planSummary(input),
    items: [...input.items],
  };
  return `${JSON.stringify(doc, null, 2)}\n`;
}
