import { and, desc, eq, lt, sql, type Placeholder } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { subscriptionPeriodFor } from '#shared/rules/billing-period.ts';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { analyses, businessPlans } from '../../db/schema/analyses.ts';
import { billingAccounts } from '../../db/schema/billing.ts';
import { organizations } from '../../db/schema/organizations.ts';

// Every query here is filtered by the caller's organization: an id of another organization simply finds nothing.

/**
 * "desc nulls last", exactly as the list indexes are built (drizzle-kit writes DESC NULLS LAST): a plain DESC
 * means NULLS FIRST, which PostgreSQL does not match to those indexes, and every page would then be sorted.
 */
const newestFirst = (column: AnyPgColumn) => sql`${column} desc nulls last`;

export type PlanCursor = { uploadDate: string; id: number };

export async function readQuota(db: Db, organizationId: number) {
  const [row] = await db
    .select({
      tier: organizations.subscriptionTier,
      apiUsage: organizations.apiUsage,
      apiUsagePeriod: organizations.apiUsagePeriod,
      apiQuota: organizations.apiQuota,
      periodStart: billingAccounts.currentPeriodStart,
      periodEnd: billingAccounts.currentPeriodEnd,
    })
    .from(organizations)
    .leftJoin(billingAccounts, eq(billingAccounts.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  const { periodStart, periodEnd, ...org } = row;
  return { ...org, billingPeriod: subscriptionPeriodFor(org.tier, periodStart, periodEnd) };
}

/**
 * Counts one analysis against the organization's quota for the period, or returns false when none is left.
 * One conditional UPDATE: the row lock orders concurrent requests and each re-checks the condition,
 * so parallel analyses can never take the usage past the quota. A new period (another key) starts the count again.
 */
export async function consumeQuota(db: Db, organizationId: number, period: string): Promise<boolean> {
  const usedThisPeriod = sql`(case when ${organizations.apiUsagePeriod} = ${period}::date then ${organizations.apiUsage} else 0 end)`;
  const rows = await db
    .update(organizations)
    .set({ apiUsage: sql`${usedThisPeriod} + 1`, apiUsagePeriod: period })
    .where(and(eq(organizations.id, organizationId), sql`(${organizations.apiQuota} < 0 or ${usedThisPeriod} < ${organizations.apiQuota})`))
    .returning({ apiUsage: organizations.apiUsage });
  return rows.length === 1;
}

export type NewPlan = {
  organizationId: number;
  userId: number;
  title: string;
  contentEncrypted: string;
  fileName?: string;
  uploadDate: Date;
};

export async function insertPlan(db: Db, plan: NewPlan) {
  const [row] = await db.insert(businessPlans).values(plan).returning({ id: businessPlans.id });
  return row;
}

export async function insertAnalysis(
  db: Db,
  analysis: { organizationId: number; businessPlanId: number; result: unknown; engineVersion: string; findingCount: number; analysisDate: Date },
) {
  const [row] = await db.insert(analyses).values(analysis).returning({ id: analyses.id });
  return row;
}

/**
 * Newest first on analyses_org_date_idx (organization_id, id desc); the cursor is the last id seen. The plan's title
 * and the number of findings let a list tell two analyses of the same day apart. The title is a subquery per row
 * returned, not a join: with a join, PostgreSQL read every analysis and plan of the organization (a thousand rows
 * each in the scale bench) and sorted them for one page; this way it reads a page's rows and a page's plans.
 */
type Bound = number | Placeholder;

/** One page of the list, from values or from placeholders (the prepared form): one builder, so EXPLAIN sees what runs. */
export function listAnalysesQuery(db: Db, organizationId: Bound, limit: Bound, afterId?: Bound) {
  const organization = eq(analyses.organizationId, organizationId);
  return db
    .select({
      id: analyses.id,
      businessPlanId: analyses.businessPlanId,
      analysisDate: analyses.analysisDate,
      // A plan and its analyses belong to one organization (one transaction makes both; deleting the plan deletes them).
      // Written out with the tables named: drizzle leaves columns of a one-table select unqualified, and inside the
      // subquery an unqualified organization_id would be the plan's own.
      title: sql<string>`(select bp.title from business_plans bp where bp.id = "analyses"."business_plan_id" and bp.organization_id = "analyses"."organization_id")`,
      findingCount: sql<number>`coalesce(${analyses.findingCount}, jsonb_array_length(${analyses.result} -> 'recommendations'), 0)::int`,
    })
    .from(analyses)
    .where(afterId === undefined ? organization : and(organization, lt(analyses.id, afterId)))
    .orderBy(newestFirst(analyses.id))
    .limit(limit);
}

const analysesPages = preparedPerDatabase((db) => {
  const [organizationId, limit, afterId] = [sql.placeholder('organizationId'), sql.placeholder('limit'), sql.placeholder('afterId')];
  return {
    first: listAnalysesQuery(db, organizationId, limit).prepare('analyses_page'),
    after: listAnalysesQuery(db, organizationId, limit, afterId).prepare('analyses_page_after'),
  };
});

export function listAnalysesPage(db: Db, organizationId: number, limit: number, afterId?: number) {
  const pages = analysesPages(db);
  return afterId === undefined ? pages.first.execute({ organizationId, limit }) : pages.after.execute({ organizationId, limit, afterId });
}

/**
 * Newest first on business_plans_org_upload_idx (organization_id, upload_date desc, id desc). The cursor keeps
 * the upload date as PostgreSQL's own text (microseconds and offset), so no row is skipped or repeated.
 */
export function listPlansQuery(db: Db, organizationId: Bound, limit: Bound, after?: { uploadDate: string | Placeholder; id: Bound }) {
  return db
    .select({
      id: businessPlans.id,
      title: businessPlans.title,
      contentEncrypted: businessPlans.contentEncrypted,
      fileName: businessPlans.fileName,
      uploadDate: businessPlans.uploadDate,
      uploadDateText: sql<string>`${businessPlans.uploadDate}::text`,
    })
    .from(businessPlans)
    .where(
      and(
        eq(businessPlans.organizationId, organizationId),
        after === undefined
          ? undefined
          : sql`(${businessPlans.uploadDate}, ${businessPlans.id}) < (${after.uploadDate}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(newestFirst(businessPlans.uploadDate), newestFirst(businessPlans.id))
    .limit(limit);
}

const planPages = preparedPerDatabase((db) => {
  const [organizationId, limit] = [sql.placeholder('organizationId'), sql.placeholder('limit')];
  const after = { uploadDate: sql.placeholder('afterDate'), id: sql.placeholder('afterId') };
  return {
    first: listPlansQuery(db, organizationId, limit).prepare('plans_page'),
    after: listPlansQuery(db, organizationId, limit, after).prepare('plans_page_after'),
  };
});

export function listPlansPage(db: Db, organizationId: number, limit: number, after?: PlanCursor) {
  const pages = planPages(db);
  return after === undefined
    ? pages.first.execute({ organizationId, limit })
    : pages.after.execute({ organizationId, limit, afterDate: after.uploadDate, afterId: after.id });
}

/** The plan with its latest analysis (a plan has one today; re-analysis would add newer ones). */
export function findStoredAnalysisQuery(db: Db, organizationId: number, businessPlanId: number) {
  return db
    .select({
      businessPlan: {
        id: businessPlans.id,
        title: businessPlans.title,
        fileName: businessPlans.fileName,
        uploadDate: businessPlans.uploadDate,
      },
      analysisId: analyses.id,
      analysisDate: analyses.analysisDate,
      result: analyses.result,
      customStrategy: analyses.customStrategy,
    })
    .from(businessPlans)
    .innerJoin(analyses, and(eq(analyses.businessPlanId, businessPlans.id), eq(analyses.organizationId, organizationId)))
    .where(and(eq(businessPlans.id, businessPlanId), eq(businessPlans.organizationId, organizationId)))
    .orderBy(desc(analyses.id))
    .limit(1);
}

export async function findStoredAnalysis(db: Db, organizationId: number, businessPlanId: number) {
  const [row] = await findStoredAnalysisQuery(db, organizationId, businessPlanId);
  return row;
}

/** Sets (or, with null, clears) the custom strategy on the plan's latest analysis; false when there is none. */
export async function setCustomStrategy(db: Db, organizationId: number, businessPlanId: number, customStrategy: unknown) {
  const latest = sql`(select max(a.id) from ${analyses} a where a.business_plan_id = ${businessPlanId} and a.organization_id = ${organizationId})`;
  const rows = await db
    .update(analyses)
    // SQL NULL, not the JSON value null, so "no custom strategy" is one thing in the database.
    .set({ customStrategy: customStrategy === null ? sql`null` : customStrategy })
    .where(and(eq(analyses.organizationId, organizationId), eq(analyses.id, latest)))
    .returning({ id: analyses.id });
  return rows.length === 1;
}

/** Deletes the plan; its analyses go with it (ON DELETE CASCADE). */
export async function deletePlan(db: Db, organizationId: number, businessPlanId: number) {
  const rows = await db
    .delete(businessPlans)
    .where(and(eq(businessPlans.id, businessPlanId), eq(businessPlans.organizationId, organizationId)))
    .returning({ id: businessPlans.id, title: businessPlans.title });
  return rows[0];
}
