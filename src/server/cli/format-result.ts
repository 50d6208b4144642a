// The analysis as plain text for a terminal, with the same labels and figures as the HTML and DOCX reports.
import {
  budgetRows,
  reportBudgetHeadline,
  budgetTotal,
  countTiles,
  recommendationDetails,
  recommendationFacts,
  REPORT_DISCLAIMER,
  reportPhases,
} from '#shared/exports/report-model.ts';
import type { AnalysisResult, Recommendation } from '#shared/schemas/analysis.ts';

export type SourceInfo = { fileName: string; words: number; pages?: number; warnings: string[] };

const WIDTH = 100;

/** Word-wraps one paragraph, the first line after `first`, the others after `rest`. */
export function wrap(text: string, first = '', rest = first.replace(/./g, ' ')): string {
  const lines: string[] = [];
  let line = first;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = rest + word;
    } else line += (empty ? '' : ' ') + word;
    empty = false;
  }
  lines.push(line);
  return lines.join('\n');
}

const heading = (title: string) => `\n${title.toUpperCase()}\n${'='.repeat(title.length)}`;

function recommendationText(rec: Recommendation, index: number): string {
  const out = [`\n${index + 1}. ${rec.name}`];
  out.push(wrap(recommendationFacts(rec).map((f) => `${f.label}: ${f.value}`).join(' | '), '   '));
  out.push(wrap(rec.description, '   '));
  if (rec.rationale.length) out.push('   Why:', ...rec.rationale.map((r) => wrap(r, '     - ')));
  out.push(wrap(rec.nextStep, '   Next step: ', '     '));
  if (rec.evidence.length) {
    out.push('   Evidence from the plan:');
    for (const e of rec.evidence) out.push(wrap(`"${e.text}" (characters ${e.start}-${e.end})`, '     > ', '       '));
  }
  for (const detail of recommendationDetails(rec)) {
    out.push(`   ${detail.label}${detail.warning ? ' (!)' : ''}:`, ...detail.items.map((item) => wrap(item, '     - ')));
  }
  return out.join('\n');
}

export function formatResult(result: AnalysisResult, source: SourceInfo): string {
  const facts = [`${source.words.toLocaleString('en-US')} words`];
  if (source.pages !== undefined) facts.unshift(`${source.pages} page${source.pages === 1 ? '' : 's'}`);
  const out = [`Moatmap analysis of ${source.fileName} (${facts.join(', ')}; engine ${result.engineVersion})`];
  for (const warning of source.warnings) out.push(wrap(warning, 'Warning: ', '  '));
  out.push(heading('Summary'), wrap(result.summary));
  out.push('', countTiles(result).map((tile) => `${tile.label}: ${tile.value}`).join(' | '));

  out.push(heading(`Recommendations (${result.recommendations.length})`));
  if (result.recommendations.length === 0) out.push('None: the plan describes nothing worth protecting.');
  result.recommendations.forEach((rec, i) => out.push(recommendationText(rec, i)));

  out.push(heading('Roadmap'));
  for (const phase of reportPhases) {
    const actions = result.strategy[phase.key];
    out.push(`${phase.heading}:`, ...(actions.length ? actions.map((a) => wrap(a, '  - ')) : ['  (nothing in this phase)']));
  }

  out.push(heading('Budget'), wrap(reportBudgetHeadline({ result })));
  for (const row of budgetRows({ result })) out.push(wrap(`${row.label}: ${row.low} - ${row.high} (source: ${row.source})`, '  - '));
  const total = budgetTotal({ result });
  out.push(`  Total: ${total.low} - ${total.high} ${result.budget.currency}`);

  if (result.notes.length) out.push(heading('Notes'), ...result.notes.map((n) => wrap(n, '- ')));
  out.push('', wrap(REPORT_DISCLAIMER));
  return `${out.join('\n')}\n`;
}
