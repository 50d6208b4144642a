import { z } from 'zod';
import {
  referralBudgets,
  referralBusinessTypes,
  referralContactPreferences,
  referralIpTypes,
  referralPriorities,
  referralStatuses,
  referralUrgencies,
} from '../rules/referrals.ts';

// Spec section 5, word for word.
export const referralMessages = {
  ipType: 'Please select an IP type',
  urgency: 'Please select urgency level',
  budget: 'Please select budget range',
  description: 'Please provide at least 10 characters',
  preferredLocation: 'Please specify preferred location',
  contactPreference: 'Please select contact preference',
  businessType: 'Please specify business type',
} as const;

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /api/lawyer-referrals. Priority and status are the server's: the client cannot send them. */
export const createReferralInputSchema = z.object({
  ipType: z.enum(referralIpTypes, { error: referralMessages.ipType }),
  urgency: z.enum(referralUrgencies, { error: referralMessages.urgency }),
  budget: z.enum(referralBudgets, { error: referralMessages.budget }),
  description: z
    .string({ error: referralMessages.description })
    .trim()
    .min(10, referralMessages.description)
    .max(5000, 'Description must be at most 5000 characters'),
  preferredLocation: z
    .string({ error: referralMessages.preferredLocation })
    .trim()
    .min(1, referralMessages.preferredLocation)
    .max(200, 'Preferred location must be at most 200 characters'),
  specificRequirements: optionalText(2000, 'Specific requirements'),
  contactPreference: z.enum(referralContactPreferences, { error: referralMessages.contactPreference }),
  businessType: z.enum(referralBusinessTypes, { error: referralMessages.businessType }),
  recommendationId: z.string().max(100).nullish(),
});
export type CreateReferralInput = z.input<typeof createReferralInputSchema>;

export const referredLawyerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firm: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  specializations: z.array(z.string()),
  notes: z.string().nullable(),
});
export type ReferredLawyer = z.infer<typeof referredLawyerSchema>;

/** The founder's view of a request (spec section 3, "User lawyer referral"). */
export const userReferralSchema = z.object({
  id: z.number().int(),
  ipType: z.enum(referralIpTypes),
  urgency: z.enum(referralUrgencies),
  budget: z.enum(referralBudgets),
  businessType: z.enum(referralBusinessTypes),
  preferredLocation: z.string(),
  description: z.string(),
  specificRequirements: z.string().nullable(),
  contactPreference: z.enum(referralContactPreferences),
  status: z.enum(referralStatuses),
  priority: z.enum(referralPriorities),
  adminNotes: z.string().nullable(),
  createdAt: z.string(),
  /** When a lawyer should have been found, from the urgency window. */
  respondBy: z.string(),
  referredLawyers: z.array(referredLawyerSchema),
});
export type UserReferral = z.infer<typeof userReferralSchema>;

/** The operator's view: the spec's admin fields (section 3) plus the founder's own and the deadline. */
export const adminReferralSchema = userReferralSchema.extend({
  budgetRange: z.enum(referralBudgets),
  businessDescription: z.string(),
  ipDescription: z.string(),
  additionalRequirements: z.string().nullable(),
  assignedLawyer: z.string().nullable(),
  overdue: z.boolean(),
  organization: z.object({ id: z.number().int(), name: z.string() }),
  requester: z.object({ name: z.string(), email: z.string() }),
  updatedAt: z.string(),
});
export type AdminReferral = z.infer<typeof adminReferralSchema>;

export const adminReferralQuerySchema = z.object({
  status: z.enum(referralStatuses, { error: 'Unknown status' }).optional(),
  urgency: z.enum(referralUrgencies, { error: 'Unknown urgency' }).optional(),
  ipType: z.enum(referralIpTypes, { error: 'Unknown IP type' }).optional(),
});

/** Mark In Progress / Mark Completed / Cancel Request send a status; Save Changes sends the lawyer and notes. */
export const updateReferralInputSchema = z
  .object({
    status: z.enum(referralStatuses, { error: 'Status must be one of pending, reviewing, matched, completed, cancelled' }),
    assignedLawyer: optionalText(200, 'Assigned lawyer'),
    adminNotes: optionalText(5000, 'Notes'),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateReferralInput = z.input<typeof updateReferralInputSchema>;

export const matchReferralInputSchema = z.object({
  lawyerIds: z
    .array(z.number().int().positive())
    .min(1, 'Choose one to three lawyers')
    .max(3, 'Choose one to three lawyers')
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each lawyer once'),
});

const list = (label: string) => z.array(z.string().trim().min(1).max(100)).max(20, `At most 20 ${label}`);

export const lawyerInputSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200),
  firm: z.string({ error: 'Firm is required' }).trim().min(1, 'Firm is required').max(200),
  email: z.string({ error: 'Please enter a valid email address' }).trim().email('Please enter a valid email address').max(254),
  phone: optionalText(50, 'Phone'),
  specializations: z.array(z.enum(referralIpTypes, { error: 'Specializations must be IP types of the referral form' })).min(1, 'Choose at least one specialization'),
  jurisdictions: list('jurisdictions'),
  notes: optionalText(2000, 'Notes'),
});
export type LawyerInput = z.input<typeof lawyerInputSchema>;
export const updateLawyerInputSchema = lawyerInputSchema
  .partial()
  .extend({ active: z.boolean() })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');

export const lawyerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  firm: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  specializations: z.array(z.string()),
  jurisdictions: z.array(z.string()),
  notes: z.string().nullable(),
  active: z.boolean(),
});
export type Lawyer = z.infer<typeof lawyerSchema>;

export const lawyerSuggestionSchema = z.object({ lawyer: lawyerSchema, score: z.number(), reasons: z.array(z.string()) });
export type LawyerSuggestionView = z.infer<typeof lawyerSuggestionSchema>;
