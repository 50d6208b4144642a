import { describe, expect, it } from 'vitest';
import type { Recommendation } from '../schemas/analysis.ts';
import {
  budgetLevels,
  companySizes,
  customStrategyParametersSchema,
  industries,
  priorityFlags,
  type CustomStrategyParameters,
} from '../schemas/custom-strategy.ts';
import { sampleAnalysisResult } from '../exports/test-fixture.ts';
import { generateCustomStrategy } from './custom-strategy.ts';
import { customFeeBudgetOptions, INTERNATIONAL_BUDGET_NOTE, reportFeeBudget } from './custom-strategy-budget.ts';
import { feeBudget, findingCost, formatRange, typeCost } from './fee-budget.ts';
import { patentFees, trademarkClearance } from './fees.ts';

const recs = sampleAnalysisResult.recommendations;
const sum = (lines: { low: number; high: number }[]) => ({
  low: lines.reduce((t, l) => t + l.low, 0),
  high: lines.reduce((t, l) => t + l.high, 0),
});

/**
 * Every combination of the parameters that shape the budget and the order (3 levels x 16 priority sets x 8
 * approaches); industry and company size only add fixed actions, so they rotate through all their values.
 */
function* everyCombination(): Generator<CustomStrategyParameters> {
  let n = 0;
  for (const budget of budgetLevels)
    for (let priorities = 0; priorities < 16; priorities++)
      for (let approach = 0; approach < 8; approach++, n++)
        yield customStrategyParametersSchema.parse({
          budget,
          industry: industries[n % industries.length],
          companySize: companySizes[n % companySizes.length],
          ...Object.fromEntries(priorityFlags.map((flag, i) => [flag.key, Boolean(priorities & (1 << i))])),
          internationalProtection: Boolean(approach & 1),
          defensiveStrategy: Boolean(approach & 2),
          offensiveStrategy: Boolean(approach & 4),
        });
}

describe('the one budget', () => {
  it('shows, under every custom-strategy combination, the sum of the fee table it sits above', () => {
    // Problems are collected and asserted once, so a failure lists every combination that broke.
    const problems: string[] = [];
    let checked = 0;
    for (const params of everyCombination()) {
      const where = JSON.stringify(params);
      const displayed = reportFeeBudget(recs, params);
      const { types } = customFeeBudgetOptions(params);
      const lines = sum(displayed.lines);
      if (displayed.low !== lines.low || displayed.high !== lines.high) problems.push(`total is not the table's sum: ${where}`);
      if (displayed.lines.some((line) => !types.includes(line.type))) problems.push(`a type that is not prioritised: ${where}`);
      // The strategy's own text states the same figure.
      const { estimatedBudget } = generateCustomStrategy(recs, params).strategy;
      const figure = displayed.lines.length ? `${formatRange(displayed)} over 12 months` : '$0 over 12 months';
      if (!estimatedBudget.startsWith(figure)) problems.push(`text "${estimatedBudget}" is not ${figure}: ${where}`);
      if (estimatedBudget.includes(INTERNATIONAL_BUDGET_NOTE) !== params.internationalProtection) problems.push(`international note: ${where}`);
      // The per-type figures of the at-a-glance rows add up to it too.
      const byType = sum((['patent', 'trademark', 'trade_secret', 'copyright'] as const).map((type) => typeCost(displayed, type)));
      if (byType.low !== displayed.low || byType.high !== displayed.high) problems.push(`types do not add up: ${where}`);
      checked++;
    }
    expect(problems).toEqual([]);
    expect(checked).toBe(3 * 16 * 8);
  });

  it('is the analysis budget for all findings without a custom strategy', () => {
    const budget = reportFeeBudget(recs, null);
    expect(budget).toEqual(feeBudget(recs));
    expect(new Set(budget.lines.map((l) => l.type))).toEqual(new Set(['patent', 'trademark', 'trade_secret', 'copyright']));
  });

  it('grows with the budget level: official fees, then attorney fees, then full searches', () => {
    const params = (budget: CustomStrategyParameters['budget']) => customStrategyParametersSchema.parse({ budget });
    const [low, medium, high] = (['low', 'medium', 'high'] as const).map((level) => reportFeeBudget(recs, params(level)));
    expect(low.lines.some((l) => /attorney/.test(l.label))).toBe(false);
    expect(medium.lines.some((l) => /attorney drafting/.test(l.label))).toBe(true);
    expect(high.lines.filter((l) => /full clearance search/.test(l.label)).every((l) => l.low === trademarkClearance.fullSearch.low)).toBe(true);
    expect(low.high).toBeLessThan(medium.high);
    expect(medium.low).toBeLessThan(high.low);
  });

  it('gives each finding its own cost, and the trade-secret programme to each secret', () => {
    const budget = feeBudget(recs);
    const patent = recs.find((r) => r.type === 'patent')!;
    const lines = budget.lines.filter((l) => l.recommendationId === patent.id);
    expect(findingCost(budget, patent)).toEqual(sum(lines));
    expect(lines[0]!.low).toBe(patentFees.provisional.micro + patentFees.filingSearchExamination.micro);
    const secret = recs.find((r) => r.type === 'trade_secret')!;
    expect(findingCost(budget, secret)).toEqual(typeCost(budget, 'trade_secret'));
    const generic: Recommendation = { ...recs.find((r) => r.type === 'trademark')!, id: 'generic' };
    if (generic.details.kind === 'trademark') generic.details = { ...generic.details, distinctiveness: 'generic' };
    expect(findingCost(feeBudget([generic]), generic)).toBeNull();
  });

  it('cites every figure by name, address and date', () => {
    for (const line of feeBudget(recs).lines)
      for (const source of line.sources) {
        expect(source.url).toMatch(/^https:\/\//);
        expect(source.effective).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(source.source).not.toMatch(/IP-KNOWLEDGE|knowledge base/i);
      }
  });
});
