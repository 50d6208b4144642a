import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainCheckResultSchema, domainSuggestionsSchema } from '#shared/schemas/domains.ts';
import { domainMessages } from '#shared/rules/domain-names.ts';
import { testConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { registerUser, type SignedIn } from '../../test/auth.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { LOOKUPS_OFF_SOURCE } from './verdict.ts';

// The test configuration keeps domain lookups off (no network in tests): these cover what happens before
// and around a lookup. domains-rdap.test.ts and domains-registrar.test.ts cover the lookups themselves.
describe.each(testDatabaseKinds)('domains API on %s', (kind) => {
  let t: TestApp;
  let user: SignedIn;
  beforeAll(async () => {
    t = await createTestApp(kind, { domains: { ...testConfig().domains, checksPerMinute: 5 } });
    user = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const get = (url: string, who: SignedIn | null = user) => t.app.inject({ method: 'GET', url, headers: who ? who.headers : {} });

  it('answers 401 to signed-out callers, before judging their input', async () => {
    for (const url of ['/api/domains/check?domain=lumio.com', '/api/domains/suggest?brand=Lumio', '/api/domains/check']) {
      const res = await get(url, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe('Authentication required');
    }
  });

  it('answers 400 with a clear message for bad input', async () => {
    const cases: Array<[string, string]> = [
      ['/api/domains/check', domainMessages.empty],
      ['/api/domains/check?domain=', domainMessages.empty],
      ['/api/domains/check?domain=lumio_labs.com', domainMessages.characters],
      ['/api/domains/check?domain=-lumio.com', domainMessages.hyphenEdge],
      [`/api/domains/check?domain=${'a'.repeat(64)}.com`, domainMessages.labelTooLong],
      ['/api/domains/check?domain=1.2.3.4', domainMessages.tld],
      ['/api/domains/suggest', domainMessages.brandEmpty],
      ['/api/domains/suggest?brand=%21%21%21', domainMessages.brandEmpty],
      [`/api/domains/suggest?brand=${'a'.repeat(64)}`, domainMessages.brandTooLong],
    ];
    const fresh = await registerUser(t.app);
    for (const [url, message] of cases) {
      const res = await get(url, fresh);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    // Refused input does not use up the caller's budget.
    expect((await get('/api/domains/check?domain=lumio.com', fresh)).statusCode).toBe(200);
  });

  it('normalises the domain: lower case, no scheme or path, .com when there is no dot, IDN to punycode', async () => {
    const cases: Array<[string, string]> = [
      ['Lumio', 'lumio.com'],
      ['https://www.Lumio.io/pricing', 'lumio.io'],
      ['café', 'xn--caf-dma.com'],
      ['BÜCHER.de', 'xn--bcher-kva.de'],
    ];
    const fresh = await registerUser(t.app);
    for (const [input, domain] of cases) {
      const res = await get(`/api/domains/check?domain=${encodeURIComponent(input)}`, fresh);
      expect(res.statusCode, input).toBe(200);
      expect(res.json().domain, input).toBe(domain);
    }
  });

  it('with lookups turned off, says so: unknown, never available, no price', async () => {
    const res = await get('/api/domains/check?domain=lumio.com');
    expect(res.statusCode).toBe(200);
    const body = domainCheckResultSchema.strict().parse(res.json());
    expect(body).toMatchObject({ domain: 'lumio.com', available: null, status: 'unknown', source: LOOKUPS_OFF_SOURCE });
    expect(body.price).toBeUndefined();
    expect(new Date(body.checkedAt).getTime()).toBe(t.clock.now.getTime());

    const suggest = await get(`/api/domains/suggest?brand=${encodeURIComponent('Lumio Labs™!')}`);
    expect(suggest.statusCode).toBe(200);
    const list = domainSuggestionsSchema.parse(suggest.json());
    expect(list.brand).toBe('Lumio Labs');
    expect(list.suggestions.map((s) => s.domain)).toEqual([
      'lumiolabs.com',
      'lumiolabs.io',
      'lumiolabs.ai',
      'lumiolabs.co',
      'lumiolabs.app',
      'lumiolabs.dev',
      'getlumiolabs.com',
      'trylumiolabs.com',
      'uselumiolabs.com',
      'lumiolabshq.com',
      'lumiolabsapp.com',
    ]);
    expect(list.suggestions.every((s) => s.status === 'unknown' && s.available === null)).toBe(true);
  });

  it('limits each user to checksPerMinute requests, a suggestions list counting as one', async () => {
    const limited = await registerUser(t.app);
    expect((await get('/api/domains/suggest?brand=Limit', limited)).statusCode).toBe(200);
    for (let i = 0; i < 4; i += 1) {
      expect((await get(`/api/domains/check?domain=limit${i}.com`, limited)).statusCode).toBe(200);
    }
    const refused = await get('/api/domains/check?domain=limit9.com', limited);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many domain checks: the limit is 5 a minute\. Please try again in \d+ seconds?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get('/api/domains/suggest?brand=Limit', limited)).statusCode).toBe(429);
    // Another user has a budget of their own.
    expect((await get('/api/domains/check?domain=limit9.com', await registerUser(t.app))).statusCode).toBe(200);
  });
});
