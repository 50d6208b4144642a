import { isDictionaryWord } from '../lexicons/english-words.ts';

/** Words that end a business's name by saying what kind of business it is ("Verdanta Robotics", "Sunrise Bakery"). */
export const companyKindWords =
  'Robotics|Technologies|Technology|Systems|Foods|Therapeutics|Biosciences|Bio|Health|Analytics|Energy|Solutions|Labs|Ventures|' +
  'Industries|Works|Group|Holdings|Studios?|Cafe|Café|Bakery|Brewing|Brewery|Company|Consulting|Media|Games|Logistics|Pharma|Medical';
import { firstNames } from '../lexicons/person-first-names.ts';
import { calendarWords, headingWords, jargonTerms, jobTitles, leadingFunctionWords, nationalities } from '../lexicons/trademark-non-names.ts';
import { genericNouns, legalSuffixes, praiseWords, qualityWords } from '../lexicons/trademark-descriptive-words.ts';
import { cityNames } from '../lexicons/trademark-cities.ts';
import { placeNames } from '../lexicons/trademark-places.ts';

// Plans repeat their words: the word tests are memoised (bounded, so a long-running server does not grow).
function memo(test: (word: string) => boolean): (word: string) => boolean {
  const cache = new Map<string, boolean>();
  return (word) => {
    let hit = cache.get(word);
    if (hit === undefined) {
      if (cache.size > 20000) cache.clear();
      hit = test(word);
      cache.set(word, hit);
    }
    return hit;
  };
}

const lower = (word: string) => word.toLowerCase().replace(/[’]/g, "'");
const withoutAccents = (word: string) => word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** A dictionary word, also in its plural, or a hyphenated compound of dictionary words ("farm-fresh"). */
export const isEnglish = memo(english);

