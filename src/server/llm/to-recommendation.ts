import { niceClassLabel } from '#server/engine/lexicons/trademark-nice-classes.ts';
import { findingId } from '#server/engine/context.ts';
import { ipTypeLabels } from '#shared/rules/ratings.ts';
import type { Evidence, Recommendation } from '#shared/schemas/analysis.ts';
import type { LlmFinding } from './llm-answer.ts';

export const AI_FACTOR_LABEL = 'Assessed by the AI enrichment';
const AI_RATIONALE = 'Suggested by the AI enrichment; the quoted passages are in the plan.';

const markTypeLabel = { company: 'company name', product: 'product name', service: 'service name', brand: 'brand' } as const;

function details(finding: LlmFinding): Recommendation['details'] {
  switch (finding.type) {
    case 'trademark':
      return {
        kind: 'trademark',
        mark: finding.subject,
        markType: finding.markType,
        distinctiveness: finding.distinctiveness,
        distinctivenessReason: finding.distinctivenessReason,
        niceClasses: [...new Set(finding.niceClasses)].map((number) => ({ number, label: niceClassLabel(number) })),
        flags: [],
      };
    case 'patent':
      return {
        kind: 'patent',
        subject: finding.subject,
        category: finding.category,
        abstractIdeaRisk: finding.abstractIdeaRisk,
        publicDisclosure: finding.publicDisclosure,
        warnings: finding.publicDisclosure
          ? [
              'The plan says this was already disclosed: in the US an application must be filed within 12 months of the first disclosure (35 U.S.C. 102(b)(1)), and most other countries require absolute novelty, which the disclosure may already have ended.',
            ]
          : [],
      };
    case 'trade_secret':
      return { kind: 'trade_secret', subject: finding.subject, category: finding.category, measures: finding.measures };
    case 'copyright':
      return { kind: 'copyright', works: finding.works, ownershipGap: finding.ownershipGap };
  }
}

/** A validated model finding, with its quotes located in the plan, as a recommendation of the result's shape. */
export function toRecommendation(finding: LlmFinding, evidence: Evidence[]): Recommendation {
  const likelihood = Math.round(finding.likelihood);
  const name =
    finding.type === 'trademark'
      ? `${ipTypeLabels.trademark}: ${finding.subject} (${markTypeLabel[finding.markType]})`
      : `${ipTypeLabels[finding.type]}: ${finding.subject}`;
  return {
    id: findingId(finding.type, finding.subject),
    type: finding.type,
    name,
    description: finding.description,
    rationale: [...finding.rationale, AI_RATIONALE],
    likelihood,
    nextStep: finding.nextStep,
    potential: finding.potential,
    evidence,
    likelihoodFactors: [{ label: AI_FACTOR_LABEL, effect: likelihood }],
    details: details(finding),
  };
}
