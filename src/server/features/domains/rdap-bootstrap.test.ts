import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRdapDirectory, findRdapServer, parseBootstrap } from './rdap-bootstrap.ts';
import { startLoopbackRegistry, type LoopbackRegistry } from './test-registry-server.ts';

const shipped = JSON.parse(readFileSync(new URL('../../data/rdap-bootstrap.json', import.meta.url), 'utf8'));

describe('the shipped bootstrap file', () => {
  it('is an RFC 9224 file with its date and names the registries of the common TLDs', () => {
    expect(shipped.version).toBe('1.0');
    expect(shipped.publication).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(shipped.description).toMatch(/subset/i);
    const { servers } = parseBootstrap(shipped);
    const base = (domain: string) => findRdapServer(servers, domain)?.base;
    expect(base('lumio.com')).toBe('https://rdap.verisign.com/com/v1/');
    expect(base('lumio.net')).toBe('https://rdap.verisign.com/net/v1/');
    expect(base('lumio.org')).toBe('https://rdap.publicinterestregistry.org/rdap/');
    expect(base('lumio.app')).toBe('https://pubapi.registry.google/rdap/');
    expect(base('lumio.dev')).toBe('https://pubapi.registry.google/rdap/');
    expect(base('lumio.ai')).toBe('https://rdap.identitydigital.services/rdap/');
    expect(base('lumio.uk')).toBe('https://rdap.nominet.uk/uk/');
    expect(base('lumio.nl')).toBe('https://rdap.sidn.nl/');
    // Not in IANA's file, served by their registries all the same.
    expect(base('lumio.io')).toBe('https://rdap.identitydigital.services/rdap/');
    expect(base('lumio.co')).toBe('https://rdap.registry.co/co/');
    // No RDAP server at all.
    expect(findRdapServer(servers, 'lumio.de')).toBeNull();
  });
});

describe('parseBootstrap and findRdapServer', () => {
  const file = {
    services: [
      [['COM', 'net'], ['http://rdap.example/plain/', 'https://rdap.example/secure']],
      [['uk'], ['https://rdap.example/uk/']],
      [['co.uk'], ['https://rdap.example/co-uk/']],
    ],
  };

  it('prefers HTTPS, adds the trailing slash and lower-cases entries', () => {
    const { servers } = parseBootstrap(file);
    expect(findRdapServer(servers, 'lumio.com')).toEqual({ base: 'https://rdap.example/secure/', host: 'rdap.example', suffix: 'com' });
  });

  it('uses the longest matching suffix', () => {
    const { servers } = parseBootstrap(file);
    expect(findRdapServer(servers, 'lumio.co.uk')?.base).toBe('https://rdap.example/co-uk/');
    expect(findRdapServer(servers, 'lumio.uk')?.base).toBe('https://rdap.example/uk/');
  });

  it('refuses what is not a bootstrap file', () => {
    expect(() => parseBootstrap({ services: [] })).toThrow();
    expect(() => parseBootstrap({ services: [[['com']]] })).toThrow();
    expect(() => parseBootstrap('<html>')).toThrow();
    expect(() => parseBootstrap({ services: [[['com'], ['ftp://rdap.example/']]] })).toThrow(/no RDAP server/);
  });
});

describe('createRdapDirectory', () => {
  let registry: LoopbackRegistry;
  beforeAll(async () => {
    registry = await startLoopbackRegistry();
  });
  afterAll(() => registry.close());

  it('replaces the shipped copy with the live file, fetched once and not again the same day', async () => {
    registry.services = [[['com', 'zz'], [`${registry.url}/rdap/`]]];
    const before = registry.bootstrapFetches;
    const directory = createRdapDirectory({ url: `${registry.url}/bootstrap.json`, firstWaitMs: 5000, fetchTimeoutMs: 5000 });
    expect((await directory.serverFor('lumio.com'))?.base).toBe(`${registry.url}/rdap/`);
    expect((await directory.serverFor('lumio.zz'))?.host).toBe(new URL(registry.url).host);
    expect(directory.info()).toMatchObject({ origin: 'live', publication: '2026-11-01T00:00:00Z', tlds: 2 });
    expect(registry.bootstrapFetches - before).toBe(1);
    directory.close();
  });

  it('keeps the shipped copy when the live file is unreachable or invalid', async () => {
    const unreachable = createRdapDirectory({ url: `${registry.url}/missing.json`, firstWaitMs: 5000, fetchTimeoutMs: 5000 });
    expect((await unreachable.serverFor('lumio.com'))?.base).toBe('https://rdap.verisign.com/com/v1/');
    expect(unreachable.info().origin).toBe('shipped');
    unreachable.close();

    registry.services = [];
    const invalid = createRdapDirectory({ url: `${registry.url}/bootstrap.json`, firstWaitMs: 5000, fetchTimeoutMs: 5000 });
    expect((await invalid.serverFor('lumio.com'))?.base).toBe('https://rdap.verisign.com/com/v1/');
    expect(invalid.info().origin).toBe('shipped');
    invalid.close();
  });

  it('never fetches without a URL', async () => {
    const before = registry.bootstrapFetches;
    const offline = createRdapDirectory({ firstWaitMs: 5000, fetchTimeoutMs: 5000 });
    expect((await offline.serverFor('lumio.app'))?.base).toBe('https://pubapi.registry.google/rdap/');
    expect(registry.bootstrapFetches).toBe(before);
  });
});
