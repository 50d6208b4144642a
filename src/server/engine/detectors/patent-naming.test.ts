import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { brandWords, cueSubjects, headOfName, inventionName, isSpecificHeading } from './patent-naming.ts';
import { headEntry } from '../lexicons/patent-terms.ts';
import { sentenceTokens } from '../text/tokens.ts';
import { readSentence } from './patent-signals.ts';

describe('inventionName', () => {
  it('writes a shouted heading as the body writes its words, without the dash', () => {
    expect(inventionName('SNAPLOCK - THE ONE-HAND ZIP', new Set(['SnapLock']))).toBe('SnapLock one-hand zip');
    expect(inventionName('SELF-CLEARING HAIR TRAP', new Set())).toBe('self-clearing hair trap');
  });

  const ctx = buildContext('Our panels use the Framelock connector. ## Adaptive Cold-Chain Routing');
  const brands = brandWords(ctx.sentences, sentenceTokens(ctx));

  it('lower-cases Title Case but keeps brands the plan writes mid-sentence', () => {
    expect(inventionName('The Framelock Connector', brands)).toBe('Framelock connector');
  });

  it('keeps a coined word the plan writes capitalised again and again and never in lower case, but not a word that opens one sentence', () => {
    const page = buildContext('HOW PERCHLOK WORKS\nPerchlok sits under any feeder. Perchlok closes the ports. Single Perchlok: $34.\nSegmental sensor is new.');
    const words = brandWords(page.sentences, sentenceTokens(page));
    expect(inventionName('Perchlok', words)).toBe('Perchlok');
    expect(inventionName('Segmental sensor', words)).toBe('segmental sensor');
  });

  it('makes a gerund heading a method and drops brackets and markdown', () => {
    expect(inventionName('**Adaptive Cold-Chain Routing**', brands)).toBe('adaptive cold-chain routing method');
    expect(inventionName('new lipid nanoparticle (LNP) formulation', brands)).toBe('new lipid nanoparticle formulation');
    // A bare word is named by the product in brackets after it; an abbreviation in brackets is dropped.
    expect(inventionName('The control (Sombra Viva Sense)', brands)).toBe('Sombra Viva Sense control');
  });
});

describe('headOfName', () => {
  it('finds the head before a preposition and a gerund before "method"', () => {
    expect(headOfName('room-temperature estimation without a room sensor')).toMatchObject({ key: 'estimation', category: 'method' });
    expect(headOfName('radio switching method')).toMatchObject({ key: 'switching', category: 'method' });
    expect(headOfName('Korvana plan')).toEqual({ key: '' });
    // A wound dressing or bandage is a device of its own, not the "extra layers" it is made of.
    expect(headOfName('transparent IV dressing')).toMatchObject({ category: 'device', strong: true });
    expect(headOfName('compression bandage')).toMatchObject({ category: 'device', strong: true });
  });
});

describe('isSpecificHeading', () => {
  it.each(['Adaptive cold-chain routing', 'The thermal buffer', 'The Framelock Connector', 'Max torque clamp', 'EarthLock panel installation notes'])('accepts %s', (h) => {
    expect(isSpecificHeading(h)).toBe(true);
  });
  it.each(['The Technology', 'Our Solution', 'Executive Summary', 'The probe', 'Q3 2025', 'Sonara — Business Plan', 'WHAT WE ASK', 'Use of funds', 'The Ask', 'To: Hamish Collins, Patent Attorney', 'From: Dr Priya Raman', 'IP & know-how', 'Intellectual property and know-how', "What's different", 'Three things', 'Hamon Guide is different',
    // Plans 886-945: fields, speakers, questions, notes and money.
    'Owner: Rico Santos · Portland, Oregon', 'Speaker: Priya Raman, co-founder', 'Principal investigator: Tom Hadley', 'ROHAN PILLAI', "So what's different about Dakje?",
    'Technology: how Brinewood Melt stretches', 'Where the money goes', 'Founder notes (internal, Camila)', 'Agreed prices from 1 April',
    // Plans 1756-1785: parts of a plan joined, and a clause about the raise.
    'Our Solution and Current Operations', 'We are raising AUD 2.5 million'])('rejects %s', (h) => {
    expect(isSpecificHeading(h)).toBe(false);
  });
});

describe('cueSubjects', () => {
  it('reads the objects of a patent statement', () => {
    expect(cueSubjects('March 2025: file provisional patent applications on the thermal buffer module and the thermally aware charging method.')).toEqual([
      'thermal buffer module',
      'thermally aware charging method',
    ]);
    expect(cueSubjects('We will protect the composition, the method of making it and the use in biofilm infections with patent applications.')).toEqual([
      'composition',
      'method of making it',
      'use in biofilm infections',
    ]);
    expect(cueSubjects('We think this distributed sampling method is patentable.')).toEqual(['distributed sampling method']);
    expect(cueSubjects('We sell our patented soft-close cabinet hinge to kitchen makers.')).toEqual(['soft-close cabinet hinge']);
  });

  it('reads nothing from a sentence without an object', () => {
    expect(cueSubjects('We have not filed any patent applications yet.')).toEqual([]);
  });
});

describe('head nouns of plain machines', () => {
  it('knows the tools and parts a maker describes: combs, cutters, rollers, augers, dryers', () => {
    for (const word of ['comb', 'cutters', 'roller', 'auger', 'dryer', 'chillers']) expect(headEntry(word)?.category).toBe('device');
    expect(headEntry('tool')).toEqual({ category: 'device', strong: false });
  });
});

describe('readSentence: effects', () => {
  it('reads "over the last 12 months" as a time, not a thing that lasts', () => {
    const sentence = (text: string) => ({ index: 0, text, start: 0, end: text.length });
    expect(readSentence(sentence('Net revenue retention over the last 12 months is 118%.')).effect).toBeUndefined();
    expect(readSentence(sentence('The cell lasts 40% longer than a standard pack.')).effect).toBeDefined();
  });
});
