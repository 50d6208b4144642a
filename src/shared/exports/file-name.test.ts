import { describe, expect, it } from 'vitest';
import { isoDay, reportFileName, slugify } from './file-name.ts';

describe('reportFileName', () => {
  it('builds ip-analysis-{slug}-{YYYY-MM-DD}.{ext}', () => {
    expect(reportFileName('Frostline Labs: Cold-Chain Monitoring', '2025-03-14T09:30:00.000Z', 'json')).toBe(
      'ip-analysis-frostline-labs-cold-chain-monitoring-2025-03-14.json',
    );
    expect(reportFileName('Plan', new Date(2025, 0, 5, 23, 59), '.docx')).toBe('ip-analysis-plan-2025-01-05.docx');
  });

  it('slugs to lower-case ascii with dashes and falls back to "report"', () => {
    expect(slugify('Café Ölmühle & Co. <script>')).toBe('cafe-olmuhle-co-script');
    expect(slugify('  ***  ')).toBe('report');
    expect(slugify('日本語のプラン')).toBe('report');
    expect(reportFileName('', '2025-03-14', 'html')).toBe('ip-analysis-report-2025-03-14.html');
  });

  it('bounds the slug length without a trailing dash', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(60);
    expect(slug.endsWith('-')).toBe(false);
  });

  it('keeps the calendar day of date text and refuses invalid dates', () => {
    expect(isoDay('2025-03-01')).toBe('2025-03-01');
    expect(() => isoDay('not a date')).toThrow(RangeError);
  });
});
