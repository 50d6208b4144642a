import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';
import { buildPlanHtml } from './plan-html.ts';
import { samplePlanItems } from './plan-fixture.ts';

const exportedAt = new Date('2025-03-20T12:00:00.000Z');
const html = buildPlanHtml({ items: samplePlanItems, exportedAt });

describe('buildPlanHtml', () => {
  it('is a self-contained document with print rules and no scripts or outside resources', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<title>IP Implementation Plan</title>');
    expect(html).toContain('@media print');
    expect(html).not.toMatch(/<script|<link|src=|https?:\/\//i);
  });

  it('shows every item with its name, next step, status and type, grouped by status', () => {
    for (const item of samplePlanItems) {
      expect(html).toContain(`<h3>${escapeHtml(item.name)}</h3>`);
      expect(html).toContain(escapeHtml(item.nextStep));
    }
    expect(html).toContain('<h2>In Progress (1)</h2>');
    expect(html.indexOf('<h2>In Progress (1)</h2>')).toBeLessThan(html.indexOf('<h2>Completed (1)</h2>'));
    expect(html).toContain('class="rec rec--trade_secret"');
    expect(html).toContain('<li><strong>25%</strong>Completion</li>');
    expect(html).toContain('style="width: 25%"');
  });

  it('marks the overdue due date and shows the notes', () => {
    expect(html).toContain('<div class="overdue"><dt>Due</dt><dd>Mar 10, 2025 (overdue)</dd></div>');
    expect(html).toContain('Counsel: Dana Reyes, Reyes &amp; Park; call on Tuesdays.');
  });

  it('escapes user text', () => {
    expect(html).toContain('Register LUMIO for the sensor tags &amp; the app &lt;in classes 9 and 42&gt;.');
    const evil = buildPlanHtml({ items: [{ ...samplePlanItems[0]!, name: '<img src=x onerror=alert(1)>', notes: '"quoted" \'text\'' }], exportedAt });
    expect(evil).not.toContain('<img');
    expect(evil).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(evil).toContain('&quot;quoted&quot; &#39;text&#39;');
  });

  it('says so when the plan is empty', () => {
    expect(buildPlanHtml({ items: [], exportedAt })).toContain('The implementation plan is empty.');
  });
});
