import { isKindNoun } from './trademark-context.ts';
import type { Signal } from './trademark-mention-types.ts';
import { honorificWord, pairedWithPerson, personAfter, personBefore, personCopula, personalAfter, personalThing, unknownBeforeSurname } from './trademark-people.ts';
import type { WordToken } from './trademark-text.ts';
import { isEnglish, isFirstName, isHeadingWord } from './trademark-words.ts';

/** A capitalised run and the words around it, as `readRun` has read them. */
export type RunAround = {
  run: readonly WordToken[];
  before: string;
  after: string;
  /** `before` without the names listed just ahead of the run. */
  listed: string;
  signals: ReadonlySet<Signal>;
  /** The run names the business a founder's role in brackets points at ("Rafael Souza (CEO, Troco)"). */
  employer: boolean;
  /** The words around present the run as a name of a business or a product. */
  presented: boolean;
  /** The run opens its sentence or a clause. */
  opensClause: boolean;
};

/** Whether the run names a person: the words around it say so, or a given name stands where people stand. */
// "Our brand is Doña Chela": a courtesy title may open a brand, when the text presents it as one.
const brandBefore = /\b(?:brand|label|company|business|trading name|shop|bakery|kitchen|restaurant|caf[eé])\s*(?:(?:,|:|is|will be)\s*)?["“'‘]?$/i;

export function namesAPerson({ run, before, after, listed, signals, employer, presented, opensClause }: RunAround): boolean {
  const first = run[0]!;
  const last = run[run.length - 1]!;
  // "Kenji Araki is a software engineer", "Laura Mendes was an assistant principal": a person, presented as one.
  if (run.length <= 3 && opensClause && personCopula.test(after)) {
    return true;
  }
  // "We are Hannah and Pete Lindgren": the founders introduce themselves, not a business ("We are Rosa's Kitchen").
  const weAreFounders =
    signals.has('naming') &&
    /\bwe\s+are\s*$|\bwe['’]re\s*$/i.test(listed.slice(-60)) &&
    // "we are Radu Stoica and Ioana Pop", "we are Andrei Mureșan (hardware engineer)": two full names, or a role in
    // brackets, make people of names our list of given names does not hold.
    (isFirstName(first.core) ||
      (run.length >= 2 && (/^\s+and\s+\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}/u.test(after) || /\band\s*$/.test(before) || /^\s*\(\p{Ll}/u.test(after)))) &&
    run.length <= 3 &&
    !/['’]s$/i.test(last.text) &&
    !run.slice(1).some((t) => isHeadingWord(t.core) || isKindNoun(t.core));
  if (weAreFounders) {
    return true;
  }
  // "in Dr. Yasmin Haddad's lab": a title before the name makes a person, whatever the word after it.
  // "[09:12] Linh: ok so I did the numbers": a chat line's speaker is a person.
  const speaker = /\d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?\]?(?: ?[-–])? ?$/.test(before) && /^\s*:/.test(after);
  // "Dona Cida", "Tía Rosa", "Mzee Juma": a courtesy title opens a person's name in many languages.
  // "Auntie Bisi's Kitchen": a possessive inside the run makes the whole the person's business.
  const honorific = run.length >= 2 && run.length <= 3 && honorificWord.test(first.core) && !run.some((t) => /['’]s$/i.test(t.text));
  if (run.length <= 3 && (speaker || honorific || /\b(?:mr|mrs|ms|dr|prof)\.?\s*$/i.test(before)) && !signals.has('naming') && !signals.has('legal') && !(honorific && signals.has('apposition') && brandBefore.test(before))) {
    return true;
  }
  // "the Lee Loaf, a white sourdough": people go without an article.
  const personLike =
    isFirstName(first.core) &&
    run.length <= 3 &&
    run.length >= 2 &&
    !/\bthe\s+$/i.test(before) &&
    !run.slice(1).some((t) => isHeadingWord(t.core) || isKindNoun(t.core));
  // "Contact name: Rajesh Patel": a form's name field holding a given name and a surname names a person.
  if (run.length >= 2 && run.length <= 3 && isFirstName(first.core) && /(?:^|\b(?:contact|your|full|owner['’]?s?|applicant['’]?s?|signatory|person)\s+)name\s*(?:[:\-–—]\s*)?$/i.test(before)) {
    return true;
  }
  // "Name of applicant: Rajinder (Raj) Sandhu": a form's field for a person holds a person, known name or not.
  if (run.length <= 3 && /\bname\s+of\s+(?:the\s+)?(?:applicant|owner|proprietor|contact|signatory|director|person|borrower|entrant|exhibitor)s?\s*[:\-–—]\s*$/i.test(before)) return true;
  // "Daniel is Australian": a given name alone is a person (no labelled mark in the plans is one), unless a word too.
  // "Mark wrote the bookkeeping ones", "check Mark's contract": a given name that is also a word ("Mark", "Grace")
  // is a person when it does what people do, or has what people have.
  const givenName = run.length === 1 && isFirstName(first.core) && (!isEnglish(first.core) || personalAfter.test(after) || (/['’]s$/i.test(last.text) && personalThing.test(after)));
  if (!presented && (personLike || givenName || (run.length <= 3 && (personAfter.test(after) || (personBefore.test(before) && !employer))) || (run.length === 1 && pairedWithPerson(before, after)))) {
    return true;
  }
  if (!presented && run.length === 2 && !run.slice(1).some((t) => isHeadingWord(t.core) || isKindNoun(t.core)) && !run.some((t) => t.innerCap)) {
    // "Marisol and Dev Patel": a name paired with a given name by "and" is the partner's.
    if (pairedWithPerson(before, '')) return true;
    // "Teodora Vasquez": an unknown first word before a common surname is a given name.
    if (unknownBeforeSurname(first.core, last.core)) return true;
  }
  // "From: Hira", "To: Tunde Bakare" alone on the line: the sender or the addressee of a letter. A business there comes
  // with its address or its kind ("From: Baram Studio <hello@...>", "To: Ledgerly investors").
  if (run.length <= 2 && /(?:^|\n)[\s>*]*(?:from|to|cc)\s*:\s*$/i.test(before) && /^\s*(?:\n|$)/.test(after) && !run.some((t) => t.innerCap)) return true;
  return false;
}
