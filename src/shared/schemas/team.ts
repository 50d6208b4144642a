import { z } from 'zod';

export const teamRoles = ['admin', 'member'] as const;
export const teamRoleSchema = z.enum(teamRoles, { error: 'Role must be admin or member' });
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const memberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(['member', 'admin', 'super_admin']),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: teamRoleSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const createInvitationInputSchema = z.object({
  email: z.string({ error: 'Please enter a valid email address' }).trim().toLowerCase().email('Please enter a valid email address').max(254),
  role: teamRoleSchema.default('member'),
});
export type CreateInvitationInput = z.input<typeof createInvitationInputSchema>;

/** The answer to creating or resending an invitation: the link is included only when no mail carried it. */
export const invitationSentSchema = z.object({
  invitation: invitationSchema,
  emailed: z.boolean(),
  /** Present when mail is off or failed: the admin copies it to the invitee. */
  inviteUrl: z.string().optional(),
  message: z.string(),
});
export type InvitationSent = z.infer<typeof invitationSentSchema>;

export const changeMemberRoleInputSchema = z.object({ role: teamRoleSchema });

/** GET /api/invitations/{token}: what the invitee sees before joining. */
export const invitationPreviewSchema = z.object({
  organizationName: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const INVITATION_INVALID_MESSAGE = 'This invitation link is invalid, has expired or has already been used. Ask your administrator for a new one.';
/** A random 32-byte token in base64url: 43 characters. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, INVITATION_INVALID_MESSAGE);
