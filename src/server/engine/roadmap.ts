import { copyrightFees, formatUsd, patentFees, trademarkFees } from '#shared/rules/fees.ts';
import type { Strategy } from '#shared/schemas/analysis.ts';
import { subjectOf } from './merge.ts';
import type { Recommendation } from './types.ts';

type Phases = Omit<Strategy, 'estimatedBudget'>;

const usd = formatUsd;
const join = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
/** A subject in quotes: "tuning parameters and data" stays one item in a list of several. */
const quoted = (r: Recommendation) => `"${subjectOf(r)}"`;
const provisionalFees = `${usd(patentFees.provisional.micro)}-${usd(patentFees.provisional.large)} official fee by entity size`;

function patents(recs: Recommendation[], p: Phases) {
  const all = recs.filter((r) => r.details.kind === 'patent');
  if (!all.length) return;
  const disclosed = all.filter((r) => r.details.kind === 'patent' && r.details.publicDisclosure);
  const undisclosed = all.filter((r) => !disclosed.includes(r));
  for (const r of disclosed)
    p.immediate.push(
      `File a US provisional patent application for ${quoted(r)} now (${provisionalFees}): the plan says it was already disclosed, the US grace period ends 12 months after that disclosure, and Europe and China may already be lost.`,
    );
  if (undisclosed.length)
    p.immediate.push(
      `File a US provisional patent application for ${join(undisclosed.map(quoted))} before any public demo, pitch, publication or sale (${provisionalFees}); until then share ${undisclosed.length > 1 ? 'them' : 'it'} only under NDA.`,
    );
  const abstract = all.filter((r) => r.details.kind === 'patent' && r.details.abstractIdeaRisk);
  p.shortTerm.push(
    `Commission a prior-art search and patentability opinion for ${join(all.map(quoted))}${
      abstract.length ? `, and frame the claims for ${join(abstract.map(quoted))} around a concrete technical improvement (Alice)` : ''
    }.`,
  );
  p.mediumTerm.push(
    `File the non-provisional application (and a PCT application if you will sell abroad) for ${join(all.map(quoted))} before the provisional's 12-month deadline, which cannot be extended (${usd(patentFees.filingSearchExamination.micro)}-${usd(patentFees.filingSearchExamination.large)} filing, search and examination fees).`,
  );
  p.longTerm.push(`Enter national phases at 30 months from priority in the markets that matter, and watch competitors' patents and publications.`);
}

function trademarks(recs: Recommendation[], p: Phases) {
  const all = recs.filter((r) => r.details.kind === 'trademark');
  const usable = all.filter((r) => r.details.kind === 'trademark' && r.details.distinctiveness !== 'generic' && !r.details.flags.some((f) => f.startsWith('Famous')));
  for (const r of all) {
    if (r.details.kind !== 'trademark') continue;
    const mark = r.details.mark.toUpperCase();
    const famous = r.details.flags.find((f) => f.startsWith('Famous'));
    if (famous) p.immediate.push(`Rethink the name ${mark} before investing in it: ${famous.replace(/^Famous mark: /, '')}`);
    else if (r.details.distinctiveness === 'generic') p.immediate.push(`Replace ${mark}: it is the common name of the goods and can never be registered.`);
    else if (r.details.distinctiveness === 'descriptive') p.immediate.push(`Strengthen ${mark} with a coined or arbitrary element before filing: descriptive names are refused without acquired distinctiveness.`);
  }
  if (!usable.length) return;
  const marks = usable.map((r) => (r.details.kind === 'trademark' ? r.details.mark.toUpperCase() : ''));
  p.immediate.push(`Run clearance searches for ${join(marks)} (exact, sound-alike and look-alike names) and secure the matching domains and social handles.`);
  const filings = usable.map((r) => {
    const d = r.details.kind === 'trademark' ? r.details : undefined;
    const classes = d?.niceClasses.map((c) => c.number) ?? [];
    return `${d?.mark.toUpperCase()}${classes.length ? ` (class${classes.length > 1 ? 'es' : ''} ${classes.join(', ')})` : ''}`;
  });
  const classCount = usable.reduce((n, r) => n + Math.max(1, r.details.kind === 'trademark' ? r.details.niceClasses.length : 1), 0);
  p.shortTerm.push(
    `File USPTO trademark applications for ${join(filings)}: ${usd(classCount * trademarkFees.baseApplicationPerClass.amount)} in official fees at ${usd(trademarkFees.baseApplicationPerClass.amount)} per class.`,
  );
  p.mediumTerm.push(
    `Answer office actions (about 70% of applications get one) and file statements of use (${usd(trademarkFees.statementOfUsePerClass.amount)} per class) once ${join(marks)} ${marks.length > 1 ? 'are' : 'is'} in use.`,
  );
  p.longTerm.push(
    `Extend ${join(marks)} abroad through the Madrid Protocol where you sell (Paris priority: 6 months from the US filing), watch for confusingly similar names, and file the section 8 and 15 declarations between years 5 and 6.`,
  );
}

function tradeSecrets(recs: Recommendation[], p: Phases) {
  const all = recs.filter((r) => r.details.kind === 'trade_secret');
  if (!all.length) return;
  const subjects = join(all.slice(0, 4).map(quoted));
  p.immediate.push(`Have every employee, contractor and partner who sees ${subjects} sign confidentiality and invention-assignment agreements.`);
  p.immediate.push(`Restrict access to ${subjects} to the people who need it, and mark the documents and files "Confidential".`);
  p.shortTerm.push(`Keep a trade-secret register: each secret (${subjects}), where it lives, who has access and how it is protected.`);
  p.mediumTerm.push('Audit access to the trade secrets and add exit procedures: revoke access and remind leavers of their confidentiality duties.');
  p.longTerm.push('Review the trade-secret register every year and before each fundraising or partnership due diligence.');
}

function copyrights(recs: Recommendation[], p: Phases) {
  const all = recs.filter((r) => r.details.kind === 'copyright');
  if (!all.length) return;
  const gaps = all.filter((r) => r.details.kind === 'copyright' && r.details.ownershipGap);
  if (gaps.length)
    p.immediate.push(`Get signed copyright assignments from the contractors who made ${join(gaps.map(quoted))}: without one, the contractor owns the work.`);
  p.shortTerm.push(
    `Register ${join(all.map(quoted))} with the US Copyright Office (${usd(copyrightFees.singleApplication.amount)}-${usd(copyrightFees.standardElectronic.amount)} per work), within 3 months of publication to keep statutory damages and attorney's fees.`,
  );
  p.mediumTerm.push('Put copyright notices and terms of use on the published works, and keep dated source files and drafts as proof of authorship.');
  p.longTerm.push('Register each major new version or edition, and watch for copies of the works online.');
}

/** The phased roadmap: concrete actions derived from the findings, most urgent first within each phase. */
export function buildRoadmap(recs: Recommendation[]): Phases {
  const p: Phases = { immediate: [], shortTerm: [], mediumTerm: [], longTerm: [] };
  patents(recs, p);
  trademarks(recs, p);
  tradeSecrets(recs, p);
  copyrights(recs, p);
  if (recs.length === 0) {
    p.immediate.push('Have every founder, employee and contractor sign confidentiality and IP-assignment agreements from day one.');
    p.shortTerm.push('Describe the product, its technology and its brand names in the plan, then analyse it again to find what is worth protecting.');
  }
  for (const key of Object.keys(p) as (keyof Phases)[]) p[key] = [...new Set(p[key])];
  return p;
}
