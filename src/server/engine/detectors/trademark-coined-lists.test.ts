import { describe, expect, it } from 'vitest';
import { candidateNames } from './trademark-test-support.ts';
import { buildContext } from '../context.ts';
import { findNameCandidates } from './trademark-candidates.ts';
import { findCompanyNames } from './trademark-company-name.ts';

const names = candidateNames;

describe('coined names listed as the business own range', () => {
  it('reads each coined name of an own product list as a candidate', () => {
    const text =
      'Verdomar Agri sells crop protection products to growers in North America. ' +
      'Our herbicide portfolio includes Zentrafol, Quivaro, Pellaxin and Durovex, each sold through regional dealers. ' +
      'Growers apply these products before planting.';
    expect(names(text)).toEqual(expect.arrayContaining(['Zentrafol', 'Quivaro', 'Pellaxin', 'Durovex']));
  });

  it('leaves out names the plan hands to someone else: tools, competitors, ingredients, places', () => {
    const text =
      'Larkspur Cellars is a small winery. Our flagship is a blend of Tempranillo, Syrah and Grenache. ' +
      'We integrate with Quintrella, Vossaro and Mendrix for orders. ' +
      'Bibrano and Kestova lead the category nationally; Ombrelle sells its own. ' +
      'We deliver across Tampa and St. Petersburg.';
    const found = names(text);
    for (const other of ['Tempranillo', 'Syrah', 'Grenache', 'Quintrella', 'Vossaro', 'Mendrix', 'Bibrano', 'Kestova', 'Petersburg'])
      expect(found).not.toContain(other);
  });
});

describe('names of an own catalogue, bullet list or "including" list', () => {
  it('reads the opening name of each item of a semicolon catalogue, not of a list about competitors', () => {
    const own =
      'Verdomar Agri sells seed and crop care. ' +
      'Our seed brands are listed below.\n' +
      'Zentrafol corn; Quivaro Insect Shield; Pellaxin soybeans; Durovex canola; Marlisk cotton. ' +
      'Growers buy through dealers.';
    expect(names(own)).toEqual(expect.arrayContaining(['Zentrafol', 'Quivaro Insect Shield', 'Pellaxin', 'Durovex', 'Marlisk']));
    const others =
      'Verdomar Agri sells seed and crop care. ' +
      'Our competitors include these.\n' +
      'Bibrano corn; Kestova Insect Shield; Ombrelle soybeans; Tavrix canola; Sorvane cotton. ' +
      'Growers buy through dealers.';
    for (const name of ['Bibrano', 'Kestova Insect Shield', 'Ombrelle', 'Tavrix', 'Sorvane']) expect(names(others)).not.toContain(name);
  });

  it('reads a catalogue of shouted names, English words among them, but not a row of shouted English words alone', () => {
    const own = 'Verdomar Agri sells crop care.\nHerbicides\nARVELIX; MUSTANG; QUORVEX; VERDICT; GALLANT; SPIDER; DURONIX; KEYSTONE.';
    expect(names(own)).toEqual(expect.arrayContaining(['ARVELIX', 'MUSTANG', 'VERDICT', 'SPIDER', 'KEYSTONE']));
    const values = 'Verdomar Agri sells crop care.\nOur values\nSAFETY; INTEGRITY; RESPECT; QUALITY; SERVICE; TEAMWORK.';
    for (const word of ['SAFETY', 'INTEGRITY', 'RESPECT', 'QUALITY', 'TEAMWORK']) expect(names(values)).not.toContain(word);
  });

  it('reads coined names introduced by "including" in a sentence about the own range', () => {
    const text =
      'Halvora Pharma develops and sells medicines for digestive disorders. ' +
      'We market our products, including Pellaxin, Durovex and Marlisk, through specialist wholesalers in Europe. ' +
      'Sales grew last year.';
    expect(names(text)).toEqual(expect.arrayContaining(['Pellaxin', 'Durovex', 'Marlisk']));
  });
});

describe('the company name when the text never introduces itself', () => {
  it('takes the coined word that heads many different names as the house name', () => {
    const lines = ['Semi', 'Superchargers', 'Insurance', 'Solar', 'Wall', 'Roof', 'App', 'Energy'].map(
      (member) => `Customers can order the Zentrova ${member} online and in stores.`,
    );
    const text = `We design and sell electric trucks, chargers and home batteries. ${lines.join(' ')}`;
    const house = findNameCandidates(buildContext(text)).find((c) => c.mark === 'Zentrova');
    expect(house?.markType).toBe('company');
  });

  it('reads the one quoted name among quoted pronouns as the company', () => {
    const text =
      'In this report, the terms "we," "us," "our," and "Brivanta" mean the Company and its subsidiaries. ' +
      'We operate freight terminals across the Midwest.';
    expect(findCompanyNames(buildContext(text)).map((c) => [c.name, c.how])).toEqual([['Brivanta', 'defined']]);
  });
});
