import { describe, expect, it } from 'vitest';
import { opensAsSubject, tagPassage } from './nlp.ts';

describe('nlp', () => {
  it('tags parts of speech', () => {
    const tags = tagPassage('We built a small sensor.').map((t) => t.pos);
    expect(tags).toEqual(['PRON', 'VERB', 'DET', 'ADJ', 'NOUN', 'PUNCT']);
  });

  it('tells a name used as the subject from a name that modifies a noun', () => {
    expect(opensAsSubject('Zentrik tracks pallets in real time.', 'Zentrik'.length)).toBe(true);
    expect(opensAsSubject('Harvest Table is a meal-kit company.', 'Harvest Table'.length)).toBe(true);
    expect(opensAsSubject('Zentrik dashboard users see every pallet.', 'Zentrik'.length)).toBe(false);
  });
});
