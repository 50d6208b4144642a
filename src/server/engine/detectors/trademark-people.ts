// Context that shows a capitalised name belongs to a person, or to a business the company buys from: never its mark.
import { commonSurnames } from '../lexicons/trademark-surnames.ts';
import { isEnglish, isFirstName } from './trademark-words.ts';

// What people are called at work or at home: the nouns that make "our lead technician, Gavin Holt" a person.
const personNouns = [
  'co-?founder|cofounder|founder|owner|proprietor|ceo|cto|coo|cfo|cmo|cpo|chief|head|vp|svp|director|lead|president|chair\\w*',
  'manager|partner|officer|treasurer|trustee|secretary|coordinator|administrator|supervisor|foreman|principal',
  'engineer|developer|programmer|designer|scientist|researcher|technician|technologist|analyst|architect|specialist',
  'advisor|adviser|mentor|consultant|professor|lecturer|teacher|tutor|instructor|trainer|coach|teaching\\s+assistant',
  'chef|cook|baker|barista|brewer|winemaker|distiller|roaster|sommelier|bartender|butcher|fishmonger|cheesemaker',
  'nurse|doctor|physician|surgeon|dentist|hygienist|pharmacist|optician|midwife|doula|vet|veterinarian|therapist|physio\\w*',
  'psychologist|counsel+or|clinician|dietitian|dietician|nutritionist|paramedic|carer|caregiver',
  'electrician|plumber|carpenter|joiner|builder|mechanic|welder|roofer|gardener|landscaper|farmer|grower|beekeeper',
  'agronomist|economist|biologist|microbiologist|chemist|geologist|ecologist|machinist|florist|entomologist|statistician',
  'groomer|stylist|hairdresser|barber|beautician|setter|potter|artist|illustrator|animator|photographer|videographer',
  'writer|editor|copywriter|journalist|translator|interpreter|accountant|bookkeeper|lawyer|solicitor|attorney|paralegal',
  'actor|actress|narrator|singer|musician|performer|dancer|host|presenter',
  'driver|caretaker|assistant|apprentice|intern|volunteer|employee|hire|colleague|friend|helper',
  'wife|husband|son|daughter|brother|sister|mother|father|mum|mom|dad|aunt|uncle|cousin',
].join('|');
// Up to three words that qualify the noun ("a secondary maths teacher", "(electronics engineer)"), never a
// preposition or conjunction ("a platform for lead generation" is not a lead).
const qualifiers = '(?:(?!(?:for|of|to|with|in|on|by|and|or|that|which|who)\\s)[\\w-]+\\s+){0,3}?';

/** "Mark wrote the bookkeeping ones": what a given name that is also a word ("Mark", "Grace") does as a person. */
export const personalAfter = /^\s+(?:wrote|writes|said|says|thinks|thought|asked|asks|told|tells|joined|joins|left|wants|wanted|agreed|agrees|suggested|suggests|reckons|called|emailed|texted)\b/i;
/** "check Mark's contract": what such a name has as a person, after its possessive. */
export const personalThing = /^\s+(?:contract|salary|wife|husband|partner|brother|sister|mum|mom|dad|mother|father|son|daughter|role|job|desk|phone|laptop|birthday|cv|résumé|notes)\b/i;
/** "Dona Cida", "Tía Rosa", "Mzee Juma", "Officer Dana Pruitt": a courtesy or an official title that opens a person's name. */
export const honorificWord = /^(?:seu|dona|doña|dom|don|señor|señora|senhor|senhora|sra|sr|mme|madame|monsieur|herr|frau|signora|signor|tia|tio|tía|tío|auntie|aunty|mzee|bibi|hajji?|sheikh|ibu|bu|bapak|pak|mbak|kuya|ate|lola|lolo|tita|tito|nonna|nonno|abuela|abuelo|oma|opa|officer|sergeant|sgt|detective|constable|deputy|sheriff|judge|mayor|councillor|councilor|alderman|senator|governor|pastor|reverend|rabbi|imam|bishop)$/i;

/** "Sarah Chen, CTO", "Harriet Cole (theatre set designer)", "Farah Iqbal, a secondary maths teacher". */
export const personAfter = new RegExp(
  `^\\s*(?:,\\s*)?(?:(?:\\(|our\\s+|the\\s+|a\\s+|an\\s+)${qualifiers})?(?:${personNouns}|dr|phd|md|mba|rn|who\\s+(?:leads|led|has|brings|previously|spent|founded|built))\\b`,
  'i',
);
/** "our lead technician, Gavin Holt", "started in 2022 by Farah Iqbal", "Dr. Patel". */
export const personBefore = new RegExp(
  `(?:\\b(?:${personNouns}|head\\s+of\\s+\\w+|(?:led|founded|co-?founded|started|set\\s+up|established|run|owned|prepared|written|compiled|drafted|authored|signed)(?:\\s+in\\s+\\d{4})?\\s+by|in-house\\s+(?:producer|composer|musician|stylist|seamstress|tailor)|mr|mrs|ms|dr|prof|guy|gal|team|duo)\\.?\\s*(?:,\\s*)?)$`,
  'i',
);

