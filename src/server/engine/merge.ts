import type { Evidence, IpType, Recommendation } from './types.ts';

// Plain code-unit order, not localeCompare: the same on every machine whatever its locale, so results stay identical.
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

const potentialRank = { high: 0, medium: 1, low: 2 } as const;
const typeRank: Record<IpType, number> = { patent: 0, trademark: 1, trade_secret: 2, copyright: 3 };

/** Evidence that really is the plan's text at the offsets it claims; anything else is dropped. */
function validEvidence(text: string, evidence: Evidence[]): Evidence[] {
  const seen = new Set<string>();
  return evidence.filter((e) => {
    const key = `${e.start}:${e.end}`;
    if (seen.has(key) || e.end <= e.start || text.slice(e.start, e.end) !== e.text) return false;
    seen.add(key);
    return true;
  });
}

/** The subject a finding is about, for a summary or roadmap line: "ZENTRIK", "adaptive routing method". */
export function subjectOf(rec: Recommendation): string {
  const d = rec.details;
  if (d.kind === 'trademark') return d.mark.toUpperCase();
  if (d.kind === 'patent' || d.kind === 'trade_secret') return d.subject;
  return rec.name.replace(/^[^:]+:\s*/, '');
}

/**
 * Joins the detectors' findings: one finding per id (the same subject found twice keeps the stronger one, with the
 * evidence of both), no finding without evidence in the plan, and the order a founder should read them in:
 * potential, then likelihood, then type and name so that equal findings always come out the same way.
 */
export function mergeFindings(text: string, findings: Recommendation[]): Recommendation[] {
  const byId = new Map<string, Recommendation>();
  for (const finding of findings) {
    const evidence = validEvidence(text, finding.evidence);
    if (evidence.length === 0) continue;
    const rec = { ...finding, evidence, likelihood: Math.round(Math.max(0, Math.min(100, finding.likelihood))) };
    const existing = byId.get(rec.id);
    if (!existing) {
      byId.set(rec.id, rec);
      continue;
    }
    const [keep, other] = existing.likelihood >= rec.likelihood ? [existing, rec] : [rec, existing];
    byId.set(rec.id, { ...keep, evidence: validEvidence(text, [...keep.evidence, ...other.evidence]) });
  }
  return [...byId.values()].sort(
    (a, b) =>
      potentialRank[a.potential] - potentialRank[b.potential] ||
      b.likelihood - a.likelihood ||
      typeRank[a.type] - typeRank[b.type] ||
      compareText(a.name, b.name) ||
      compareText(a.id, b.id),
  );
}
