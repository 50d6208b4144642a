import type { DomainCheckResult, DomainStatus, DomainSuggestions } from '#shared/schemas/domains.ts';
import type { DomainsConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deleteExpiredChecks, findFreshCheck, saveCheck, type CachedCheck } from './domains.repository.ts';
import { createLookupLimiter, LookupBusyError } from './lookup-limiter.ts';
import { createNameServerLookup } from './name-servers.ts';
import { failureKind } from './network-errors.ts';
import { createRdapDirectory } from './rdap-bootstrap.ts';
import { rdapVerdict } from './rdap-lookup.ts';
import { godaddyVerdict } from './registrar-godaddy.ts';
import { BUSY_SOURCE, LOOKUPS_OFF_SOURCE, OFFLINE_SOURCE, unknown, type Verdict } from './verdict.ts';

const MINUTE = 60_000;
// A registration rarely ends within a day; "likely available" and "unknown" can change any minute.
const cacheTtlMs: Record<DomainStatus, number> = { registered: 24 * 60 * MINUTE, 'likely-available': 10 * MINUTE, unknown: 2 * MINUTE };
const CLEANUP_EVERY_MS = 60 * MINUTE;
const CLEANUP_AFTER_MS = 7 * 24 * 60 * MINUTE;
/** After an "unreachable" failure, the same registry host is not tried again for this long. */
const UNREACHABLE_PAUSE_MS = 30_000;
const suggestionOrder: Record<DomainStatus, number> = { 'likely-available': 0, unknown: 1, registered: 2 };

type Logger = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type DomainsServiceDeps = {
  db: Db;
  config: DomainsConfig;
  /** The app's clock: dates the answers and ages the cache. */
  now: () => Date;
  log: Logger;
};

export type DomainsService = {
  check: (asciiDomain: string) => Promise<DomainCheckResult>;
  /** `names`: the brand's ASCII names (domain-input.ts brandDomains), checked concurrently. */
  suggest: (strippedBrand: string, names: string[]) => Promise<DomainSuggestions>;
  close: () => void;
};

function toResult(check: CachedCheck): DomainCheckResult {
  return {
    domain: check.domain,
    available: check.available,
    status: check.status,
    ...(check.price !== undefined && check.currency ? { price: check.price, currency: check.currency } : {}),
    source: check.source,
    checkedAt: check.checkedAt.toISOString(),
  };
}

export function createDomainsService(deps: DomainsServiceDeps): DomainsService {
  const { db, config, now, log } = deps;
  const timeoutMs = config.lookupTimeoutMs;
  const directory = createRdapDirectory({
    url: config.offline ? undefined : config.bootstrapUrl,
    firstWaitMs: Math.min(1500, timeoutMs),
    fetchTimeoutMs: Math.max(15_000, timeoutMs),
    log,
  });
  const limiter = createLookupLimiter(config.lookupConcurrency, 3 * timeoutMs);
  const nameServers = createNameServerLookup({ timeoutMs, servers: config.dnsServers });
  const unreachableUntil = new Map<string, number>();
  const inFlight = new Map<string, Promise<DomainCheckResult>>();
  let nextCleanupAt = 0;

  async function lookUp(ascii: string): Promise<Verdict> {
    if (config.godaddy) {
      try {
        return await godaddyVerdict(ascii, config.godaddy, timeoutMs);
      } catch (error) {
        log.warn({ domain: ascii, err: (error as Error).message }, 'registrar check failed; asking the registry');
      }
    }
    const server = await directory.serverFor(ascii);
    if (!server) return unknown(`no RDAP server for .${ascii.slice(ascii.lastIndexOf('.') + 1)}`);
    if ((unreachableUntil.get(server.host) ?? 0) > Date.now()) return unknown(OFFLINE_SOURCE);
    try {
      return await rdapVerdict(ascii, server, { timeoutMs, nameServers });
    } catch (error) {
      const kind = failureKind(error);
      if (kind === 'offline') {
        unreachableUntil.set(server.host, Date.now() + UNREACHABLE_PAUSE_MS);
        return unknown(OFFLINE_SOURCE);
      }
      if (kind === 'timeout') return unknown(`rdap:${server.host}: no answer within ${timeoutMs} ms`);
      log.warn({ domain: ascii, err: (error as Error).message }, 'RDAP lookup failed');
      return unknown(`rdap:${server.host}: lookup failed`);
    }
  }

  async function remember(check: CachedCheck) {
    try {
      await saveCheck(db, check, new Date(check.checkedAt.getTime() + cacheTtlMs[check.status]));
      if (check.checkedAt.getTime() >= nextCleanupAt) {
        nextCleanupAt = check.checkedAt.getTime() + CLEANUP_EVERY_MS;
        await deleteExpiredChecks(db, new Date(check.checkedAt.getTime() - CLEANUP_AFTER_MS));
      }
    } catch (error) {
      log.warn({ domain: check.domain, err: (error as Error).message }, 'domain check not cached');
    }
  }

  async function checkNow(ascii: string): Promise<DomainCheckResult> {
    const cached = await findFreshCheck(db, ascii, now());
    if (cached) return toResult({ ...cached, source: `cache (${cached.source})` });
    if (config.offline) return toResult({ domain: ascii, ...unknown(LOOKUPS_OFF_SOURCE), checkedAt: now() });
    let verdict: Verdict;
    try {
      verdict = await limiter.run(() => lookUp(ascii));
    } catch (error) {
      if (error instanceof LookupBusyError) return toResult({ domain: ascii, ...unknown(BUSY_SOURCE), checkedAt: now() });
      throw error;
    }
    const check = { domain: ascii, ...verdict, checkedAt: now() };
    await remember(check);
    return toResult(check);
  }

  /** Simultaneous questions about one name share one lookup. */
  function check(ascii: string): Promise<DomainCheckResult> {
    const running = inFlight.get(ascii);
    if (running) return running;
    const promise = checkNow(ascii).finally(() => inFlight.delete(ascii));
    inFlight.set(ascii, promise);
    return promise;
  }

  async function suggest(strippedBrand: string, names: string[]): Promise<DomainSuggestions> {
    const results = await Promise.all(names.map(check));
    // Array.prototype.sort is stable: within a status the order of suggestionNames (the .com first) stays.
    const suggestions = results.sort((a, b) => suggestionOrder[a.status] - suggestionOrder[b.status]);
    return { brand: strippedBrand, suggestions };
  }

  return { check, suggest, close: () => directory.close() };
}
