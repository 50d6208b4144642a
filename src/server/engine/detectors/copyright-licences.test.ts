import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { detectCopyrights } from './copyright.ts';

const names = (text: string) => detectCopyrights(buildContext(text)).map((r) => r.name);

// Whoever sets the terms on which works are used holds their copyright (decision 058).
describe('detectCopyrights: works the plan licenses out', () => {
  it('reads a "License:" line over the files a maker publishes', () => {
    const listing = ['Hexa Cups: stackable drawer bins', '', 'Included: STL and 3MF files for every piece, plus the STEP files for remixing.', '', 'License: CC BY-NC-SA. Message me about a commercial license.'].join('\n');
    expect(names(listing)).toEqual([expect.stringMatching(/STEP files|3MF files/)]);
    expect(names(listing.replace('License: CC BY-NC-SA. Message me about a commercial license.', 'Enjoy!'))).toEqual([]);
  });

  it('reads terms that forbid reselling the works, but not the customer’s games as works', () => {
    const post = [
      'The October pack is live: a causeway battle map with tide lines and six new creature tokens, in gridded and gridless versions.',
      'Please remember the license: use everything at your home games, but please don’t resell the maps or upload them to asset marketplaces.',
    ].join('\n');
    const found = names(post);
    expect(found).toEqual([expect.stringMatching(/battle map/)]);
    expect(found.join(' ')).not.toMatch(/home games/);
  });

  it('reads firmware that is "MIT-licensed" and boards "under CERN-OHL" as the maker’s own works', () => {
    expect(names('Everything is open. The board files are on our GitHub under CERN-OHL-S, and the firmware is MIT-licensed.').join(' ')).toMatch(/firmware/);
  });
});

describe('detectCopyrights: works whose copyright passes to the business', () => {
  it('reads an agreement that "transfers copyright in the artwork to the partnership"', () => {
    const minutes = 'Naledi has delivered the final illustrations for the new label series. Ravi to confirm before payment that the agreement transfers copyright in the artwork to the partnership.';
    expect(names(minutes).join(' ')).toMatch(/artwork|illustrations/);
    expect(names(minutes.replace('transfers copyright in the artwork to the partnership', 'covers the delivery dates'))).toEqual([]);
  });
});
