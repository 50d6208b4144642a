import { describe, expect, it } from 'vitest';
import { trademarkMarks } from './trademark-test-support.ts';

// Short genres name the business once or twice without "we are" or "called" (decision 059).
describe('trademark names: a business-shaped name when nothing else reads as the text’s own', () => {
  it('takes a name ending in a kind of business that the text never hands to anyone else', () => {
    expect(trademarkMarks('Cozy pixel-art stream! Today: fish sprites for our next game. Wishlist it on Steam. Art by Wren for Mossback Games.')).toEqual(['mossback games']);
    expect(trademarkMarks('Denise spent sixteen years running kitchens in Milwaukee before starting Table Turn Consulting in 2019.')).toEqual([
      'table turn consulting',
    ]);
  });

  it('takes no institution, no pair of known names and no praise of a kind of business', () => {
    expect(trademarkMarks('We registered with the Food Standards Agency last month and start selling in June.')).toEqual([]);
    expect(trademarkMarks('Order on Shopee & Lazada, or message us for bulk orders.')).toEqual([]);
    expect(trademarkMarks('The test rig came from Advanced Technologies in Ohio. We bought it used.')).toEqual([]);
  });

  it('takes a family of names sharing a coined first word, but not a person named with and without a surname', () => {
    const update = 'Backers, Ravelo Drip ceramics are out of the kiln: the potter fired the first 400 Ravelo Drip cones. Pre-orders for the Ravelo Coffee Gear case open in May.';
    expect(trademarkMarks(update)).toEqual(['ravelo drip']);
    expect(trademarkMarks('Spoke to Karim today. Karim Fathy says the pumps arrive Tuesday, and the valves next week.')).toEqual([]);
  });

  it('leaves the main reading alone when it found the text’s own name', () => {
    expect(trademarkMarks('Ferncliff Bakery is a sourdough bakery in Leeds. Our flour comes from Holme Mill Farm.')).toEqual(['ferncliff bakery']);
  });
});
