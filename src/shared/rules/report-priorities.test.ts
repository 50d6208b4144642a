import { describe, expect, it } from 'vitest';
import { sampleAnalysisResult } from '../exports/test-fixture.ts';
import { allIpTypes, feeBudget, findingCost } from './fee-budget.ts';
import { priorityActions, typeGlance } from './report-priorities.ts';

const recs = sampleAnalysisResult.recommendations;

describe('the memo summary', () => {
  it('leads with at most three actions, the disclosed patent first, each with a deadline and its cost from the budget', () => {
    const budget = feeBudget(recs);
    const actions = priorityActions(recs, budget, allIpTypes);
    expect(actions).toHaveLength(3);
    expect(actions[0]).toMatchObject({ type: 'patent', action: 'File a US provisional patent application for the self-powered temperature sensor tag' });
    expect(actions[0]!.deadline).toMatch(/^Now/);
    // The contractors' ownership gap comes before routine filings.
    expect(actions[1]!.type).toBe('copyright');
    for (const a of actions) expect(a.cost).toEqual(findingCost(budget, recs.find((r) => r.id === a.recommendationId)!));
  });

  it('keeps to the types a custom strategy prioritises', () => {
    const budget = feeBudget(recs, { types: ['trademark'], scope: 'official' });
    expect(priorityActions(recs, budget, ['trademark']).map((a) => a.type)).toEqual(['trademark', 'trademark']);
  });

  it('has one row per type whose costs add up to the budget', () => {
    const budget = feeBudget(recs);
    const rows = typeGlance(recs, budget, allIpTypes);
    expect(rows.map((r) => [r.type, r.count])).toEqual([['patent', 2], ['trademark', 2], ['trade_secret', 2], ['copyright', 1]]);
    expect(rows.reduce((t, r) => t + r.cost.low, 0)).toBe(budget.low);
    expect(rows.reduce((t, r) => t + r.cost.high, 0)).toBe(budget.high);
    expect(rows[0]!.strongest?.likelihood).toBe(78);
  });
});
