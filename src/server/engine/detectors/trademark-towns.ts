import { isPlace } from './trademark-words.ts';

const usStateCodes =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';
const regionAfter = new RegExp(String.raw`^,\s+((?:${usStateCodes})(?![\p{L}\p{N}])|\p{Lu}[\p{L}.]{1,30}(?:\s\p{Lu}[\p{L}.]{1,30})?(?![\p{L}\p{N}]))`, 'u');
const anotherPlace = /^,\s+(\p{Lu}[\p{L}.]{1,30}(?:\s\p{Lu}[\p{L}.]{1,30})?)(?![\p{L}\p{N}])/u;

/**
 * Whether the words after a name make it a town, written with its state, province or country: "Brackton, Indiana;",
 * "our Fenmoor, NC facility", "Selby Flats, Illinois". Not a business before its address ("Lumio Labs, Austin, Texas"):
 * a region followed by another place is a city, so the name before it is no town.
 */
export function namesATown(after: string): boolean {
  const region = regionAfter.exec(after);
  if (!region) return false;
  // "Illinois." ends a sentence: the full stop is no part of the name.
  const name = region[1]!.replace(/\.+$/, '');
  if (!/^\p{Lu}{2}$/u.test(name) && !isPlace(name)) return false;
  const next = anotherPlace.exec(after.slice(region[0].length));
  return !(next && isPlace(next[1]!.replace(/\.+$/, '')));
}

/** "Rüütli 11, Tartu", "14 Dock Road, Lautoka": a name right after a street and its number is the town of an address. */
export function followsStreetNumber(before: string): boolean {
  return /\p{L}[\p{L}.'’-]*\s+\d{1,4}[a-z]?,\s*$|\b\d{1,4}[a-z]?\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,3}(?:Road|Rd|Street|St|Avenue|Ave|Lane|Way|Drive|Boulevard|Blvd|Strasse|Straße|Calle|Rua|Rue|Via)\.?,\s*$/u.test(before);
}

