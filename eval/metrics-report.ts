import { ipTypes } from '#shared/schemas/analysis.ts';
import { brandFound, withoutAddresses, writtenInLowerCase, type CaseOutcome, type CorpusMetrics } from './metrics.ts';
import { formatRatio } from './report.ts';

/** The corpus-level table: per type P/R/F1 beside the "all four" baseline's F1, then the trademark figures. */
export function formatCorpusMetrics(title: string, m: CorpusMetrics): string {
  const rows = ipTypes.map((type) => {
    const f = m.types[type];
    const b = m.allFour.types[type];
    return [type, formatRatio(f.precision), formatRatio(f.recall), formatRatio(f.f1), formatRatio(b.f1), String(f.tp), String(f.fp), String(f.fn)];
  });
  const header = ['', 'P', 'R', 'F1', 'all-four F1', 'TP', 'FP', 'FN'];
  const all = [header, ...rows, ['macro', '', '', m.macroF1.toFixed(3), m.allFour.macroF1.toFixed(3), '', '', '']];
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const br = m.brandRecall;
  const ow = m.ordinaryWordMarks;
  return [
    `${title}: ${m.cases} cases`,
    ...all.map(line),
    `brand recall ${formatRatio(br.recall)} (${br.found}/${br.labelled}); trademark recommendations per case mean ${m.trademarkRecs.mean.toFixed(2)}, max ${m.trademarkRecs.max}; ordinary-word marks ${formatRatio(ow.share)} (${ow.count}/${ow.proposed}; ${formatRatio(m.ordinaryWordMarksCountingAddresses.share)} counting web addresses)`,
  ].join('\n');
}

/** Per-case misses for reading: wrong types, brands not found, marks the text also writes in lower case. */
export function formatCaseMisses(outcomes: readonly CaseOutcome[], limit = Infinity): string {
  const lines: string[] = [];
  for (const o of outcomes) {
    const parts: string[] = [];
    for (const type of ipTypes) {
      if (o.predicted[type] !== o.expected[type]) parts.push(`${type} ${o.predicted[type] ? 'FP' : 'FN'}`);
    }
    const missed = [...new Set(o.brands)].filter((b) => !brandFound(b, o.trademarks));
    if (missed.length > 0) parts.push(`brands missed: ${missed.join(', ')}`);
    const prose = withoutAddresses(o.text);
    const ordinary = o.trademarks.filter((t) => writtenInLowerCase(t.mark, prose)).map((t) => t.mark);
    if (ordinary.length > 0) parts.push(`ordinary words: ${ordinary.join(', ')}`);
    if (parts.length > 0) lines.push(`  ${o.id}: ${parts.join('; ')}`);
  }
  const shown = lines.slice(0, limit);
  const more = lines.length > shown.length ? [`  ... and ${lines.length - shown.length} more (--all to list them)`] : [];
  return [`Cases with misses (${lines.length}):`, ...shown, ...more].join('\n');
}
