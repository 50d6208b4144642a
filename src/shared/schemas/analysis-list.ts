import { z } from 'zod';

const isoDate = z.iso.datetime({ offset: true });

/** GET /api/analyses: one item per analysis, newest first. */
export const analysisListItemSchema = z.object({
  id: z.number().int(),
  businessPlanId: z.number().int(),
  analysisDate: isoDate,
  /** The analysed plan's title and how many findings the analysis made, so two rows of one day differ. */
  title: z.string(),
  findingCount: z.number().int().min(0),
});
export type AnalysisListItem = z.infer<typeof analysisListItemSchema>;
export const analysisListSchema = z.array(analysisListItemSchema);
