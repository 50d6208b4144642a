import { z } from 'zod';

const optionalText = (label: string, max = 100) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((v) => (v ? v : null))
    .nullable();

export const profileSchema = z.object({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
  company: z.string().nullable(),
  jobTitle: z.string().nullable(),
  username: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** Profile changes; a new email address also needs the current password. */
export const updateProfileInputSchema = z.object({
  firstName: optionalText('First name'),
  lastName: optionalText('Last name'),
  email: z.string({ error: 'Please enter a valid email address' }).trim().email('Please enter a valid email address').max(254),
  company: optionalText('Company'),
  jobTitle: optionalText('Job title'),
  currentPassword: z.string().max(200).optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string({ error: 'Enter your current password' }).min(1, 'Enter your current password').max(200),
  newPassword: z
    .string({ error: 'Password must be at least 6 characters long' })
    .min(6, 'Password must be at least 6 characters long')
    .max(200, 'Password must be at most 200 characters long'),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

export const deleteAccountInputSchema = z.object({
  /** The username, typed again: the confirmation. */
  confirmation: z.string({ error: 'Type your username to confirm' }).min(1, 'Type your username to confirm'),
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(200),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountInputSchema>;

export const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of the request that lists them. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionSchema>;

export const notificationFlags = ['emailAlerts', 'reportGeneration', 'domainAlerts', 'patentDeadlines'] as const;
export const displayFlags = ['darkMode', 'compactLayout', 'highContrast'] as const;

export const preferencesSchema = z.object({
  emailAlerts: z.boolean(),
  reportGeneration: z.boolean(),
  domainAlerts: z.boolean(),
  patentDeadlines: z.boolean(),
  darkMode: z.boolean(),
  compactLayout: z.boolean(),
  highContrast: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export type DisplayPreferences = Pick<Preferences, (typeof displayFlags)[number]>;

export const defaultPreferences: Preferences = {
  emailAlerts: true,
  reportGeneration: false,
  domainAlerts: false,
  patentDeadlines: true,
  darkMode: false,
  compactLayout: false,
  highContrast: false,
};

export const updatePreferencesInputSchema = preferencesSchema
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to update');
export type UpdatePreferencesInput = z.infer<typeof updatePreferencesInputSchema>;

export const apiTokenExpiryDays = [7, 30, 90, 365] as const;

export const createApiTokenInputSchema = z.object({
  name: z.string({ error: 'Give the key a name' }).trim().min(1, 'Give the key a name').max(80, 'Name must be at most 80 characters'),
  expiresInDays: z.union(apiTokenExpiryDays.map((d) => z.literal(d)), { error: 'Expiry must be 7, 30, 90 or 365 days' }),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInputSchema>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The first characters of the token, to tell keys apart; never enough to use it. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to creating a key: the only time the token itself is sent. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** Which outside services the server is configured for (super admins; the keys stay in the environment). */
export const integrationStatusSchema = z.object({
  aiProvider: z.object({ configured: z.boolean(), model: z.string().nullable() }),
  domainRegistrar: z.object({ configured: z.boolean() }),
  mail: z.object({ configured: z.boolean() }),
});
export type IntegrationStatus = z.infer<typeof integrationStatusSchema>;
