// The one budget of a report: fee lines built from the official fee table (./fees.ts), one set per finding, and
// their sum. The analysis shows it for all findings; a custom strategy's parameters choose which findings and which
// kinds of cost go in (see custom-strategy-budget.ts). Whatever the report shows as "the budget" is the sum of
// these lines, so the figure and the table can never disagree.
import type { IpType, Recommendation } from '../schemas/analysis.ts';
import type { BudgetLevel } from '../schemas/custom-strategy.ts';
import { attorneyFees, citeFee, copyrightFees, formatUsd, patentFees, trademarkClearance, trademarkFees, type Provenance } from './fees.ts';

export type FeeLine = {
  label: string;
  low: number;
  high: number;
  type: IpType;
  /** The finding the cost belongs to; the trade-secret programme covers all of them and has none. */
  recommendationId: string | null;
  sources: Provenance[];
};

export type FeeBudget = { low: number; high: number; lines: FeeLine[] };

/**
 * Which costs go in. `official` is official fees plus clearance screening (a founder filing alone); `attorney`
 * adds attorney drafting of the patent application and widens clearance to a full search (the analysis's
 * default); `full` also pays for a full clearance search for every mark and the statement of use.
 */
export type CostScope = 'official' | 'attorney' | 'full';

export type FeeBudgetOptions = { types: readonly IpType[]; scope: CostScope };

export const allIpTypes: readonly IpType[] = ['patent', 'trademark', 'trade_secret', 'copyright'];
export const defaultFeeBudgetOptions: FeeBudgetOptions = { types: allIpTypes, scope: 'attorney' };

/** The custom strategy's budget level names how far the spending goes. */
export const scopeForBudgetLevel: Record<BudgetLevel, CostScope> = { low: 'official', medium: 'attorney', high: 'full' };

export const scopeLabels: Record<CostScope, string> = {
  official: 'official fees and clearance screening, filed without an attorney',
  attorney: 'official fees plus typical attorney fees',
  full: 'official fees, typical attorney fees and a full clearance search for every mark',
};

const typePrefix = /^[^:]+:\s*/;

/** "ZENTRIK", "adaptive routing method": what a finding is about, as the fee lines name it. */
export function feeSubject(rec: Recommendation): string {
  const d = rec.details;
  if (d.kind === 'trademark') return d.mark.toUpperCase();
  if (d.kind === 'patent' || d.kind === 'trade_secret') return d.subject;
  return rec.name.replace(typePrefix, '');
}

function patentLines(rec: Recommendation, scope: CostScope): FeeLine[] {
  if (rec.details.kind !== 'patent') return [];
  const subject = feeSubject(rec);
  const base = { type: 'patent' as const, recommendationId: rec.id };
  // Within 12 months: the provisional, then the non-provisional that must follow it (micro to large entity).
  const lines: FeeLine[] = [
    {
      ...base,
      label: `Patent - ${subject}: USPTO provisional and non-provisional filing fees (micro to large entity)`,
      low: patentFees.provisional.micro + patentFees.filingSearchExamination.micro,
      high: patentFees.provisional.large + patentFees.filingSearchExamination.large,
      sources: [patentFees.provisional],
    },
  ];
  if (scope === 'official') return lines;
  const software = rec.details.category === 'algorithm' || rec.details.abstractIdeaRisk;
  const fees = software ? attorneyFees.patentNonProvisionalSoftware : attorneyFees.patentNonProvisional;
  lines.push({
    ...base,
    label: `Patent - ${subject}: attorney drafting and filing${software ? ' (software)' : ''}`,
    low: fees.low,
    high: fees.high,
    sources: [fees],
  });
  return lines;
}

