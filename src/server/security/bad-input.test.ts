import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePlan } from '../extract/test-files.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { registerUser, type SignedIn } from '../test/auth.ts';
import { testDatabaseKinds } from '../test/database.ts';

// Finding 3 of the attack run: NUL, lone surrogates and out-of-range ids answered 500. Every text field of every
// route gets each bad value (appended to a valid value, so only the bad character is wrong): 400, never 5xx.
const badCharacters = { NUL: '\u0000', 'a lone high surrogate': '\ud800', 'a lone low surrogate': '\udc00' };
const badIds = ['2147483648', '99999999999999999999', '0', '-1', '1.5', '1e3', '%00', '%ED%A0%80'];

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every path to a string inside a JSON value. */
function stringPaths(value: Json, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringPaths(item, [...path, key]));
  return [];
}

function withValue(value: Json, path: (string | number)[], replace: (old: string) => string): Json {
  const copy = structuredClone(value) as Record<string | number, Json>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  node[last] = replace(node[last] as string);
  return copy;
}

describe.each(testDatabaseKinds)('bad characters and ids on every route (%s)', (kind) => {
  let t: TestApp;
  let alice: SignedIn;
  let planId: number;
  let itemId: number;
  let customStrategy: Json;

  beforeAll(async () => {
    t = await createTestApp(kind, { registrationsPerHour: 1000 });
    alice = await registerUser(t.app);
    const analysis = await t.app.inject({ method: 'POST', url: '/api/analyze', headers: alice.headers, payload: { title: 'Lumio', content: samplePlan } });
    planId = analysis.json().businessPlanId;
    const recommendation = analysis.json().result.recommendations[0];
    customStrategy = { customParameters: { companyName: 'Lumio', businessGoals: 'Grow' }, strategy: analysis.json().result.strategy };
    const item = await t.app.inject({ method: 'POST', url: '/api/plan-items', headers: alice.headers, payload: { ...recommendation, rationale: undefined } });
    expect(item.statusCode).toBe(201);
    itemId = item.json().item?.itemId ?? item.json().itemId;
  }, 120_000);
  afterAll(() => t.close());

  const bodies = (): { method: 'POST' | 'PUT' | 'PATCH'; url: string; body: Json; signedIn: boolean }[] => [
    {
      method: 'POST',
      url: '/api/auth/register',
      body: { username: 'mallory', email: 'mallory@example.com', password: 'correct horse', firstName: 'M', lastName: 'L', company: 'Evil', role: 'CEO' },
      signedIn: false,
    },
    { method: 'POST', url: '/api/auth/login', body: { username: 'mallory', password: 'correct horse' }, signedIn: false },
    { method: 'POST', url: '/api/analyze', body: { title: 'Lumio', content: samplePlan, fileName: 'plan.txt' }, signedIn: true },
    {
      method: 'POST',
      url: '/api/plan-items',
      body: { id: 'tm-1', type: 'trademark', name: 'Lumio', description: 'A mark', nextStep: 'File', likelihood: 80, potential: 'High', notes: 'n' },
      signedIn: true,
    },
    {
      method: 'POST',
      url: '/api/plan-items/import',
      body: { items: [{ id: 'tm-2', type: 'trademark', name: 'Lumio', description: 'A mark', nextStep: 'File', likelihood: 80, potential: 'High' }] },
      signedIn: true,
    },
    { method: 'PATCH', url: `/api/plan-items/${itemId}`, body: { name: 'Lumio', description: 'd', nextStep: 'n', notes: 'x' }, signedIn: true },
    { method: 'PUT', url: `/api/business-plans/${planId}/custom-strategy`, body: customStrategy, signedIn: true },
  ];

  it('refuses a NUL or a lone surrogate in every text field of every body with a 400', async () => {
    const failures: string[] = [];
    for (const route of bodies()) {
      for (const path of stringPaths(route.body)) {
        for (const [label, bad] of Object.entries(badCharacters)) {
          const res = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: { ...(route.signedIn ? alice.headers : {}), 'content-type': 'application/json' },
            payload: JSON.stringify(withValue(route.body, path, (old) => `${old}${bad}`)),
          });
          if (res.statusCode !== 400) failures.push(`${route.method} ${route.url} ${path.join('.')} with ${label}: ${res.statusCode}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it('answers bad characters in every query string without a 5xx', async () => {
    const failures: string[] = [];
    for (const url of ['/api/analyses?cursor=', '/api/business-plans?cursor=', '/api/domains/check?domain=lumio', '/api/domains/suggest?brand=lumio']) {
      for (const bad of ['%00', '%ED%A0%80', '%C0%80', '%FF']) {
        const res = await t.app.inject({ method: 'GET', url: `${url}${bad}`, headers: alice.headers });
        if (res.statusCode >= 500) failures.push(`${url}${bad}: ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers every out-of-range or malformed id with a 400', async () => {
    const routes: ['GET' | 'PATCH' | 'DELETE' | 'PUT', string, Json?][] = [
      ['PATCH', '/api/plan-items/:id', { notes: 'x' }],
      ['DELETE', '/api/plan-items/:id'],
      ['GET', '/api/business-plans/:id/analysis'],
      ['DELETE', '/api/business-plans/:id'],
      ['PUT', '/api/business-plans/:id/custom-strategy', customStrategy],
      ['DELETE', '/api/business-plans/:id/custom-strategy'],
    ];
    const failures: string[] = [];
    for (const [method, url, body] of routes) {
      for (const id of badIds) {
        const res = await t.app.inject({ method, url: url.replace(':id', id), headers: alice.headers, ...(body && { payload: body as object }) });
        if (res.statusCode !== 400) failures.push(`${method} ${url.replace(':id', id)}: ${res.statusCode}`);
      }
    }
    // A plan item pointing at an out-of-range business plan is refused too.
    const item = await t.app.inject({
      method: 'POST',
      url: '/api/plan-items',
      headers: alice.headers,
      payload: { id: 'tm-3', type: 'trademark', name: 'L', description: 'd', nextStep: 'n', likelihood: 1, potential: 'High', businessPlanId: 2147483648 },
    });
    if (item.statusCode !== 400) failures.push(`POST /api/plan-items businessPlanId 2147483648: ${item.statusCode}`);
    expect(failures).toEqual([]);
  });

  it('still answers a message that says what is wrong', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/analyze', headers: alice.headers, payload: { title: 'Lu\u0000mio', content: samplePlan } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'Title contains a character that cannot be saved (a NUL byte or a broken Unicode character). Remove it and try again.',
    );
  });
});
