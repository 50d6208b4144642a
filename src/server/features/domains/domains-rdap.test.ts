import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainCheckResultSchema, domainSuggestionsSchema } from '#shared/schemas/domains.ts';
import { testConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { startLoopbackDns, type LoopbackDns } from './test-dns-server.ts';
import { startLoopbackRegistry, type LoopbackRegistry } from './test-registry-server.ts';
import { OFFLINE_SOURCE } from './verdict.ts';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// The real app with lookups on, its bootstrap URL pointing at a loopback "IANA" whose file sends every
// TLD to a loopback RDAP server, and its DNS check pointing at a loopback resolver.
describe.each(testDatabaseKinds)('domain availability by RDAP on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  let registry: LoopbackRegistry;
  let dns: LoopbackDns;
  let rdapSource: string;
  const timeoutMs = 1500;

  beforeAll(async () => {
    registry = await startLoopbackRegistry();
    dns = await startLoopbackDns();
    registry.services = [
      [['com', 'net', 'io', 'ai', 'co', 'app', 'dev', 'uk'], [`${registry.url}/rdap/`]],
      [['closed'], [`http://127.0.0.1:${await closedPort()}/rdap/`]],
    ];
    rdapSource = `rdap:${new URL(registry.url).host}`;
    t = await createTestApp(kind, {
      domains: {
        ...testConfig().domains,
        offline: false,
        bootstrapUrl: `${registry.url}/bootstrap.json`,
        dnsServers: [dns.server],
        lookupTimeoutMs: timeoutMs,
        lookupConcurrency: 4,
        checksPerMinute: 1000,
      },
    });
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await registry.close();
    await dns.close();
  });

  const check = async (domain: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/domains/check?domain=${encodeURIComponent(domain)}`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return domainCheckResultSchema.strict().parse(res.json());
  };

  it('calls a 200 with a domain object "registered", asking for application/rdap+json', async () => {
    registry.answers.set('taken.com', 'registered');
    expect(await check('taken.com')).toMatchObject({ domain: 'taken.com', available: false, status: 'registered', source: rdapSource });
    const query = registry.queries.find((q) => q.name === 'taken.com');
    expect(query?.accept).toMatch(/^application\/rdap\+json/);
    expect(registry.bootstrapFetches).toBe(1);
  });

  it('calls a 404 with no nameservers in DNS "likely-available", without a price', async () => {
    const body = await check('free-name.com');
    expect(body).toMatchObject({ available: true, status: 'likely-available', source: rdapSource });
    expect(body.price).toBeUndefined();
    expect(dns.questions).toContain('free-name.com');
  });

  it('calls a 404 "registered" when DNS shows nameservers for the name', async () => {
    dns.delegated.set('hidden.io', ['ns1.example.net', 'ns2.example.net']);
    expect(await check('hidden.io')).toMatchObject({ available: false, status: 'registered', source: 'dns:nameservers' });
  });

  it('never says available on a timeout, a 429, a 5xx, malformed JSON or a page that is not RDAP', async () => {
    const cases: Array<[string, Parameters<typeof registry.answers.set>[1], string]> = [
      ['slow.com', 'slow', `${rdapSource}: no answer within ${timeoutMs} ms`],
      ['busy.com', 'rate-limited', `${rdapSource}: rate limited by the registry`],
      ['broken.com', 'server-error', `${rdapSource}: registry error 503`],
      ['garbled.com', 'malformed', `${rdapSource}: malformed answer`],
      ['parked.com', 'not-a-domain', `${rdapSource}: malformed answer`],
    ];
    for (const [domain, behaviour] of cases) registry.answers.set(domain, behaviour);
    const answers = await Promise.all(cases.map(([domain]) => check(domain)));
    answers.forEach((answer, i) => {
      expect(answer, cases[i]![0]).toMatchObject({ domain: cases[i]![0], available: null, status: 'unknown', source: cases[i]![2] });
    });
  });

  it('answers unknown for a TLD without RDAP and for names below the registrable level', async () => {
    expect(await check('lumio.de')).toMatchObject({ status: 'unknown', available: null, source: 'no RDAP server for .de' });
    expect(await check('mail.lumio.net')).toMatchObject({ status: 'unknown', source: `${rdapSource}: not a name this registry registers` });
    expect(await check('lumio.co.uk')).toMatchObject({ status: 'unknown', source: `${rdapSource}: not a name this registry registers` });
  });

  it('answers unknown at once, saying it is offline, when the registry cannot be reached', async () => {
    expect(await check('lumio.closed')).toMatchObject({ status: 'unknown', available: null, source: OFFLINE_SOURCE });
  });

  it('serves repeated checks from the database cache until they expire (registered: a day)', async () => {
    registry.answers.set('cached.com', 'registered');
    await check('cached.com');
    const asked = () => registry.queries.filter((q) => q.name === 'cached.com').length;
    expect(asked()).toBe(1);
    const first = await check('cached.com');
    expect(first).toMatchObject({ status: 'registered', source: `cache (${rdapSource})`, checkedAt: t.clock.now.toISOString() });
    expect(asked()).toBe(1);
    t.clock.advance(23 * 3_600_000);
    expect((await check('cached.com')).source).toBe(`cache (${rdapSource})`);
    t.clock.advance(2 * 3_600_000);
    expect((await check('cached.com')).source).toBe(rdapSource);
    expect(asked()).toBe(2);
  });

  it('keeps "likely available" for minutes only', async () => {
    await check('brief.com');
    expect((await check('brief.com')).source).toBe(`cache (${rdapSource})`);
    t.clock.advance(11 * 60_000);
    expect((await check('brief.com')).source).toBe(rdapSource);
  });

  it('suggests the brand on six TLDs and with affixes, checked concurrently (at most 4 at once), likely-available first', async () => {
    registry.answers.set('nova.com', 'registered');
    registry.answers.set('nova.ai', 'rate-limited');
    registry.answers.set('getnova.com', 'registered');
    dns.delegated.set('novahq.com', ['ns1.example.net']);
    registry.delayMs = 50;
    registry.maxInFlight = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/domains/suggest?brand=Nova%21', headers: user.headers });
    registry.delayMs = 0;
    expect(res.statusCode).toBe(200);
    const body = domainSuggestionsSchema.parse(res.json());
    expect(body.brand).toBe('Nova');
    expect(body.suggestions.map((s) => [s.domain, s.status])).toEqual([
      ['nova.io', 'likely-available'],
      ['nova.co', 'likely-available'],
      ['nova.app', 'likely-available'],
      ['nova.dev', 'likely-available'],
      ['trynova.com', 'likely-available'],
      ['usenova.com', 'likely-available'],
      ['novaapp.com', 'likely-available'],
      ['nova.ai', 'unknown'],
      ['nova.com', 'registered'],
      ['getnova.com', 'registered'],
      ['novahq.com', 'registered'],
    ]);
    expect(registry.maxInFlight).toBeGreaterThan(1);
    expect(registry.maxInFlight).toBeLessThanOrEqual(4);
  });
});
