import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.ts';
import { users } from './users.ts';

export const businessPlans = pgTable(
  'business_plans',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** AES-256-GCM ciphertext of the plan's text: "v1:" + base64(iv | tag | ciphertext). */
    contentEncrypted: text('content_encrypted').notNull(),
    fileName: text('file_name'),
    uploadDate: timestamp('upload_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('business_plans_org_upload_idx').on(t.organizationId, t.uploadDate.desc(), t.id.desc())],
);

export const analyses = pgTable(
  'analyses',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    businessPlanId: integer('business_plan_id')
      .notNull()
      .references(() => businessPlans.id, { onDelete: 'cascade' }),
    /** `{ sealed }`: the engine's result as JSON, encrypted like the plan it quotes (rows from before hold clear JSON). */
    result: jsonb('result').notNull(),
    engineVersion: text('engine_version').notNull(),
    /** In clear for the lists, since result is sealed; null on rows from before it (their result is clear JSON). */
    findingCount: integer('finding_count'),
    /** The user's custom strategy (parameters and roadmap), sealed like result, when one was generated; the original stays in result. */
    customStrategy: jsonb('custom_strategy'),
    analysisDate: timestamp('analysis_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analyses_org_date_idx').on(t.organizationId, t.id.desc()),
    index('analyses_plan_idx').on(t.businessPlanId),
  ],
);
