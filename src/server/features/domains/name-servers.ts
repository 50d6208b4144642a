import { Resolver } from 'node:dns/promises';

/** "found": DNS delegates the name; "none": DNS says it has no nameservers; "no-answer": DNS did not tell. */
export type NameServerAnswer = 'found' | 'none' | 'no-answer';
export type NameServerLookup = (asciiDomain: string) => Promise<NameServerAnswer>;

/**
 * Asks DNS for the name's NS records, within timeoutMs. `servers` ("ip" or "ip:port") replaces the system's
 * resolvers: closed networks point it at their own resolver, tests at a loopback one.
 */
export function createNameServerLookup(options: { timeoutMs: number; servers?: string[] }): NameServerLookup {
  return async (asciiDomain) => {
    // One resolver per question, so cancel() on a timeout stops only this one.
    const resolver = new Resolver({ timeout: options.timeoutMs, tries: 1 });
    if (options.servers?.length) resolver.setServers(options.servers);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<NameServerAnswer>((resolve) => {
      timer = setTimeout(() => {
        resolver.cancel();
        resolve('no-answer');
      }, options.timeoutMs);
    });
    const question = resolver.resolveNs(asciiDomain).then(
      (records): NameServerAnswer => (records.length > 0 ? 'found' : 'none'),
      (error: NodeJS.ErrnoException): NameServerAnswer =>
        // NXDOMAIN (ENOTFOUND) and NODATA are DNS's own answers; the rest is silence or failure.
        error.code === 'ENOTFOUND' || error.code === 'ENODATA' ? 'none' : 'no-answer',
    );
    try {
      return await Promise.race([question, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}
