import { describe, expect, it } from 'vitest';
import { candidateNames, trademarkMarks } from './trademark-test-support.ts';
import { analyze } from '../analyze.ts';

const names = candidateNames;

describe('names heading an own range or a row of described goods', () => {
  it('reads "the X family of products" as an own name, not a range a competitor heads', () => {
    const text =
      'Verdomar Instruments makes inspection tools for chip makers. ' +
      'The Zentrafol family of products represents our line of bonding tools. ' +
      'Competition: the Bunkora hostel, and the Beacon brand if it comes to town.';
    const found = names(text);
    expect(found).toContain('Zentrafol');
    expect(found).not.toContain('Beacon');
  });

  it('reads each coined name of a row of goods described in lower-case words', () => {
    const text =
      'Verdomar Chemicals makes building materials for contractors. ' +
      'Its range covers roof coatings and decorative surface materials, ZENTRAFOL exterior insulation, QUIVARO high ' +
      'performance insulation, PELLAXIN flashing and sealant and DUROVEX primers. Builders buy through dealers.';
    expect(names(text)).toEqual(expect.arrayContaining(['ZENTRAFOL', 'QUIVARO', 'PELLAXIN', 'DUROVEX']));
  });

  it('names every member of a large family, not only the first twelve', () => {
    const members = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliet', 'Kilo', 'Lima', 'Mike', 'November', 'Oscar'];
    const text =
      'Zentrova Labs makes test equipment for electronics makers. ' +
      members.map((m) => `The Zentrova ${m} meter is sold to labs.`).join(' ');
    const recs = analyze(text).recommendations.filter((r) => r.type === 'trademark');
    const all = recs.map((r) => r.name).join(' ');
    expect(all).toContain('Zentrova Oscar');
  });
});

describe('medicines named beside their generic names', () => {
  it('reads a brand followed by its generic name in brackets as a product name, in prose and in a table', () => {
    const prose = 'Verdomar Biosciences develops antibodies for rare lung diseases. Sales of Quivexa (tolmarizumab) grew in 2024.';
    expect(candidateNames(prose)).toContain('Quivexa');
    const table =
      'Verdomar Biosciences develops antibodies for rare lung diseases.\n\nProduct\n\nIndication\n\n' +
      'Zentrafol (pellonitinib)\n\nPulmonary fibrosis\n\nWe sell through specialty pharmacies.';
    expect(candidateNames(table)).toContain('Zentrafol');
  });
});

describe('things launched, firms founded', () => {
  it('keeps a product "launched" in a given year as the company\'s product, not another firm', () => {
    const text =
      'Verdomar Biosciences, Inc. ("Verdomar," "we," "our") develops medicines for rare lung diseases. Our first medicine, approved in 2019, is sold in forty countries.\n\n' +
      'Quivexa was launched in 2021 for adults with severe asthma. Sales of Quivexa grew by 12% in 2024, and Quivexa is now given in clinics across Europe.';
    expect(trademarkMarks(text)).toEqual(['verdomar', 'quivexa']);
  });
});
