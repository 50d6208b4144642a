import { z } from 'zod';
import { organizationSizes, subscriptionStatuses, subscriptionTiers } from '../rules/tiers.ts';

const isoDateTime = z.string();
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

export const organizationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  industry: z.string().nullable(),
  size: z.enum(organizationSizes),
  subscriptionTier: z.enum(subscriptionTiers),
  subscriptionStatus: z.enum(subscriptionStatuses),
  isActive: z.boolean(),
  userCount: z.number().int(),
  /** Analyses used this month. */
  apiUsage: z.number().int(),
  /** Monthly analysis quota; -1 means unlimited. */
  apiQuota: z.number().int(),
  createdAt: isoDateTime,
});
export type Organization = z.infer<typeof organizationSchema>;

export const ORGANIZATION_NAME_REQUIRED = 'Organization name is required';

/** POST /api/admin/organizations (spec section 7); size defaults to startup and tier to free (section 5). */
export const createOrganizationInputSchema = z.object({
  name: z.string({ error: ORGANIZATION_NAME_REQUIRED }).trim().min(1, ORGANIZATION_NAME_REQUIRED).max(120, 'Organization name must be at most 120 characters'),
  description: optionalText(1000, 'Description'),
  industry: optionalText(100, 'Industry'),
  size: z.enum(organizationSizes, { error: 'Size must be one of startup, small, medium, large, enterprise' }).default('startup'),
  subscriptionTier: z.enum(subscriptionTiers, { error: 'Tier must be one of free, pro, enterprise' }).default('free'),
});
export type CreateOrganizationInput = z.input<typeof createOrganizationInputSchema>;

/** PATCH /api/admin/organizations/{id}: any of the spec's four fields; apiUsage may only be reset to 0. */
export const updateOrganizationInputSchema = z
  .object({
    isActive: z.boolean({ error: 'isActive must be true or false' }),
    subscriptionTier: z.enum(subscriptionTiers, { error: 'Tier must be one of free, pro, enterprise' }),
    subscriptionStatus: z.enum(subscriptionStatuses, { error: 'Status must be one of active, suspended, canceled' }),
    apiUsage: z.literal(0, { error: 'API usage can only be reset to 0' }),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdateOrganizationInput = z.infer<typeof updateOrganizationInputSchema>;

export const organizationListQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number({ error: 'Page must be a positive number' }).int().positive('Page must be a positive number').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Page size must be at most 100').default(20),
});
export type OrganizationListQuery = z.input<typeof organizationListQuerySchema>;
/** The header holding the number of organizations that match, for the pager. */
export const TOTAL_COUNT_HEADER = 'x-total-count';

export const systemStatsSchema = z.object({
  totalOrganizations: z.number().int(),
  activeOrganizations: z.number().int(),
  totalUsers: z.number().int(),
  totalAnalyses: z.number().int(),
  systemHealth: z.enum(['healthy', 'unhealthy']),
});
export type SystemStats = z.infer<typeof systemStatsSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.string(),
  createdAt: isoDateTime,
  ip: z.string().nullable(),
  actor: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  organization: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogQuerySchema = z.object({
  organizationId: z.coerce.number().int().positive().optional(),
  /** The actor's username, exact and case-insensitive. */
  actor: z.string().trim().max(50).optional().transform((v) => (v ? v : undefined)),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  /** Entries older than this id (the last id of the previous page). */
  before: z.coerce.number().int().positive().optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;
