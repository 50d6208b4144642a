import { describe, expect, it } from 'vitest';
import type { DomainCheckResult } from '#shared/schemas/domains.ts';
import { describeSource, formatPrice, isOfflineAnswer, offlineReasons, summarizeResults } from './domain-display.ts';

const result = (status: DomainCheckResult['status'], source: string, extra: Partial<DomainCheckResult> = {}): DomainCheckResult => ({
  domain: 'lumio.com',
  available: status === 'likely-available' ? true : status === 'registered' ? false : null,
  status,
  source,
  checkedAt: '2026-11-22T12:00:00.000Z',
  ...extra,
});

describe('describeSource', () => {
  it('puts each of the server sources into words, keeping hosts with ports whole', () => {
    expect(describeSource('rdap:rdap.verisign.com')).toBe('RDAP registry rdap.verisign.com');
    expect(describeSource('rdap:127.0.0.1:4100')).toBe('RDAP registry 127.0.0.1:4100');
    expect(describeSource('rdap:127.0.0.1:4100: rate limited by the registry')).toBe('RDAP registry 127.0.0.1:4100: rate limited by the registry');
    expect(describeSource('dns:nameservers')).toBe('DNS: the name has nameservers');
    expect(describeSource('registrar:godaddy')).toBe('Registrar GoDaddy');
    expect(describeSource('offline: no network access to the registry')).toBe('No network access to the registry');
    expect(describeSource('busy: too many domain lookups at once, try again shortly')).toBe('Too many domain lookups at once, try again shortly');
    expect(describeSource('no RDAP server for .de')).toBe('No RDAP server for .de');
  });

  it('says when the answer came from the server cache', () => {
    expect(describeSource('cache (rdap:rdap.nic.io)')).toBe('RDAP registry rdap.nic.io (cached answer)');
    expect(describeSource('cache (dns:nameservers)')).toBe('DNS: the name has nameservers (cached answer)');
  });
});

describe('offline answers', () => {
  const off = result('unknown', 'offline: domain lookups are turned off on this server');
  const unreachable = result('unknown', 'cache (offline: no network access to the registry)');

  it('recognises "unknown" answers whose source is offline, cached or not', () => {
    expect(isOfflineAnswer(off)).toBe(true);
    expect(isOfflineAnswer(unreachable)).toBe(true);
    expect(isOfflineAnswer(result('unknown', 'rdap:rdap.nic.io: registry error 503'))).toBe(false);
    expect(isOfflineAnswer(result('unknown', 'busy: too many domain lookups at once, try again shortly'))).toBe(false);
  });

  it('gives one list of reasons only when every answer is offline', () => {
    expect(offlineReasons([off, off])).toEqual(['Domain lookups are turned off on this server']);
    expect(offlineReasons([off, unreachable])).toEqual(['Domain lookups are turned off on this server', 'No network access to the registry']);
    expect(offlineReasons([off, result('registered', 'rdap:rdap.verisign.com')])).toBeNull();
    expect(offlineReasons([off, result('unknown', 'no RDAP server for .de')])).toBeNull();
    expect(offlineReasons([])).toBeNull();
  });
});

describe('formatPrice', () => {
  it('shows a registrar price for a year in its currency', () => {
    expect(formatPrice({ price: 11.99, currency: 'USD' })).toBe('$11.99 / year');
    expect(formatPrice({ price: 20, currency: 'EUR' })).toBe('€20.00 / year');
  });

  it('shows an unrecognised currency as sent', () => {
    expect(formatPrice({ price: 9.5, currency: 'US-DOLLARS' })).toBe('9.5 US-DOLLARS / year');
  });

  it('invents nothing when there is no price or no currency', () => {
    expect(formatPrice({})).toBeNull();
    expect(formatPrice({ price: 12 })).toBeNull();
    expect(formatPrice({ currency: 'USD' })).toBeNull();
  });

  it('shows a price of zero', () => {
    expect(formatPrice({ price: 0, currency: 'USD' })).toBe('$0.00 / year');
  });
});

describe('summarizeResults', () => {
  it('counts the statuses for the live region', () => {
    const results = [
      result('likely-available', 'rdap:a'),
      result('likely-available', 'rdap:a'),
      result('registered', 'rdap:a'),
      result('unknown', 'rdap:a: lookup failed'),
    ];
    expect(summarizeResults(results)).toBe('4 domains checked: 2 likely available, 1 registered, 1 unknown.');
    expect(summarizeResults([result('registered', 'rdap:a')])).toBe('1 domain checked: 1 registered.');
  });
});
