import { describe, expect, it } from 'vitest';
import { buildContext, findingId, splitSentences } from './context.ts';

describe('splitSentences', () => {
  it('reads a sentence followed by a million blanks in one pass (a trailing-blank regex made this quadratic)', () => {
    // At 80,000 blanks the quadratic trim took 10 s; a million would take about half an hour, far past the timeout.
    const text = `Lumio is an app.${' '.repeat(1_000_000)}Zentro is great.`;
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual(['Lumio is an app.', 'Zentro is great.']);
  });

  it('keeps exact offsets and splits on punctuation and line breaks', () => {
    const text = 'Acme builds drones. They fly 3.5 km, e.g. over farms!\n- Bullet item one\nHeading';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'Acme builds drones.',
      'They fly 3.5 km, e.g. over farms!',
      'Bullet item one',
      'Heading',
    ]);
    for (const s of sentences) expect(text.slice(s.start, s.end)).toBe(s.text);
  });

  it('normalises Windows line endings and non-breaking spaces', () => {
    const ctx = buildContext('One\u00A0thing.\r\nTwo.');
    expect(ctx.text).toBe('One thing.\nTwo.');
    expect(ctx.sentences).toHaveLength(2);
  });
});

describe('findingId', () => {
  it('is stable and case-insensitive for the same subject', () => {
    expect(findingId('trademark', 'Lumio')).toBe(findingId('trademark', ' lumio '));
    expect(findingId('trademark', 'Lumio')).not.toBe(findingId('patent', 'Lumio'));
  });
});

describe('numbered headings and list items', () => {
  it('keeps the number with its heading instead of making "2." a sentence', () => {
    const text = 'Intro line.\n## 2. The Technology\n1. First step. Second sentence.';
    const sentences = splitSentences(text).map((s) => s.text);
    expect(sentences).toEqual(['Intro line.', '## 2. The Technology', 'First step.', 'Second sentence.']);
  });
});
