import {
  appositionAfter,
  appositionBefore,
  atBefore,
  copulaAfter,
  describedAfter,
  foundedAfter,
  productMadeVerb,
  kindApposition,
  kindBefore,
  legalAfter,
  listAfter,
  namingBefore,
  offerBefore,
  openedAtPlace,
  openingBefore,
  ourBefore,
  thirdPartyHint,
  tradingAsBefore,
  weAfter,
  withoutTrailingNames,
} from './trademark-context.ts';
import { romanceCopulaAfter } from './trademark-romance.ts';
import { strongSignals, type Mention, type Raw, type Signal } from './trademark-mention-types.ts';
import { namesAPerson } from './trademark-run-person.ts';
import { namesNoBusiness } from './trademark-run-not-names.ts';
import { thirdPartyOf, underTheNameOf, writerRuns } from './trademark-run-owner.ts';
import { isTitle } from './trademark-title.ts';
import { kindFollowing } from './trademark-kind-after.ts';
import { boughtServiceAfter, isPairOfPeople, leaderAfterName, leaderInBrackets, paidBefore, personBefore } from './trademark-people.ts';
import { sliceSentence } from './trademark-text.ts';
import { isCodeLike, isEnglish, isFirstName, isFunctionWord, isJobTitle, isNonNameWord, isPlace, lawNoun } from './trademark-words.ts';

