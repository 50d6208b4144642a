import { and, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { tierQuotas } from '#shared/rules/plans.ts';
import type { Db } from '../../db/client.ts';
import { billingAccounts, billingEvents, billingInvoices, billingPayments } from '../../db/schema/billing.ts';
import { organizations } from '../../db/schema/organizations.ts';
import type { BillingStanding, InvoiceRecord, SubscriptionState } from './stripe-mapping.ts';

// Every read and write is keyed by the organization, or by a provider id that leads to exactly one organization.

export async function readBilling(db: Db, organizationId: number) {
  const [row] = await db
    .select({
      tier: organizations.subscriptionTier,
      status: organizations.subscriptionStatus,
      apiUsage: organizations.apiUsage,
      apiUsagePeriod: organizations.apiUsagePeriod,
      apiQuota: organizations.apiQuota,
      account: billingAccounts,
    })
    .from(organizations)
    .leftJoin(billingAccounts, eq(billingAccounts.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return row;
}

/** The organization's standing, locked until the transaction ends so concurrent events apply one after another. */
export async function lockStanding(tx: Db, organizationId: number): Promise<BillingStanding | undefined> {
  const [org] = await tx
    .select({ tier: organizations.subscriptionTier, status: organizations.subscriptionStatus })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!org) return undefined;
  const [account] = await tx
    .select({ suspendedForPayment: billingAccounts.suspendedForPayment })
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationId));
  return { ...org, suspendedForPayment: account?.suspendedForPayment ?? false };
}

/** Writes tier, status and (when the tier changes) the tier's quota; the usage counter is left to its period. */
export async function saveStanding(tx: Db, organizationId: number, before: BillingStanding, after: BillingStanding) {
  if (before.tier !== after.tier || before.status !== after.status) {
    await tx
      .update(organizations)
      .set({
        subscriptionTier: after.tier,
        subscriptionStatus: after.status,
        ...(before.tier !== after.tier ? { apiQuota: tierQuotas[after.tier] } : {}),
      })
      .where(eq(organizations.id, organizationId));
  }
  if (before.suspendedForPayment !== after.suspendedForPayment) {
    await tx
      .insert(billingAccounts)
      .values({ organizationId, suspendedForPayment: after.suspendedForPayment })
      .onConflictDoUpdate({ target: billingAccounts.organizationId, set: { suspendedForPayment: after.suspendedForPayment, updatedAt: sql`now()` } });
  }
}

export async function findOrganizationByCustomer(db: Db, customerId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ organizationId: billingAccounts.organizationId })
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId));
  return row?.organizationId;
}

/** Keeps the first customer id stored for the organization (two admins at once: one wins, both use it). */
export async function claimCustomer(db: Db, organizationId: number, customerId: string): Promise<string> {
  await db
    .insert(billingAccounts)
    .values({ organizationId, stripeCustomerId: customerId })
    .onConflictDoUpdate({
      target: billingAccounts.organizationId,
      set: { stripeCustomerId: customerId, updatedAt: sql`now()` },
      setWhere: isNull(billingAccounts.stripeCustomerId),
    });
  const [row] = await db
    .select({ customerId: billingAccounts.stripeCustomerId })
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationId));
  return row.customerId!;
}

/** Stores a subscription state unless a newer one is already stored; true when it was applied. */
export async function saveSubscriptionState(tx: Db, organizationId: number, state: SubscriptionState, at: Date): Promise<boolean> {
  const values = {
    stripeCustomerId: state.customerId,
    stripeSubscriptionId: state.subscriptionId,
    stripePriceId: state.priceId,
    providerStatus: state.providerStatus,
    currentPeriodStart: state.periodStart,
    currentPeriodEnd: state.periodEnd,
    cancelAtPeriodEnd: state.cancelAtPeriodEnd,
    subscriptionStateAt: at,
  };
  const rows = await tx
    .insert(billingAccounts)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({
      target: billingAccounts.organizationId,
      set: { ...values, updatedAt: sql`now()` },
      setWhere: or(isNull(billingAccounts.subscriptionStateAt), lte(billingAccounts.subscriptionStateAt, at)),
    })
    .returning({ organizationId: billingAccounts.organizationId });
  return rows.length === 1;
}

/** Takes the event id; false when another delivery (on any instance) already applied it. */
export async function claimEvent(tx: Db, event: { id: string; type: string; organizationId: number | null }): Promise<boolean> {
  const rows = await tx.insert(billingEvents).values(event).onConflictDoNothing().returning({ id: billingEvents.id });
  return rows.length === 1;
}

export async function saveInvoice(tx: Db, organizationId: number, invoice: InvoiceRecord, at: Date) {
  const { id, ...fields } = invoice;
  await tx
    .insert(billingInvoices)
    .values({ id, organizationId, ...fields, stateAt: at })
    .onConflictDoUpdate({ target: billingInvoices.id, set: { ...fields, stateAt: at }, setWhere: lte(billingInvoices.stateAt, at) });
}

export async function savePayment(tx: Db, payment: typeof billingPayments.$inferInsert) {
  await tx.insert(billingPayments).values(payment).onConflictDoNothing();
}

const HISTORY_LIMIT = 100;

export function listInvoices(db: Db, organizationId: number) {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.organizationId, organizationId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id))
    .limit(HISTORY_LIMIT);
}

export function listPayments(db: Db, organizationId: number) {
  return db
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.organizationId, organizationId))
    .orderBy(desc(billingPayments.createdAt), desc(billingPayments.id))
    .limit(HISTORY_LIMIT);
}

/** A paid tier granted by a super admin, without a provider subscription, ends at once when the admin chooses Free. */
export async function downgradeToFree(db: Db, organizationId: number) {
  const rows = await db
    .update(organizations)
    .set({ subscriptionTier: 'free', subscriptionStatus: 'active', apiQuota: tierQuotas.free })
    .where(and(eq(organizations.id, organizationId), sql`${organizations.subscriptionTier} <> 'free'`, sql`${organizations.subscriptionStatus} <> 'suspended'`))
    .returning({ id: organizations.id });
  return rows.length === 1;
}
