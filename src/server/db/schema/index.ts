// The one list drizzle-kit and the client read; features import their tables from the files themselves.
export * from './organizations.ts';
export * from './users.ts';
export * from './sessions.ts';
export * from './audit-log.ts';
export * from './analyses.ts';
export * from './plan-items.ts';
export * from './domain-checks.ts';
export * from './api-tokens.ts';
export * from './user-preferences.ts';
export * from './support-tickets.ts';
export * from './deadline-reminders.ts';
export * from './organization-invitations.ts';
export * from './lawyer-referrals.ts';
export * from './billing.ts';
export * from './scheduled-jobs.ts';
export * from './backups.ts';
export * from './api-calls.ts';
