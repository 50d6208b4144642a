import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { detectCopyrights } from './copyright.ts';

const names = (text: string) => detectCopyrights(buildContext(text)).map((r) => r.name);

// Works made the way people say they made them (decision 059).
describe('detectCopyrights: making said plainly', () => {
  it('reads photos the writer took as photos the writer made', () => {
    expect(names('Your catalog uses three of our product photos. I took those photos for our own site.')).toEqual([expect.stringMatching(/photos/)]);
    expect(names('We take orders through our website and ship on Mondays.')).toEqual([]);
  });

  it('reads "I wrote it" as the making of the work just named', () => {
    expect(names('**Tell us about the book.**\nIt is forty recipes with photos. I wrote it for people with an ordinary oven.')).toContain('Copyright: book');
  });

  it('reads works listed after "designed by me:", "our designs", printable planners', () => {
    expect(names('Everything in the shop is designed by me, from scratch: the page layouts, the hand-lettered headers and the corner art.')).toEqual([
      expect.stringMatching(/page layouts/),
    ]);
    expect(names('These are *our* mount designs for the camera units, not the maker’s parts.')).toEqual(['Copyright: mount designs']);
    expect(names('Now I make printable planners from a very small desk.')).toEqual(['Copyright: printable planners']);
  });

  it('reads a work made for us by someone as commissioned', () => {
    const found = detectCopyrights(buildContext('The label artwork was drawn for us by the illustrator Tolu Adeyemi, and we paid for it.'));
    expect(found.map((r) => r.name)).toEqual(['Copyright: label artwork']);
    expect(found[0]!.details).toMatchObject({ ownershipGap: true });
  });
});

describe('detectCopyrights: patterns, stencils and rulebooks', () => {
  it('reads patterns and stencils the maker draws and cuts, and a rulebook a team member wrote', () => {
    expect(names('I cut my own katagami stencils and draw all the patterns. I sell scarves on Etsy.')).toEqual([expect.stringMatching(/stencils/)]);
    expect(names('I draw all the patterns by hand, and every scarf is printed with one of them.')).toEqual([expect.stringMatching(/patterns/)]);
    expect(names('In the box: a 24-page illustrated rulebook with a fact about every creature, written by Theo.')).toEqual([expect.stringMatching(/rulebook/)]);
  });

  it("leaves a pattern that is the customer's own to the customer", () => {
    expect(names("## What you'll do\nYou'll fold and clamp the scarf in your own pattern, and dip it in the vat yourself.")).toEqual([]);
  });
});

describe('detectCopyrights: family makers, years spent making, a named outside illustrator', () => {
  it('reads works a family member made, and a design "his own"', () => {
    expect(names('Gift boxes include a 24-page picture booklet our daughter Josie wrote and illustrated about a year in the sugarbush.')).toEqual([
      expect.stringMatching(/booklet/),
    ]);
    expect(names('My husband carves the wooden blocks himself. Every design on our sheets is his own.')).toEqual([expect.stringMatching(/design/)]);
  });

  it('reads years spent writing a binder, photos taken by the hundred and an icon set a team designer drew', () => {
    expect(names('I spent about six years of evenings writing our training binder. It is now 340 pages.')).toEqual([expect.stringMatching(/training binder/)]);
    expect(names('Our designer Ola drew the whole new tooth chart and icon set for the tablet editor.')).toEqual([expect.stringMatching(/icon set/)]);
    expect(names('The manual covers every repair. I took most of the 600+ photos myself on job sites.')).toEqual([expect.stringMatching(/photos/)]);
  });

  it('reads works created "by Lehigh Valley illustrator Marisol Vega" as commissioned', () => {
    const brewery = 'All can labels, merchandise designs and the taproom murals have been created by Lehigh Valley illustrator Marisol Vega under a commissioning agreement.';
    expect(names(brewery)).toEqual([expect.stringMatching(/murals/)]);
  });
});

describe('detectCopyrights: works claimed after they are named', () => {
  it('reads "(our code, built on AWS)", code that is closed source, a design that "is our own" and photos taken by a sister', () => {
    expect(names('The FrostLog dashboard and mobile app (our code, built on AWS) generate inspection logs.')).toEqual([expect.stringMatching(/dashboard/)]);
    expect(names('The firmware and the cycle-learning code are closed source.')).toEqual([expect.stringMatching(/firmware|code/)]);
    expect(names('The design is our own: my aunt drew the border of llamas and stars.')).toEqual([expect.stringMatching(/design/)]);
    expect(names('All photos in this listing were taken by my sister in the workshop.')).toEqual([expect.stringMatching(/photos/)]);
    expect(names('The design is a classic cable knit that every knitter in the valley uses.')).toEqual([]);
  });
});

