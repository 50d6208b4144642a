import { domainToASCII } from 'node:url';
import { brandLabel, domainMessages, domainProblem, suggestionNames } from '#shared/rules/domain-names.ts';
import { badRequest } from '../../http-errors.ts';

/** A cleaned domain (from the shared schema) as the ASCII name registries know: IDN labels to punycode (UTS 46). */
export function toAsciiDomain(cleaned: string): string {
  const ascii = domainToASCII(cleaned);
  if (ascii === '') throw badRequest(domainMessages.invalidIdn);
  const problem = domainProblem(ascii);
  if (problem) throw badRequest(problem);
  return ascii;
}

/** The ASCII names to check for a stripped brand; affixes are added before the conversion so "getcafé" stays one label. */
export function brandDomains(strippedBrand: string): string[] {
  const names = suggestionNames(brandLabel(strippedBrand))
    .map((name) => domainToASCII(name))
    .filter((ascii) => ascii !== '' && domainProblem(ascii) === null);
  if (names.length === 0) throw badRequest(domainMessages.brandTooLong);
  return [...new Set(names)];
}
