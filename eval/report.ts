import { ipTypes } from '#shared/schemas/analysis.ts';
import type { Figures, Miss, Summary } from './score.ts';

/** The aims of issue 3 for each type and for names. */
export const aims = { precision: 0.85, recall: 0.9 } as const;

export function formatRatio(value: number | null): string {
  return value === null ? 'n/a' : value.toFixed(3);
}

export function meetsAims(row: Figures): boolean {
  return (row.precision ?? 1) >= aims.precision && (row.recall ?? 1) >= aims.recall;
}

export function formatSummary(summary: Summary): string {
  const header = ['', 'TP', 'FP', 'FN', 'precision', 'recall', 'F1', `aim P>=${aims.precision} R>=${aims.recall}`];
  const rows: string[][] = [
    ...ipTypes.map((type) => [type, summary.types[type]] as const),
    ['names (trademarks)', summary.names] as const,
  ].map(([label, row]) => [
    label,
    String(row.tp),
    String(row.fp),
    String(row.fn),
    formatRatio(row.precision),
    formatRatio(row.recall),
    formatRatio(row.f1),
    meetsAims(row) ? 'met' : 'not met',
  ]);
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column].length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join('  ');
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  const typeNote = 'Types are scored per plan (is there at least one recommendation of the type?); names per mark.';
  return [`Plans: ${summary.plans}. ${typeNote}`, '', line(header), rule, ...rows.map(line)].join('\n');
}

export function formatMisses(misses: readonly Miss[]): string {
  if (misses.length === 0) return 'Misses: none.';
  const width = Math.max(...misses.map((miss) => miss.plan.length));
  const lines = misses.map((miss) => {
    const names = miss.names.length > 0 ? `  ${miss.names.join(', ')}` : '';
    return `  ${miss.plan.padEnd(width)}  ${miss.type.padEnd(12)}  ${miss.kind}${names}`;
  });
  return [`Misses (${misses.length}):`, ...lines].join('\n');
}
