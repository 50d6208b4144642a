// Loopback stand-ins for IANA's RDAP bootstrap file, a registry's RDAP server and a DNS resolver (the same ones
// the server's domain tests use), and the domains configuration that points the real server at them.
import { testConfig, type DomainsConfig } from '#server/config.ts';
import { startLoopbackDns, type LoopbackDns } from '#server/features/domains/test-dns-server.ts';
import { startLoopbackRegistry, type LoopbackRegistry } from '#server/features/domains/test-registry-server.ts';
import { SUGGESTION_TLDS } from '#shared/rules/domain-names.ts';

export type DomainStandIns = {
  registry: LoopbackRegistry;
  dns: LoopbackDns;
  /** Pass as `startServer({ domains })`. */
  domains: DomainsConfig;
  close: () => Promise<void>;
};

/**
 * Every suggestion TLD is served by the loopback registry: a name set to "registered" in `registry.answers`
 * answers 200 with a domain object, any other name the RFC 9083 404; DNS knows no names unless told.
 */
export async function startDomainStandIns({ checksPerMinute = 60 }: { checksPerMinute?: number } = {}): Promise<DomainStandIns> {
  const [registry, dns] = await Promise.all([startLoopbackRegistry(), startLoopbackDns()]);
  registry.services = [[[...SUGGESTION_TLDS], [`${registry.url}/rdap/`]]];
  return {
    registry,
    dns,
    domains: {
      ...testConfig().domains,
      offline: false,
      bootstrapUrl: `${registry.url}/bootstrap.json`,
      dnsServers: [dns.server],
      lookupTimeoutMs: 3000,
      lookupConcurrency: 4,
      checksPerMinute,
    },
    close: async () => {
      await Promise.all([registry.close(), dns.close()]);
    },
  };
}
