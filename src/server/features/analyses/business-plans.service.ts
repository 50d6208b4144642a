import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import type { BusinessPlan, PageQuery, StoredAnalysis } from '#shared/schemas/business-plan.ts';
import type { CustomStrategyResult } from '#shared/schemas/custom-strategy.ts';
import { HttpError, notFound } from '../../http-errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { deletePlan, findStoredAnalysis, listPlansPage, setCustomStrategy } from './analyses.repository.ts';
import type { AnalysesContext, Caller } from './analyses.service.ts';
import { businessPlanCursor, toPage, type Page } from './paging.ts';
import { seal, unseal } from './sealed-json.ts';

export const PLAN_NOT_FOUND_MESSAGE = 'Business plan not found';

function decryptContent(ctx: AnalysesContext, payload: string): string {
  return decrypted(() => ctx.encryptor.decrypt(payload));
}

function decrypted<T>(read: () => T): T {
  try {
    return read();
  } catch {
    // Only a changed or lost ENCRYPTION_KEY (or an altered row) gets here: say so instead of a bare 500.
    throw new HttpError(500, 'A stored business plan could not be decrypted with the server’s encryption key.');
  }
}

export async function listBusinessPlans(ctx: AnalysesContext, organizationId: number, page: PageQuery): Promise<Page<BusinessPlan>> {
  const after = page.cursor === undefined ? undefined : businessPlanCursor.decode(page.cursor);
  const rows = await listPlansPage(ctx.db, organizationId, page.limit + 1, after);
  return toPage(
    rows,
    page.limit,
    (r) => ({
      id: r.id,
      title: r.title,
      content: decryptContent(ctx, r.contentEncrypted),
      fileName: r.fileName,
      uploadDate: r.uploadDate.toISOString(),
    }),
    (r) => businessPlanCursor.encode({ uploadDate: r.uploadDateText, id: r.id }),
  );
}

export async function getStoredAnalysis(ctx: AnalysesContext, organizationId: number, businessPlanId: number): Promise<StoredAnalysis> {
  const row = await findStoredAnalysis(ctx.db, organizationId, businessPlanId);
  if (!row) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  return {
    businessPlan: { ...row.businessPlan, uploadDate: row.businessPlan.uploadDate.toISOString() },
    analysisId: row.analysisId,
    analysisDate: row.analysisDate.toISOString(),
    result: decrypted(() => unseal<AnalysisResult>(ctx.encryptor, row.result)),
    customStrategy: row.customStrategy == null ? null : decrypted(() => unseal<CustomStrategyResult>(ctx.encryptor, row.customStrategy)),
  };
}

/** Saves the custom strategy with the plan's latest analysis; the original roadmap stays in its result. */
export async function saveCustomStrategy(
  ctx: AnalysesContext,
  organizationId: number,
  businessPlanId: number,
  customStrategy: CustomStrategyResult,
): Promise<StoredAnalysis> {
  const stored = { ...customStrategy, generatedAt: customStrategy.generatedAt ?? ctx.now().toISOString() };
  if (!(await setCustomStrategy(ctx.db, organizationId, businessPlanId, seal(ctx.encryptor, stored)))) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  return getStoredAnalysis(ctx, organizationId, businessPlanId);
}

/** Back to the original roadmap. */
export async function clearCustomStrategy(ctx: AnalysesContext, organizationId: number, businessPlanId: number): Promise<StoredAnalysis> {
  if (!(await setCustomStrategy(ctx.db, organizationId, businessPlanId, null))) throw notFound(PLAN_NOT_FOUND_MESSAGE);
  return getStoredAnalysis(ctx, organizationId, businessPlanId);
}

export async function deleteBusinessPlan(ctx: AnalysesContext, caller: Caller, businessPlanId: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const deleted = await deletePlan(tx, caller.organizationId, businessPlanId);
    if (!deleted) throw notFound(PLAN_NOT_FOUND_MESSAGE);
    await recordAudit(tx, {
      action: 'business_plan.delete',
      organizationId: caller.organizationId,
      userId: caller.userId,
      targetType: 'business_plan',
      targetId: businessPlanId,
      details: { title: deleted.title },
      ip: caller.ip,
    });
  });
}
