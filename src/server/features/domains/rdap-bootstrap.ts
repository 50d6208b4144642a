import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fromRoot } from '../../project-paths.ts';
import { unlistedRdapServers } from './unlisted-rdap-servers.ts';

export type RdapServer = { base: string; host: string };
export type RdapMatch = RdapServer & { suffix: string };

const shippedFile = fromRoot('src/server/data/rdap-bootstrap.json');

// RFC 9224 section 4: services are [[entries], [base URLs]]; members we do not use are ignored.
const bootstrapSchema = z.object({
  publication: z.string().optional(),
  services: z.array(z.array(z.array(z.string())).min(2)).min(1),
});

type Parsed = { publication: string | null; servers: Map<string, RdapServer> };

/** The TLD (or longer suffix) -> server map of a bootstrap file; throws when the file is not one. */
export function parseBootstrap(json: unknown): Parsed {
  const file = bootstrapSchema.parse(json);
  const servers = new Map<string, RdapServer>();
  for (const [entries, urls] of file.services) {
    // RFC 9224 section 3: prefer HTTPS when a service lists several URLs.
    const url = urls!.find((u) => u.startsWith('https://')) ?? urls!.find((u) => u.startsWith('http://'));
    if (!url) continue;
    const base = url.endsWith('/') ? url : `${url}/`;
    const server = { base, host: new URL(base).host };
    for (const entry of entries!) servers.set(entry.toLowerCase().replace(/\.$/, ''), server);
  }
  if (servers.size === 0) throw new Error('the bootstrap file names no RDAP server');
  return { publication: file.publication ?? null, servers };
}

/** Longest-suffix match of RFC 9224 section 4, then the servers IANA does not list. */
export function findRdapServer(servers: Map<string, RdapServer>, asciiDomain: string): RdapMatch | null {
  const labels = asciiDomain.split('.');
  for (let i = 1; i < labels.length; i += 1) {
    const suffix = labels.slice(i).join('.');
    const server = servers.get(suffix);
    if (server) return { ...server, suffix };
  }
  const tld = labels[labels.length - 1]!;
  const unlisted = unlistedRdapServers[tld];
  return unlisted ? { base: unlisted, host: new URL(unlisted).host, suffix: tld } : null;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

export type RdapDirectoryOptions = {
  /** Where the live file comes from; undefined: only the shipped copy. */
  url?: string;
  /** How long the first request waits for the first refresh before using the shipped copy. */
  firstWaitMs: number;
  fetchTimeoutMs: number;
  log?: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
};

export type RdapDirectory = {
  serverFor: (asciiDomain: string) => Promise<RdapMatch | null>;
  info: () => { origin: 'shipped' | 'live'; publication: string | null; tlds: number };
  close: () => void;
};

/**
 * The registries' RDAP servers: the shipped copy of IANA's bootstrap file at first, replaced by the live
 * file when it can be fetched (at most daily after a success, hourly after a failure), in the background.
 */
export function createRdapDirectory(options: RdapDirectoryOptions): RdapDirectory {
  const shipped = parseBootstrap(JSON.parse(readFileSync(shippedFile, 'utf8')));
  let current = { ...shipped, origin: 'shipped' as 'shipped' | 'live' };
  let nextRefreshAt = options.url ? 0 : Infinity;
  let attempts = 0;
  /** The first refresh while it runs: the only one a request waits for, and briefly. */
  let firstPending: Promise<void> | null = null;
  let running = false;
  const stop = new AbortController();

  async function refresh(url: string): Promise<void> {
    running = true;
    try {
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.any([stop.signal, AbortSignal.timeout(options.fetchTimeoutMs)]),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = parseBootstrap(await response.json());
      current = { ...parsed, origin: 'live' };
      nextRefreshAt = Date.now() + DAY;
      options.log?.info({ url, publication: parsed.publication, tlds: parsed.servers.size }, 'RDAP bootstrap file refreshed');
    } catch (error) {
      nextRefreshAt = Date.now() + HOUR;
      if (!stop.signal.aborted) {
        options.log?.warn({ url, err: (error as Error).message }, 'RDAP bootstrap file not refreshed; using the copy in memory');
      }
    } finally {
      running = false;
    }
  }

  async function serverFor(asciiDomain: string): Promise<RdapMatch | null> {
    if (options.url && !running && Date.now() >= nextRefreshAt && !stop.signal.aborted) {
      const attempt = refresh(options.url);
      attempts += 1;
      if (attempts === 1) {
        firstPending = attempt.finally(() => {
          firstPending = null;
        });
      }
    }
    if (firstPending) {
      let timer: NodeJS.Timeout | undefined;
      const pause = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, options.firstWaitMs);
      });
      await Promise.race([firstPending, pause]);
      clearTimeout(timer);
    }
    return findRdapServer(current.servers, asciiDomain);
  }

  return {
    serverFor,
    info: () => ({ origin: current.origin, publication: current.publication, tlds: current.servers.size }),
    close: () => stop.abort(),
  };
}
