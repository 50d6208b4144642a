import { describe, expect, it } from 'vitest';
import { runWithDeadline } from './run-with-deadline.ts';

// Finding 1 of the attack run: a run of blanks made the text path quadratic (160 KB took 22 s on the main
// thread). Each normaliser gets 1 MB of the input that hurts it most, in a thread with a deadline: a quadratic
// version needs hours for that and fails; a linear one needs milliseconds (thread start-up aside).
const MB = 1024 * 1024;
const DEADLINE_MS = 8_000;
const blanks = (char: string) => `x${char.repeat(MB)}y`;

const modules = {
  tidyText: new URL('../extract/extract-text.ts', import.meta.url),
  normaliseText: new URL('../engine/context.ts', import.meta.url),
  reflowLines: new URL('../extract/reflow.ts', import.meta.url),
  wordXmlText: new URL('../extract/docx.ts', import.meta.url),
};
const run = (name: keyof typeof modules, input: string) => runWithDeadline<string>(modules[name], name, [input], DEADLINE_MS);

describe('every normaliser of the text path is linear on 1 MB of adversarial input', () => {
  it.each([
    ['spaces', ' '],
    ['tabs', '\t'],
    ['spaces and tabs', ' \t'],
  ])('tidyText (upload) with a run of %s and no line break', async (_label, char) => {
    expect(await run('tidyText', blanks(char))).toBe(blanks(char));
    expect(await run('tidyText', `a${char.repeat(MB)}\nb`)).toBe('a\nb');
  });

  it.each([
    ['spaces', ' '],
    ['tabs', '\t'],
  ])('normaliseText (engine) with a run of %s and no line break', async (_label, char) => {
    expect(await run('normaliseText', blanks(char))).toBe(blanks(char));
    expect(await run('normaliseText', `a${char.repeat(MB)}\nb`)).toBe('a\nb');
  });

  it('reflowLines (PDF) with 200,000 wrapped lines of one paragraph', async () => {
    const words = Array.from({ length: 200_000 }, () => 'word');
    expect(await run('reflowLines', words.join('\n'))).toBe(words.join(' '));
  });

  it('reflowLines still joins a hyphenated break without a space', async () => {
    expect(await run('reflowLines', 'a self-\ncontained unit')).toBe('a self-contained unit');
  });

  it('wordXmlText (DOCX headers) with 200,000 unclosed run tags', async () => {
    expect(await run('wordXmlText', '<w:t '.repeat(200_000))).toBe('');
    expect(await run('wordXmlText', `${'<w:t '.repeat(1000)}<w:t xml:space="preserve">Lumio</w:t></w:p>`)).toBe('Lumio');
  });
});
