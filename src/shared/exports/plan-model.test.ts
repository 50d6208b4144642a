import { describe, expect, it } from 'vitest';
import { formatPlanDate, itemsByStatus, planFileName, planItemFacts, planSummary, summaryTiles } from './plan-model.ts';
import { samplePlanItems } from './plan-fixture.ts';

describe('plan export model', () => {
  it('names files ip-implementation-plan-{YYYY-MM-DD}.{ext} on the local day', () => {
    expect(planFileName(new Date(2025, 2, 20, 23, 59), 'json')).toBe('ip-implementation-plan-2025-03-20.json');
    expect(planFileName('2025-01-05', '.ics')).toBe('ip-implementation-plan-2025-01-05.ics');
  });

  it('summarises with the rounded completion percent', () => {
    const summary = planSummary({ items: samplePlanItems });
    expect(summary).toEqual({ total: 4, pending: 1, inProgress: 1, completed: 1, deferred: 1, completionPercent: 25 });
    expect(summaryTiles(summary).map((t) => t.value)).toEqual(['4', '1', '1', '25%']);
    expect(planSummary({ items: [] }).completionPercent).toBe(0);
  });

  it('groups by status, work in progress first and completed last, skipping empty groups', () => {
    const groups = itemsByStatus(samplePlanItems.filter((i) => i.status !== 'deferred'));
    expect(groups.map((g) => g.label)).toEqual(['In Progress', 'Pending', 'Completed']);
  });

  it('shows calendar days as written and marks a passed due date of an open item as overdue', () => {
    expect(formatPlanDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatPlanDate(null)).toBe('Not set');
    expect(formatPlanDate('garbage')).toBe('Not set');
    const today = new Date('2025-03-20T12:00:00Z');
    const [inProgress, pending, , completed] = samplePlanItems;
    expect(planItemFacts(inProgress!, today).find((f) => f.label === 'Due')).toEqual({ label: 'Due', value: 'Mar 10, 2025 (overdue)', overdue: true });
    expect(planItemFacts(pending!, today).find((f) => f.label === 'Due')?.overdue).toBe(false);
    // Completed work is never overdue.
    expect(planItemFacts(completed!, today).find((f) => f.label === 'Due')?.value).toBe('Feb 1, 2025');
  });
});
