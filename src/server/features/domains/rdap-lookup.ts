import type { RdapMatch } from './rdap-bootstrap.ts';
import type { NameServerLookup } from './name-servers.ts';
import { failureKind } from './network-errors.ts';
import { likelyAvailable, registered, unknown, type Verdict } from './verdict.ts';

function isDomainObject(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { objectClassName?: unknown }).objectClassName === 'domain';
}

/**
 * RDAP domain query (RFC 9082 section 3.1.3) read as RFC 9083 says: 200 with a domain object is a
 * registration; 404 is "no such object", which is only likely availability (reserved and premium names
 * also answer 404), so DNS gets a say. Network failures are thrown for the caller to classify.
 */
export async function rdapVerdict(
  asciiDomain: string,
  server: RdapMatch,
  options: { timeoutMs: number; nameServers: NameServerLookup },
): Promise<Verdict> {
  const source = `rdap:${server.host}`;
  const response = await fetch(`${server.base}domain/${asciiDomain}`, {
    headers: { accept: 'application/rdap+json, application/json;q=0.9' },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (response.status === 200) {
    let body: unknown;
    try {
      body = JSON.parse(await response.text());
    } catch (error) {
      if (failureKind(error) !== 'error') throw error;
      return unknown(`${source}: malformed answer`);
    }
    return isDomainObject(body) ? registered(source) : unknown(`${source}: malformed answer`);
  }
  await response.body?.cancel();
  if (response.status === 404) {
    // Registries hold names one label below their suffix; a deeper name (www.example.com) is never an object there.
    if (asciiDomain.split('.').length !== server.suffix.split('.').length + 1) {
      return unknown(`${source}: not a name this registry registers`);
    }
    const dns = await options.nameServers(asciiDomain);
    return dns === 'found' ? registered('dns:nameservers') : likelyAvailable(source);
  }
  if (response.status === 429) return unknown(`${source}: rate limited by the registry`);
  if (response.status >= 500) return unknown(`${source}: registry error ${response.status}`);
  return unknown(`${source}: unexpected answer ${response.status}`);
}
