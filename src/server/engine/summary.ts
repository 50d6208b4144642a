import { likelihoodBand } from '#shared/rules/ratings.ts';
import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { subjectOf } from './merge.ts';
import type { IpType, Recommendation } from './types.ts';

const nouns: Record<IpType, [string, string]> = {
  patent: ['patent', 'patents'],
  trademark: ['trademark', 'trademarks'],
  trade_secret: ['trade secret', 'trade secrets'],
  copyright: ['copyright', 'copyrights'],
};

/** What an empty type means, said plainly: the summary must tell when a type has nothing worth protecting. */
const nothing: Record<IpType, string> = {
  patent: 'No patent: the plan describes no concrete technical invention (a method, device, system, process or composition with a technical effect).',
  trademark: 'No trademark: the plan names no company, product or service of its own.',
  trade_secret: 'No trade secret: the plan mentions no formula, process, data, code, customer list or pricing that gives an edge by staying secret.',
  copyright: 'No copyright: the plan describes no original software, content, course, design or media of its own.',
};

const order: IpType[] = ['patent', 'trademark', 'trade_secret', 'copyright'];

function listOf(recs: Recommendation[]): string {
  const names = recs.slice(0, 3).map(subjectOf);
  const more = recs.length > 3 ? `, and ${recs.length - 3} more` : '';
  return `${names.join('; ')}${more}`;
}

export function countsOf(recs: Recommendation[]): AnalysisResult['counts'] {
  const count = (type: IpType) => recs.filter((r) => r.type === type).length;
  return { patents: count('patent'), trademarks: count('trademark'), tradeSecrets: count('trade_secret'), copyrights: count('copyright') };
}

export function summarise(recs: Recommendation[]): string {
  if (recs.length === 0)
    return `No IP protection opportunity was found in this plan. ${order.map((t) => nothing[t]).join(' ')} Add detail on the product, its technology and its names, then analyse again.`;
  const parts: string[] = [];
  const found = order.filter((t) => recs.some((r) => r.type === t));
  const total = recs.length;
  const counted = found.map((t) => {
    const of = recs.filter((r) => r.type === t);
    return `${of.length} ${nouns[t][of.length === 1 ? 0 : 1]} (${listOf(of)})`;
  });
  parts.push(`${total} IP protection ${total === 1 ? 'opportunity' : 'opportunities'} found in this plan: ${counted.join('; ')}.`);
  const disclosed = recs.filter((r) => r.details.kind === 'patent' && r.details.publicDisclosure);
  // A disclosed invention's deadline is already running: it comes first whatever its rank.
  const top = disclosed[0] ?? recs[0]!;
  const strong = recs.filter((r) => likelihoodBand(r.likelihood) === 'high').length;
  parts.push(
    `The first to act on is the ${nouns[top.type][0]} for ${withArticle(subjectOf(top))} (${top.potential} potential, ${top.likelihood}% likelihood)${
      strong > 1 ? `; ${strong} findings have a high likelihood of protection` : ''
    }.`,
  );
  if (disclosed.length)
    parts.push(
      `Time matters: the plan says ${disclosed.map((r) => `"${subjectOf(r)}"`).join(' and ')} ${disclosed.length === 1 ? 'was' : 'were'} already disclosed, so file a provisional application first, within the 12-month US grace period.`,
    );
  for (const t of order) if (!found.includes(t)) parts.push(nothing[t]);
  return parts.join(' ');
}

/** "the method for routing parcels" but "LUMIO": a common-noun subject reads with an article. */
function withArticle(subject: string): string {
  return /^[a-z]/.test(subject) && !/^(?:the|a|an|our|its|their)\s/i.test(subject) ? `the ${subject}` : subject;
}
