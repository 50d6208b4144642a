import { describe, expect, it } from 'vitest';
import type { Recommendation } from '../schemas/analysis.ts';
import {
  customStrategyParametersSchema,
  customStrategyResultSchema,
  defaultCustomStrategyParameters,
  type CustomStrategyParametersInput,
} from '../schemas/custom-strategy.ts';
import { sampleAnalysisResult } from '../exports/test-fixture.ts';
import { findingSubject } from './custom-strategy-actions.ts';
import { generateCustomStrategy } from './custom-strategy.ts';
import { describeCustomParameters } from './custom-strategy-summary.ts';

const recs = sampleAnalysisResult.recommendations;
const byType = (type: Recommendation['type']) => recs.find((r) => r.type === type)!;

/** A copy of a fixture finding under another subject, so each item gives a distinct action. */
function finding(type: Recommendation['type'], subject: string, likelihood: number, potential: Recommendation['potential'] = 'medium'): Recommendation {
  const base = byType(type);
  const details =
    base.details.kind === 'trademark'
      ? { ...base.details, mark: subject }
      : base.details.kind === 'copyright'
        ? base.details
        : { ...base.details, subject };
  return { ...base, id: `${type}-${subject}`, name: `${type}: ${subject}`, likelihood, potential, details };
}

// No industry, size or flag actions: only the findings' own actions remain.
const bare: CustomStrategyParametersInput = { industry: 'manufacturing', companySize: 'midsize' };
const run = (list: readonly Recommendation[], params: CustomStrategyParametersInput = bare) => generateCustomStrategy(list, params).strategy;
const all = (s: ReturnType<typeof run>) => [...s.immediate, ...s.shortTerm, ...s.mediumTerm, ...s.longTerm];

describe('custom strategy parameters', () => {
  it('has the spec defaults', () => {
    expect(defaultCustomStrategyParameters).toEqual({
      companyName: '',
      industry: 'technology',
      companySize: 'startup',
      competitiveIntensity: 70,
      timeline: '12',
      budget: 'low',
      prioritizePatents: true,
      prioritizeTrademarks: true,
      prioritizeTradeSecrets: true,
      prioritizeCopyrights: true,
      internationalProtection: false,
      defensiveStrategy: false,
      offensiveStrategy: false,
      businessGoals: '',
      existingIP: '',
      competitorInfo: '',
    });
  });

  it('accepts competitive intensity 0-100 in steps of 10 only', () => {
    expect(customStrategyParametersSchema.safeParse({ competitiveIntensity: 0 }).success).toBe(true);
    expect(customStrategyParametersSchema.safeParse({ competitiveIntensity: 100 }).success).toBe(true);
    expect(customStrategyParametersSchema.safeParse({ competitiveIntensity: 75 }).success).toBe(false);
    expect(customStrategyParametersSchema.safeParse({ competitiveIntensity: 110 }).success).toBe(false);
  });

  it('refuses unknown options and over-long free text', () => {
    expect(customStrategyParametersSchema.safeParse({ industry: 'mining' }).success).toBe(false);
    expect(customStrategyParametersSchema.safeParse({ timeline: '18' }).success).toBe(false);
    expect(customStrategyParametersSchema.safeParse({ competitorInfo: 'x'.repeat(2001) }).success).toBe(false);
  });

  it('summarises the parameters with labels and leaves empty text out', () => {
    const lines = describeCustomParameters(
      customStrategyParametersSchema.parse({ companyName: 'Frostline', companySize: 'growth', prioritizeCopyrights: false, offensiveStrategy: true }),
    );
    expect(lines).toContainEqual({ label: 'Company size', value: 'Growth (11-100 employees)' });
    expect(lines).toContainEqual({ label: 'Prioritized IP types', value: 'Patents, Trademarks, Trade Secrets' });
    expect(lines).toContainEqual({ label: 'Approach', value: 'Offensive Strategy' });
    expect(lines.map((l) => l.label)).not.toContain('Business goals');
  });
});

