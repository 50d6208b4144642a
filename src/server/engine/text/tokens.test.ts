import { describe, expect, it } from 'vitest';
import { PhraseIndex, phraseSet, scanWords, tokenize, TriggerTable, wordSet } from './tokens.ts';

describe('tokenize', () => {
  it('keeps exact offsets, lower-cases, splits hyphens and keeps apostrophes', () => {
    const text = 'The world’s first cold-chain tag, 25 kPa.';
    const t = tokenize(text);
    expect(t.words).toEqual(['the', 'world’s', 'first', 'cold', 'chain', 'tag', '25', 'kpa']);
    t.words.forEach((w, i) => expect(text.slice(t.starts[i], t.ends[i]).toLowerCase()).toBe(w));
  });

  it('reads letters beyond ASCII and skips dashes and symbols', () => {
    expect(tokenize('Santa Croce sull’Arno — 0.4 °C · µm').words).toEqual(['santa', 'croce', 'sull’arno', '0', '4', 'c', 'µm']);
  });
});

describe('PhraseIndex', () => {
  const index = new PhraseIndex<string>([
    ['sensor', 'device'],
    ['sensor fusion', 'method'],
    ['enzym*', 'bio'],
    ['battery', 'device'],
  ]);

  it('prefers the longest phrase and adds plurals', () => {
    const text = 'Sensor fusion of two sensors and three batteries';
    expect(index.scan(tokenize(text), text).map((m) => [m.text, m.value])).toEqual([
      ['Sensor fusion', 'method'],
      ['sensors', 'device'],
      ['batteries', 'device'],
    ]);
  });

  it('matches a prefix entry on any word starting so, and nothing else', () => {
    const text = 'Enzymatic coupling keeps enzymes active; the zymogen does not count.';
    expect(index.scan(tokenize(text), text).map((m) => m.text)).toEqual(['Enzymatic', 'enzymes']);
    expect(phraseSet('alloy').find(tokenize('a rally of allies'), 'a rally of allies')).toBeUndefined();
  });
});

describe('TriggerTable', () => {
  it('gives each word set a bit and a sentence the bits of the sets it touches', () => {
    const table = new TriggerTable();
    const patent = table.add('patent,patented');
    const future = table.add('will,plan');
    const mask = table.maskOf(tokenize('We will file a patent.'));
    expect(mask & patent).toBeTruthy();
    expect(mask & future).toBeTruthy();
    expect(table.maskOf(tokenize('Nothing here.'))).toBe(0);
  });

  it('reads a word written with either apostrophe', () => {
    const table = new TriggerTable();
    const refusal = table.add("don't,won't");
    expect(table.maskOf(tokenize('We don’t share it.')) & refusal).toBeTruthy();
    expect(wordSet("can't").has('can’t')).toBe(true);
  });
});

describe('scanWords: one tokeniser for lookups and phrases', () => {
  it('treats apostrophes the same in both modes and keeps compounds only for phrases', () => {
    const text = "Our founders' cold-chain app isn't C++ or UI/UX; the world's best.";
    const simple = scanWords(text, false).map((w) => w.text);
    const compound = scanWords(text, true).map((w) => w.text);
    for (const words of [simple, compound]) {
      expect(words).toContain("isn't");
      expect(words).toContain("world's");
      expect(words).toContain('founders');
    }
    expect(simple).toEqual(expect.arrayContaining(['cold', 'chain', 'C', 'UI', 'UX']));
    expect(compound).toEqual(expect.arrayContaining(['cold-chain', 'C++', 'UI/UX']));
    expect(tokenize(text).words).toContain('cold');
  });

  it('gives offsets into the text', () => {
    for (const w of scanWords('a cold-chain sensor', true, 10)) expect('xxxxxxxxxxa cold-chain sensor'.slice(w.start, w.end)).toBe(w.text);
  });
});
