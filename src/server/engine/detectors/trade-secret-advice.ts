import { timelineAndCostByType } from '#shared/rules/ratings.ts';
import { commonMeasures, secretCorePattern, secretKinds, type SecretCategory } from '../lexicons/trade-secret-subjects.ts';

export type SecretAssessment = {
  name: string;
  categories: SecretCategory[];
  strong: boolean;
  secrecy: string;
  evidenceText: string;
  planText: string;
  sentences: number;
  /** The plan also describes a patentable invention (its name). */
  invention?: string;
};

export type SecretAdvice = {
  likelihood: number;
  factors: { label: string; effect: number }[];
  potential: 'high' | 'medium' | 'low';
  measures: string[];
  nextStep: string;
  description: string;
  reasons: string[];
};

const accessLimited = /\b(?:only (?:the |our |my )?(?:\w+ )?(?:founders?|partners?|people|engineers?|chemists?|owners?|team|two|three|four|five|she|he|i)\b|need[- ]to[- ]know|access (?:is )?(?:limited|restricted)|limited by role|restricted|known only to|nobody else|no one else|safe\b|separate [\w ]*account)/i;
const sharedOutside = /\b(?:contract manufacturer|co-?packer|manufactur\w+ for us|agency|distributor|sourcing agent|partners?|licensees?|franchisees?|suppliers?)\b/i;
const underNda = /\b(?:nda|non-disclosure|confidentiality (?:agreement|clause)s?|under (?:a |an )?(?:strict )?confidentiality)\b/i;
const valueSignal = /\b(?:took (?:\w+ ){0,2}(?:years|months)|over (?:\w+ ){0,2}years|\d[\d,.]*\s*(?:million|thousand)|\d{1,3}(?:,\d{3})+|most (?:valuable|sensitive)|biggest asset|no competitor has)\b/i;

export function secretAdvice(a: SecretAssessment): SecretAdvice {
  const kinds = a.categories.map((c) => secretKinds[c]);
  const factors: SecretAdvice['factors'] = [{ label: 'Business information the company holds', effect: 45 }];
  if (a.strong) factors.push({ label: `The plan keeps it secret ("${a.secrecy}")`, effect: 20 });
  else factors.push({ label: `Described as "${a.secrecy}", but the plan does not say it is kept secret`, effect: 5 });
  if (accessLimited.test(a.evidenceText)) factors.push({ label: 'Access already limited to named people', effect: 10 });
  if (valueSignal.test(a.evidenceText)) factors.push({ label: 'Hard to rebuild: years of work or a large collection', effect: 5 });
  if (kinds.some((k) => k.reverseEngineerable)) {
    factors.push({ label: 'Can be analysed from the product sold (reverse engineering is lawful)', effect: -15 });
  }
  if (sharedOutside.test(a.evidenceText) && !underNda.test(a.evidenceText)) {
    factors.push({ label: 'Shared with outside parties without a stated NDA', effect: -10 });
  }
  const likelihood = Math.max(5, Math.min(95, factors.reduce((t, f) => t + f.effect, 0)));

  const core = secretCorePattern.test(a.evidenceText);
  const weight = (core ? 2 : 0) + (a.strong ? 1 : 0) + Math.min(a.sentences, 3) - (a.categories.every((c) => c === 'customers' || c === 'pricing') ? 1 : 0);
  const potential = weight >= 4 ? 'high' : weight >= 2 ? 'medium' : 'low';

  const specific = [...new Set(kinds.flatMap((k) => k.measures))];
  const missing = commonMeasures.filter((m) => !m.inPlace.test(a.planText)).map((m) => m.text);
  const inPlace = commonMeasures.filter((m) => m.inPlace.test(a.planText)).map((m) => `${m.text} (the plan says this is in place; keep it up)`);
  const measures = [...missing, ...specific, ...inPlace];
  const steps = [...missing.slice(0, 2), ...specific.slice(0, missing.length >= 2 ? 1 : 2)];
  const nextStep = `Protect the ${a.name} as a trade secret: ${steps.map(lowerFirst).join('; ')}.`;

  const reasons: string[] = [];
  if (a.invention) {
    reasons.push(
      `The plan also describes a patentable invention (the ${a.invention}): a process that cannot be reverse-engineered from the product may be better kept secret than patented, since a patent publishes it and ends 20 years after filing.`,
    );
  }
  const { timeline, cost } = timelineAndCostByType.trade_secret;
  const label = kinds.map((k) => k.label).join(' and ');
  const description =
    `Trade-secret law protects the ${a.name} (${label}) for as long as it stays secret and the company takes reasonable measures to keep it so (US Defend Trade Secrets Act 2016, EU Directive 2016/943): no registration, no fee and no end date. ` +
    `Protection comes from agreements, access control and marking; typical cost ${cost} of legal templates and set-up over ${timeline}.`;
  return { likelihood, factors, potential, measures, nextStep, description, reasons };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
