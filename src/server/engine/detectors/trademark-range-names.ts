import type { EngineContext } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import type { Mention } from './trademark-mention-types.ts';
import { listedCandidate, othersCue, plausibleBrand, runs, speaksOfOthers } from './trademark-brand-lists.ts';

// "the Zentrafol family of ...", "our Quivaro series", "under the Pellaxin brand", "Durovex-branded products".
const rangeBefore = /\b(?:the|our|its)\s$/i;
const rangeAfter = /^(?:-branded\b|\s(?:brand(?: name)?|family|series|product line|line of)\b)/i;
// A range that is someone else's: "the Bibrano brand owned by ...", "manufactured by", "of Kestova Inc.".
const ownedElsewhere = /^[^.;]{0,40}?\b(?:owned|made|manufactured|marketed|sold|licensed|distributed|developed)\s+by\b/i;

/**
 * A name the text presents as the head of a range ("The Zentrafol family of products represents our line of ...",
 * "we market under the Quivaro brand"): a singular range word right after "the", "our" or "its" plus the name, in a
 * sentence that is not about competitors, partners, licences or acquisitions. Weighted like a listed name.
 */
export function withRangeNames(ctx: EngineContext, candidates: NameCandidate[], mentions: readonly Mention[], thirdSections: ReadonlySet<number>): NameCandidate[] {
  const known = new Set(candidates.map((c) => c.key));
  const readAsOwn = new Set(mentions.filter((m) => !m.third && !m.heading).map((m) => m.start));
  const added: NameCandidate[] = [];
  for (const sentence of ctx.sentences) {
    if (thirdSections.has(sentence.index) || !/\b(?:brand|famil|series|line\b)/i.test(sentence.text)) continue;
    if (speaksOfOthers(sentence.text)) continue;
    for (const whole of runs(sentence)) {
      // "The Zentrafol family": an opening article is not part of the name.
      const run = whole.length > 1 && /^(?:the|our|its)$/i.test(whole[0]!.core) ? whole.slice(1) : whole;
      const start = run[0]!.start;
      const end = run.at(-1)!.end;
      // "the Companys brand" (an extraction that lost the apostrophe): the company's own word, not a name.
      if (!readAsOwn.has(start) || !plausibleBrand(run, sentence) || /^compan(?:y|ys|ies)$/i.test(run[0]!.core)) continue;
      if (run === whole && !rangeBefore.test(ctx.text.slice(Math.max(sentence.start, start - 5), start))) continue;
      // A lead-in such as "Competition:" hands what follows to others, capitalised or not.
      if (othersCue.test(ctx.text.slice(sentence.start, start))) continue;
      const after = ctx.text.slice(end, end + 60);
      if (!rangeAfter.test(after) || ownedElsewhere.test(after)) continue;
      // "The Okafor family runs the bakery" is people; "the Zentrafol family of products", "the ZENTRA family" a range.
      if (/^\sfamily\b(?!\s+of\b)/i.test(after) && !run.some((t) => t.allCaps || t.innerCap)) continue;
      const candidate = listedCandidate(ctx, run, sentence, known);
      if (candidate) added.push(candidate);
    }
  }
  return [...candidates, ...added];
}
