import { describe, expect, it } from 'vitest';
import { sampleAnalysisResult as result } from '#shared/exports/test-fixture.ts';
import { budgetRows, reportBudgetHeadline } from '#shared/exports/report-model.ts';
import { formatResult, wrap } from './format-result.ts';

describe('formatResult', () => {
  const text = formatResult({ ...result, notes: ['AI enrichment unavailable: x; showing the local analysis'] }, {
    fileName: 'plan.pdf',
    words: 1234,
    pages: 2,
    warnings: ['1 of 2 pages had no extractable text.'],
  });
  const flat = text.replace(/\s+/g, ' ');

  it('heads with the file, its size and the warnings', () => {
    expect(text.split('\n')[0]).toBe(`Moatmap analysis of plan.pdf (2 pages, 1,234 words; engine ${result.engineVersion})`);
    expect(text).toContain('Warning: 1 of 2 pages had no extractable text.');
  });

  it('prints the summary, counts, each recommendation with its facts, next step and evidence', () => {
    expect(flat).toContain(result.summary);
    expect(text).toContain('Patents: 2 | Trademarks: 2 | Trade Secrets: 2 | Copyrights: 1');
    result.recommendations.forEach((rec, i) => {
      expect(text).toContain(`\n${i + 1}. ${rec.name}\n`);
      expect(flat).toContain(rec.nextStep);
      for (const e of rec.evidence) expect(flat).toContain(`"${e.text}" (characters ${e.start}-${e.end})`);
    });
    expect(flat).toContain('Likelihood: 78% (High) | Potential: High');
  });

  it('prints the roadmap by phase, the budget with sources, and the notes', () => {
    expect(text).toContain('Immediate (0-3 months):');
    expect(text).toContain('Long-Term (12+ months):');
    for (const action of result.strategy.immediate) expect(flat).toContain(action);
    expect(flat).toContain(reportBudgetHeadline({ result }));
    for (const row of budgetRows({ result })) expect(flat).toContain(row.source);
    expect(text).toContain('- AI enrichment unavailable: x; showing the local analysis');
  });

  it('keeps lines within 100 columns', () => {
    for (const line of text.split('\n')) {
      // A single word longer than the width (a URL) may overflow; nothing else does.
      if (line.length > 100) expect(line.trim()).not.toContain(' ');
    }
  });
});

describe('wrap', () => {
  it('indents continuation lines under the first', () => {
    const out = wrap('word '.repeat(40), '  - ');
    const lines = out.split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines[1]!.startsWith('    word')).toBe(true);
  });
});
