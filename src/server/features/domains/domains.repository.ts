import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainChecks } from '../../db/schema/domain-checks.ts';
import type { Verdict } from './verdict.ts';

// Not tenant data: a domain's registration is public, so one cached answer serves every organization.
export type CachedCheck = Verdict & { domain: string; checkedAt: Date };

export async function findFreshCheck(db: Db, domain: string, now: Date): Promise<CachedCheck | null> {
  const [row] = await db
    .select()
    .from(domainChecks)
    .where(and(eq(domainChecks.domain, domain), gt(domainChecks.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  return {
    domain: row.domain,
    status: row.status,
    available: row.available,
    source: row.source,
    checkedAt: row.checkedAt,
    ...(row.price !== null && row.currency ? { price: Number(row.price), currency: row.currency } : {}),
  };
}

export async function saveCheck(db: Db, check: CachedCheck, expiresAt: Date): Promise<void> {
  const values = {
    available: check.available,
    status: check.status,
    price: check.price === undefined ? null : check.price.toFixed(2),
    currency: check.currency ?? null,
    source: check.source,
    checkedAt: check.checkedAt,
    expiresAt,
  };
  await db
    .insert(domainChecks)
    .values({ domain: check.domain, ...values })
    .onConflictDoUpdate({ target: domainChecks.domain, set: values });
}

export async function deleteExpiredChecks(db: Db, before: Date): Promise<void> {
  await db.delete(domainChecks).where(lt(domainChecks.expiresAt, before));
}
