import type { StoredAnalysis } from '#shared/schemas/business-plan.ts';
import type { ReportData } from '#client/features/reports/components/report-data.ts';

export function reportDataFromStored(stored: StoredAnalysis): ReportData {
  return {
    businessPlanId: stored.businessPlan.id,
    title: stored.businessPlan.title,
    analysisDate: stored.analysisDate,
    result: stored.result,
    customStrategy: stored.customStrategy,
  };
}
