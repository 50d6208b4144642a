import type { PatentCategory } from '../lexicons/patent-terms.ts';
import { timelineAndCostByType } from '#shared/rules/ratings.ts';

/** What the plan says about one invention, reduced to what the advice depends on. */
export type PatentAssessment = {
  subject: string;
  category: PatentCategory;
  software: boolean;
  businessMethod: boolean;
  businessWord?: string;
  physical: boolean;
  physicalWord?: string;
  improvement?: string;
  effect?: string;
  novelty?: string;
  patentCue?: string;
  /** The sentence stating it, to tell filed from planned. */
  patentCueSentence?: string;
  disclosure?: { kind: string; sentence: string };
  sentences: number;
  core: boolean;
  futureOnly: boolean;
  early: boolean;
};

export type PatentAdvice = {
  likelihood: number;
  factors: { label: string; effect: number }[];
  potential: 'high' | 'medium' | 'low';
  abstractIdeaRisk: boolean;
  warnings: string[];
  reasons: string[];
  nextStep: string;
  description: string;
};

// USPTO fee schedule effective 19 January 2025 (37 CFR 1.16(d)), micro / small / large entity.
const provisionalFee = '$65 micro / $130 small / $325 large entity';

const categoryNoun: Record<PatentCategory, string> = {
  method: 'method',
  system: 'system',
  device: 'device',
  process: 'process',
  composition: 'composition',
  algorithm: 'algorithm',
};

/** How the plan's disclosure wording reads in a warning: "already shown", "already sold". */
export function disclosureKind(match: string): string {
  const m = match.toLowerCase();
  if (/demonstrat|showcas|present|exhibit|unveil|demo|display|debut|show|poster|podium/.test(m)) return 'shown in public';
  if (/publish|preprint|peer|open[- ]sourc/.test(m)) return 'published';
  if (/beta|pilot/.test(m)) return 'in beta with customers';
  if (/sold|sale|order|paying|kickstarter|indiegogo|shipped|units/.test(m)) return 'sold or offered for sale';
  return 'launched';
}

const grantedPattern = /\bpatented\b|\bgranted\b/i;
const pendingPattern = /patent(?:ed)?[- ]pending|\b(?:have|has|we|already|was|were|been)\s+(?:\w+\s+)?(?:filed|submitted)\b|\bon file\b/i;

