import { z } from 'zod';
import { resultSchema } from './analysis.ts';
import { customStrategyResultSchema } from './custom-strategy.ts';
import { isStorableText, unstorableTextMessage } from './text.ts';

export * from './business-plan-limits.ts';
import { CONTENT_MAX, CONTENT_MIN, CONTENT_MIN_MESSAGE, FILE_NAME_MAX, INVALID_CURSOR_MESSAGE, INVALID_ID_MESSAGE, TITLE_MAX, TITLE_MIN, TITLE_MIN_MESSAGE } from './business-plan-limits.ts';

export const createAnalysisInputSchema = z.object({
  title: z
    .string({ error: TITLE_MIN_MESSAGE })
    .trim()
    .min(TITLE_MIN, TITLE_MIN_MESSAGE)
    .max(TITLE_MAX, `Title must be at most ${TITLE_MAX} characters`)
    .refine(isStorableText, unstorableTextMessage('Title')),
  // Trimmed, so that 50 spaces are not a plan; the stored and analysed text is the trimmed one.
  content: z
    .string({ error: CONTENT_MIN_MESSAGE })
    .trim()
    .min(CONTENT_MIN, CONTENT_MIN_MESSAGE)
    .max(CONTENT_MAX, `Business plan content must be at most ${CONTENT_MAX.toLocaleString('en-US')} characters`)
    .refine(isStorableText, unstorableTextMessage('Business plan content')),
  /** The uploaded file's name when the text came from a file; empty means none. */
  fileName: z
    .string()
    .trim()
    .max(FILE_NAME_MAX, `File name must be at most ${FILE_NAME_MAX} characters`)
    .refine(isStorableText, unstorableTextMessage('File name'))
    .nullish()
    .transform((v) => (v ? v : undefined)),
});
export type CreateAnalysisInput = z.input<typeof createAnalysisInputSchema>;
export type CreateAnalysisData = z.output<typeof createAnalysisInputSchema>;

/** POST /api/upload: the text read from the file. The file itself is not kept. */
export const uploadResponseSchema = z.object({
  content: z.string(),
  words: z.number().int().min(0),
  pages: z.number().int().min(0).optional(),
  warnings: z.array(z.string()),
});
export type UploadResponse = z.infer<typeof uploadResponseSchema>;

/** POST /api/analyze */
export const analysisResponseSchema = z.object({
  businessPlanId: z.number().int(),
  result: resultSchema,
});
export type AnalysisResponse = z.infer<typeof analysisResponseSchema>;

// The list of analyses lives in its own module: the dashboard reads it on every visit, and importing it from here
// would build the full result and custom-strategy schemas too (decision 098).
export * from './analysis-list.ts';

const isoDate = z.iso.datetime({ offset: true });

/** GET /api/business-plans: one item per plan (project), newest first, with its decrypted content. */
export const businessPlanSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  fileName: z.string().nullable(),
  uploadDate: isoDate,
});
export type BusinessPlan = z.infer<typeof businessPlanSchema>;

/** GET /api/business-plans/:id/analysis (and the answer of the custom-strategy calls). */
export const storedAnalysisSchema = z.object({
  businessPlan: z.object({
    id: z.number().int(),
    title: z.string(),
    fileName: z.string().nullable(),
    uploadDate: isoDate,
  }),
  analysisId: z.number().int(),
  analysisDate: isoDate,
  result: resultSchema,
  /** The saved custom strategy; null when the original roadmap is in use. */
  customStrategy: customStrategyResultSchema.nullable(),
});
export type StoredAnalysis = z.infer<typeof storedAnalysisSchema>;

/** The largest id the database's integer columns hold. */
export const MAX_ID = 2_147_483_647;

/** A path id: digits only and within the database's integer range, otherwise 400 with a clear message. */
export const idParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,10}$/, INVALID_ID_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_ID, INVALID_ID_MESSAGE),
});

export const PAGE_LIMIT_DEFAULT = 20;
export const PAGE_LIMIT_MAX = 100;

/** ?limit=&cursor= for the lists; the cursor is opaque and comes from the previous page's x-next-cursor header. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}` })
    .int(`limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
    .min(1, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
    .max(PAGE_LIMIT_MAX, `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`)
    .default(PAGE_LIMIT_DEFAULT),
  cursor: z.string().trim().min(1, INVALID_CURSOR_MESSAGE).max(200, INVALID_CURSOR_MESSAGE).refine(isStorableText, INVALID_CURSOR_MESSAGE).optional(),
});
export type PageQuery = z.output<typeof pageQuerySchema>;

/** The response header that carries the next page's cursor; absent on the last page. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';
