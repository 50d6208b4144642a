// Whose a name is: the words around it that make it a competitor's, a supplier's, a place, or the writer's own.
import { thirdPartyAfter, thirdPartyHint } from './trademark-context.ts';
import type { Mention, Signal } from './trademark-mention-types.ts';
import type { WordToken } from './trademark-text.ts';
import { followsStreetNumber, namesATown } from './trademark-towns.ts';
import { isPlace } from './trademark-words.ts';

// "Accountant: Hartley & Co": a line labelled with the role of someone the business deals with.
const othersLabel =
  /^[\s\-*•#]*(?:main\s+|key\s+|direct\s+|indirect\s+)?(?:competitors?|competition|rivals?|alternatives|incumbents|suppliers?|vendors?|partners?|investors?|advisors?|advisers?|press|customers|clients|accountants?|solicitors?|lawyers?|attorneys?|auditors?|bankers?|lenders?|landlords?|insurers?|brokers?|agronomists?|mentors?|stockists?|distributors?|wholesalers?|manufacturers?)\s*:/i;
const mayBeThirdAfter =
  /^(?:\s*['’]s|\s*,|-|\s+(?:and|or|&|is|are|was|were|remain|remains|has|dominate|dominates|lead|leads|control|controls|charge|charges|own|owns|already|offer|focus|api|apis|sdk|sdks|integration|integrations|plugin|plug-in|add-on|app|storefront|seller|sellers|store|listing|listings|ads|advertising|account|certified|partner|ecosystem|developer|developers|cloud|marketplace|fulfil\w*|prime|merchants?|users|small|business|start-?up|loans?|overdrafts?|mortgages?|credit|bank)\b)/i;
const creditAfter = /^\s+(?:small\s+|business\s+|start-?up\s+)?(?:loans?|overdrafts?|mortgages?|credit\s+cards?|bank\s+accounts?)\b/i;
const selfFounderBefore = /\b(?:i['’]m|i\s+am|my\s+name\s+is)\b[^.;!?]{0,40}?\b(?:the\s+)?(?:co-?)?founder(?:\s+and(?:\s+[\w-]{1,12}){1,3}?)?\s+of\s+$/i;
// A registered mark the words around do not present as the plan's own ("Nitrocellulose membranes come from Sartorius®").
const registeredOther = (signals: ReadonlySet<Signal>) =>
  signals.has('registered') && !(['naming', 'our', 'legal', 'copula', 'apposition', 'founded', 'title', 'at'] as const).some((sig) => signals.has(sig));

/** "I'm Bea Santos, founder of Dalisay Botanicals": the words before a name introduce it as the writer's business. */
export const foundedByWriter = (before: string): boolean => selfFounderBefore.test(before);

type RunInSentence = {
  sentence: Mention['sentence'];
  run: readonly WordToken[];
  before: string;
  after: string;
  signals: ReadonlySet<Signal>;
  /** The text presents the run as a name outright (naming, a symbol, a legal form, a title). */
  explicit: boolean;
  /** The run stands in a section about competitors or partners. */
  thirdSection: boolean;
};

/** Whether the run names someone else's business or a place, and how surely; undefined for the writer's own. */
export function thirdPartyOf({ sentence, run, before, after, signals, explicit, thirdSection }: RunInSentence): Mention['third'] {
  // "I'm Bea Santos, founder of Dalisay Botanicals": the speaker's own company, not an advisor's other one.
  // "our Fenmoor, NC facility": a town written with its state is a place, wherever it stands.
  // A signature or a byline ("by Jabuti Jogos · Recife") names the writer's own business, whatever word comes before.
  const hint = selfFounderBefore.test(before) || signals.has('signature') ? undefined : (thirdPartyHint(before) ?? (!explicit && !signals.has('signature') && (namesATown(after) || followsStreetNumber(before)) ? 'place' : undefined));
  // In a competition or partner section a sentence about "we" or "our" is about the plan itself.
  const otherSection = thirdSection && !/\b(?:we|our|us)\b/i.test(sentence.text);
  // "Competitors: A, B's sensor, and C": a line labelled with others names others throughout, not only its first item.
  const labelledOthers = othersLabel.exec(sentence.text);
  const inOthersLine = labelledOthers !== null && run[0]!.start - sentence.start >= labelledOthers[0].length;
  // A weak hint before ("approached by X") gives way to the words after that say whose it is ("X, a distributor").
  // "deploy at three Mowi sites", "on the Kwikstage sites": places another business runs (in lower case: "HEARTHCELL STORES
  // 13 KWH" is a verb).
  const runsPlaces = /^\s+(?:sites|farms|branches|outlets|stores|supermarkets|depots|plants|mills)\b/.test(after);
  // "KoloBoost loans", "FlexiSave accounts": a coined name in camel case before a credit product is the lender's own
  // product, not a bank ("Barclays loans").
  const ownCredit = run.length === 1 && run[0]!.innerCap && creditAfter.test(after);
  const othersAfter = inOthersLine || runsPlaces || ((mayBeThirdAfter.test(after) || /['’]s$/.test(run[run.length - 1]!.text)) && thirdPartyAfter.test(after) && !ownCredit);
  return hint === 'weak' && othersAfter ? 'strong' : (hint ?? (othersAfter ? 'strong' : otherSection ? 'section' : registeredOther(signals) ? 'weak' : undefined));
}

// "under the Littlewood Tiny Homes name", "through the LayMor brand".
// "Ask the lawyer about the Bayanihan Assist name – is it registrable": a name whose registration the writer weighs.
export function underTheNameOf(before: string, after: string): boolean {
  return (
    (/\b(?:under|through|with)\s+(?:the|our)\s+$/i.test(before) && /^\s+(?:brand\s+)?(?:name|brand|banner|label)\b/i.test(after)) ||
    (/\b(?:about|for|register(?:ing)?|trademark(?:ing)?|protect(?:ing)?)\s+(?:the|our)\s+$/i.test(before) && /^\s+name\b[^.;]{0,40}\b(?:registrable|registered|register|trademark|taken|available)/i.test(after)) ||
    // "I put the Kuckó Kürtős name now on the booth and on the paper bags": whoever puts a name on their things owns it.
    (/\b(?:put|puts|putting|print|printed|printing|paint|painted|stamp|stamped|use|used|using)\s+(?:the|our|my)\s+$/i.test(before) && /^\s+(?:brand\s+)?name\s+(?:(?:now|also|proudly)\s+)?on\b/i.test(after))
  );
}

// "I've been running Doyle & Sons Plumbing out of Logan for nine years", "I'm Bea Santos, founder of X": the
// writer's own business.
export function writerRuns(run: readonly WordToken[], exact: string, before: string, after: string): boolean {
  return (
    foundedByWriter(before) ||
    // "Good evening Mr Zulu, this is Mwansa from Mwamba Express": the writer says where they write from.
    // Not "this is Mwansa from Kitwe": a one-word town needs the description a business gets.
    // "This is MátRide, from Sông Lạnh Cold Chain": a pitch presents its product, and the company it comes from.
    (/\b(?:[Tt]his\s+is|[Ii]t['’]s|[Ii]\s+am|[Ii]['’]m)\s+\p{Lu}[\p{L}\d-]+(?:\s+\p{Lu}[\p{L}\d-]+)?,?\s+from\s+(?:the\s+)?$/u.test(before) &&
      ((run.length >= 2 && !isPlace(exact)) || /^\s*,\s+(?:the|a|an|our)\s/i.test(after))) ||
    (/^\W*this\s+is\s+$/i.test(before) && run.length === 1 && run[0]!.innerCap && /^(?:\s*,)?\s+from\s+\p{Lu}/u.test(after)) ||
    (/\b(?:i|we)(?:['’]ve|\s+have)\s+been\s+(?:running|operating)\s+$/i.test(before) && /^\s+(?:out\s+of|from|in|since|for)\b/i.test(after))
  );
}
