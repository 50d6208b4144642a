import { describe, expect, it } from 'vitest';
import type { AnalysisResult, Recommendation } from '#shared/schemas/analysis.ts';
import type { CorpusPlan } from './corpus.ts';
import { evaluate } from './evaluate.ts';

// Hand-made engine answers: the harness is under test here, not the engine.
function trademark(mark: string): Recommendation {
  return {
    id: `tm-${mark}`,
    type: 'trademark',
    name: `Trademark: ${mark} (company name)`,
    description: 'd',
    rationale: [],
    likelihood: 70,
    nextStep: 'n',
    potential: 'high',
    evidence: [],
    likelihoodFactors: [],
    details: {
      kind: 'trademark',
      mark,
      markType: 'company',
      distinctiveness: 'fanciful',
      distinctivenessReason: 'r',
      niceClasses: [],
      flags: [],
    },
  };
}

function result(recommendations: Recommendation[]): AnalysisResult {
  return {
    summary: 's',
    counts: { patents: 0, trademarks: recommendations.length, tradeSecrets: 0, copyrights: 0 },
    recommendations,
    strategy: { immediate: [], shortTerm: [], mediumTerm: [], longTerm: [], estimatedBudget: '$0' },
    budget: { low: 0, high: 0, currency: 'USD', lines: [] },
    engineVersion: 'test-1',
    notes: [],
  };
}

const none = { patent: false, trademark: false, trade_secret: false, copyright: false };
const plans: CorpusPlan[] = [
  {
    slug: 'a-pizza',
    file: 'a-pizza.md',
    text: 'Best Pizza delivers through DoorDash.',
    label: { industry: 'restaurant', marks: ['Best Pizza'], notMarks: ['DoorDash'], expected: { ...none, trademark: true } },
  },
  {
    slug: 'b-lawn',
    file: 'b-lawn.txt',
    text: 'We mow lawns in Ohio.',
    label: { industry: 'services', marks: [], notMarks: ['Ohio'], expected: none },
  },
];

describe('evaluate', () => {
  it('scores every plan from what the engine answers', async () => {
    const answers: Record<string, AnalysisResult> = {
      [plans[0].text]: result([trademark('Best Pizza'), trademark('DoorDash')]),
      [plans[1].text]: result([]),
    };
    const evaluation = await evaluate(plans, (text) => answers[text]);
    expect(evaluation.plans).toBe(2);
    expect(evaluation.engineVersion).toBe('test-1');
    expect(evaluation.types.trademark).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(evaluation.names).toMatchObject({ tp: 1, fp: 1, fn: 0, precision: 0.5, recall: 1 });
    expect(evaluation.misses).toEqual([
      { plan: 'a-pizza', type: 'name', kind: 'FP', names: ['DoorDash (third-party/non-name)'] },
    ]);
    expect(evaluation.problems).toEqual([]);
    expect(evaluation.timing.maxMs).toBeGreaterThanOrEqual(evaluation.timing.medianMs);
  });

  it('reports an engine that throws or strays from the schema, and still scores the rest', async () => {
    const evaluation = await evaluate(plans, (text) => {
      if (text === plans[0].text) throw new Error('boom');
      return { recommendations: [{ type: 'patent', name: 'Patent: lawn' }] };
    });
    expect(evaluation.problems.map((p) => [p.plan, p.problem.split(':')[0]])).toEqual([
      ['a-pizza', 'engine threw'],
      ['b-lawn', 'result off the schema'],
    ]);
    expect(evaluation.types.trademark).toMatchObject({ tp: 0, fp: 0, fn: 1 });
    expect(evaluation.types.patent).toMatchObject({ tp: 0, fp: 1, fn: 0 });
    expect(evaluation.names).toMatchObject({ tp: 0, fp: 0, fn: 1 });
  });
});