describe('detectCopyrights: a partner\'s own photos, prints, linocuts and videos edited "por nosotros"', () => {
  it('reads works made by a partner, sold as the maker\'s own prints, cut in lino for the labels or edited by the team in Spanish', () => {
    expect(names("finn is a birdo. he's writing a small guide to the birds of the estuary, all his own photos, which we'll print locally.")).toEqual([
      expect.stringMatching(/^Copyright: (?:photos|guide)/),
    ]);
    expect(names('i also sell my own prints of valparaíso at the feria on sundays.')).toEqual(['Copyright: prints']);
    expect(names('Every label is an original linocut by a local printmaker, commissioned by us with all rights assigned.')).toHaveLength(1);
    expect(names('Además creamos nuestra propia biblioteca de 120 videos de ejercicios, grabados y editados por nosotros.')).toEqual(['Copyright: videos']);
  });

  it('finds no work in packaging a product goes without, a film left on hair, a story hour, a variant library or a state programme', () => {
    expect(names('Kleewerk makes solid shampoo bars without plastic packaging.')).toEqual([]);
    expect(names('We developed bars that never leave a film on hair in hard-water regions.')).toEqual([]);
    expect(names('We run author readings and a Tuesday children’s story hour.')).toEqual([]);
    expect(names('We built the variant library ourselves and screened 40,000 variants.')).toEqual([]);
    expect(names('We write this in English because our advisor from the state business program asked us to.')).toEqual([]);
  });
});

describe('detectCopyrights: no work in bookkeeping or in making a thing into a brand', () => {
  it('reads "done the books for" as bookkeeping and "make it a proper brand" as no making', () => {
    expect(names("Most of my clients came through one electrician I've done the books for since 2014.")).toEqual([]);
    expect(names('Now we want to make it a proper brand: licensed manufacturing, good packaging and online sale across India.')).toEqual([]);
  });

  it('reads a sticker carrying the name as the mark in use, and a design the business says it does not sell as none', () => {
    expect(names('Eggs are graded by hand and sold in trays of 30 with our own sticker "Kijiji Gold Eggs".')).toEqual([]);
    expect(names('We do not sell our own design mostly; most orders are made to the buyer’s design with the buyer’s logo.')).toEqual([]);
    expect(names('Every tote is our own design, drawn by our two designers.')).toHaveLength(1);
  });

  it('reads "I film and edit everything" as making, and a count of works opening the next sentence as what was made', () => {
    expect(names('I film and edit everything in my own kitchen. 180 videos so far, most of them West African dinners.')).toEqual(['Copyright: videos']);
    expect(names('I cook everything in my own kitchen. 180 videos so far, most of them West African dinners.')).toEqual([]);
  });

  it('reads an illustrator "we paid" as a commission, and drawings "property of our company" as the company\'s', () => {
    const packs = 'We paid the illustrator Rosa Lima to draw the full packaging line. The contract says the drawings are property of our company.';
    expect(names(packs)).toEqual([expect.stringMatching(/packaging/)]);
    expect(names('The illustrator Rosa Lima drew the full packaging line for another brand.')).toEqual([]);
  });

  it('reads "Claire films and edits" after a list label as the maker, and "films" before "them" or "and edits" as no work', () => {
    expect(names('d) Video channel – Claire films and edits a beekeeping series on YouTube, 112 episodes so far.')).toEqual([expect.stringMatching(/episodes/)]);
    expect(names('d) Video channel – a beekeeping series on YouTube, 112 episodes so far.')).toEqual([]);
    expect(names('The install guides are on YouTube; Kylie films them at the marina.')).not.toContainEqual(expect.stringMatching(/films/));
  });

  it('reads labels "made by the artist" whom "we paid her" as commissioned', () => {
    expect(names('The labels and the photos of the farm were made by the artist Laura Mendez (we paid her $500).')).toHaveLength(1);
  });

  it('takes no work from a verb ("to copy our prices"), equipment "of our own design", others\' apps and guides, or a denied making', () => {
    expect(names('Our price list is two years of work. This we never publish, competitors would like to copy our prices.')).toEqual([]);
    expect(names('We will build two fermentation vessels of our own design.')).toEqual([]);
    expect(names('The client list I built myself from calls over 9 years, not from LinkedIn or Remember app.')).toEqual([]);
    expect(names('The calls are public, the guides are public on the ministry site, the scoring is written in the call text.')).toEqual([]);
    expect(names('We run walking tours with four guides. Can I make the guides sign something?')).toEqual([]);
    expect(names("We didn't develop our own code yet; all our money goes to training.")).toEqual([]);
    // The works themselves still are.
    expect(names('We wrote our own code for the ordering app.')).toHaveLength(1);
    expect(names('Every tote is our own design, drawn by our two designers.')).toHaveLength(1);
  });

  it('reads "image analysis", "thin-film sensors" and "video compression" as technology, not images, films or videos made', () => {
    const found = names('Our co-founder wrote the image analysis and control code in-house. We print thin-film sensors.').join();
    expect(found).toMatch(/control code/);
    expect(found).not.toMatch(/image|film/i);
  });

  it('reads no work in a command, an adjective, an instrument\'s image, a platform not yet built, clients\' logos or website copy', () => {
    const text = [
      'Book a free 30-minute call.',
      'Every new starter goes through our own two-day induction: manual handling and site safety.',
      'We built a way of correcting the thermal image for the sky, on the fly.',
      'We don\'t plan to build our own platform until we pass 5,000 bookings a month, and we don\'t resell software.',
      'Marcus wants to add the client logos page.',
      'Website copy, Services page, v2.',
    ].join('\n');
    expect(names(text)).toEqual([]);
    expect(names('We wrote our own booking platform and a staff manual.').join()).toMatch(/platform/);
  });
});

