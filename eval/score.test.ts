import { describe, expect, it } from 'vitest';
import {
  figures,
  markOf,
  missesOf,
  normaliseMark,
  predictionFrom,
  scorePlan,
  summarise,
  type Expected,
  type LabelForScoring,
  type Prediction,
} from './score.ts';

const none: Expected = { patent: false, trademark: false, trade_secret: false, copyright: false };

function trademark(mark: string) {
  return { type: 'trademark', name: `Trademark: ${mark} (product name)`, details: { kind: 'trademark', mark } };
}

describe('normaliseMark', () => {
  it('ignores case, spacing, trademark signs, quotes and a legal suffix', () => {
    expect(normaliseMark('  LedgerLoop™ ')).toBe('ledgerloop');
    expect(normaliseMark('“Foghorn”')).toBe('foghorn');
    expect(normaliseMark('Korvana, Inc.')).toBe('korvana');
    expect(normaliseMark('Kelulut Labs Sdn Bhd')).toBe('kelulut labs');
    expect(normaliseMark('Tanjong Foods Pte Ltd')).toBe('tanjong foods');
    expect(normaliseMark('Embalara Tecnologia Ltda')).toBe('embalara tecnologia');
    expect(normaliseMark('Abeja Sana SpA')).toBe('abeja sana');
    expect(normaliseMark('Afon Alert CIC')).toBe('afon alert');
    expect(normaliseMark('Kasi Code NPC')).toBe('kasi code');
    expect(normaliseMark('Isberg Värme AB')).toBe('isberg värme');
    expect(normaliseMark('Restløs ApS')).toBe('restløs');
    expect(normaliseMark('Harbour Spa')).toBe('harbour spa');
    expect(normaliseMark('Midwest Tablet Co.')).toBe('midwest tablet');
    expect(normaliseMark('Crumb   &  Kettle®')).toBe('crumb & kettle');
  });

  it('ignores the company forms of Australia, South Africa and India', () => {
    expect(normaliseMark('Kurrajong Medical Pty Ltd')).toBe('kurrajong medical');
    expect(normaliseMark('Suurberg Beverage Co. (Pty) Ltd')).toBe('suurberg beverage');
    expect(normaliseMark('Sutra Learning Pvt. Ltd.')).toBe('sutra learning');
  });

  it('ignores the company forms of Pakistan, Latin America, Egypt, Spain, Portugal and Estonia', () => {
    expect(normaliseMark('Indus Weave Technologies (Pvt) Ltd')).toBe('indus weave technologies');
    expect(normaliseMark('Quipu Knits S.A.C.')).toBe('quipu knits');
    expect(normaliseMark('Andes Frost SAS')).toBe('andes frost');
    expect(normaliseMark('Delta Boards (S.A.E.)')).toBe('delta boards');
    expect(normaliseMark('Sierra Sonora Escuela de Música Cía. Ltda.')).toBe('sierra sonora escuela de música');
    expect(normaliseMark('Sabor Norteño S. de R.L. de C.V.')).toBe('sabor norteño');
    expect(normaliseMark('Maguey Azul S.A. de C.V.')).toBe('maguey azul');
    expect(normaliseMark('Ponte Azul, Lda.')).toBe('ponte azul');
    expect(normaliseMark('Meridia Analytics S.L.')).toBe('meridia analytics');
    expect(normaliseMark('Kuusk Security OÜ')).toBe('kuusk security');
    expect(normaliseMark('Prairie Fizz Company LLC')).toBe('prairie fizz');
    expect(normaliseMark('Casa Sol')).toBe('casa sol');
  });

  it('keeps different names different', () => {
    expect(normaliseMark('Coldlane')).not.toBe(normaliseMark('Coldlane Kelvo'));
    expect(normaliseMark('Copperline')).not.toBe(normaliseMark('Copper'));
  });
});

describe('markOf', () => {
  it('reads details.mark of a trademark recommendation', () => {
    expect(markOf({ type: 'trademark', name: 'Trademark: Other (x)', details: { kind: 'trademark', mark: 'Sonara' } })).toBe('Sonara');
  });

  it('falls back to the name in "Trademark: NAME (...)"', () => {
    expect(markOf({ type: 'trademark', name: 'Trademark: Best Pizza (company name)' })).toBe('Best Pizza');
    expect(markOf({ type: 'trademark', name: 'Trademark: Pulse & Iron' })).toBe('Pulse & Iron');
    expect(markOf({ type: 'trademark', name: 'Trademark: Solenne (Dew line) (brand)', details: null })).toBe('Solenne (Dew line)');
  });

  it('gives nothing for other types or an unreadable name', () => {
    expect(markOf({ type: 'patent', name: 'Trademark: Looks Like One (x)' })).toBeNull();
    expect(markOf({ type: 'trademark', name: 'Brand protection' })).toBeNull();
  });
});