export function patentAdvice(a: PatentAssessment): PatentAdvice {
  const factors: PatentAdvice['factors'] = [{ label: 'Technical invention described in the plan', effect: 40 }];
  const reasons: string[] = [];
  const warnings: string[] = [];
  if (a.physical) {
    const label =
      a.category === 'device' || a.category === 'composition'
        ? `Physical ${categoryNoun[a.category]}: patent-eligible subject matter (35 U.S.C. 101)`
        : `Tied to physical things ("${a.physicalWord}"): patent-eligible subject matter (35 U.S.C. 101)`;
    factors.push({ label, effect: 10 });
  }
  if (a.effect) factors.push({ label: `Technical effect stated ("${a.effect}")`, effect: 10 });
  if (a.novelty) factors.push({ label: `Presented as new ("${a.novelty}")`, effect: 5 });
  if (a.sentences >= 3) factors.push({ label: `Described in detail (${a.sentences} sentences)`, effect: 5 });
  if (a.patentCue) factors.push({ label: `The plan already weighs patent protection ("${a.patentCue}")`, effect: 5 });

  // Alice concerns claims to methods and systems; a device or a composition of matter is not an abstract idea.
  const claimable = a.category === 'algorithm' || a.category === 'method' || a.category === 'system';
  const abstractIdeaRisk = claimable && (a.software || a.businessMethod) && !a.physical && !a.improvement;
  if (abstractIdeaRisk) {
    const what = a.businessMethod ? `a business method${a.businessWord ? ` ("${a.businessWord}")` : ''}` : 'software';
    factors.push({ label: `Abstract-idea risk (Alice Corp. v. CLS Bank, 2014): ${what} with no stated technical improvement`, effect: -25 });
    reasons.push(
      `The ${a.subject} is ${what} and the plan states no technical improvement (faster processing, less memory, better sensing): claims to it risk being held an abstract idea under Alice Corp. v. CLS Bank (2014).`,
    );
    warnings.push(
      `Abstract-idea risk (Alice Corp. v. CLS Bank, 2014): a claim to ${what} needs an inventive concept beyond the idea itself, usually a concrete technical improvement (faster processing, less memory, a new sensor arrangement); the plan states none for the ${a.subject}.`,
    );
  } else if (a.software && a.improvement) {
    factors.push({ label: `Software with a stated technical improvement ("${a.improvement}")`, effect: 5 });
  }

  const disclosed = a.disclosure ? disclosureKind(a.disclosure.kind) : undefined;
  if (disclosed) {
    factors.push({ label: `Already ${disclosed}: novelty lost outside the US, 12-month US grace period`, effect: -15 });
    warnings.push(
      `Public disclosure: the plan says the invention was already ${disclosed}. The US gives the inventor 12 months from that first disclosure to file (35 U.S.C. 102(b)(1) grace period); Europe (EPC Art. 54) and China require absolute novelty, so patent rights there are likely already lost.`,
    );
  }
  if (a.futureOnly) {
    factors.push({ label: 'Described only as future work, not yet built', effect: -10 });
    warnings.push(
      `The plan describes the ${a.subject} as future work: an application must describe how to make and use the invention (35 U.S.C. 112), so file once the design works, and before any public demo.`,
    );
  }
  const granted = a.patentCue !== undefined && grantedPattern.test(a.patentCue) && !a.patentCueSentence?.match(/\bpatented[- ]pending\b/i);
  const pending = a.patentCueSentence !== undefined && pendingPattern.test(a.patentCueSentence) && !/\b(?:not|n't|never)\b[^.;]{0,20}\b(?:filed|submitted)/i.test(a.patentCueSentence);
  if (pending && !disclosed) {
    warnings.push(
      'A US provisional application lapses 12 months after filing and cannot be extended: file the non-provisional (and a PCT application for protection abroad) claiming its priority before then.',
    );
  }
  if (a.category === 'process' || a.category === 'method' || a.category === 'composition') {
    warnings.push(
      `A patent publishes how the ${a.subject} works and lasts 20 years from filing; if it cannot be reverse-engineered from the product, keeping it a trade secret may protect it longer.`,
    );
  }

  const sum = factors.reduce((total, f) => total + f.effect, 0);
  const likelihood = Math.max(5, Math.min(95, sum));
  const weight =
    Math.min(a.sentences, 4) + (a.core ? 2 : 0) + (a.early ? 1 : 0) + (a.patentCue ? 1 : 0) + (a.effect ? 1 : 0) - (a.futureOnly ? 2 : 0);
  const potential = weight >= 4 ? 'high' : weight >= 2 ? 'medium' : 'low';

  let nextStep: string;
  if (disclosed) {
    nextStep = `File a US provisional patent application for the ${a.subject} now (USPTO fee ${provisionalFee}): the plan says it was already ${disclosed}, and the US grace period ends 12 months after that first disclosure (35 U.S.C. 102(b)(1)).`;
  } else if (granted) {
    nextStep = `Check that the granted claims still cover the ${a.subject} as it is built now, file new applications for improvements before showing them, and diary the maintenance fees due 3.5, 7.5 and 11.5 years after grant.`;
  } else if (pending) {
    nextStep = `Confirm the filing date of the pending application for the ${a.subject} and calendar its 12-month deadline: by then, file the non-provisional and PCT applications claiming its priority, covering every improvement made since.`;
  } else if (a.futureOnly) {
    nextStep = `Keep dated records of how the ${a.subject} is designed and tested, and file a US provisional patent application (USPTO fee ${provisionalFee}) as soon as it works, before any demo, publication or sale.`;
  } else {
    nextStep = `Write up how the ${a.subject} works (drawings, test data, alternatives) and file a US provisional patent application before any public demo, publication or sale (USPTO fee ${provisionalFee}); then file the non-provisional or PCT application within 12 months.`;
  }
  if (abstractIdeaRisk) nextStep += ` Have the application set out the concrete technical improvement the ${a.subject} brings, so the claims can survive an Alice eligibility challenge.`;

  const { timeline, cost } = timelineAndCostByType.patent;
  const description =
    `A patent on the ${a.subject} (${categoryNoun[a.category]}) would let the company stop others from making, using, selling or importing it for 20 years from filing in each country where it is granted. ` +
    `The claims would cover how the ${categoryNoun[a.category]} works${a.effect ? ` and achieves what the plan states ("${a.effect}")` : ''}, not the business model around it. ` +
    `Typical cost ${cost} over ${timeline} with an attorney.`;
  return { likelihood, factors, potential, abstractIdeaRisk, warnings, reasons, nextStep, description };
}
