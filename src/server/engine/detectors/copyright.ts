import type { Detector, EngineContext, Recommendation } from '../types.ts';
import { findingId, sentenceEvidence } from '../context.ts';
import { timelineAndCostByType } from '#shared/rules/ratings.ts';
import { workCorePattern, type WorkGroup } from '../lexicons/copyright-works.ts';
import { findWorks, groupHasGap, type WorkGroupFinding } from './copyright-finder.ts';
import { quoteAround } from '../text/noun-phrases.ts';
import { isEnglish } from './trademark-words.ts';

const groupLabel: Record<WorkGroup, string> = {
  software: 'software',
  content: 'written and audiovisual content',
  design: 'visual designs and artwork',
};

/** The company's original works, one finding per kind: software, content, visual design. */
export const detectCopyrights: Detector = (ctx: EngineContext) =>
  findWorks(ctx).map((g) => recommend(g, ctx.text));

// A long plan may name hundreds of works; the finding lists the first ones, the evidence shows where.
const maxWorks = 12;

const registration = 'US Copyright Office: $65 standard electronic application; $45 for one work by one author who is also the claimant';

function recommend(g: WorkGroupFinding, planText: string): Recommendation {
  const works = worksName(g, planText);
  const gap = groupHasGap(g);
  const evidenceText = g.sentences.map((s) => s.text).join(' ');
  const factors = [{ label: 'Original work fixed in a tangible form: protected from the moment it is created', effect: 70 }];
  if (g.own) factors.push({ label: "Made by the company's own team", effect: 10 });
  if (gap) factors.push({ label: 'Made by outside contributors with no written assignment: the company may not own it', effect: -25 });
  else if (g.contractors.length > 0) factors.push({ label: 'Outside contributors assigned their rights in writing', effect: 5 });
  if (g.group === 'software') factors.push({ label: "Protects the code's expression, not what the software does", effect: -5 });
  if (g.group === 'design' && /\b(?:bags?|garments?|clothing|furniture|handbags?|shoes|lamps?|products?)\b/i.test(evidenceText))
    factors.push({ label: 'Designs of useful articles are protected only for their separable artwork', effect: -5 });
  const likelihood = Math.max(5, Math.min(95, factors.reduce((t, f) => t + f.effect, 0)));

  const core = workCorePattern.test(evidenceText);
  const weight = Math.min(g.sentences.length, 3) + (core ? 2 : 0) + (g.works.length >= 3 ? 1 : 0);
  const potential = weight >= 4 ? 'high' : weight >= 2 ? 'medium' : 'low';

  const rationale: string[] = [];
  const first = g.sentences.find((s) => !g.contractors.includes(s)) ?? g.sentences[0]!;
  rationale.push(`The plan describes ${groupLabel[g.group]} the company makes: "${quoteAround(first.text, 0, 0)}"`);
  for (const c of g.contractors.slice(0, 2)) rationale.push(`Made outside the company: "${quoteAround(c.text, 0, 0)}"`);
  if (gap) {
    rationale.push(
      'Work by contractors is not a work made for hire without a signed written agreement (17 U.S.C. 101), and copyright passes only by a signed writing (17 U.S.C. 204(a)): the contractor may own it.',
    );
  }
  if (core) rationale.push('The plan treats these works as part of what it sells or what sets it apart.');

  const deposit =
    g.group === 'software'
      ? ' For software, deposit the first and last 25 pages of source code, with trade-secret parts blocked out (Copyright Office Circular 61).'
      : '';
  const register = `Register the ${works} with the ${registration}, within 3 months of publication to keep statutory damages and attorney's fees (17 U.S.C. 412).${deposit}`;
  const nextStep = gap
    ? `Get a signed written copyright assignment from the outside contributors for the ${works} (work by contractors is not work made for hire without one), then ${register.charAt(0).toLowerCase()}${register.slice(1)}`
    : register;
  const { timeline, cost } = timelineAndCostByType.copyright;
  const description =
    `Copyright protects the ${works} as original expression from the moment they are fixed: the company can stop copying, distribution, public display and derivative versions for the author's life plus 70 years (95 years from publication for works made for hire). ` +
    `Registration is needed before suing in the US and, made within 3 months of publication, keeps statutory damages ($750-$30,000 per work, up to $150,000 if wilful). Typical cost ${cost} over ${timeline}.`;
  return {
    id: findingId('copyright', g.group),
    type: 'copyright',
    name: `Copyright: ${works}`,
    description,
    rationale,
    likelihood,
    nextStep,
    potential,
    evidence: pickEvidence(g),
    likelihoodFactors: factors,
    details: { kind: 'copyright', works: [...new Set(g.works.map((w) => w.text))].slice(0, maxWorks), ownershipGap: gap },
  };
}

function pickEvidence(g: WorkGroupFinding) {
  const keep = new Set([...g.contractors.slice(0, 2), ...g.sentences]);
  return [...keep].slice(0, 6).sort((a, b) => a.index - b.index).map(sentenceEvidence);
}

function worksName(g: WorkGroupFinding, planText: string): string {
  const seen = new Set<string>();
  const names: string[] = [];
  // Specific works name the finding better than the bare kind ("software", "code", "website").
  const bare = (w: string) => /^(?:software|code|platform|apps?|content|website|engine|program|library|materials?)$/i.test(w.trim());
  const ordered = [...g.works].sort((a, b) => Number(bare(a.text)) - Number(bare(b.text)));
  for (const w of ordered) {
    if (names.length > 3) break;
    let text = w.text.replace(/^(?:the|our|a|an|its|this|these|their|all)\s+/i, '');
    const firstWord = text.split(/\s+/)[0] ?? '';
    // "Documentation under IEC 62304" opens its line: an ordinary word alone, capitalised only by its place ("Harvest
    // app" may be a brand).
    if (/^\p{Lu}\p{Ll}+$/u.test(firstWord) && (planText.includes(` ${firstWord.toLowerCase()}`) || (text === firstWord && isEnglish(firstWord))))
      text = firstWord.toLowerCase() + text.slice(firstWord.length);
    const key = text.toLowerCase().replace(/s$/, '');
    if (seen.has(key) || [...seen].some((k) => k.includes(key) || key.includes(k))) continue;
    seen.add(key);
    names.push(text);
  }
  if (names.length > 3) return `${names.slice(0, 3).join(', ')} and other ${groupLabel[g.group]}`;
  return names.length <= 1 ? (names[0] ?? groupLabel[g.group]) : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
