// Pure rules for domain names and brand-derived names, shared by the check form and the server.
// IDN to punycode needs the UTS 46 tables, so that step lives on the server (features/domains/domain-input.ts);
// everything here works on any string and applies the label rules to the ASCII form.

export const DEFAULT_TLD = 'com';
/** The brand is tried on these extensions, in this order (issue 6). */
export const SUGGESTION_TLDS = ['com', 'io', 'ai', 'co', 'app', 'dev'] as const;
/** ...and on .com with these prefixes (getbrand.com) and suffixes (brandhq.com). */
export const SUGGESTION_PREFIXES = ['get', 'try', 'use'] as const;
export const SUGGESTION_SUFFIXES = ['hq', 'app'] as const;

export const MAX_DOMAIN_LENGTH = 253;
export const MAX_LABEL_LENGTH = 63;

export const domainMessages = {
  empty: 'Enter a domain name to check',
  characters: 'A domain name may only contain letters, digits, hyphens and dots',
  tooLong: `A domain name can be at most ${MAX_DOMAIN_LENGTH} characters long`,
  emptyLabel: 'A domain name cannot have empty parts (check the dots)',
  labelTooLong: `Each part of a domain name can be at most ${MAX_LABEL_LENGTH} characters long`,
  hyphenEdge: 'A part of a domain name cannot start or end with a hyphen',
  reservedHyphens: 'Only punycode parts (xn--) may have hyphens in the third and fourth positions',
  tld: 'The extension (the part after the last dot, such as .com) must be letters',
  invalidIdn: 'This internationalised domain name cannot be converted to a valid domain name',
  brandEmpty: 'Enter a brand name with at least one letter or digit',
  brandTooLong: `A brand name can be at most ${MAX_LABEL_LENGTH} characters once spaces and symbols are removed`,
} as const;

const hasLetterOrDigit = /[\p{L}\p{N}]/u;
const domainCharacters = /^[\p{L}\p{M}\p{N}.-]+$/u;

/**
 * What a person typed or pasted, as a domain name: trimmed, NFC, lower case, ideographic dots as dots,
 * without scheme, path, port, trailing dot or a leading "www.", and with ".com" when there is no dot (spec section 5).
 */
export function cleanDomainInput(raw: string): string {
  let value = raw.trim().normalize('NFC').toLowerCase().replace(/[\u3002\uff0e\uff61]/g, '.');
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  value = value.split(/[/?#:]/, 1)[0] ?? '';
  value = value.replace(/\.$/, '');
  if (value.startsWith('www.') && value.slice(4).includes('.')) value = value.slice(4);
  if (value !== '' && !value.includes('.')) value = `${value}.${DEFAULT_TLD}`;
  return value;
}

/** A problem with the characters of a cleaned (possibly Unicode) domain, before its punycode conversion. */
export function domainCharacterProblem(domain: string): string | null {
  if (domain === '') return domainMessages.empty;
  return domainCharacters.test(domain) ? null : domainMessages.characters;
}

/** The DNS and registry label rules on an ASCII (punycode) domain; null when it is fine. */
export function domainProblem(ascii: string): string | null {
  if (ascii === '') return domainMessages.empty;
  if (!/^[a-z0-9.-]+$/.test(ascii)) return domainMessages.characters;
  if (ascii.length > MAX_DOMAIN_LENGTH) return domainMessages.tooLong;
  const labels = ascii.split('.');
  for (const label of labels) {
    if (label === '') return domainMessages.emptyLabel;
    if (label.length > MAX_LABEL_LENGTH) return domainMessages.labelTooLong;
    if (label.startsWith('-') || label.endsWith('-')) return domainMessages.hyphenEdge;
    // RFC 5891 4.2.3.1: "ab--" is reserved for encodings such as punycode's "xn--".
    if (label.slice(2, 4) === '--' && !label.startsWith('xn--')) return domainMessages.reservedHyphens;
  }
  const tld = labels[labels.length - 1]!;
  if (labels.length < 2 || !/^([a-z]{2,63}|xn--[a-z0-9-]+)$/.test(tld)) return domainMessages.tld;
  return null;
}

export function isAscii(value: string): boolean {
  return !/[^\p{ASCII}]/u.test(value);
}

/** Spec section 5: characters other than word characters, spaces and hyphens are stripped (letters of any script count). */
export function stripBrand(brand: string): string {
  return brand
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}_\s-]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The domain label for a stripped brand: lower case, no spaces or underscores, single hyphens inside only. */
export function brandLabel(strippedBrand: string): string {
  return strippedBrand
    .toLowerCase()
    .replace(/[\s_]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A problem with a stripped brand as the base of domain names; null when it is usable. */
export function brandProblem(strippedBrand: string): string | null {
  const label = brandLabel(strippedBrand);
  if (!hasLetterOrDigit.test(label)) return domainMessages.brandEmpty;
  if (isAscii(label) && label.length > MAX_LABEL_LENGTH) return domainMessages.brandTooLong;
  return null;
}

/** The names to try for a brand label, in order: the label on each suggestion TLD, then with prefixes and suffixes on .com. */
export function suggestionNames(label: string): string[] {
  const names = [
    ...SUGGESTION_TLDS.map((tld) => `${label}.${tld}`),
    ...SUGGESTION_PREFIXES.map((prefix) => `${prefix}${label}.${DEFAULT_TLD}`),
    ...SUGGESTION_SUFFIXES.map((suffix) => `${label}${suffix}.${DEFAULT_TLD}`),
  ];
  return [...new Set(names)];
}
