import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { cleanHeading, planStructure } from './patent-structure.ts';

describe('planStructure', () => {
  it('reads a numbered line in capitals as a heading, and a numbered line in words as a list item', () => {
    const ctx = buildContext(['TROUGHWATCH', '1. THE JOB', 'Stations check troughs by hand.', '2. WHAT TROUGHWATCH DOES DIFFERENTLY', '1. Take a frame every 20 minutes', '2. Send a status record'].join('\n'));
    const st = planStructure(ctx);
    expect(st.sections.map((s) => s.title)).toEqual(['', 'TROUGHWATCH', 'THE JOB', 'WHAT TROUGHWATCH DOES DIFFERENTLY']);
    expect(st.sections[3]!.blocks.map((b) => b.bullet)).toEqual([true, true]);
  });

  it('keeps an indented list item in the block of the item above it: it goes on describing that item', () => {
    const ctx = buildContext(
      ['### Added', '- **Adaptive trace encoding** is now on by default. The tracker fits points to an arc.', '  - In our pilot, payload fell from 1.9 MB to 0.74 MB.', '- Console: new route replay view.'].join('\n'),
    );
    const st = planStructure(ctx);
    expect(st.sections[1]!.blocks.map((b) => b.sentences.length)).toEqual([3, 1]);
  });

  it('reads markdown headings, numbered headings, paragraphs and titled list items', () => {
    const ctx = buildContext(
      [
        '# Calderra',
        '## 2. The Technology',
        'Existing valves overshoot. Ours does not:',
        '',
        '- **Self-calibrating actuator.** The motor current is sampled at 2 kHz.',
        '1. **Room estimation.** Two thermistors feed a model.',
        '',
        'Market',
        'There are 40 million homes with radiators.',
      ].join('\n'),
    );
    const st = planStructure(ctx);
    expect(st.sections.map((s) => s.title)).toEqual(['', 'Calderra', 'The Technology', 'Market']);
    const tech = st.sections[2]!;
    expect(tech.blocks.map((b) => [b.bullet, b.title ?? null])).toEqual([
      [false, null],
      [true, 'Self-calibrating actuator'],
      [true, 'Room estimation'],
    ]);
    expect(st.sections[3]!.blocks).toHaveLength(1);
  });

  it('does not take a sentence ending in a full stop, or a long line, for a heading', () => {
    const ctx = buildContext('We sell jars.\nThis line is a full sentence that goes on far too long to be a heading at all\nOk.');
    expect(planStructure(ctx).sections).toHaveLength(1);
  });

  it('takes "Label:" lead-ins as block titles', () => {
    const ctx = buildContext('Market: reusable bags are a $500M category.\n\nPlan: Amazon first.');
    expect(planStructure(ctx).blocks.map((b) => b.title)).toEqual(['Market', 'Plan']);
  });
});

describe('cleanHeading', () => {
  it('drops a trailing colon after a million blanks in one pass', () => {
    expect(cleanHeading(`The thermal buffer${' '.repeat(1_000_000)}x:${' '.repeat(10)}`)).toBe(`The thermal buffer${' '.repeat(1_000_000)}x`);
  });

  it('drops markdown, numbering and bold marks', () => {
    expect(cleanHeading('### 3.2 The thermal buffer')).toBe('The thermal buffer');
    expect(cleanHeading('**Funding:**')).toBe('Funding');
  });
});
