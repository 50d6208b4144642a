import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { findCompanyNames } from './trademark-company-name.ts';
import { trademarkMarks } from './trademark-test-support.ts';

// How annual reports introduce their company when the text was extracted without its layout (issue 16).
const companyNames = (text: string) => findCompanyNames(buildContext(text)).map((c) => c.name);

describe('the company name in an annual report', () => {
  it('reads the name after a section title run into the first sentence', () => {
    const text = [
      'Overview qPhoria, Inc. (we, us, our, qPhoria, qPhoria, Inc or the Company) is a developer of plant-made enzymes.',
      'qPhoria sells its enzymes to brewers. qPhoria licenses its growth media to universities.',
    ].join(' ');
    expect(companyNames(text)[0]).toBe('qPhoria');
    expect(companyNames(text)).not.toContain('Inc');
    expect(trademarkMarks(text)).toContain('qphoria');
  });

  it('does not cut a section word off a name that keeps it', () => {
    const text = 'General Harbor, Inc. makes flour. General Harbor sells it to bakers. Harbor towns buy it. The harbor is busy.';
    expect(companyNames(text)).not.toContain('Harbor');
  });

  it('takes the first of the names the definition lists, not the last before the pronouns', () => {
    const text =
      'Our Company\n\nQuellant Technology, Inc., together with its consolidated subsidiaries (“Quellant,” “QTX,” the “Company,” “we,” or “us”) is a supplier of network chips. ' +
      'Quellant designs its chips in Oregon.';
    expect(companyNames(text)[0]).toBe('Quellant');
    expect(trademarkMarks(text)).toContain('quellant');
  });

  it('does not take a subsidiary joined to the definition in other words for the company', () => {
    const text =
      'Brenmar Inc. was incorporated in 2018 as a holding company for The Brenmar Resin Company and its subsidiaries ("BRC" and together with Brenmar Inc., "Brenmar" or the "Company"). ' +
      'Brenmar operates through BRC.';
    expect(companyNames(text)[0]).toBe('Brenmar');
    expect(companyNames(text)).not.toContain('BRC');
  });

  it('reads a company named with ordinary words when the text keeps it capitalised in its sentences', () => {
    const text = [
      'General',
      '',
      'Southern Power was founded in 1971 and is headquartered in Ohio. We make radio masts.',
      'The spin-off left Southern Power focused on masts. We believe Southern Power is well placed, and customers trust Southern Power products.',
    ].join('\n');
    expect(companyNames(text)).toEqual(['Southern Power']);
    expect(trademarkMarks(text)).toContain('southern power');
    // Said once at the head of a sentence, words stay words.
    expect(companyNames('Southern Power is a good idea for masts. We sell masts to farms.')).toEqual([]);
  });
});

describe('towns in an annual report', () => {
  it('reads a name written with its state, province or country as a town, not a mark', () => {
    const text = [
      'Quorvane Corporation makes industrial fasteners.',
      'Our distribution centers are located in or near Brackton, Indiana; Fenmoor, NC; and Selby Flats, Illinois.',
      'Products shipped from our Fenmoor, NC facility reach customers in the South. The Brackton, Indiana site ships to the Midwest.',
      'Quorvane sells the GripLoc anchor range to contractors.',
    ].join('\n');
    const found = trademarkMarks(text);
    expect(found).toContain('quorvane');
    expect(found).toContain('griploc');
    for (const town of ['brackton', 'fenmoor', 'selby flats']) expect(found).not.toContain(town);
  });

  it('keeps a business written before its address', () => {
    const text = 'Our studio, Tallowmere Labs, Austin, Texas, designs toys. Tallowmere Labs sells them online.';
    expect(trademarkMarks(text)).toContain('tallowmere labs');
  });
});

describe('a company named with a word or a short acronym', () => {
  it('takes a word for the company when the text says it was founded', () => {
    const text = [
      'Company Overview',
      '',
      'Ascend was founded in 2012 with a mission to make payments honest. We are building a payment network.',
      'Merchants across Ascend. Our customers ascend quickly.',
    ].join('\n');
    expect(companyNames(text)).toEqual(['Ascend']);
  });

  it('takes a short acronym the text names ten times as the company, not a word of the trade', () => {
    const uses = Array.from({ length: 10 }, (_, i) => `QX ships printer model ${i + 1}.`).join(' ');
    expect(companyNames(`Overview\n\nQX is a global technology leader in printing. ${uses}`)).toEqual(['QX']);
    const ai = Array.from({ length: 10 }, (_, i) => `AI sorts batch ${i + 1}.`).join(' ');
    expect(companyNames(`AI is changing how parcels are sorted. ${ai}`)).toEqual([]);
  });

  it('reads no name from a clause that opens with a conjunction', () => {
    const text = 'While Zedra is the bureau most lenders use, we score borrowers with our own model. Lenders still ask for Zedra scores.';
    expect(companyNames(text)).not.toContain('While Zedra');
  });
});

describe('product names coined in camel case', () => {
  it('takes two words run together, used three times, as a product, not a scientific short form', () => {
    const text = [
      'Vantora runs battery-swap stations for delivery scooters in Pune.',
      'A rider swaps a flat TorqPack at a station in under a minute. Each TorqPack holds 2 kWh.',
      '| Pay per swap (TorqPack, 2 kWh) | INR 60 |',
      'Riders track every TorqPack in the app. Cell heat is read by a SiGe sensor. SiGe chips are cheap and SiGe parts last.',
    ].join('\n');
    const found = trademarkMarks(text);
    expect(found).toContain('torqpack');
    expect(found).not.toContain('sige');
  });
});