/** "Ana Ferrer, founder, BrightLine Cleaning": a person, their role, then the business the role is in. */
export const leaderAfterName = /\p{Lu}[\p{L}'’.-]*\s*,\s*(?:[Cc]o-?[Ff]ounder|[Ff]ounder|CEO|CTO|COO|[Oo]wner|[Mm]anaging\s+[Dd]irector|MD)(?:\s*(?:&|and|\/)\s*(?:[Cc]o-?[Ff]ounder|[Ff]ounder|CEO|CTO|COO|[Oo]wner))?\s*,\s*$/u;
/** "Rafael Souza (CEO, Troco)": a leader's role in brackets points at the business. */
export const leaderInBrackets = /\(\s*(?:co-?founder|founder|ceo|cto|coo|owner|managing\s+director|md)(?:\s*(?:&|and|\/)\s*(?:co-?founder|founder|ceo|cto|coo|owner))?\s*,\s*$/i;

/** "an app called X that we pay $149/month for": a service the business buys. */
export const boughtServiceAfter = /^\s*(?:,\s*)?(?:that|which)\s+(?:we|i)\s+(?:pay|subscribe|license|licence|rent|lease|buy|bought|use)\b/i;
/** "X is a software engineer", "X was an assistant principal": a person, presented as one. */
export const personCopula =
  /^\s+(?:is|was|has\s+been)\s+(?:a|an|our|the)\s+(?:[\w-]+\s+){0,3}?(?:engineer|developer|programmer|designer|scientist|principal|teacher|nurse|chef|founder|co-?founder|ceo|cto|coo|cfo|manager|director|consultant|lawyer|attorney|accountant|doctor|physician|dentist|hygienist|chemist|architect|analyst|professor|researcher|veteran|graduate|student|mother|father|physiotherapist|therapist|pharmacist|electrician|plumber|carpenter|practitioner|draughts(?:man|person|woman)|drafts(?:man|person|woman)|farmer|baker|brewer|photographer|illustrator|writer|editor)(?=\s*(?:[,.;:()]|$|\s(?:at|with|who|from|and|for|in|by|of|turned|based)\b))/i;

/** "We paid Crestline $26,000", "we hired Brightline": a business the company pays. */
export const paidBefore = /\b(?:we|i)\s+(?:paid|pay|hired|hire|contracted|engaged|retained)\s+$/i;

/** "Rosa Delgado & Kim-Ly Tran", "Ana and Luis Ortega": two people, not a firm ("Smith & Wesson" has no first names). */
export function isPairOfPeople(exact: string): boolean {
  const sides = exact.split(/\s(?:&|and)\s/);
  return sides.length === 2 && sides.every((side) => isFirstName(side.split(/[\s-]/)[0]!));
}

/** "Hemi and Jess Walker", "Jess and Hemi": a word paired with a person by "and" is a person too (a partner, a sibling). */
export function pairedWithPerson(before: string, after: string): boolean {
  const next = /^\s+(?:and|&)\s+(\p{Lu}\p{Ll}+)(?![\p{L}'’])/u.exec(after);
  const previous = /(?:^|[\s(*])(\p{Lu}\p{Ll}+)\s+(?:and|&)\s+$/u.exec(before);
  return (next !== null && isFirstName(next[1]!)) || (previous !== null && isFirstName(previous[1]!));
}

/**
 * A person's name by its shape, known given name or not: "Rajinder (Raj) Sandhu" (a nickname in brackets), "Teodora
 * Vasquez" (an unknown first word before a common surname that is no word).
 */
export function looksLikePersonName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  if (isFirstName(words[0]!.replace(/[^\p{L}'’-]/gu, ''))) return true;
  if (/^\p{Lu}\p{Ll}+\s+\(\p{Lu}\p{Ll}+\)\s+\p{Lu}\p{Ll}+/u.test(name.trim())) return true;
  // "Akosua Mensah (Mrs.)": a courtesy title in brackets says a person.
  if (/\((?:mr|mrs|ms|miss|mx|dr|madam|sir)\.?\)/i.test(name)) return true;
  return words.length === 2 && unknownBeforeSurname(words[0]!, words[1]!);
}

/** "Teodora Vasquez": an unknown first word before a common surname that is no English word is a given name. */
export function unknownBeforeSurname(first: string, last: string): boolean {
  const [f, l] = [first.toLowerCase(), last.toLowerCase()];
  return commonSurnames.has(l) && !isEnglish(l) && !commonSurnames.has(f) && !isEnglish(f);
}
