import type { DomainStatus } from '#shared/schemas/domains.ts';

/** One lookup's conclusion, before it is dated and cached. */
export type Verdict = { status: DomainStatus; available: boolean | null; source: string; price?: number; currency?: string };

export const registered = (source: string): Verdict => ({ status: 'registered', available: false, source });
export const likelyAvailable = (source: string, price?: { price: number; currency: string }): Verdict => ({
  status: 'likely-available',
  available: true,
  source,
  ...price,
});
export const unknown = (source: string): Verdict => ({ status: 'unknown', available: null, source });

export const OFFLINE_SOURCE = 'offline: no network access to the registry';
export const LOOKUPS_OFF_SOURCE = 'offline: domain lookups are turned off on this server';
export const BUSY_SOURCE = 'busy: too many domain lookups at once, try again shortly';
