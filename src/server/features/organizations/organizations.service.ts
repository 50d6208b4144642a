import type { CreateOrganizationInput, Organization, SystemStats, UpdateOrganizationInput } from '#shared/schemas/organization.ts';
import { tierQuotas, type SubscriptionTier } from '#shared/rules/tiers.ts';
import type { z } from 'zod';
import type { createOrganizationInputSchema } from '#shared/schemas/organization.ts';
import type { Database, Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { usageThisMonth } from '../analyses/quota.ts';
import { uniqueSlug } from './organization-slug.ts';
import {
  endSessionsOfOrganization,
  findOrganizationWithCount,
  hasInstanceOwner,
  insertOrganization,
  listOrganizations,
  systemCounts,
  updateOrganization,
  type OrganizationWithCount,
} from './organizations.repository.ts';

export type AdminActor = { userId: number; ip?: string };

export function toOrganization(row: OrganizationWithCount, now: Date): Organization {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    industry: row.industry,
    size: row.size,
    subscriptionTier: row.subscriptionTier,
    subscriptionStatus: row.subscriptionStatus,
    isActive: row.isActive,
    userCount: row.userCount,
    apiUsage: usageThisMonth(row, now),
    apiQuota: row.apiQuota,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function systemStats(database: Database): Promise<SystemStats> {
  const counts = await systemCounts(database.db);
  // The same check /health makes: the database answers.
  let healthy = true;
  try {
    await database.ping();
  } catch {
    healthy = false;
  }
  return { ...counts, systemHealth: healthy ? 'healthy' : 'unhealthy' };
}

export async function organizationsPage(db: Db, query: { search?: string; page: number; pageSize: number }, now: Date) {
  const { rows, total } = await listOrganizations(db, { search: query.search, offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
  return { items: rows.map((r) => toOrganization(r, now)), total };
}

export async function organization(db: Db, id: number, now: Date): Promise<Organization> {
  const row = await findOrganizationWithCount(db, id);
  if (!row) throw notFound('Organization not found');
  return toOrganization(row, now);
}

export async function createOrganization(
  db: Db,
  actor: AdminActor,
  input: z.output<typeof createOrganizationInputSchema>,
  now: Date,
): Promise<Organization> {
  const created = await db.transaction(async (tx) => {
    const slug = await uniqueSlug(tx, input.name);
    const row = await insertOrganization(tx, {
      name: input.name,
      slug,
      description: input.description,
      industry: input.industry,
      size: input.size,
      subscriptionTier: input.subscriptionTier,
      apiQuota: tierQuotas[input.subscriptionTier],
    });
    await recordAudit(tx, {
      action: 'organization.create',
      organizationId: row.id,
      userId: actor.userId,
      targetType: 'organization',
      targetId: row.id,
      details: { name: row.name, slug, size: input.size, subscriptionTier: input.subscriptionTier },
      ip: actor.ip,
    });
    return row;
  });
  return organization(db, created.id, now);
}

export type CreateOrganizationData = CreateOrganizationInput;

/**
 * Applies the super admin's change. Deactivating ends every member's session; a new tier brings its quota at
 * once; resetting usage starts the month's count again.
 */
export async function changeOrganization(db: Db, actor: AdminActor, id: number, input: UpdateOrganizationInput, now: Date): Promise<Organization> {
  const before = await findOrganizationWithCount(db, id);
  if (!before) throw notFound('Organization not found');
  if (input.isActive === false && (await hasInstanceOwner(db, id))) {
    throw conflict("The instance owner's organization cannot be deactivated.");
  }
  const values: Parameters<typeof updateOrganization>[2] = {};
  if (input.isActive !== undefined) values.isActive = input.isActive;
  if (input.subscriptionStatus !== undefined) values.subscriptionStatus = input.subscriptionStatus;
  if (input.subscriptionTier !== undefined) {
    values.subscriptionTier = input.subscriptionTier;
    values.apiQuota = tierQuotas[input.subscriptionTier as SubscriptionTier];
  }
  if (input.apiUsage === 0) values.apiUsage = 0;
  await db.transaction(async (tx) => {
    await updateOrganization(tx, id, values);
    if (input.isActive === false && before.isActive) await endSessionsOfOrganization(tx, id);
    const changes = Object.fromEntries(
      Object.entries(input).map(([key, value]) => [key, { from: before[key as keyof OrganizationWithCount] ?? null, to: value }]),
    );
    await recordAudit(tx, {
      action: 'organization.update',
      organizationId: id,
      userId: actor.userId,
      targetType: 'organization',
      targetId: id,
      details: { name: before.name, changes },
      ip: actor.ip,
    });
  });
  return organization(db, id, now);
}
