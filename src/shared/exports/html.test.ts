import { describe, expect, it } from 'vitest';
import { generateCustomStrategy } from '../rules/custom-strategy.ts';
import { buildReportHtml, escapeHtml } from './html.ts';
import { sampleAnalysisResult, sampleReportInput } from './test-fixture.ts';

const exportedAt = new Date('2025-03-20T12:00:00.000Z');
const html = buildReportHtml({ ...sampleReportInput, exportedAt });

describe('buildReportHtml', () => {
  it('is a self-contained document with print rules and no scripts or outside resources', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('@media print');
    expect(html).toMatch(/break-before: page/);
    // Fee sources name their official pages as text; nothing is loaded from outside.
    expect(html).not.toMatch(/<script|<link|src=|url\(/i);
  });

  it('shows every recommendation with its facts, evidence and next step', () => {
    for (const rec of sampleAnalysisResult.recommendations) {
      expect(html).toContain(escapeHtml(rec.name));
      expect(html).toContain(escapeHtml(rec.nextStep));
      for (const e of rec.evidence) expect(html).toContain(escapeHtml(e.text));
    }
    expect(html).toContain('78% (High)');
    expect(html).toContain('52% (Moderate)');
    // Each finding's cost is its share of the fee table: the sensor tag's two patent lines.
    expect(html).toContain('<dt>Estimated cost (12 months)</dt><dd>$8,465 - $17,325</dd>');
    expect(html).toContain('Fanciful: A coined word');
    expect(html).toContain('Class 42: SaaS and software design');
    expect(html).toContain('Europe and China require absolute novelty');
  });

  it('escapes user text, starting with the title', () => {
    const evil = buildReportHtml({ ...sampleReportInput, title: 'Plan <script>alert(1)</script> & "co"', exportedAt });
    expect(evil).not.toContain('<script>');
    expect(evil).toContain('Plan &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;co&quot;');
    expect(html).toContain('carrier pricing model &amp; negotiated rates');
  });

  it('shows the original roadmap by phase with the windows, the budget lines and the disclaimer', () => {
    expect(html).toContain('Immediate <span>0-3 months</span>');
    expect(html).toContain('Long-Term <span>12+ months</span>');
    expect(html).toContain('Run a clearance search for LUMIO');
    expect(html).toContain('$19,268 - $39,110 over 12 months (official fees plus typical attorney fees)');
    expect(html).toContain('<td class="num">$19,268</td><td class="num">$39,110</td>');
    expect(html).toContain('USPTO fee schedule, patent fees');
    expect(html).toContain('effective 2025-01-19');
    expect(html).not.toContain('IP-KNOWLEDGE');
    expect(html).toContain('Not legal advice.');
    expect(html).not.toContain('Custom Strategy');
  });

  it('replaces the roadmap with the custom strategy, its badge and parameters', () => {
    const customStrategy = generateCustomStrategy(
      sampleAnalysisResult.recommendations,
      { companyName: 'Frost <b>', prioritizePatents: false, internationalProtection: true },
      exportedAt,
    );
    const custom = buildReportHtml({ ...sampleReportInput, customStrategy, exportedAt });
    expect(custom).toContain('Custom Strategy</span>');
    expect(custom).toContain('<dt>Company</dt><dd>Frost &lt;b&gt;</dd>');
    expect(custom).toContain('Register trademark for LUMIO');
    expect(custom).not.toContain('Run a clearance search for LUMIO</li>');
    expect(custom).toContain('Not included: filings abroad (PCT, Madrid Protocol), which by rule of thumb add 150-300% to the US costs');
    expect(custom).not.toContain('Patent - ');
    expect(custom).toContain('<dt>Estimated cost (12 months)</dt><dd>Not in the custom strategy</dd>');
  });
});