describe('generateCustomStrategy', () => {
  it('keeps only the prioritised types', () => {
    const s = run(recs, { ...bare, prioritizePatents: false, prioritizeTradeSecrets: false, prioritizeCopyrights: false });
    expect(all(s)).toEqual(['Register trademark for LUMIO', 'Register trademark for Frostline']);
  });

  it('orders by likelihood descending by default and with the defensive strategy, keeping input order on ties', () => {
    const list = [finding('trademark', 'Alpha', 40), finding('trademark', 'Bravo', 90), finding('trademark', 'Charlie', 40)];
    const expected = ['Register trademark for Bravo', 'Register trademark for Alpha', 'Register trademark for Charlie'];
    expect(run(list).immediate).toEqual(expected);
    // The defensive flag appends its own fixed actions after the findings.
    expect(run(list, { ...bare, defensiveStrategy: true }).immediate.slice(0, 3)).toEqual(expected);
  });

  it('orders by potential (high, medium, other) when offensive, then by likelihood', () => {
    const list = [
      finding('trademark', 'Low', 99, 'low'),
      finding('trademark', 'MediumA', 30, 'medium'),
      finding('trademark', 'High', 10, 'high'),
      finding('trademark', 'MediumB', 60, 'medium'),
    ];
    const s = run(list, { ...bare, offensiveStrategy: true, defensiveStrategy: true });
    const findings = all(s).filter((a) => /trademark (?:for|application for) /.test(a));
    expect(findings.map((a) => a.split(' ').pop())).toEqual(['High', 'MediumB', 'MediumA', 'Low']);
  });

  it('puts items 1-3 in immediate, 4-5 in short term, 6-7 in medium term and the rest in long term', () => {
    const list = Array.from({ length: 9 }, (_, i) => finding('copyright', `Work ${i + 1}`, 90 - i));
    const s = run([...list].reverse());
    expect(s.immediate).toEqual(['Register copyright for Work 1', 'Register copyright for Work 2', 'Register copyright for Work 3']);
    expect(s.shortTerm).toEqual(['Register copyright for Work 4', 'Register copyright for Work 5']);
    expect(s.mediumTerm).toEqual(['Register copyright for Work 6', 'Register copyright for Work 7']);
    expect(s.longTerm).toEqual(['Register copyright for Work 8', 'Register copyright for Work 9']);
  });

  it('phrases immediate items by type, without the type prefix of the name', () => {
    const s = run(recs);
    // The disclosed patent leads (see the disclosure-deadline test), then the spec's likelihood order.
    expect(s.immediate).toEqual([
      'File provisional patent for self-powered temperature sensor tag now: it was already disclosed, and the US grace period ends 12 months after that',
      'Register copyright for LUMIO app, dashboard and training content',
      'Register trademark for LUMIO',
    ]);
    const patentsOnly = run(recs, { ...bare, prioritizeCopyrights: false, prioritizeTrademarks: false, prioritizeTradeSecrets: false });
    expect(patentsOnly.immediate).toEqual([
      'File provisional patent for self-powered temperature sensor tag now: it was already disclosed, and the US grace period ends 12 months after that',
      'File provisional patent for adaptive cold-chain routing method before any public demo, publication or sale',
    ]);
    expect(findingSubject({ ...byType('copyright'), name: 'Trade secret - x' })).toBe('x');
  });

  it('phrases later items by type', () => {
    const s = run(recs);
    expect(s.shortTerm).toEqual([
      'Document and restrict access to spoilage prediction model and training data as a trade secret',
      'Document and restrict access to carrier pricing model & negotiated rates as a trade secret',
    ]);
    expect(s.mediumTerm).toEqual([
      'Run a clearance search and file a trademark application for Frostline',
      'Assess patentability and file a patent application for adaptive cold-chain routing method',
    ]);
    expect(s.longTerm).toEqual([]);
  });

  it('adds the fixed actions of technology, healthcare and retail only', () => {
    const technology = run([], { ...bare, industry: 'technology' });
    expect(technology.immediate).toContain('Have every developer and contractor sign confidentiality and IP assignment agreements');
    expect(run([], { ...bare, industry: 'healthcare' }).mediumTerm).toContain(
      'Evaluate patent term extension and regulatory exclusivity for products under FDA review',
    );
    expect(run([], { ...bare, industry: 'retail' }).immediate).toContain('Secure domain names and social media handles that match each brand name');
    for (const industry of ['manufacturing', 'finance', 'automotive', 'energy', 'other'] as const) {
      expect(all(run([], { ...bare, industry }))).toEqual([]);
    }
  });

  it('adds the fixed actions of startup, growth and enterprise only', () => {
    expect(run([], { ...bare, companySize: 'startup' }).immediate).toContain(
      'Confirm in writing that the founders have assigned all their IP to the company',
    );
    expect(run([], { ...bare, companySize: 'growth' }).shortTerm).toContain(
      'Introduce an invention disclosure process so employees report new inventions',
    );
    expect(run([], { ...bare, companySize: 'enterprise' }).longTerm).toContain(
      'Audit the IP portfolio every year and drop filings that no longer support the business',
    );
    expect(all(run([], { ...bare, companySize: 'midsize' }))).toEqual([]);
  });

  it('adds the international, defensive and offensive actions when their flag is on', () => {
    const intl = run([], { ...bare, internationalProtection: true });
    expect(intl.mediumTerm).toContain('File PCT application within 12 months of the priority date to preserve international patent rights');
    expect(intl.longTerm).toContain('Enter the PCT national phase in each target country by 30 months from the priority date');
    expect(run([], { ...bare, defensiveStrategy: true }).shortTerm).toContain("Set up monitoring of competitors' patent and trademark filings");
    expect(run([], { ...bare, offensiveStrategy: true }).mediumTerm).toContain(
      'Agree an enforcement procedure with IP counsel, from cease-and-desist letters to litigation',
    );
  });

  it('puts the findings before the fixed actions in each phase', () => {
    const s = run(recs.slice(0, 1), { ...bare, industry: 'technology' });
    expect(s.immediate[0]).toBe('File provisional patent for self-powered temperature sensor tag now: it was already disclosed, and the US grace period ends 12 months after that');
    expect(s.immediate[1]).toBe('Have every developer and contractor sign confidentiality and IP assignment agreements');
  });

  it('removes duplicate actions, keeping the earliest', () => {
    const list = [finding('trademark', 'LUMIO', 90), finding('trademark', 'lumio', 80), finding('trademark', 'Nova', 70), finding('trademark', 'Nova', 60)];
    const s = run(list);
    expect(s.immediate).toEqual(['Register trademark for LUMIO', 'Register trademark for Nova']);
    expect(s.shortTerm).toEqual(['Run a clearance search and file a trademark application for Nova']);
  });

  it('pulls a patent with a disclosure deadline into Immediate, whatever its rank', () => {
    const tagline = (name: string) => finding('trademark', name, 95, 'high');
    const undisclosed = { ...finding('patent', 'sensor fusion method', 40), nextStep: 'File a provisional application before any public demo, publication or sale.' };
    const routine = { ...finding('patent', 'granted hinge', 45), nextStep: 'Diary the maintenance fees.' };
    if (undisclosed.details.kind === 'patent') undisclosed.details = { ...undisclosed.details, publicDisclosure: false };
    if (routine.details.kind === 'patent') routine.details = { ...routine.details, publicDisclosure: false };
    const s = run([tagline('Alpha'), tagline('Bravo'), tagline('Charlie'), routine, undisclosed]);
    expect(s.immediate[0]).toBe('File provisional patent for sensor fusion method before any public demo, publication or sale');
    expect(s.immediate).toHaveLength(3);
    expect(s.shortTerm).toContain('Run a clearance search and file a trademark application for Charlie');
    expect(s.shortTerm).toContain('Assess patentability and file a patent application for granted hinge');
  });

  it('returns the parsed parameters and a valid result, with the time only when given', () => {
    const plain = generateCustomStrategy(recs, {});
    expect(plain.customParameters).toEqual(defaultCustomStrategyParameters);
    expect(plain.generatedAt).toBeUndefined();
    const dated = generateCustomStrategy(recs, { companyName: ' Frostline ' }, new Date('2025-03-15T10:00:00Z'));
    expect(dated.generatedAt).toBe('2025-03-15T10:00:00.000Z');
    expect(dated.customParameters.companyName).toBe('Frostline');
    expect(customStrategyResultSchema.parse(dated)).toEqual(dated);
    expect(generateCustomStrategy(recs, {})).toEqual(plain);
  });
});
