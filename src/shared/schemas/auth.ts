import { z } from 'zod';
import { isStorableText, unstorableTextMessage } from './text.ts';

// Messages are the spec's (section 5), word for word.
const username = z
  .string({ error: 'Username must be at least 3 characters long' })
  .trim()
  .min(3, 'Username must be at least 3 characters long')
  .max(50, 'Username must be at most 50 characters long')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only contain letters, digits, dots, dashes and underscores');
const password = z
  .string({ error: 'Password must be at least 6 characters long' })
  .min(6, 'Password must be at least 6 characters long')
  .max(200, 'Password must be at most 200 characters long')
  .refine(isStorableText, unstorableTextMessage('Password'));
const optionalText = z
  .string()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .refine(isStorableText, unstorableTextMessage('This field'))
  .optional()
  .transform((v) => (v ? v : undefined));

export const loginInputSchema = z.object({
  username: z
    .string({ error: 'Username must be at least 3 characters long' })
    .trim()
    .min(3, 'Username must be at least 3 characters long')
    .max(254, 'Username must be at most 254 characters long')
    .refine(isStorableText, unstorableTextMessage('Username')),
  password,
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z.object({
  username,
  email: z.string({ error: 'Please enter a valid email address' }).trim().email('Please enter a valid email address').max(254).refine(isStorableText, unstorableTextMessage('Email')),
  password,
  firstName: optionalText,
  lastName: optionalText,
  company: optionalText,
  /** The person's job title (founder, attorney...). Never an access role. */
  role: optionalText,
  /** The token of an invitation link (/invite/{token}): the account joins that organization. */
  invitationToken: z.string().max(100).optional(),
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const accessRoleSchema = z.enum(['member', 'admin', 'super_admin']);
export type AccessRole = z.infer<typeof accessRoleSchema>;

export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  role: accessRoleSchema,
  isAdmin: z.boolean(),
  organization: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    subscriptionTier: z.enum(['free', 'pro', 'enterprise']),
  }),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