function english(word: string): boolean {
  const w = lower(word).replace(/['’]s$/, '');
  if (!w) return false;
  if (isDictionaryWord(w)) return true;
  if (/s$/.test(w) && isDictionaryWord(w.slice(0, -1))) return true;
  const parts = w.split(/[-.&+/]/).filter(Boolean);
  // "Non-Medical", "IND-enabling", "Spanish-language": compounds of words, prefixes, acronyms and numbers.
  return parts.length > 1 && parts.every((p) => isDictionaryWord(p) || prefixes.has(p) || isNonNameWord(p) || isPlace(p) || /^\d+[a-z]?$/.test(p) || p.length <= 2);
}

const prefixes = new Set('non pre post multi anti co re sub semi mid self well inter intra trans ultra over under cross de e x bio eco'.split(' '));

/** Words that never make a name on their own: jargon, calendar words, job titles, nationalities, section headings. */
export const isNonNameWord = memo(nonNameWord);

function nonNameWord(word: string): boolean {
  const w = lower(word);
  return (
    jargonTerms.has(w) ||
    calendarWords.has(w) ||
    jobTitles.has(w) ||
    nationalities.has(w) ||
    nationalities.has(w.replace(/s$/, '')) ||
    headingWords.has(w) ||
    genericNouns.has(w) ||
    legalSuffixes.has(w) ||
    leadingFunctionWords.has(w) ||
    /^\d[\d.,%$-]*$/.test(w)
  );
}

/** Praise, quality and generic words: a name made only of them describes the goods. */
export const isDescriptiveWord = (word: string): boolean => {
  const w = lower(word);
  return praiseWords.has(w) || qualityWords.has(w) || genericNouns.has(w) || headingWords.has(w);
};

export const isFunctionWord = (word: string): boolean => leadingFunctionWords.has(lower(word));
export const isJargonOrCalendar = memo(
  (word: string): boolean => jargonTerms.has(lower(word)) || calendarWords.has(lower(word)) || /^(?:q[1-4]|h[12]|fy\d{2,4}|\d+)$/i.test(word),
);
/** The last word of a law's name: "Franchises Act", "Data Protection Regulations". */
export const lawNoun = 'Act|Acts|Regulations?|Directive|Ordinance|Statute|Treaty';
const lawNounPattern = new RegExp(`^(?:${lawNoun})$`);
export const isLawNoun = (word: string): boolean => lawNounPattern.test(word);
/** The last word of a public body's name: "Dublin City Council", "Ministry of Health" is read by its first word. */
export const isPublicBodyNoun = (word: string): boolean => /^(?:Council|Ministry|Municipality|Authority|Commission|Parliament|Government)$/.test(word);

// "SpA" only as written: "Spa" is also a word of the trade.
export const isLegalSuffix = (word: string): boolean => word === 'SpA' || legalSuffixes.has(lower(word)) || legalSuffixes.has(`${lower(word)}.`);
export const isHeadingWord = (word: string): boolean => headingWords.has(lower(word)) || genericNouns.has(lower(word));
/** Words of section headings ("Roadmap", "Overview"): trimmed off names found in headings. */
export const isSectionWord = (word: string): boolean => headingWords.has(lower(word));
// "Tomás", "Inês": the list is written without accents.
// "Min-jae", "Seo-yeon", "Ji-hoon": a Korean given name is written as two short syllables joined by a hyphen.
const koreanGivenName = /^\p{Lu}\p{Ll}{1,3}-\p{Ll}{2,4}$/u;
export const isFirstName = (word: string): boolean => firstNames.has(lower(word)) || firstNames.has(withoutAccents(lower(word))) || koreanGivenName.test(word);
// "Belém", "Querétaro": the lists are written without accents, as founders often write them too.
export const isPlace = memo((name: string): boolean => {
  const key = lower(name).replace(/\s+/g, ' ');
  const plain = withoutAccents(key);
  return placeNames.has(key) || placeNames.has(plain) || cityNames.has(plain);
});
export const isJobTitle = (word: string): boolean => jobTitles.has(lower(word));

/**
 * An acronym, unit, code or number ("ASO", "kWh", "9540A", "KRV-101", "C"): never a name unless the plan says so,
 * as in "an app called XYZ".
 */
export function isCodeLike(token: { core: string; allCaps: boolean }): boolean {
  const letters = token.core.replace(/[^\p{L}]/gu, '');
  if (letters.length <= 2) return true;
  if (/\d/.test(token.core) && !/\p{L}{4,}/u.test(token.core)) return true;
  if (token.allCaps && letters.length <= 5) return true;
  if (/^[A-Z]{2,5}-|-[A-Z]{2,5}$/.test(token.core)) return true;
  // "O-polysaccharide", "L-glutamine", "N-acetyl": a chemical locant or isomer letter before a compound.
  if (/^\p{Lu}-\p{Ll}{3,}$/u.test(token.core)) return true;
  return /^\p{Ll}{1,2}\p{Lu}/u.test(token.core) && letters.length <= 4;
}

/** A word that is not English and not a known kind of non-name: the mark of a coined name ("Lumio", "Zappa"). */
export function isCoined(word: string): boolean {
  const w = lower(word).replace(/['’]s$/, '');
  if (w.length < 3 || /^\d/.test(w)) return false;
  return !isEnglish(w) && !isNonNameWord(w) && !isFirstName(w) && !isPlace(w);
}

/** A capitalised word that can only be a name: coined or camel-cased ("Lumio", "CloudNest"), not a code. */
export function isNameLikeToken(t: { core: string; allCaps: boolean; innerCap: boolean; markSymbol: boolean }): boolean {
  return (t.innerCap || t.markSymbol || !isEnglish(t.core)) && !isCodeLike(t);
}

/**
 * "Crumb & Cardamom", "Rivet & Rye": capitalised words paired by an ampersand, the way small businesses name
 * themselves; "Health & Safety", "Q2 & Q3" are headings and jargon, "New & Noteworthy" praise, not names.
 */
export function isAmpersandPair(name: string): boolean {
  const sides = name.split(/\s*&\s*/);
  if (sides.length !== 2) return false;
  const words = sides.flatMap((side) => side.split(/\s+/));
  return (
    words.length >= 2 &&
    words.length <= 4 &&
    words.every((w) => /^\p{Lu}/u.test(w) && !isHeadingWord(w) && !isJargonOrCalendar(w) && !isFunctionWord(w) && !isDescriptiveWord(w))
  );
}
