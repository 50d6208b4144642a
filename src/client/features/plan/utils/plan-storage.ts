// localStorage `implementationPlan` (spec section 9). Earlier versions kept the whole plan there as a
// list of items; this version keeps the plan on the server and caches the last loaded copy under the
// same key, marked {version: 2, userId, ...} so it is never mistaken for a plan to import.
import { z } from 'zod';
import { ipTypes } from '#shared/schemas/analysis.ts';
import { addPlanItemInputSchema, planItemSchema, planItemStatuses, type AddPlanItemInput, type PlanItem } from '#shared/schemas/plan.ts';
import { readStorage, writeJson } from '#client/lib/storage.ts';

import { PLAN_STORAGE_KEY, clearStoredPlan } from './plan-storage-key.ts';

export { PLAN_STORAGE_KEY, clearStoredPlan };
export const PLAN_CACHE_VERSION = 2;
const MAX_IMPORT = 500;

const planCacheSchema = z.object({
  version: z.literal(PLAN_CACHE_VERSION),
  userId: z.number().int(),
  savedAt: z.string(),
  items: z.array(planItemSchema),
});
export type PlanCache = z.infer<typeof planCacheSchema>;

export type StoredPlan =
  | { kind: 'none' }
  | { kind: 'cache'; cache: PlanCache }
  /** A plan of an earlier version: the items that can be imported, and how many could not. */
  | { kind: 'legacy'; items: AddPlanItemInput[]; skipped: number };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number) => (typeof value === 'string' ? value : value == null ? '' : String(value)).slice(0, max);

function addedAtOf(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** One item as an earlier version stored it, made acceptable to the import endpoint; null when it cannot be. */
export function legacyItemInput(raw: unknown): AddPlanItemInput | null {
  if (!isRecord(raw)) return null;
  const likelihood = Number(raw.likelihood);
  const candidate = {
    id: text(raw.id, 100),
    type: ipTypes.find((t) => t === raw.type) ?? raw.type,
    name: text(raw.name, 300).trim(),
    description: text(raw.description, 5000),
    nextStep: text(raw.nextStep, 5000),
    likelihood: Number.isFinite(likelihood) ? Math.min(100, Math.max(0, likelihood)) : 0,
    potential: text(raw.potential, 20).toLowerCase(),
    status: planItemStatuses.find((s) => s === raw.status) ?? 'pending',
    addedAt: addedAtOf(raw.addedAt),
  };
  const parsed = addPlanItemInputSchema.safeParse(candidate);
  return parsed.success ? parsed.data : null;
}

/** Reads the raw value of the key: nothing, this version's cache, or a plan of an earlier version to import. */
export function parseStoredPlan(raw: string | null): StoredPlan {
  if (raw === null) return { kind: 'none' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { kind: 'none' };
  }
  const cache = planCacheSchema.safeParse(value);
  if (cache.success) return { kind: 'cache', cache: cache.data };
  const list = Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.items) && value.version === undefined ? value.items : null;
  // Items with a row id were never made by an earlier version: nothing to import.
  if (!list || list.some((item) => isRecord(item) && 'itemId' in item)) return { kind: 'none' };
  const seen = new Set<string>();
  const items: AddPlanItemInput[] = [];
  for (const entry of list) {
    const item = legacyItemInput(entry);
    if (!item || seen.has(item.id) || items.length >= MAX_IMPORT) continue;
    seen.add(item.id);
    items.push(item);
  }
  return { kind: 'legacy', items, skipped: list.length - items.length };
}

export const readStoredPlan = (): StoredPlan => parseStoredPlan(readStorage(PLAN_STORAGE_KEY));

/** The cached plan of this user, if the browser holds one. */
export function readPlanCache(userId: number): PlanCache | null {
  const stored = readStoredPlan();
  return stored.kind === 'cache' && stored.cache.userId === userId ? stored.cache : null;
}

/**
 * Replaces the key with this user's plan, unless it still holds an earlier version's plan that has
 * not been imported yet (that would lose it): the import clears the key first.
 */
export function writePlanCache(userId: number, items: readonly PlanItem[], savedAt = new Date()): void {
  const stored = readStoredPlan();
  if (stored.kind === 'legacy' && stored.items.length > 0) return;
  const cache: PlanCache = { version: PLAN_CACHE_VERSION, userId, savedAt: savedAt.toISOString(), items: [...items] };
  writeJson(PLAN_STORAGE_KEY, cache);
}

