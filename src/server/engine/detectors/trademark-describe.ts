import { formatUsd, trademarkFees } from '#shared/rules/fees.ts';
import type { Evidence } from '../types.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import type { DistinctivenessJudgement } from './trademark-distinctiveness.ts';
import type { MarkFlags } from './trademark-flags.ts';
import type { Mention } from './trademark-mention-types.ts';
import type { NiceMatch } from './trademark-nice.ts';
import { quoteAround, sentenceEvidence } from './trademark-quote.ts';

export type TrademarkText = { name: string; description: string; rationale: string[]; nextStep: string; evidence: Evidence[] };

const usd = formatUsd;
const classList = (classes: NiceMatch[]) => {
  const nums = classes.map((c) => String(c.number));
  return nums.length <= 1 ? nums.join('') : `${nums.slice(0, -1).join(', ')} and ${nums[nums.length - 1]}`;
};

function usageReason(candidate: NameCandidate, m: Mention): string {
  const quote = quoteAround(m.sentence, m.start, m.end);
  const what = `its ${candidate.markType} name`;
  if (m.signals.has('naming')) return `The plan names ${what} "${candidate.mark}": ${quote}`;
  if (m.signals.has('symbol') || m.signals.has('registered')) return `The plan marks "${candidate.mark}" with a trademark symbol as ${what}: ${quote}`;
  if (m.signals.has('copula') || m.signals.has('founded')) return `The plan introduces "${candidate.mark}" as ${what}: ${quote}`;
  if (m.signals.has('legal')) return `The plan gives "${candidate.mark}" as a company with its legal form: ${quote}`;
  if (m.signals.has('our') || m.signals.has('apposition') || m.signals.has('at')) return `The plan calls "${candidate.mark}" its own: ${quote}`;
  if (m.signals.has('listed')) return `The plan lists "${candidate.mark}" among its products and services: ${quote}`;
  if (m.signals.has('signature')) return `The plan is signed for "${candidate.mark}" as ${what}: ${quote}`;
  if (m.signals.has('title')) return `"${candidate.mark}" heads the plan as its title: ${quote}`;
  if (m.signals.has('described') || m.signals.has('kindAfter')) return `The plan presents "${candidate.mark}" as one of its things: ${quote}`;
  if (candidate.signals.has('subject')) return `The plan uses "${candidate.mark}" as a name that acts (the subject of its sentences): ${quote}`;
  return `The plan uses "${candidate.mark}" as a name: ${quote}`;
}

export function describeTrademark(
  candidate: NameCandidate,
  distinct: DistinctivenessJudgement,
  flags: MarkFlags,
  classes: NiceMatch[],
  uses: number,
): TrademarkText {
  const upper = candidate.mark.toUpperCase();
  const first = candidate.mentions[0]!;
  const perClass = trademarkFees.baseApplicationPerClass.amount;
  const goods = classes.map((c) => `class ${c.number} (${c.label})`).join(', ');
  const rationale = [usageReason(candidate, first)];
  if (uses >= 2) rationale.push(`Used ${uses} times in the plan, so the name carries the business's reputation.`);
  rationale.push(`Distinctiveness: ${distinct.reason}`);
  if (classes.length)
    rationale.push(
      `Goods and services described: ${classes.map((c) => `${c.terms.map((t) => `"${t}"`).join(', ')} (class ${c.number}, ${c.label})`).join('; ')}.`,
    );
  rationale.push(...flags.flags);

  const fee = perClass * Math.max(1, classes.length);
  const inClasses = classes.length ? `in class${classes.length > 1 ? 'es' : ''} ${classList(classes)}` : 'in the classes of the goods it will be used on';
  const feeText = classes.length ? ` (${usd(fee)} in official fees)` : '';
  const clearance = `run a clearance search for ${upper} (exact, sound-alike and look-alike names, USPTO and state registers, domains) ${inClasses}`;
  let nextStep: string;
  if (distinct.level === 'generic')
    nextStep = `Do not build the brand on ${upper}: it is the common name of the goods and cannot be registered. Choose a coined or arbitrary name, then ${clearance}.`;
  else if (flags.famous)
    nextStep = `Get a clearance opinion on ${upper} against ${flags.famous.famous.toUpperCase()} before spending more on the name; if a change is advised, rename now. If it clears, ${clearance}, then file a USPTO application ${inClasses} at ${usd(perClass)} per class${feeText}.`;
  else if (distinct.level === 'descriptive')
    nextStep = `Add a distinctive element (a coined or arbitrary word) to ${upper} or choose a stronger name before filing: as it stands it would be refused on the Principal Register without proof of acquired distinctiveness. If you keep it, ${clearance} and file ${inClasses} at ${usd(perClass)} per class${feeText}, expecting the Supplemental Register.`;
  else
    nextStep = `${clearance.charAt(0).toUpperCase()}${clearance.slice(1)}, then file a USPTO application ${inClasses} at ${usd(perClass)} per class${feeText}, as intent-to-use if the name is not yet in use.`;

  const strength: Record<typeof distinct.level, string> = {
    fanciful: 'as a coined word it would get the broadest protection',
    arbitrary: 'as an arbitrary word it is inherently distinctive',
    suggestive: 'as a suggestive name it is registrable without proof of use, with narrower scope',
    descriptive: 'as a descriptive name it is weak until customers come to know it as a brand',
    generic: 'as a generic term it cannot be protected',
  };
  return {
    name: `Trademark: ${upper} (${candidate.slogan ? 'slogan' : `${candidate.markType} name`})`,
    description: `A US trademark registration for ${upper} as a word mark, covering ${goods || 'the goods and services it is used on'}, would give the plan's ${candidate.markType} name nationwide rights against confusingly similar names and the right to use ®; ${strength[distinct.level]}.`,
    rationale,
    nextStep,
    evidence: sentenceEvidence(
      candidate.mentions.map((m) => m.sentence),
      5,
    ),
  };
}
