import { attorneyFees, citeFee, copyrightFees, formatUsd, patentFees, trademarkClearance, trademarkFees } from '#shared/rules/fees.ts';
import type { AnalysisResult } from '#shared/schemas/analysis.ts';
import { subjectOf } from './merge.ts';
import type { Recommendation } from './types.ts';

type Budget = AnalysisResult['budget'];
type Line = Budget['lines'][number];

const usd = formatUsd;

function patentLines(rec: Recommendation): Line[] {
  if (rec.details.kind !== 'patent') return [];
  const subject = subjectOf(rec);
  // Within 12 months: the provisional, then the non-provisional that must follow it (micro to large entity).
  const official: Line = {
    label: `Patent - ${subject}: USPTO provisional and non-provisional filing fees (micro to large entity)`,
    low: patentFees.provisional.micro + patentFees.filingSearchExamination.micro,
    high: patentFees.provisional.large + patentFees.filingSearchExamination.large,
    source: citeFee(patentFees.provisional),
  };
  const software = rec.details.category === 'algorithm' || rec.details.abstractIdeaRisk;
  const fees = software ? attorneyFees.patentNonProvisionalSoftware : attorneyFees.patentNonProvisional;
  const attorney: Line = {
    label: `Patent - ${subject}: attorney drafting and filing${software ? ' (software)' : ''}`,
    low: fees.low,
    high: fees.high,
    source: citeFee(fees),
  };
  return [official, attorney];
}

function trademarkLines(rec: Recommendation): Line[] {
  if (rec.details.kind !== 'trademark' || rec.details.distinctiveness === 'generic') return [];
  const mark = rec.details.mark.toUpperCase();
  const classes = Math.max(1, rec.details.niceClasses.length);
  return [
    {
      label: `Trademark - ${mark}: clearance search (screening report to full search)`,
      low: trademarkClearance.screening.amount,
      high: trademarkClearance.fullSearch.high,
      source: `${citeFee(trademarkClearance.screening)}; ${citeFee(trademarkClearance.fullSearch)}`,
    },
    {
      label: `Trademark - ${mark}: USPTO application, ${classes} class${classes > 1 ? 'es' : ''} (${usd(trademarkFees.baseApplicationPerClass.amount)} per class, up to ${usd(trademarkFees.baseApplicationPerClass.amount + trademarkFees.freeFormSurchargePerClass.amount)} with the free-form surcharge)`,
      low: classes * trademarkFees.baseApplicationPerClass.amount,
      high: classes * (trademarkFees.baseApplicationPerClass.amount + trademarkFees.freeFormSurchargePerClass.amount),
      source: citeFee(trademarkFees.baseApplicationPerClass),
    },
  ];
}

function copyrightLines(rec: Recommendation): Line[] {
  if (rec.details.kind !== 'copyright') return [];
  const works = Math.max(1, Math.min(rec.details.works.length, 5));
  return [
    {
      label: `Copyright - ${subjectOf(rec)}: US Copyright Office registration, ${works} work${works > 1 ? 's' : ''}`,
      low: works * copyrightFees.singleApplication.amount,
      high: works * copyrightFees.standardElectronic.amount,
      source: citeFee(copyrightFees.standardElectronic),
    },
  ];
}

/** The 12-month budget of the findings: official fees from the fee table plus typical attorney fees, line by line. */
export function buildBudget(recs: Recommendation[]): Budget {
  const lines: Line[] = [];
  for (const rec of recs) lines.push(...patentLines(rec), ...trademarkLines(rec), ...copyrightLines(rec));
  const secrets = recs.filter((r) => r.type === 'trade_secret');
  if (secrets.length)
    lines.push({
      label: `Trade secrets (${secrets.length}): NDAs, confidentiality and invention-assignment agreements, access policy`,
      low: attorneyFees.tradeSecretProgram.low,
      high: attorneyFees.tradeSecretProgram.high,
      source: citeFee(attorneyFees.tradeSecretProgram),
    });
  const low = lines.reduce((sum, l) => sum + l.low, 0);
  const high = lines.reduce((sum, l) => sum + l.high, 0);
  return { low, high, currency: 'USD', lines };
}

export function budgetText(budget: Budget): string {
  if (budget.lines.length === 0) return '$0 over 12 months: nothing in the plan calls for a filing yet.';
  return `${usd(budget.low)} - ${usd(budget.high)} over 12 months (official fees plus typical attorney fees)`;
}
