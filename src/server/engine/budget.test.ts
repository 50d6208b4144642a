import { describe, expect, it } from 'vitest';
import { attorneyFees, copyrightFees, patentFees, trademarkClearance, trademarkFees } from '#shared/rules/fees.ts';
import { buildBudget, budgetText } from './budget.ts';
import { mergeFindings } from './merge.ts';
import { buildRoadmap } from './roadmap.ts';
import { summarise } from './summary.ts';
import type { Recommendation } from './types.ts';

const text = 'Lumio sells lamps. Our dimming method was shown at CES. The recipe is secret. Our course videos were made by a contractor.';
const ev = (phrase: string) => {
  const start = text.indexOf(phrase);
  return [{ text: phrase, start, end: start + phrase.length }];
};
const base = { description: 'd', rationale: ['r'], nextStep: 'n', likelihoodFactors: [] };

const trademark: Recommendation = {
  ...base,
  id: 'trademark-1',
  type: 'trademark',
  name: 'Trademark: LUMIO (company name)',
  likelihood: 85,
  potential: 'high',
  evidence: ev('Lumio sells lamps.'),
  details: { kind: 'trademark', mark: 'Lumio', markType: 'company', distinctiveness: 'fanciful', distinctivenessReason: 'coined', niceClasses: [{ number: 9, label: 'x' }, { number: 11, label: 'y' }], flags: [] },
};
const patent: Recommendation = {
  ...base,
  id: 'patent-1',
  type: 'patent',
  name: 'Patent: adaptive dimming method',
  likelihood: 60,
  potential: 'high',
  evidence: ev('Our dimming method was shown at CES.'),
  details: { kind: 'patent', subject: 'adaptive dimming method', category: 'method', abstractIdeaRisk: false, publicDisclosure: true, warnings: [] },
};
const secret: Recommendation = {
  ...base,
  id: 'trade_secret-1',
  type: 'trade_secret',
  name: 'Trade secret: recipe',
  likelihood: 70,
  potential: 'medium',
  evidence: ev('The recipe is secret.'),
  details: { kind: 'trade_secret', subject: 'recipe', category: 'formula', measures: [] },
};
const copyright: Recommendation = {
  ...base,
  id: 'copyright-1',
  type: 'copyright',
  name: 'Copyright: course videos',
  likelihood: 70,
  potential: 'low',
  evidence: ev('Our course videos were made by a contractor.'),
  details: { kind: 'copyright', works: ['course videos', 'scripts'], ownershipGap: true },
};

describe('buildBudget', () => {
  it('prices each finding from the fee table and adds the lines up', () => {
    const budget = buildBudget([trademark, patent, secret, copyright]);
    const line = (prefix: string) => budget.lines.find((l) => l.label.startsWith(prefix))!;
    expect(line('Trademark - LUMIO: USPTO application, 2 classes')).toMatchObject({ low: 2 * trademarkFees.baseApplicationPerClass.amount, high: 2 * 550 });
    expect(line('Trademark - LUMIO: clearance')).toMatchObject({ low: trademarkClearance.screening.amount, high: trademarkClearance.fullSearch.high });
    expect(line('Patent - adaptive dimming method: USPTO')).toMatchObject({
      low: patentFees.provisional.micro + patentFees.filingSearchExamination.micro,
      high: patentFees.provisional.large + patentFees.filingSearchExamination.large,
    });
    expect(line('Patent - adaptive dimming method: attorney')).toMatchObject({ low: attorneyFees.patentNonProvisional.low, high: attorneyFees.patentNonProvisional.high });
    expect(line('Trade secrets (1)')).toMatchObject({ low: 500, high: 2000 });
    expect(line('Copyright - course videos')).toMatchObject({ low: 2 * copyrightFees.singleApplication.amount, high: 2 * copyrightFees.standardElectronic.amount });
    expect(budget.low).toBe(budget.lines.reduce((s, l) => s + l.low, 0));
    expect(budgetText(budget)).toMatch(/^\$\d{1,3}(,\d{3})* - \$\d{1,3}(,\d{3})* over 12 months \(official fees plus typical attorney fees\)$/);
  });

  it('does not budget a generic name that cannot be registered', () => {
    const generic: Recommendation = { ...trademark, details: { ...trademark.details, distinctiveness: 'generic' } as Recommendation['details'] };
    expect(buildBudget([generic]).lines).toEqual([]);
  });
});

describe('mergeFindings', () => {
  it('drops findings whose evidence is not the plan’s text and keeps one finding per id', () => {
    const fake = { ...secret, id: 'trade_secret-2', evidence: [{ text: 'not in the plan', start: 0, end: 15 }] };
    const twice = { ...trademark, likelihood: 40, evidence: ev('The recipe is secret.') };
    const merged = mergeFindings(text, [twice, trademark, fake, copyright]);
    expect(merged.map((r) => r.id)).toEqual(['trademark-1', 'copyright-1']);
    expect(merged[0]!.likelihood).toBe(85);
    expect(merged[0]!.evidence.map((e) => e.text)).toEqual(['Lumio sells lamps.', 'The recipe is secret.']);
  });
});

describe('buildRoadmap and summarise', () => {
  it('puts the provisional filing first when the invention was disclosed, and derives each phase from the findings', () => {
    const roadmap = buildRoadmap([trademark, patent, secret, copyright]);
    expect(roadmap.immediate[0]).toMatch(/^File a US provisional patent application for "adaptive dimming method" now/);
    expect(roadmap.immediate.join(' ')).toContain('copyright assignments from the contractors who made "course videos"');
    expect(roadmap.immediate.join(' ')).toContain('Run clearance searches for LUMIO');
    expect(roadmap.shortTerm.join(' ')).toContain('File USPTO trademark applications for LUMIO (classes 9, 11): $700');
    expect(roadmap.mediumTerm.join(' ')).toContain('non-provisional');
    expect(roadmap.longTerm.join(' ')).toContain('Madrid');
  });

  it('advises an undisclosed invention be kept under NDA until the provisional is filed', () => {
    const quiet = { ...patent, details: { ...patent.details, publicDisclosure: false } as Recommendation['details'] };
    expect(buildRoadmap([quiet]).immediate[0]).toMatch(/before any public demo, pitch, publication or sale .* only under NDA/);
  });

  it('summarises what was found and says which types have nothing', () => {
    const summary = summarise(mergeFindings(text, [trademark, secret]));
    expect(summary).toMatch(/^2 IP protection opportunities found in this plan: 1 trademark \(LUMIO\); 1 trade secret \(recipe\)\./);
    expect(summary).toContain('No patent:');
    expect(summary).toContain('No copyright:');
    expect(summary).not.toContain('No trademark:');
  });
});
