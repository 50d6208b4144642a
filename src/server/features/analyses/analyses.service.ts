import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import type { AnalysisListItem, CreateAnalysisData, PageQuery } from '#shared/schemas/business-plan.ts';
import type { Db } from '../../db/client.ts';
import type { Encryptor } from '../../lib/encryption.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { consumeQuota, insertAnalysis, insertPlan, listAnalysesPage, readQuota } from './analyses.repository.ts';
import { analysisCursor, toPage, type Page } from './paging.ts';
import { seal } from './sealed-json.ts';
import { isUnlimited, quotaExceeded, usagePeriod, usageThisMonth } from './quota.ts';

export type AnalysesContext = {
  db: Db;
  encryptor: Encryptor;
  now: () => Date;
  /** The engine, with the optional LLM enrichment when configured. */
  analyzeText: (text: string) => Promise<AnalysisResult>;
};

export type Caller = { userId: number; organizationId: number; ip?: string };

async function refusalFor(db: Db, organizationId: number, now: Date) {
  const org = await readQuota(db, organizationId);
  return quotaExceeded({ limit: org.apiQuota, used: usageThisMonth(org, now), tier: org.tier }, now, org.billingPeriod);
}

/**
 * Checks the quota, runs the engine, then stores the plan (encrypted) and its analysis in one transaction that
 * also takes one unit of quota; a failure anywhere leaves neither a plan nor a used unit behind.
 */
export async function createAnalysis(ctx: AnalysesContext, caller: Caller, input: CreateAnalysisData) {
  const now = ctx.now();
  const org = await readQuota(ctx.db, caller.organizationId);
  // Refuse before spending engine time when the period's quota is already gone; the UPDATE below is the real guard.
  if (!isUnlimited(org.apiQuota) && usageThisMonth(org, now) >= org.apiQuota) {
    throw await refusalFor(ctx.db, caller.organizationId, now);
  }
  const result = await ctx.analyzeText(input.content);
  const contentEncrypted = ctx.encryptor.encrypt(input.content);
  const businessPlanId = await ctx.db.transaction(async (tx) => {
    if (!(await consumeQuota(tx, caller.organizationId, usagePeriod(now, org.billingPeriod)))) {
      throw await refusalFor(tx, caller.organizationId, now);
    }
    const plan = await insertPlan(tx, {
      organizationId: caller.organizationId,
      userId: caller.userId,
      title: input.title,
      contentEncrypted,
      fileName: input.fileName,
      uploadDate: now,
    });
    const analysis = await insertAnalysis(tx, {
      organizationId: caller.organizationId,
      businessPlanId: plan.id,
      result: seal(ctx.encryptor, result),
      engineVersion: result.engineVersion,
      findingCount: result.recommendations.length,
      analysisDate: now,
    });
    await recordAudit(tx, {
      action: 'analysis.create',
      organizationId: caller.organizationId,
      userId: caller.userId,
      targetType: 'business_plan',
      targetId: plan.id,
      details: { analysisId: analysis.id, engineVersion: result.engineVersion, recommendations: result.recommendations.length },
      ip: caller.ip,
    });
    return plan.id;
  });
  return { businessPlanId, result };
}

export async function listAnalyses(ctx: AnalysesContext, organizationId: number, page: PageQuery): Promise<Page<AnalysisListItem>> {
  const afterId = page.cursor === undefined ? undefined : analysisCursor.decode(page.cursor);
  const rows = await listAnalysesPage(ctx.db, organizationId, page.limit + 1, afterId);
  return toPage(
    rows,
    page.limit,
    (r) => ({ id: r.id, businessPlanId: r.businessPlanId, analysisDate: r.analysisDate.toISOString(), title: r.title, findingCount: Number(r.findingCount) }),
    (r) => analysisCursor.encode(r.id),
  );
}
