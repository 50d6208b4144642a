import { describe, expect, it } from 'vitest';
import { domainMessages } from '#shared/rules/domain-names.ts';
import type { DomainCheckResult } from '#shared/schemas/domains.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { domainPreview, failureReason, inputProblemOf, parseDomainInput, recordCheck, type CustomCheck } from './custom-checks.ts';

const answer = (domain: string, status: DomainCheckResult['status']): CustomCheck => ({
  domain,
  outcome: 'answered',
  result: { domain, status, available: status === 'registered' ? false : null, source: 'rdap:x', checkedAt: '2026-11-22T12:00:00.000Z' },
});

describe('parseDomainInput', () => {
  it('adds .com to a name without a dot and cleans what was pasted (spec section 5)', () => {
    expect(parseDomainInput('Lumio')).toEqual({ domain: 'lumio.com', problem: null });
    expect(parseDomainInput('  https://www.Lumio.io/pricing ')).toEqual({ domain: 'lumio.io', problem: null });
    expect(parseDomainInput('café')).toEqual({ domain: 'café.com', problem: null });
  });

  it('gives the shared rules message for names that cannot be domains', () => {
    expect(parseDomainInput('')).toEqual({ domain: null, problem: domainMessages.empty });
    expect(parseDomainInput('lumio_labs.com')).toEqual({ domain: null, problem: domainMessages.characters });
    expect(parseDomainInput('-lumio.com')).toEqual({ domain: null, problem: domainMessages.hyphenEdge });
    expect(parseDomainInput('lumio..com')).toEqual({ domain: null, problem: domainMessages.emptyLabel });
  });
});

describe('domainPreview', () => {
  it('shows the name that will be checked, nothing for an empty input', () => {
    expect(domainPreview('lumio')).toBe('lumio.com');
    expect(domainPreview('Lumio.AI')).toBe('lumio.ai');
    expect(domainPreview('   ')).toBeNull();
  });
});

describe('recordCheck', () => {
  it('puts the newest check first and replaces an earlier check of the same name', () => {
    let checks = recordCheck([], answer('a.com', 'unknown'));
    checks = recordCheck(checks, answer('b.io', 'registered'));
    checks = recordCheck(checks, { domain: 'a.com', outcome: 'failed', reason: 'x' });
    expect(checks.map((c) => [c.domain, c.outcome])).toEqual([
      ['a.com', 'failed'],
      ['b.io', 'answered'],
    ]);
  });
});

describe('errors of a check', () => {
  it('takes a 400 as a problem with the input, with the server message', () => {
    expect(inputProblemOf(new ApiError(400, domainMessages.invalidIdn))).toBe(domainMessages.invalidIdn);
    expect(inputProblemOf(new ApiError(429, 'Too many domain checks'))).toBeNull();
    expect(inputProblemOf(new TypeError('Failed to fetch'))).toBeNull();
  });

  it('keeps the server message as the reason of a failed check', () => {
    expect(failureReason(new ApiError(429, 'Too many domain checks: the limit is 5 a minute.'))).toBe('Too many domain checks: the limit is 5 a minute.');
    expect(failureReason(new TypeError('Failed to fetch'))).toBe('This server did not answer.');
  });
});
