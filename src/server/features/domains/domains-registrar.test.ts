import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainCheckResultSchema } from '#shared/schemas/domains.ts';
import { testConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { startLoopbackDns, type LoopbackDns } from './test-dns-server.ts';
import { startLoopbackGoDaddy, startLoopbackRegistry, type LoopbackGoDaddy, type LoopbackRegistry } from './test-registry-server.ts';

const apiKey = 'test-key';
const apiSecret = 'test-secret';

// With GODADDY_API_KEY and GODADDY_API_SECRET set, the registrar answers (with prices); the registry's RDAP
// is the fallback when it fails.
describe.each(testDatabaseKinds)('domain availability and prices from the registrar on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  let godaddy: LoopbackGoDaddy;
  let registry: LoopbackRegistry;
  let dns: LoopbackDns;

  beforeAll(async () => {
    godaddy = await startLoopbackGoDaddy(apiKey, apiSecret);
    registry = await startLoopbackRegistry();
    dns = await startLoopbackDns();
    registry.services = [[['com'], [`${registry.url}/rdap/`]]];
    t = await createTestApp(kind, {
      domains: {
        ...testConfig().domains,
        offline: false,
        bootstrapUrl: `${registry.url}/bootstrap.json`,
        dnsServers: [dns.server],
        lookupTimeoutMs: 1500,
        godaddy: { apiKey, apiSecret, apiUrl: godaddy.url },
      },
    });
    user = await registerUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([godaddy.close(), registry.close(), dns.close()]);
  });

  const check = async (domain: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/domains/check?domain=${domain}`, headers: user.headers });
    expect(res.statusCode, res.body).toBe(200);
    return domainCheckResultSchema.strict().parse(res.json());
  };

  it('uses the registrar answer and its price (micro-units) with the sso-key header and a FAST check', async () => {
    godaddy.answers.set('priced.com', { available: true, price: 11_990_000, currency: 'USD', period: 1 });
    expect(await check('priced.com')).toEqual({
      domain: 'priced.com',
      available: true,
      status: 'likely-available',
      price: 11.99,
      currency: 'USD',
      source: 'registrar:godaddy',
      checkedAt: t.clock.now.toISOString(),
    });
    expect(godaddy.requests.at(-1)).toEqual({ domain: 'priced.com', checkType: 'FAST', authorization: `sso-key ${apiKey}:${apiSecret}` });
    expect(registry.queries).toHaveLength(0);
  });

  it('keeps the price in the cache', async () => {
    expect(await check('priced.com')).toMatchObject({ price: 11.99, currency: 'USD', source: 'cache (registrar:godaddy)' });
  });

  it('gives the yearly price of a multi-year quote, and none for a taken name', async () => {
    godaddy.answers.set('twoyears.com', { available: true, price: 25_980_000, currency: 'EUR', period: 2 });
    expect(await check('twoyears.com')).toMatchObject({ price: 12.99, currency: 'EUR' });
    godaddy.answers.set('owned.com', { available: false, price: 11_990_000, currency: 'USD' });
    const owned = await check('owned.com');
    expect(owned).toMatchObject({ available: false, status: 'registered', source: 'registrar:godaddy' });
    expect(owned.price).toBeUndefined();
  });

  it('falls back to the registry, without a price, when the registrar fails or refuses the credentials', async () => {
    godaddy.answers.set('fallback.com', { status: 500 });
    registry.answers.set('fallback.com', 'registered');
    expect(await check('fallback.com')).toMatchObject({ status: 'registered', source: `rdap:${new URL(registry.url).host}` });

    godaddy.credentials = { apiKey, apiSecret: 'rotated' };
    const refused = await check('refused.com');
    godaddy.credentials = { apiKey, apiSecret };
    expect(refused).toMatchObject({ status: 'likely-available', source: `rdap:${new URL(registry.url).host}` });
    expect(refused.price).toBeUndefined();
    expect(registry.queries.map((q) => q.name)).toEqual(['fallback.com', 'refused.com']);
  });
});
