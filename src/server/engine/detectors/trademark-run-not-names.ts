// Runs of capitalised words that name no business by their own words: an amount, an institution, an adverb, a numbered
// clause, an adjective made of a name, an eponym of a condition.
import { currencyCodes } from './trademark-context.ts';
import type { WordToken } from './trademark-text.ts';
import { isEnglish } from './trademark-words.ts';

const currency = new RegExp(`^(?:${currencyCodes})$`, 'i');
const amountWord = /^(?:Hundred|Thousand|Million|Billion|Lakhs?|Crores?|HUNDRED|THOUSAND|MILLION|BILLION)$/;
const institution = /^(?:University|Universidad|Universidade|Université|Universität|Università|Institute|Institut|Instituto|College|Hospital|Polytechnic)$/;
const adjectiveCompound = /^\p{Lu}[\p{L}\d]*-(?:\p{Ll}{2,}ed|led|run|made|free|friendly|style|like|owned|based|grown|born|bred|only|ready|proof|safe)$/u;
const eponymousCondition = /^(?:Parkinson|Alzheimer|Crohn|Huntington|Asperger|Hodgkin|Tourette|Raynaud|Addison|Cushing|Meniere)$/;

/** Whether the run, read with the words right after it, is something other than a name of a business or product. */
export function namesNoBusiness(run: readonly WordToken[], after: string): boolean {
  const first = run[0]!;
  const last = run[run.length - 1]!;
  // "a loan of Forty-Five Thousand Ghana Cedis": an amount in words.
  if (run.some((t) => amountWord.test(t.core))) return true;
  // "Kyung Hee University", "¹Department of Food Science": a university, a hospital or an author's affiliation.
  if (institution.test(last.core) || (/^(?:Department|Faculty|School|Graduate)$/.test(first.core) && /^\s+(?:of|School\s+of)\b/.test(after))) return true;
  // "IITM Incubation Cell", "Pre-Incubation Programme": the programme a founder joins, not the founder's business.
  if (run.some((t) => /^(?:pre-)?(?:incubation|incubator|accelerator)s?$/i.test(t.core))) return true;
  // "Technically, our app is ...": an adverb opening a sentence.
  if (run.length === 1 && first.initial && /^\p{Lu}\p{Ll}+ly$/u.test(first.core) && isEnglish(first.core) && /^,/.test(after)) return true;
  // "Ksh 2 more per litre": a currency before its amount.
  if (run.length === 2 && currency.test(first.core) && /^\d/.test(run[1]!.core)) return true;
  // "Resolution 3.1", "Article 12": a numbered part of minutes or a contract.
  if (run.length === 2 && /^(?:Resolution|Motion|Article|Clause|Annex|Exhibit)$/i.test(first.core) && /^\d/.test(run[1]!.core)) return true;
  // "Ahpra-registered physios", "a Deaf-led team": a name made into an adjective describes, it does not name.
  if (run.length === 1 && adjectiveCompound.test(first.core)) return true;
  // "Crohn's disease", "Parkinson's", "Glauber's salt": an eponym of a condition or a chemical is science, not a brand.
  const eponymOf = /^\s+(?:disease|syndrome|disorder|law|rule|salt|reagent|principle|theorem|equation|constant)\b/i;
  if (/^['’]s\b/.test(after) ? eponymOf.test(after.slice(2)) : /['’]s$/i.test(last.text) ? eponymOf.test(after) : /^\s+(?:disease|syndrome)\b/i.test(after)) return true;
  // "people with arthritis or Parkinson's": the conditions named after a person stand alone too.
  if (run.length === 1 && /['’]s$/.test(first.text) && eponymousCondition.test(first.core.replace(/['’]s$/, ''))) return true;
  return false;
}
