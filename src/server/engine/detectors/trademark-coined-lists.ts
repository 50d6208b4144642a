import type { EngineContext, Sentence } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import type { Mention } from './trademark-mention-types.ts';
import { listedCandidate, othersCue, plausibleBrand, runs, speaksOfOthers } from './trademark-brand-lists.ts';
import { withoutTrailingNames } from './trademark-context.ts';
import type { WordToken } from './trademark-text.ts';
import { isFirstName, isNameLikeToken, isPlace } from './trademark-words.ts';


// The sentence speaks of the business's own offer: "our", "we", "the Company's".
// Case matters: "the Company" is how a filing names itself, "the company" is often someone else.
const ownVoice = /\b(?:[Oo]ur|[Ww]e|OUR|WE|the Company(?:['’]s)?)\b/;
// Words that make a list someone else's: what the business works with, sells through, or is compared to.
const othersVoice =
  /\b(?:integrat\w*|compatible|connects?|sync\w*|marketplaces?|platforms? (?:such as|like|including)|stores? (?:such as|like|including)|apps? (?:such as|like)|networks? (?:such as|like)|versus|vs\.?|against|instead of|replac\w*|brands? (?:such as|like) (?:those|the)|owned by|third[- ]part\w*|media|press|featured|investors?|backed|funded|advis\w*|use|uses|using|built (?:on|with)|powered by|runs on|hosted|tools?|stack|vendors?|grants?|donors?|donations?|foundations?|sponsor\w*|budget|languages?|President|Chairman|Manager|Director|Officer|CEO|CTO|CFO|COO)\b/i;
// A sentence about the business's range ("products include", "the X family"): its coined names are its own.
const rangeVoice = /\b(?:includ\w*|such as|brands?|products?|portfolio|family|families|lines?|series|offerings?|solutions?|treatments?|systems?)\b/i;
// The few words just before a list that hand it to someone else: "with X, Y", "on X and Y", "than X".
// "a blend of Tempranillo, Syrah and Grenache" lists what goes into a product, "our portfolio of X, Y" its range.
const handedOver =
  /(?:\b(?:with|on|through|via|from|than|like|by|to|at|for)|(?<!\b(?:brands|portfolio|family|families|line|lines|series|range|products))\s+of)\s*$/i;
// Only list punctuation, an optional mark symbol and a short parenthesis between two items.
// Read on the gap with its spaces collapsed (see listChains), so no two quantifiers can trade characters.
const listGap = /^[®™]?(?: ?\([^()]{0,60}\))? ?(?:,|;|\/|,? ?(?:and|or|as well as))(?: the)?$/i;
// A row of goods, each a name with a few lower-case words saying what it is: "Zentrafol exterior coatings, Quivaro
// floor sealant and Pellaxin primers". Read on the same collapsed gap; a leading separator lets a plain generic
// item stand between two named ones ("...; acrylates; Quivaro ...").
const describedGap = /^(?:[,;] )?(?:\p{Ll}[\p{L}\p{N}-]* ){0,5}\p{Ll}[\p{L}\p{N}-]*(?:,|;|,? and|,? or)(?: the)?$/u;

// "St. Petersburg", "Fort Myers": a word after a place prefix names a place.
const placePrefix = /\b(?:St|Ste|Saint|Mt|Mount|Fort|Ft|Port|San|Santa|Los|Las|Lake)\.?\s+$/;

const nameLike = (run: WordToken[]) => run.some(isNameLikeToken);

// "products, including", "nutritional products used in hospitals, including": the kind of goods, a few words apart.
const itemIntro = /\b(?:products|brands|medicines|drugs|therapies|treatments|vaccines|solutions|systems|instruments|tests|assays|platforms|offerings|lines|portfolios?|famil(?:y|ies)|franchises)\b(?:[^.;:,]{0,60},)?\s+including\s*(?:the\s+)?$/i;
// "Parkinson's disease", "Rossi V, Okafor K": an eponym of a condition or an author with initials, not a product.
const notAnItem = /^(?:['’]s\b|\s+(?:disease|syndrome|disorder|dementia|body|anemia|anaemia)\b|\s+\p{Lu}{1,3}\b[,.])/u;

function introducedAsItem(ctx: EngineContext, m: Mention): boolean {
  return itemIntro.test(withoutTrailingNames(ctx.text.slice(Math.max(m.sentence.start, m.start - 200), m.start)));
}

function startsWithBullet(ctx: EngineContext, sentence: Sentence): boolean {
  const lineStart = ctx.text.lastIndexOf('\n', sentence.start - 1) + 1;
  return sentence.start - lineStart <= 6 && /[•·▪◦●]/.test(ctx.text.slice(lineStart, sentence.start));
}

/** A bullet item of a list whose lead-in ("Our competitors include:") does not hand it to others. */
function ownBullet(ctx: EngineContext, sentence: Sentence): boolean {
  if (!startsWithBullet(ctx, sentence)) return false;
  let i = sentence.index - 1;
  while (i > 0 && sentence.index - i < 40 && startsWithBullet(ctx, ctx.sentences[i]!)) i--;
  const lead = ctx.sentences[i]?.text ?? '';
  return !speaksOfOthers(lead);
}

/** The longest chains of capitalised runs that stand in one list ("Zentrafol, Quivaro, Pellaxin and Durovex"). */
function listChains(sentence: Sentence, sentenceRuns: WordToken[][], gapTest: RegExp = listGap): WordToken[][][] {
  const chains: WordToken[][][] = [];
  let chain: WordToken[][] = [];
  for (const run of sentenceRuns) {
    const prev = chain.at(-1);
    const gap = prev ? sentence.text.slice(prev.at(-1)!.end - sentence.start, run[0]!.start - sentence.start) : '';
    if (prev && gapTest.test(gap.split(/\s+/).join(' ').trim())) chain.push(run);
    else {
      if (chain.length >= 2) chains.push(chain);
      chain = [run];
    }
  }
  if (chain.length >= 2) chains.push(chain);
  return chains;
}

// "¹Department of Food Science and Biotechnology, Kyung Hee University": the authors' affiliations, not a list of goods.
const affiliationLine = /[¹²³⁴⁵⁶⁷⁸⁹]\p{Lu}|\b(?:Department|Faculty|School)\s+of\b[^.;\n]{0,80}\b(?:University|Institute|College|Hospital)\b/u;

/**
 * Coined names the business lists as its own offer ("our portfolio includes Zentrafol, Quivaro and Pellaxin"): a
 * list of two or more coined names in the business's own voice, not handed to a partner, platform or competitor.
 * Each becomes a candidate of its own, as weak as a name listed under a brand cue.
 */
export function withCoinedLists(ctx: EngineContext, candidates: NameCandidate[], mentions: readonly Mention[], thirdSections: ReadonlySet<number>): NameCandidate[] {
  const known = new Set(candidates.map((c) => c.key));
  // Only names the mention reader kept as possibly the plan's own there: people, places and others' names are out.
  const readAsOwn = new Map(mentions.filter((m) => !m.third && !m.heading).map((m) => [m.start, m]));
  // "products, including Pellaxin": "including" makes a name possibly someone else's; in a sentence about the range
  // that names three or more coined things, it introduces the items.
  const readAsItem = new Set(mentions.filter((m) => !m.heading && (!m.third || (m.third === 'weak' && introducedAsItem(ctx, m)))).map((m) => m.start));
  const added: NameCandidate[] = [];
  for (const sentence of ctx.sentences) {
    if (thirdSections.has(sentence.index) || othersCue.test(sentence.text) || othersVoice.test(sentence.text) || affiliationLine.test(sentence.text)) continue;
    // A bullet item continues the sentence that introduced the list ("Our principal products are:").
    const own = ownVoice.test(sentence.text) || ownBullet(ctx, sentence);
    const sentenceRuns = runs(sentence);
    const coined = sentenceRuns.filter((run) => nameLike(run) && readAsItem.has(run[0]!.start));
    // Many coined names in a sentence about the range: each is a product ("including Pellaxin, for ...; Durovex ...").
    const range = coined.length >= 3 && own && rangeVoice.test(sentence.text) ? [coined] : [];
    // Rows of described goods: only their coined names, and at least three of them in a row.
    const described = listChains(sentence, sentenceRuns, describedGap).map((chain) => chain.filter(nameLike));
    for (const chain of [...range, ...listChains(sentence, sentenceRuns), ...described]) {
      const read = chain === range[0] ? readAsItem : readAsOwn;
      const names = chain.filter(nameLike).length;
      if (names < 2 || (!own && names < 4) || (described.includes(chain) && names < 3)) continue;
      const before = sentence.text.slice(0, chain[0]![0]!.start - sentence.start);
      if (handedOver.test(before)) continue;
      for (const run of chain) {
        const single = run.length === 1 && nameLike(run) && !isPlace(run[0]!.core) && !isFirstName(run[0]!.core);
        if (!read.has(run[0]!.start) || (!plausibleBrand(run, sentence) && !single)) continue;
        if (placePrefix.test(ctx.text.slice(Math.max(0, run[0]!.start - 8), run[0]!.start))) continue;
        if (notAnItem.test(ctx.text.slice(run.at(-1)!.end, run.at(-1)!.end + 12))) continue;
        const candidate = listedCandidate(ctx, run, sentence, known, { nameLike: nameLike(run) });
        if (candidate) added.push(candidate);
      }
    }
  }
  return [...candidates, ...added];
}