describe('predictionFrom', () => {
  it('marks each type present and collects distinct marks', () => {
    const prediction = predictionFrom([
      trademark('Gridhaven'),
      trademark('GRIDHAVEN'),
      trademark('HearthCell'),
      { type: 'patent', name: 'Patent: thermal buffer module', details: { kind: 'patent' } },
      { type: 'other', name: 'Domain check' },
    ]);
    expect(prediction.types).toEqual({ patent: true, trademark: true, trade_secret: false, copyright: false });
    expect(prediction.marks).toEqual(['Gridhaven', 'HearthCell']);
  });

  it('predicts nothing from no recommendations', () => {
    expect(predictionFrom([])).toEqual({ types: none, marks: [] });
  });

  it('counts the names a grouped recommendation files with its mark: family, listed with it, other names', () => {
    const grouped = (mark: string, label: string, members: string) => ({
      type: 'trademark',
      name: `Trademark: ${mark.toUpperCase()} (brand name; ${label}: ${members})`,
      details: { kind: 'trademark', mark },
    });
    const prediction = predictionFrom([
      grouped('Harbour Dark', 'listed with it', 'Low Water, Slack Tide'),
      grouped('FedEx', 'family', 'FedEx Ground'),
      grouped('Zentrix', 'other names', 'Quillet'),
    ]);
    expect(prediction.marks).toEqual(['Harbour Dark', 'Low Water', 'Slack Tide', 'FedEx', 'FedEx Ground', 'Zentrix', 'Quillet']);
  });
});

describe('scorePlan', () => {
  const label: LabelForScoring = {
    marks: ['Coldlane', 'Kelvo'],
    notMarks: ['Samsara', 'FedEx'],
    expected: { patent: true, trademark: true, trade_secret: false, copyright: true },
  };

  it('classifies each type as TP, FP, FN or TN', () => {
    const prediction: Prediction = {
      types: { patent: true, trademark: false, trade_secret: true, copyright: false },
      marks: [],
    };
    expect(scorePlan('p', label, prediction).types).toEqual({ patent: 'tp', trademark: 'fn', trade_secret: 'fp', copyright: 'fn' });
    const quiet = scorePlan('p', { ...label, expected: none }, { types: none, marks: [] });
    expect(quiet.types).toEqual({ patent: 'tn', trademark: 'tn', trade_secret: 'tn', copyright: 'tn' });
  });

  it('matches names case-insensitively and counts every other predicted name as a false positive', () => {
    const prediction: Prediction = { types: { ...none, trademark: true }, marks: ['COLDLANE', 'samsara', 'Executive Summary'] };
    expect(scorePlan('p', label, prediction).marks).toEqual({
      matched: ['Coldlane'],
      falsePositives: [
        { name: 'samsara', reason: 'third-party' },
        { name: 'Executive Summary', reason: 'unlabelled' },
      ],
      missed: ['Kelvo'],
    });
  });
});

describe('figures', () => {
  it('computes precision, recall and F1', () => {
    const result = figures({ tp: 6, fp: 2, fn: 3 });
    expect(result.precision).toBeCloseTo(0.75);
    expect(result.recall).toBeCloseTo(6 / 9);
    expect(result.f1).toBeCloseTo((2 * 0.75 * (6 / 9)) / (0.75 + 6 / 9));
  });

  it('leaves undefined ratios null and F1 zero when nothing is right', () => {
    expect(figures({ tp: 0, fp: 0, fn: 0 })).toEqual({ tp: 0, fp: 0, fn: 0, precision: null, recall: null, f1: null });
    expect(figures({ tp: 0, fp: 0, fn: 4 })).toMatchObject({ precision: null, recall: 0, f1: null });
    expect(figures({ tp: 0, fp: 1, fn: 1 })).toMatchObject({ precision: 0, recall: 0, f1: 0 });
  });
});

describe('summarise and missesOf', () => {
  const labelA: LabelForScoring = { marks: ['Best Pizza'], notMarks: ['DoorDash'], expected: { ...none, trademark: true } };
  const labelB: LabelForScoring = {
    marks: ['Rootsense'],
    notMarks: ['John Deere'],
    expected: { patent: true, trademark: true, trade_secret: true, copyright: true },
  };
  const scores = [
    scorePlan('a', labelA, { types: { ...none, trademark: true, patent: true }, marks: ['Best Pizza', 'DoorDash'] }),
    scorePlan('b', labelB, { types: { patent: true, trademark: true, trade_secret: false, copyright: true }, marks: [] }),
  ];

  it('adds up plan-level outcomes per type and names over all plans', () => {
    const summary = summarise(scores);
    expect(summary.plans).toBe(2);
    expect(summary.types.patent).toMatchObject({ tp: 1, fp: 1, fn: 0, precision: 0.5, recall: 1 });
    expect(summary.types.trademark).toMatchObject({ tp: 2, fp: 0, fn: 0, precision: 1, recall: 1 });
    expect(summary.types.trade_secret).toMatchObject({ tp: 0, fp: 0, fn: 1, precision: null, recall: 0 });
    expect(summary.types.copyright).toMatchObject({ tp: 1, fp: 0, fn: 0 });
    expect(summary.names).toMatchObject({ tp: 1, fp: 1, fn: 1, precision: 0.5, recall: 0.5 });
  });

  it('lists every miss with the plan, the type and the names', () => {
    expect(missesOf(scores)).toEqual([
      { plan: 'a', type: 'patent', kind: 'FP', names: [] },
      { plan: 'a', type: 'name', kind: 'FP', names: ['DoorDash (third-party/non-name)'] },
      { plan: 'b', type: 'trade_secret', kind: 'FN', names: [] },
      { plan: 'b', type: 'name', kind: 'FN', names: ['Rootsense'] },
    ]);
  });
});
