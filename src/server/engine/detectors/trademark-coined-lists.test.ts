import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { findNameCandidates } from './trademark-candidates.ts';

const names = (text: string) => findNameCandidates(buildContext(text)).map((c) => c.mark);

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
