import { describe, expect, it } from 'vitest';
import { resultSchema } from '#shared/schemas/analysis.ts';
import { analyze, ENGINE_VERSION } from './analyze.ts';

const plan = `# Lumio — Business Plan

## Executive Summary
Lumio Inc. is a smart lighting startup in Austin. Our flagship app, Beamly, schedules the lights in a home.
We compete with Philips Hue and integrate with Shopify.

## Technology
We invented an adaptive dimming method that uses an ambient light sensor and a machine-learning model to cut energy use by 30% compared with fixed schedules.
We demonstrated a working prototype at CES in January 2025.
The trained model and its training data of 2 million hours of usage stay confidential.

## Software
Our engineers wrote the Beamly app and its firmware; a contractor designed the app's illustrations.
`;

const bakery = `Fresh Bread

We are a small neighbourhood bakery. We bake bread every morning and sell it at the counter.
Customers come for the bread and the coffee. We plan to add a second oven next year.`;

describe('analyze', () => {
  it('returns a result that validates against the shared schema, with counts that match the findings', () => {
    const result = analyze(plan);
    expect(resultSchema.parse(result)).toEqual(result);
    expect(result.engineVersion).toBe(ENGINE_VERSION);
    const count = (type: string) => result.recommendations.filter((r) => r.type === type).length;
    expect(result.counts).toEqual({
      patents: count('patent'),
      trademarks: count('trademark'),
      tradeSecrets: count('trade_secret'),
      copyrights: count('copyright'),
    });
    expect(result.counts.trademarks).toBeGreaterThanOrEqual(2);
    const names = result.recommendations.map((r) => r.name);
    expect(names).toContain('Trademark: LUMIO (company name)');
    expect(names.some((n) => /HUE|SHOPIFY|PHILIPS/.test(n))).toBe(false);
  });

  it('is deterministic and keeps ids stable when the plan changes elsewhere', () => {
    const a = analyze(plan);
    expect(analyze(plan)).toEqual(a);
    const edited = analyze(`${plan}\n## Hiring\nWe will hire two support staff next spring.\n`);
    const ids = (r: typeof a) => new Map(r.recommendations.map((rec) => [rec.name, rec.id]));
    for (const [name, id] of ids(a)) if (ids(edited).has(name)) expect(ids(edited).get(name)).toBe(id);
    expect(ids(edited).get('Trademark: LUMIO (company name)')).toBe(ids(a).get('Trademark: LUMIO (company name)'));
  });

  it('puts every finding’s evidence at its real place in the plan, ranked by potential then likelihood', () => {
    const result = analyze(plan);
    const text = plan.replace(/\r\n?/g, '\n');
    for (const rec of result.recommendations) {
      expect(rec.evidence.length).toBeGreaterThan(0);
      for (const e of rec.evidence) expect(text.slice(e.start, e.end)).toBe(e.text);
    }
    const rank = { high: 0, medium: 1, low: 2 };
    const keys = result.recommendations.map((r) => rank[r.potential] * 1000 - r.likelihood);
    expect(keys).toEqual([...keys].sort((x, y) => x - y));
  });

  it('makes a provisional filing the first step when the plan says the invention was already shown', () => {
    const result = analyze(plan);
    const disclosed = result.recommendations.find((r) => r.details.kind === 'patent' && r.details.publicDisclosure);
    expect(disclosed).toBeDefined();
    expect(result.strategy.immediate[0]).toMatch(/^File a US provisional patent application for .* now/);
    expect(result.summary).toMatch(/already disclosed/);
  });

  it('builds the roadmap and the budget from the findings, with sources on every line', () => {
    const result = analyze(plan);
    expect(result.strategy.immediate.some((a) => /^Run clearance searches for .*LUMIO/.test(a))).toBe(true);
    expect(result.strategy.shortTerm.some((a) => /File USPTO trademark applications for .*LUMIO/.test(a))).toBe(true);
    expect(result.budget.currency).toBe('USD');
    expect(result.budget.lines.length).toBeGreaterThan(0);
    for (const line of result.budget.lines) {
      expect(line.source).toMatch(/(effective|as of) \d{4}-\d{2}-\d{2}/);
      expect(line.high).toBeGreaterThanOrEqual(line.low);
    }
    expect(result.budget.low).toBe(result.budget.lines.reduce((s, l) => s + l.low, 0));
    expect(result.budget.high).toBe(result.budget.lines.reduce((s, l) => s + l.high, 0));
    const usd = (n: number) => `$${n.toLocaleString('en-US')}`;
    expect(result.strategy.estimatedBudget).toBe(
      `${usd(result.budget.low)} - ${usd(result.budget.high)} over 12 months (official fees plus typical attorney fees)`,
    );
  });

  it('says plainly when a type has nothing worth protecting', () => {
    const result = analyze(bakery);
    expect(resultSchema.parse(result)).toEqual(result);
    expect(result.counts.trademarks).toBe(0);
    expect(result.counts.patents).toBe(0);
    expect(result.summary).toContain('No trademark: the plan names no company, product or service of its own.');
    expect(result.summary).toContain('No patent:');
  });

  it('handles an empty plan', () => {
    const result = analyze('');
    expect(resultSchema.parse(result)).toEqual(result);
    expect(result.recommendations).toEqual([]);
    expect(result.summary).toMatch(/^No IP protection opportunity was found/);
    expect(result.strategy.estimatedBudget).toBe('$0 over 12 months: nothing in the plan calls for a filing yet.');
    expect(result.strategy.immediate.length).toBeGreaterThan(0);
  });
});
