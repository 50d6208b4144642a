import { describe, expect, it } from 'vitest';
import {
  brandLabel,
  brandProblem,
  cleanDomainInput,
  domainCharacterProblem,
  domainMessages,
  domainProblem,
  stripBrand,
  suggestionNames,
} from './domain-names.ts';
import { domainCheckQuerySchema, domainSuggestQuerySchema } from '../schemas/domains.ts';

describe('cleanDomainInput', () => {
  it.each([
    ['Example', 'example.com'],
    ['  LUMIO.io  ', 'lumio.io'],
    ['https://www.Lumio.com/pricing?x=1', 'lumio.com'],
    ['lumio.com.', 'lumio.com'],
    ['lumio.com:443', 'lumio.com'],
    ['www.com', 'www.com'],
    ['café', 'café.com'],
    ['例え。jp', '例え.jp'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(cleanDomainInput(input)).toBe(expected);
  });
});

describe('domainProblem (label rules on the ASCII form)', () => {
  it('accepts ordinary and punycode names', () => {
    for (const ok of ['lumio.com', 'get-lumio.io', 'xn--caf-dma.com', 'a.co', 'example.co.uk', `${'a'.repeat(63)}.com`]) {
      expect(domainProblem(ok), ok).toBeNull();
    }
  });

  it.each([
    ['', domainMessages.empty],
    ['lu mio.com', domainMessages.characters],
    ['lumio_labs.com', domainMessages.characters],
    ['a..com', domainMessages.emptyLabel],
    [`${'a'.repeat(64)}.com`, domainMessages.labelTooLong],
    [`${'abcdefghi.'.repeat(26)}com`, domainMessages.tooLong],
    ['-lumio.com', domainMessages.hyphenEdge],
    ['lumio-.com', domainMessages.hyphenEdge],
    ['ab--cd.com', domainMessages.reservedHyphens],
    ['1.2.3.4', domainMessages.tld],
    ['lumio.c0m', domainMessages.tld],
    ['com', domainMessages.tld],
  ])('%j -> %s', (input, message) => {
    expect(domainProblem(input)).toBe(message);
  });

  it('checks the characters of Unicode input before its conversion', () => {
    expect(domainCharacterProblem('café.com')).toBeNull();
    expect(domainCharacterProblem('caf€.com')).toBe(domainMessages.characters);
    expect(domainCharacterProblem('')).toBe(domainMessages.empty);
  });
});

describe('brands', () => {
  it('strips characters other than word characters, spaces and hyphens (spec section 5), keeping letters of any script', () => {
    expect(stripBrand('  Lumio Labs™ (beta)!  ')).toBe('Lumio Labs beta');
    expect(stripBrand('Café-Nova & Co.')).toBe('Café-Nova Co');
    expect(stripBrand('snake_case')).toBe('snake_case');
  });

  it('makes a domain label without spaces, underscores or edge hyphens', () => {
    expect(brandLabel('Lumio Labs beta')).toBe('lumiolabsbeta');
    expect(brandLabel('-Café--Nova_-')).toBe('café-nova');
  });

  it('refuses brands with nothing to build a name from, or too long for a label', () => {
    expect(brandProblem('')).toBe(domainMessages.brandEmpty);
    expect(brandProblem('- _ -')).toBe(domainMessages.brandEmpty);
    expect(brandProblem('a'.repeat(64))).toBe(domainMessages.brandTooLong);
    expect(brandProblem('Lumio')).toBeNull();
  });

  it('suggests the brand on six TLDs, then with get/try/use prefixes and hq/app suffixes on .com', () => {
    expect(suggestionNames('lumio')).toEqual([
      'lumio.com',
      'lumio.io',
      'lumio.ai',
      'lumio.co',
      'lumio.app',
      'lumio.dev',
      'getlumio.com',
      'trylumio.com',
      'uselumio.com',
      'lumiohq.com',
      'lumioapp.com',
    ]);
  });
});

describe('shared query schemas', () => {
  it('cleans the domain and adds .com', () => {
    expect(domainCheckQuerySchema.parse({ domain: ' Lumio ' })).toEqual({ domain: 'lumio.com' });
  });

  it('gives the clear message of the first problem', () => {
    const missing = domainCheckQuerySchema.safeParse({});
    expect(missing.error?.issues[0]?.message).toBe(domainMessages.empty);
    const bad = domainCheckQuerySchema.safeParse({ domain: 'lumio_labs' });
    expect(bad.error?.issues[0]?.message).toBe(domainMessages.characters);
  });

  it('strips the brand and refuses one without letters or digits', () => {
    expect(domainSuggestQuerySchema.parse({ brand: 'Lumio Labs!' })).toEqual({ brand: 'Lumio Labs' });
    expect(domainSuggestQuerySchema.safeParse({ brand: '!!!' }).error?.issues[0]?.message).toBe(domainMessages.brandEmpty);
  });
});
