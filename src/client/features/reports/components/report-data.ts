import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import type { CustomStrategyResult } from '#shared/schemas/custom-strategy.ts';

/** What a report shows: one stored analysis, with its saved custom strategy if any. */
export type ReportData = {
  businessPlanId: number;
  title: string;
  analysisDate: string | null;
  result: AnalysisResult;
  customStrategy: CustomStrategyResult | null;
};
