import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ipTypes } from '#shared/schemas/analysis.ts';
import { loadCorpus, mentions, wordCount } from './corpus.ts';
import { normaliseMark } from './score.ts';

describe('the evaluation corpus', () => {
  const corpus = loadCorpus();

  it('holds at least 32 labelled plans, short and long', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(32);
    const words = corpus.map((plan) => wordCount(plan.text));
    expect(words.filter((count) => count >= 1500 && count <= 4000).length).toBeGreaterThanOrEqual(4);
    expect(words.filter((count) => count >= 150 && count <= 300).length).toBeGreaterThanOrEqual(6);
  });

  it('has plans with and without an opportunity of each type', () => {
    for (const type of ipTypes) {
      const positives = corpus.filter((plan) => plan.label.expected[type]).length;
      expect(positives, type).toBeGreaterThan(0);
      expect(corpus.length - positives, type).toBeGreaterThan(0);
    }
  });

  // One test over every plan, its failures listed by plan: a test per plan cost vitest a minute and a half at 2,300 plans.
  it('names in every label occur in their plan, on one side only, and trademark is true exactly when a mark is listed', () => {
    const problems = corpus.flatMap((plan) => {
      const absent = [...plan.label.marks, ...plan.label.notMarks].filter((name) => !mentions(plan.text, name));
      const marks = new Set(plan.label.marks.map(normaliseMark));
      const bothSides = plan.label.notMarks.filter((name) => marks.has(normaliseMark(name)));
      return [
        ...absent.map((name) => `${plan.slug}: "${name}" is not in the plan`),
        ...bothSides.map((name) => `${plan.slug}: "${name}" is both a mark and a non-mark`),
        ...(plan.label.expected.trademark === plan.label.marks.length > 0 ? [] : [`${plan.slug}: trademark is ${plan.label.expected.trademark} with ${plan.label.marks.length} marks`]),
      ];
    });
    expect(problems).toEqual([]);
  });
});

describe('loadCorpus', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  function corpusWith(files: Record<string, string>): string {
    dir = mkdtempSync(join(tmpdir(), 'moatmap-eval-'));
    mkdirSync(join(dir, 'plans'));
    mkdirSync(join(dir, 'labels'));
    for (const [path, content] of Object.entries(files)) writeFileSync(join(dir, path), content);
    return dir;
  }

  const validLabel = JSON.stringify({
    industry: 'restaurant',
    marks: ['Best Pizza'],
    notMarks: [],
    expected: { patent: false, trademark: true, trade_secret: false, copyright: false },
  });

  it('pairs each plan with its label', () => {
    const plans = loadCorpus(corpusWith({ 'plans/01-a.md': 'Best Pizza is a pizzeria.', 'labels/01-a.json': validLabel }));
    expect(plans).toMatchObject([{ slug: '01-a', file: '01-a.md', text: 'Best Pizza is a pizzeria.' }]);
  });

  it('refuses a plan without a label, a label without a plan and an invalid label', () => {
    expect(() => loadCorpus(corpusWith({ 'plans/01-a.md': 'x' }))).toThrow(/01-a\.md: no label file/);
    expect(() => loadCorpus(corpusWith({ 'labels/02-b.json': validLabel }))).toThrow(/02-b\.json: no plan/);
    const missingType = JSON.stringify({ industry: 'x', marks: [], notMarks: [], expected: { patent: true } });
    expect(() => loadCorpus(corpusWith({ 'plans/03-c.txt': 'x', 'labels/03-c.json': missingType }))).toThrow(/03-c\.json/);
    expect(() => loadCorpus(corpusWith({ 'plans/04-d.txt': 'x', 'labels/04-d.json': '{' }))).toThrow(/not JSON/);
  });
});

describe('mentions and wordCount', () => {
  it('finds whole names only, ignoring case', () => {
    expect(mentions('We use Microsoft Word daily.', 'word')).toBe(true);
    expect(mentions('A wordy plan.', 'Word')).toBe(false);
    expect(mentions('Sold at H&R Block.', 'H&R Block')).toBe(true);
    expect(mentions('Funded by SBA 7(a) loans.', 'SBA 7(a)')).toBe(true);
    // Chinese and Japanese write words together; a Latin name beside them still stands whole.
    expect(mentions('今天シマノさんが来た', 'シマノ')).toBe(true);
    expect(mentions('LINE公式アカウントからのお知らせ', 'LINE')).toBe(true);
    expect(mentions('ONLINE公式', 'LINE')).toBe(false);
  });

  it('counts words, not punctuation', () => {
    expect(wordCount('# Title\n\n- one, two — three | 4')).toBe(5);
  });
});
