import { z } from 'zod';
import { ipTypeSchema, potentialSchema } from './analysis.ts';
import { MAX_ID } from './business-plan.ts';
import { isStorableText, storableString, unstorableTextMessage } from './text.ts';

export const planItemStatuses = ['pending', 'in_progress', 'completed', 'deferred'] as const;
export const planItemStatusSchema = z.enum(planItemStatuses, {
  error: 'Status must be one of pending, in_progress, completed, deferred',
});
export type PlanItemStatus = z.infer<typeof planItemStatusSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Due date must be a date like 2026-12-31');
const notes = z.string().max(5000, 'Notes must be at most 5000 characters').refine(isStorableText, unstorableTextMessage('Notes'));

/** What the report sends when a recommendation is added: the spec's item fields plus where it came from. */
export const addPlanItemInputSchema = z.object({
  id: z.string().min(1, 'Recommendation id is required').max(100).refine(isStorableText, unstorableTextMessage('Recommendation id')),
  type: ipTypeSchema,
  name: z.string().trim().min(1, 'Name is required').max(300).refine(isStorableText, unstorableTextMessage('Name')),
  description: storableString('Description').max(5000),
  nextStep: storableString('Next step').max(5000),
  likelihood: z.number().min(0).max(100),
  potential: potentialSchema.or(storableString('Potential').max(20)),
  businessPlanId: z.number().int().positive().max(MAX_ID, 'Business plan id is out of range').optional(),
  status: planItemStatusSchema.optional(),
  dueDate: isoDate.optional(),
  notes: notes.optional(),
  addedAt: z.string().datetime({ offset: true }).or(isoDate).optional(),
});
export type AddPlanItemInput = z.infer<typeof addPlanItemInputSchema>;

export const updatePlanItemInputSchema = z
  .object({
    status: planItemStatusSchema,
    dueDate: isoDate.nullable(),
    notes: notes.nullable(),
    name: z.string().trim().min(1, 'Name is required').max(300).refine(isStorableText, unstorableTextMessage('Name')),
    description: storableString('Description').max(5000),
    nextStep: storableString('Next step').max(5000),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdatePlanItemInput = z.infer<typeof updatePlanItemInputSchema>;

/** Plans kept in localStorage by earlier versions, imported once into the account. */
export const importPlanInputSchema = z.object({ items: z.array(addPlanItemInputSchema).max(500) });

export const planItemSchema = z.object({
  /** The recommendation's id, as in the spec's item. */
  id: z.string(),
  /** The row's own id, for updates. */
  itemId: z.number().int(),
  type: ipTypeSchema,
  name: z.string(),
  description: z.string(),
  nextStep: z.string(),
  likelihood: z.number(),
  potential: z.string(),
  status: planItemStatusSchema,
  businessPlanId: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  notes: z.string().nullable(),
  addedAt: z.string(),
  updatedAt: z.string(),
});
export type PlanItem = z.infer<typeof planItemSchema>;