// "my first picture book, *The Lighthouse Cat*": the title of one work is no mark (titles of series and games are).
const singleWorkBefore = /\b(?:book|novel|album|film|poem|song|painting)\s*(?:[,:–—-]\s*)?(?:["“'‘*_]*(?:the|a|an)\s+)?["“'‘*_]*$/i;

/** "The GT85 brand", "the ZX product line": what follows says the word is a brand. */
const brandAfter = /^\s*(?:brand|brands|brand name|product line|product family|family of products)\b/i;
/** "the new collection Marés", "my new range Tidal": a line the writer launches, named right after its kind. */
const newLineBefore = /\b(?:the|my|this|a)\s+new\s+(?:collection|range|line|series|blend|flavou?r|edition|model)\s*["“'‘]?$/i;
/** "Kerry Dunn started", "I set up", "we founded": the founding verb right before a name, said by or of a person. */
const startedBefore = /\b(?:(?:co-?)?founded|started|set\s+up)\s+$/i;
/** "with Mereana Hohaia, co-founder of": the business a founder the text introduces founded. */
const founderOfBefore = /\b(?:co-?)?founders?(?:\s+(?:and|&)\s+(?:ceo|cto|coo|md|director|head\s+brewer|brewer|chef|owner))?\s+of\s*$/i;

/** "..., and Harlow Studio is", "...; Mariel is": a clause opens here, and may say what a name is. */
// "..., and X is", "...; X is", and a short label opening the line: "What it is: X is a YouTube channel".
// A clause opens after ", and", ";", a label and its colon, or a bold lead-in that ends a sentence ("**b) Book Bus.** ").
// (The emphasis reaches here as spaces: a full stop and two spaces or more.)
const clauseOpens = /(?:,\s*and|;|[.!?:](?:\s*[*_]{1,2}|\s{2}))\s*$|^\s*(?:[-*•]\s*)?\p{L}[\p{L}\s'’]{0,30}:\s*$/iu;

const lawAfter = new RegExp(String.raw`^\s*(?:\p{Lu}[\p{L}-]*\s+){0,3}(?:${lawNoun})\b`, 'u');

const landform = /^(?:River|Gorge|Valley|Lake|Creek|Canyon|Peninsula|County|Mountains|Islands|Bay|Delta|Basin)$/;


/** "Bloom: a small bouquet", "Bloom - our bouquet": a label followed by the description of a thing. */
const describedLabel = /^\s*(?:[:–—]|\s-\s)\s*(?:a|an|the|our|one|each|every)\s/i;

/** "Weekly Bloom: a small bouquet": a list label. */
export const labelAfter = /^\s*(?:[:–—]|\s-\s)/;

// Cheap gates before the costly patterns: most runs have none of these words near them.
const namingHint = /call|nam|mark|start|open|set up|dub|brand|christen|known|trad|d\/b\/a|dba|business|compan|start-?up|spin|sold|licens|operat|market|under|\bwe|introduc|meet|launch|welcome|here\s+from|found|incorporat|regist|[:\-–—]\s*["“'‘]?\s*$/i;

// "what you can sell under Kansas food rules": a regime the goods are sold under, not a name they are sold by.
const regimeAfter = /^\s+(?:[\p{Ll}-]+\s+)?(?:rules?|laws?|regulations?|codes?|standards?)\b/u;

// What follows a quoted name whose registration is weighed: '" is registered', '" and "Gannet IPA" are not registered'.
const registeredAfter = /^["”](?:\s*(?:,|and)\s*["“][^"”]{1,40}["”])*\s+(?:is|are|was|were|has been|have been)\s+(?:not\s+|already\s+|now\s+|only\s+)?(?:registered|trade-?marked|filed)\b/i;
const offerField = /^[\s*_#>-]*(?:our\s+)?(?:products?|services?|brands?|product\s+lines?)(?:\s*\(s\))?[*_]*\s*:/i;

export function readRun(raw: Raw, people: Set<string>): Mention | undefined {
  const { sentence, run, heading, legal: legalInRun } = raw;
  const first = run[0]!;
  const last = run[run.length - 1]!;
  // The words that matter sit next to the name; bounding the context keeps the patterns linear on long sentences.
  const before = sliceSentence(sentence, Math.max(sentence.start, first.start - 90), first.start);
  const after = sliceSentence(sentence, last.end, Math.min(sentence.end, last.end + 160));
  const end = /['’]s$/i.test(last.text) ? last.end - 2 : last.end;
  const exact = sentence.text.slice(first.start - sentence.start, end - sentence.start);

  // Two people, or a business the company pays: skipped here and wherever the text names them again.
  if (isPairOfPeople(exact) || (run.length <= 3 && paidBefore.test(before))) {
    for (const t of run) people.add(t.core.toLowerCase());
    return undefined;
  }
  if (namesNoBusiness(run, after)) return undefined;
  const nameLike = run.some((t) => !isCodeLike(t) && !isEnglish(t.core) && !isNonNameWord(t.core) && !isPlace(t.core) && !isFirstName(t.core));
  // A genus before its species ("Pseudomonas aeruginosa", "*Varroa destructor*") is science, not a brand, and stays
  // so where the text uses it alone ("Varroa mites"): like a person's name, it is skipped everywhere.
  const species = after.match(/^\s+(\p{Ll}{4,})\b/u);
  if (run.length === 1 && species && !isEnglish(species[1]!) && /(?:a|us|is|ae|i|um|ii|or|ensis|ans|ens|ata|orum|oides)$/.test(species[1]!)) {
    people.add(first.core.toLowerCase());
    return undefined;
  }
  const signals = new Set<Signal>();
  let namesBusiness = false;
  let kind: string | undefined;
  const listed = withoutTrailingNames(before);
  // ® says the mark is registered already. Founders' plans put it on the brands they stock, use or compete with, never
  // on their own names in the corpus (0 of some 1,600), so it presents nothing as the plan's own; ™ claims a name.
  if (run.some((t) => t.registered)) signals.add('registered');
  else if (run.some((t) => t.markSymbol)) signals.add('symbol');
  const near = before.slice(-60);
  const mayName = namingHint.test(near);
  const mentionsOur = /\bour\b/i.test(before);
  // "through his business, Kuni Bora Briquettes": a profile written about the founder.
  const mentionsOwner = mentionsOur || /\b(?:my|his|her|their)\b/i.test(before);
  // "we call OpenAI's model", "an enzyme we call TL-Ub48 internally": calling a service or a lab code is no naming.
  // "a dog called Chile": a pet's name is no mark.
  const petName = /\b(?:dog|cat|puppy|kitten|horse|pony|donkey|goat|parrot|pet)s?\s+(?:called|named)\s*["“'‘]?$/i.test(near);
  if (petName) return undefined;
  // "There's already a bus route called "Loop Line"", "Somebody on Instagram is running an account called X": what
  // someone else has is called so, not named by the writer.
  const calledElsewhere = /\b(?:already|another|somebody|someone)\b[^.;!?]{0,50}?\b(?:called|named)\s*["“]?$/i.test(before);
  const callsOther = calledElsewhere || (/\bcall(?:\s+the)?\s*$/i.test(near) && (/['’]s$/i.test(last.text) || /^\s+(?:internally|api|apis|model|models|endpoints?)\b/i.test(after) || run.some((t) => /\d/.test(t.core))));
  if (mayName && !callsOther && !regimeAfter.test(after) && (namingBefore.test(near) || namingBefore.test(listed.slice(-60)))) {
    signals.add('naming');
    kind = kindBefore(listed);
  } else if (((mentionsOwner && appositionBefore.test(before) && !singleWorkBefore.test(before)) || newLineBefore.test(before)) && (!listAfter.test(after) || /\bare\s*["“'‘]?$/i.test(before))) {
    signals.add('apposition');
    kind = kindBefore(before);
  }
  // The writer presents it as theirs: "under the X name", "this is Mwansa from X", "opening Waggle Yard, a dog daycare",
  // "on my own as Green Light Driving".
  const underTheName = underTheNameOf(before, after);
  const runsIt = writerRuns(run, exact, before, after);
  const openedThere = openedAtPlace.before.test(before) && openedAtPlace.after.test(after);
  if (!signals.has('naming') && (underTheName || runsIt || openedThere || (openingBefore.test(before) && kindApposition.test(after)) || tradingAsBefore.test(before))) {
    signals.add('naming');
    kind ??= runsIt ? 'business' : kindApposition.exec(after)?.[1];
  }
  if (/["“'‘]$/.test(before) && /^["”'’]/.test(after) && run.length <= 3) {
    signals.add('quoted');
    // '"Halfmoon Brewing" is registered in Ireland only. "Low Tide Lager" and "Gannet IPA" are not registered': names
    // whose registration the text weighs are the text's own.
    if (registeredAfter.test(after)) signals.add('naming');
  }
  if (legalInRun || legalAfter.test(after)) signals.add('legal');
  const following = kindFollowing(run, before, after, nameLike);
  for (const sig of following.signals) signals.add(sig);
  kind ??= following.kind;
  const ka = following.kindNoun;
  if (mentionsOur && ourBefore.test(before) && (ka || nameLike || /["“'‘]$/.test(before))) signals.add('our');
  // "I'm Jenna Harlow, and Harlow Studio is my photography business": a clause may open after "and".
  if ((first.initial || clauseOpens.test(before) || /(?:^|[.!?:]\s)\s*(?:the|our)\s+$/i.test(before)) && !heading) {
    const romance = after.match(romanceCopulaAfter);
    const cop = after.match(copulaAfter) ?? romance;
    // "Lana Austral es un taller": a business, though its first word is a given name the title was read as a person's.
    if (romance) namesBusiness = true;
    if (cop) {
      signals.add('copula');
      kind = cop[1];
    }
    const founded = foundedAfter.exec(after);
    if (founded) {
      signals.add('founded');
      // "Prolia was launched in 2010", "the X was designed for": things are launched and designed, firms founded.
      if (productMadeVerb.test(founded[1]!)) kind ??= 'product';
    }
  }
  if (atBefore.test(before) && weAfter.test(after)) signals.add('at');
  // "with Mereana Hohaia, co-founder of Haunui Brewing": the founder the text introduces founded this business.
  if (founderOfBefore.test(before) && thirdPartyHint(before) === undefined) signals.add('founded');
  // "How HeatLoop works": the text explains the thing it makes.
  if (/\bhow\s+$/i.test(before) && /^\s+works?\b/i.test(after)) signals.add('described');
  // "they make up the Albufera Collection": a capitalised "Collection" closes the name of a line of goods (not "Range": mountains are ranges too).
  if (run.length >= 2 && /^Collection$/.test(last.core) && !isFunctionWord(first.core)) signals.add('listed');
  // "Kerry Dunn started Little Paddlers in 2014", "I set up Kettle & Co back in 2019": what a person founded in a year,
  // told where a text introduces itself (deep in a report, "we founded TJ Maxx in 1976" is the story of a chain).
  if (sentence.index < 12 && startedBefore.test(before) && /^\s+(?:back\s+)?in\s+(?:\d{4}|the\s+(?:spring|summer|autumn|fall|winter))\b/i.test(after) && thirdPartyHint(before) === undefined) signals.add('founded');
  // "Rafael Souza (CEO, Troco)": the business a founder's role names in brackets is the one they run, not a person.
  // Not a department ("Co-founder, Production"): a single plain word is a role's area, not a business.
  const employer =
    ((leaderInBrackets.test(before) && /^\s*\)/.test(after)) || (leaderAfterName.test(before) && /^\s*(?:$|[.;(|·•—–-])/.test(after))) && !(run.length === 1 && isEnglish(first.core));
  if (employer) signals.add('founded');
  const app = after.match(appositionAfter);
  if (app) {
    signals.add('apposition');
    kind ??= app[1];
  }
  if (describedAfter.test(after)) signals.add('described');
  // "Weekly Bloom: a small bouquet" labels a product; "Payers: Medicaid, ...", "Staff: two midwives" label a topic:
  // a single plain word is a name there only when a description of a thing follows.
  const topicLabel = run.length === 1 && isEnglish(first.core) && !first.innerCap && !first.allCaps && !describedLabel.test(after);
  if (raw.ownSection && !heading && !topicLabel && !/\p{L}/u.test(before) && labelAfter.test(after) && run.length <= 4) {
    signals.add('listed');
    kind ??= raw.ownSection;
  }
  // "**Product(s):** KoloPay (agent app), Kolo Circles (savings groups)": a form's field listing what it sells, each
  // name with what it is in brackets.
  if (run.length <= 4 && /^\s*\(/.test(after) && offerField.test(sentence.text)) {
    signals.add('listed');
    kind ??= 'product';
  }
  if (offerBefore.test(listed)) signals.add('offered');
  if (/['’]s$/i.test(last.text)) signals.add('possessive');
  if (!first.initial && !heading) signals.add('midSentence');
  if (isTitle(raw, before, after)) signals.add('title');
  if (raw.signature) signals.add('signature');

  // People: "Sarah Chen, CTO", "Dr. Patel", "founded by Maria Lopez". Remember their names to skip them elsewhere.
  // A name the plan presents as a business ("a coffee shop called Austin Roasters") is not a person.
  // "Our co-founder Dana Whitcombe": the role before the name makes "our" and the apposition point at a person.
  const role = run.length <= 3 && personBefore.test(before) && !employer;
  const presented = ['naming', 'symbol', 'legal', 'copula', 'apposition', 'kindAfter', 'our', 'founded', 'signature'].some(
    (sig) => signals.has(sig as Signal) && !(role && (sig === 'our' || sig === 'apposition')),
  );
  // "Ferne & Flour", "Salt & Stone": two words joined by "&" that are not both given names name a business, whatever
  // given name opens them (isPairOfPeople has taken the two people).
  const joined = /\s&\s/.test(exact);
  if (!joined && namesAPerson({ run, before, after, listed, signals, employer, presented, opensClause: first.initial || clauseOpens.test(before) })) {
    for (const t of run) people.add(t.core.toLowerCase());
    return undefined;
  }
  if (run.length === 1 && isJobTitle(first.core)) return undefined;
  // "an app called Consignr that we pay $149/month for": a service the business buys, however it is introduced.
  if (boughtServiceAfter.test(after)) return undefined;
  // "Manitoba's Franchises Act": the jurisdiction that made a law.
  if (/['’]s$/i.test(last.text) && lawAfter.test(after)) return undefined;
  // "Columbia River Gorge", "Damariscotta River": a named landform is a place unless the text presents it as its own.
  if (!presented && run.length >= 2 && landform.test(last.core)) return undefined;

  const explicit = signals.has('naming') || signals.has('symbol') || signals.has('legal') || signals.has('title');
  const strong = explicit || [...signals].some((s) => strongSignals.has(s));
  // Places, codes and words that are never names on their own, unless the plan explicitly names something so.
  // A code-like name ("GT85", "TIONA") counts when the text presents it as a name or a brand, not when it is used.
  // Not an initial ("formerly known as E. I. ..."): three letters or digits at least.
  const presentedAsName = (explicit || brandAfter.test(after)) && exact.replace(/[^\p{L}\p{N}]/gu, '').length >= 3;
  // A place in the title ("Meal kit idea — Sacramento") is still a place.
  const titleOnly = signals.has('title') && !signals.has('naming') && !signals.has('symbol') && !signals.has('legal');
  if ((!explicit || titleOnly) && (isPlace(exact) || run.every((t) => isNonNameWord(t.core) || (isCodeLike(t) && !presentedAsName) || isPlace(t.core)))) return undefined;
  if (!presentedAsName && run.every((t) => isCodeLike(t))) return undefined;
  if (!strong && run.some((t) => isPlace(t.core)) && !nameLike) return undefined;
  if (!(signals.has('naming') || signals.has('symbol') || namesBusiness) && run.every((t) => people.has(t.core.toLowerCase()))) return undefined;

  const third = thirdPartyOf({ sentence, run, before, after, signals, explicit, thirdSection: raw.thirdSection });
  return {
    key: raw.key,
    surface: exact.replace(/\s*(?:™|®|℠)/g, ''),
    start: first.start,
    end,
    sentence,
    tokens: run,
    signals,
    kind,
    third,
    heading,
    initial: first.initial,
    nameLike,
  };
}
