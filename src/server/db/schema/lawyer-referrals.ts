import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import {
  referralBudgets,
  referralBusinessTypes,
  referralContactPreferences,
  referralIpTypes,
  referralPriorities,
  referralStatuses,
  referralUrgencies,
} from '../../../shared/rules/referrals.ts';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

/** The operator's directory of lawyers; a lawyer is retired, never deleted, so past matches keep their names. */
export const lawyers = pgTable('lawyers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  firm: text('firm').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  specializations: jsonb('specializations').$type<string[]>().notNull().default([]),
  jurisdictions: jsonb('jurisdictions').$type<string[]>().notNull().default([]),
  notes: text('notes'),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A founder's request for a lawyer; private to its author (decision 034). */
export const lawyerReferrals = pgTable(
  'lawyer_referrals',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept with the request: the operator still reaches the founder if the account is removed. */
    requesterEmail: text('requester_email').notNull(),
    requesterName: text('requester_name').notNull(),
    ipType: text('ip_type', { enum: referralIpTypes }).notNull(),
    urgency: text('urgency', { enum: referralUrgencies }).notNull(),
    budget: text('budget', { enum: referralBudgets }).notNull(),
    description: text('description').notNull(),
    preferredLocation: text('preferred_location').notNull(),
    specificRequirements: text('specific_requirements'),
    contactPreference: text('contact_preference', { enum: referralContactPreferences }).notNull(),
    businessType: text('business_type', { enum: referralBusinessTypes }).notNull(),
    status: text('status', { enum: referralStatuses }).notNull().default('pending'),
    priority: text('priority', { enum: referralPriorities }).notNull(),
    assignedLawyer: text('assigned_lawyer'),
    adminNotes: text('admin_notes'),
    /** The recommendation the request was made from, when it came from a report. */
    recommendationId: text('recommendation_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** createdAt plus the urgency's window: the operator's deadline. */
    respondBy: timestamp('respond_by', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lawyer_referrals_org_user_idx').on(t.organizationId, t.userId, t.id),
    index('lawyer_referrals_status_respond_idx').on(t.status, t.respondBy),
  ],
);

export const lawyerReferralMatches = pgTable(
  'lawyer_referral_matches',
  {
    referralId: integer('referral_id')
      .notNull()
      .references(() => lawyerReferrals.id, { onDelete: 'cascade' }),
    lawyerId: integer('lawyer_id')
      .notNull()
      .references(() => lawyers.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.referralId, t.lawyerId] }), index('lawyer_referral_matches_lawyer_idx').on(t.lawyerId)],
);

export type LawyerRow = typeof lawyers.$inferSelect;
export type LawyerReferralRow = typeof lawyerReferrals.$inferSelect;