function trademarkLines(rec: Recommendation, scope: CostScope): FeeLine[] {
  if (rec.details.kind !== 'trademark' || rec.details.distinctiveness === 'generic') return [];
  const mark = rec.details.mark.toUpperCase();
  const classes = Math.max(1, rec.details.niceClasses.length);
  const perClass = trademarkFees.baseApplicationPerClass.amount;
  const base = { type: 'trademark' as const, recommendationId: rec.id };
  const clearance: FeeLine =
    scope === 'official'
      ? { ...base, label: `Trademark - ${mark}: clearance screening report`, low: trademarkClearance.screening.amount, high: trademarkClearance.screening.amount, sources: [trademarkClearance.screening] }
      : scope === 'attorney'
        ? {
            ...base,
            label: `Trademark - ${mark}: clearance search (screening report to full search)`,
            low: trademarkClearance.screening.amount,
            high: trademarkClearance.fullSearch.high,
            sources: [trademarkClearance.screening, trademarkClearance.fullSearch],
          }
        : {
            ...base,
            label: `Trademark - ${mark}: full clearance search with a written report`,
            low: trademarkClearance.fullSearch.low,
            high: trademarkClearance.fullSearch.high,
            sources: [trademarkClearance.fullSearch],
          };
  const lines: FeeLine[] = [
    clearance,
    {
      ...base,
      label: `Trademark - ${mark}: USPTO application, ${classes} class${classes > 1 ? 'es' : ''} (${formatUsd(perClass)} per class, up to ${formatUsd(perClass + trademarkFees.freeFormSurchargePerClass.amount)} with the free-form surcharge)`,
      low: classes * perClass,
      high: classes * (perClass + trademarkFees.freeFormSurchargePerClass.amount),
      sources: [trademarkFees.baseApplicationPerClass],
    },
  ];
  if (scope === 'full') {
    const fee = trademarkFees.statementOfUsePerClass.amount;
    lines.push({ ...base, label: `Trademark - ${mark}: statement of use, ${classes} class${classes > 1 ? 'es' : ''}`, low: classes * fee, high: classes * fee, sources: [trademarkFees.statementOfUsePerClass] });
  }
  return lines;
}

function copyrightLines(rec: Recommendation): FeeLine[] {
  if (rec.details.kind !== 'copyright') return [];
  const works = Math.max(1, Math.min(rec.details.works.length, 5));
  return [
    {
      type: 'copyright',
      recommendationId: rec.id,
      label: `Copyright - ${feeSubject(rec)}: US Copyright Office registration, ${works} work${works > 1 ? 's' : ''}`,
      low: works * copyrightFees.singleApplication.amount,
      high: works * copyrightFees.standardElectronic.amount,
      sources: [copyrightFees.standardElectronic],
    },
  ];
}

const sum = (lines: readonly FeeLine[], key: 'low' | 'high') => lines.reduce((total, line) => total + line[key], 0);

/** The 12-month budget of the chosen findings, line by line, and its total. */
export function feeBudget(recs: readonly Recommendation[], options: FeeBudgetOptions = defaultFeeBudgetOptions): FeeBudget {
  const included = recs.filter((rec) => options.types.includes(rec.type));
  const lines: FeeLine[] = [];
  for (const rec of included) lines.push(...patentLines(rec, options.scope), ...trademarkLines(rec, options.scope), ...copyrightLines(rec));
  const secrets = included.filter((rec) => rec.type === 'trade_secret');
  if (secrets.length)
    lines.push({
      type: 'trade_secret',
      recommendationId: null,
      label: `Trade secrets (${secrets.length}): NDAs, confidentiality and invention-assignment agreements, access policy`,
      low: attorneyFees.tradeSecretProgram.low,
      high: attorneyFees.tradeSecretProgram.high,
      sources: [attorneyFees.tradeSecretProgram],
    });
  return { low: sum(lines, 'low'), high: sum(lines, 'high'), lines };
}

/** What one finding costs within the budget (the shared trade-secret programme counts for each secret). */
export function findingCost(budget: FeeBudget, rec: Recommendation): { low: number; high: number } | null {
  const lines = budget.lines.filter((line) => line.recommendationId === rec.id || (line.recommendationId === null && line.type === rec.type));
  return lines.length ? { low: sum(lines, 'low'), high: sum(lines, 'high') } : null;
}

/** What each type costs within the budget. */
export function typeCost(budget: FeeBudget, type: IpType): { low: number; high: number } {
  const lines = budget.lines.filter((line) => line.type === type);
  return { low: sum(lines, 'low'), high: sum(lines, 'high') };
}

export const formatRange = ({ low, high }: { low: number; high: number }): string =>
  low === high ? formatUsd(low) : `${formatUsd(low)} - ${formatUsd(high)}`;

/** A line's sources in one string, as the exports and the stored result write them. */
export const citeSources = (line: FeeLine): string => line.sources.map(citeFee).join('; ');
