import { ipTypes } from '#shared/schemas/analysis.ts';
import { formatRatio } from '../report.ts';
import type { ReliabilityRow, TypeFigures } from './cross-validate.ts';

export function formatTypeFigures(title: string, f: TypeFigures, cases: number): string {
  const lines = [`${title} (${cases} cases)`, '                  P      R     F1  all-four F1'];
  for (const t of ipTypes) {
    const r = f.types[t];
    lines.push(`  ${t.padEnd(13)} ${formatRatio(r.precision).padStart(6)} ${formatRatio(r.recall).padStart(6)} ${formatRatio(r.f1).padStart(6)} ${formatRatio(f.allFour[t]).padStart(12)}`);
  }
  lines.push(`  ${'macro'.padEnd(13)} ${''.padStart(6)} ${''.padStart(6)} ${f.macroF1.toFixed(3).padStart(6)} ${f.allFourMacroF1.toFixed(3).padStart(12)}`);
  return lines.join('\n');
}

export function formatReliability(rows: readonly ReliabilityRow[]): string {
  const lines = ['Reliability (out-of-fold, four types pooled): likelihood band -> how often the type was really there', '  band      n   mean predicted   observed'];
  for (const r of rows) {
    if (r.count === 0) continue;
    lines.push(`  ${`${r.from}-${r.to}`.padEnd(7)} ${String(r.count).padStart(4)}   ${(r.meanPredicted * 100).toFixed(1).padStart(14)}   ${(r.observed * 100).toFixed(1).padStart(8)}`);
  }
  return lines.join('\n');
}
