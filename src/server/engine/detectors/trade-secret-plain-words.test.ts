import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { detectTradeSecrets } from './trade-secret.ts';

const names = (text: string) => detectTradeSecrets(buildContext(text)).map((r) => r.name);

// Secrets said the way people say them, without "secret" or "confidential" (decision 058).
describe('detectTradeSecrets: secrecy said plainly', () => {
  it('reads a circle of knowers however long it is named', () => {
    expect(names('Here is what we would send after signing: the exact glaze ratios and the kiln schedule. Nobody outside the three of us and our accountant has seen those.')).toEqual([
      expect.stringMatching(/glaze ratios/),
    ]);
    expect(names('We buy our walnut through a broker at a discount that took a year to agree. No one outside the two partners and our bookkeeper knows the terms.')).toHaveLength(1);
  });

  it("reads a recipe that lives in one person's head", () => {
    expect(names('Our honey cake follows Baba Zosia’s recipe. The recipe lives in Zosia’s head, and she bakes it herself every Friday.')).toEqual([expect.stringMatching(/recipe/)]);
  });

  it('reads refusals: a duty not to share, "not gonna say", nothing put anywhere, nothing taken when staff leave', () => {
    expect(names('Our supplier gives us a discount on flour, and the supply terms say we can’t share it.')).toHaveLength(1);
    expect(names('People ask where we buy our cedar. Not gonna say. The supplier deal we have with the sawmill is why our benches cost what they do.')).toHaveLength(1);
    expect(names('The soap is 40% olive oil and the rest is our mix. Let’s not put the percentages anywhere, not on the label and not online.')).toEqual([expect.stringMatching(/percentages/)]);
    expect(names('Every driver signs an agreement that they will not take our client list, gate codes or pricing with them when they leave.')).toEqual([
      expect.stringMatching(/client list/),
    ]);
  });

  it('reads what has never gone outside, a recipe never written down, a number not to be put in the plan', () => {
    expect(names('After the NDA we will send the sensor logs and our supplier list. None of those files have gone outside the company, and I want to keep it that way.')).toHaveLength(1);
    expect(names('The box held her recipe cards, the recipes she never wrote down in full until last year.')).toEqual([expect.stringMatching(/recipe/)]);
    expect(names('The price we pay the mill is why the margins work, but you can’t put the price in the plan.')).toHaveLength(1);
    expect(names('The recipes (grain bill, hop timing, mash schedule) are held by our head brewer and are not written into the shared brew sheets the staff use.')).toEqual([
      expect.stringMatching(/recipes/),
    ]);
  });

  it('reads who holds it in the words of founders writing a second language', () => {
    expect(names('The recipe of the green salsa only my aunt Begoña and I know. We make it at home on Mondays.')).toEqual([expect.stringMatching(/recipe/)]);
    expect(names('Our dumplings use my grandmother’s filling. We never write the recipe on paper in the stall.')).toEqual([expect.stringMatching(/recipe/)]);
    expect(names('We have 30 partner agencies, each with its own net price. This list and the prices are only with me and my sister.')).toHaveLength(1);
    expect(names('Each agency has its own negotiated commission. Our drivers do not know the prices of the agencies.')).toHaveLength(1);
    expect(names('The names of our 19 buyers and the FOB prices we agreed with each are kept by me and my partner Mr. Rahman only.')).toHaveLength(1);
    expect(names('Our buyer list with the agreed prices is not in the office computer that all staff use.')).toHaveLength(1);
    expect(names('We add a thickener from seaweed so the gel does not separate. The exact ratio we keep in-house.')).toEqual([expect.stringMatching(/ratio/)]);
    expect(names('We keep production in-house so we can check every batch.')).toEqual([]);
    expect(names('The pressing settings of our cold press (speed, temperature limit, passes) were developed by our three senior women. We do not show this to visitors.')).toHaveLength(1);
    expect(names('The exact feed recipe is kept by my wife Neema and our farm manager Mr. Baraka only; the workers receive the mixed bags.')).toEqual([
      expect.stringMatching(/recipe/),
    ]);
    expect(names('Our dataset of 14,200 soil reports and the fitted models live only on our own cloud account.')).toHaveLength(1);
    expect(names('All the application code is in a private repository.')).toHaveLength(1);
    expect(names('The code is in a private repo but there is nothing special in it, any good dev can do it in a weekend.')).toEqual([]);
  });

  it('reads a refusal to pass it on, whatever the verb', () => {
    expect(names('Please stop giving out the starter feeding schedule to customers who ask, even regulars.')).toEqual([expect.stringMatching(/feeding schedule/)]);
    expect(names('The dyers have worked out the mordant settings over six years. Members are asked not to share these settings with visitors.')).toEqual([
      expect.stringMatching(/settings/),
    ]);
    expect(names('I mix every blend myself and I don’t hand the recipes over to a co-packer.')).toEqual([expect.stringMatching(/recipes/)]);
    expect(names('The firmware took two years of recordings, and it’s not something we hand out.')).toEqual([expect.stringMatching(/firmware/)]);
    expect(names('Our app is free to download, but the code isn’t public.')).toEqual([expect.stringMatching(/code/)]);
  });

  it('reads who holds it: taught only to some, kept with two named people, living with the maker', () => {
    expect(names('The kiln firing schedule is taught only to the two senior potters.')).toHaveLength(1);
    expect(names('The glaze ratios stay with Anne-Marie and Joseph, and nobody else on the floor sees them.')).toHaveLength(1);
    expect(names('Every blend is weighed by hand. The proportions of each blend live with me.')).toEqual([expect.stringMatching(/proportions/)]);
  });

  it('reads "taught it only to me", "staying between us and the pottery", "keeping that one to myself", "stays in the shed", "don\'t leave it out"', () => {
    expect(names('What people notice is the dough. That is my mother’s way of making it. She taught it only to me.')).toEqual([expect.stringMatching(/dough/)]);
    expect(names('Together we worked out a new clay blend and firing schedule, and they’re staying between us and the pottery.')).toHaveLength(1);
    expect(names('The soap base is a blend of six oils. Long answer: I’m keeping that blend to myself.')).toHaveLength(1);
    expect(names('After four seasons we have a seeding schedule that gives even seed every time. That stays in the shed.')).toEqual([expect.stringMatching(/schedule/)]);
    expect(names('My recipe binder has the exact salt percentages, and I don’t leave it out in a shared kitchen.')).toHaveLength(1);
  });

  it('does not take discretion about another company, or what is shared under NDA before a patent filing, for a secret', () => {
    expect(names('Our old supplier was a mid-price factory. A well-known premium reel (won’t name it, love the company) starts at 1.5 lb.')).toEqual([]);
    expect(names('I can send the provisional filing and our test data set under an NDA if that would help your review.')).toEqual([]);
  });

  it('does not take numbers that are not public for a secret the business keeps', () => {
    expect(names('Official figures are not public, but clinics estimate the number of patients in the tens of thousands.')).toEqual([]);
  });

  it('reads a schedule not handed out, a brine never to be written down, code that never left the repository, data omitted from a thesis', () => {
    expect(names('The curing schedule lives in a binder in our shop and we don’t hand it out, not even to our repair partners.')).toEqual([expect.stringMatching(/schedule/)]);
    expect(names('Before she passed she walked me through her brine twice and told me never to write it down.')).toEqual([expect.stringMatching(/brine/)]);
    expect(names('The source code never left our private repository, and the factory only ever got compiled binaries.')).toHaveLength(1);
    expect(names('The calibration data set and fitted coefficients have been licensed to the spin-out and are omitted from this thesis.')).toHaveLength(1);
  });

  it('reads who holds the alarm codes of every account, and a finish the maker does not share', () => {
    expect(names('The workbook has every account with the alarm codes and lockbox combinations. Only me and my ops lead have the full file.')).toHaveLength(1);
    expect(names('The leather goes through my own dye and oil finish before it is cut. I worked it out over two years, and I don’t share it.')).toEqual([
      expect.stringMatching(/finish/),
    ]);
  });

  it('reads firmware its maker is not open-sourcing', () => {
    expect(names('Lots of people asked for the code. I am not open-sourcing the firmware for now; the detection thresholds took two seasons of data.')).toEqual([
      expect.stringMatching(/firmware/),
    ]);
  });

  it('reads a thing kept inside a circle, whatever is said between the verb and the circle', () => {
    expect(names('We spent the season working out the roller settings for each variety. They are most of our learning, and we keep them inside the company.')).toEqual([
      expect.stringMatching(/settings/),
    ]);
    expect(names('The roast profiles stay strictly within our four walls.')).toEqual([expect.stringMatching(/roast profiles/)]);
    expect(names('Our supplier terms remain with the two founders.')).toHaveLength(1);
    // Where a thing is stored is not a circle of people.
    expect(names('I keep the starter in the kitchen at 24 degrees and feed it twice a day.')).toEqual([]);
  });

  it('does not take a secretary, a secretion or praise for secrecy', () => {
    expect(names('The merger was filed with the Secretary of State. We cannot publish the data until the audit is complete.')).toEqual([expect.stringMatching(/data/)]);
    expect(names('The condition follows declining kidney function, in which the glands secrete too much hormone, and current supplements cannot raise the levels.')).toEqual([]);
    expect(names('Customers love our recipe and I can’t say enough about the team. We won’t say no to a bigger kitchen.')).toEqual([]);
  });
});

describe('detectTradeSecrets: what a document, a computer and the staff are not given', () => {
  it('reads a recipe "only known by" two people, staff who do not know the complete recipe, a recipe never put in a computer', () => {
    expect(names('The recipe was my mother’s and it is only known by me and my sister Rosa.')).toEqual([expect.stringMatching(/recipe/)]);
    expect(names('Our mole is toasted in a set order. Our two workers do not know the complete recipe: they receive the mixtures in numbered bags.')).toHaveLength(1);
    expect(names('We never wrote the recipe in a computer.')).toEqual([expect.stringMatching(/recipe/)]);
  });

  it('reads what a proposal does not describe and what has not been shared with collaborators', () => {
    const proposal =
      'The specific grafting recipe, with its cross-linker loading and cure temperature, is recorded in our lab notebooks. It is not described in this proposal beyond the ranges above.';
    expect(names(proposal)).toEqual([expect.stringMatching(/grafting recipe/)]);
    expect(names('The coating process took two years to tune, and it has not been shared with our academic collaborators.')).toHaveLength(1);
  });

  it('takes neither guidelines that others have not published nor findings shown in animal models for a secret', () => {
    expect(names('By the end of the year the support guidelines had not been published, and the factory stayed closed.')).toEqual([]);
    expect(names('Our compound has been shown to reduce fibrosis in animal models.')).toEqual([]);
  });

  it('reads "this part I do not teach" of the timing the sentence before found', () => {
    const vat = 'I feed the indigo vat with wheat bran, sake and shell lime. This timing I found after nine years. I teach dyeing to visitors, but this part I do not show and do not teach even to my helper.';
    expect(names(vat)).toHaveLength(1);
  });
});

describe('detectTradeSecrets: what is hidden, unique or marked is not kept secret', () => {
  it('takes no secret from a place nobody can see into, designs nobody else has, or what only some of a trade hold', () => {
    expect(names('Commercial buildings move air through ductwork that nobody can see inside. Owners get a report with no real measurement.')).toEqual([]);
    expect(names('Only some big workshops have the certification, the process is long. Our plates have designs nobody else has.')).toEqual([]);
  });

  it('reads a word followed by "it" as a verb, and a product\'s own label as a brand', () => {
    expect(names('We develop each episode in-house, record it in our studio and mix it ourselves.')).toEqual([]);
    expect(names('Nasara Pure: tins of whipped shea butter with our own label, sold in Accra.')).toEqual([]);
  });

  it('takes a secretary for no secret, and customers who stay with us for loyal, not kept', () => {
    expect(names('Records of every member’s shea deliveries are kept by our secretary, Amina Issah.')).toEqual([]);
    expect(names('Our eggs come from our own layers, delivered the same day, so the hotels stay with us.')).toEqual([]);
    expect(names('The proportions of the spice mix live with me.')).toHaveLength(1);
  });

  it("takes a deck's cover marked \"Confidential\" for no secret of what the deck describes", () => {
    const deck = 'Prairie Loop Systems\nSeed round | Ames, Iowa | Confidential\n\nOur fix: firmware corrects the moisture value with the packing pressure.\nAll firmware and app code written by our team.';
    expect(names(deck)).toEqual([]);
  });
});

describe('detectTradeSecrets: "this full method" names what came before', () => {
  it('names a method by what it makes, and takes "this full method" for the one just described', () => {
    const plan =
      'The method for sohan papdi (ratio of besan and maida, temperature of ghee) is made by my father over many years. Only father and myself know this full method.';
    expect(names(plan)).toEqual([expect.stringMatching(/^Trade secret: method for sohan papdi/)]);
  });
});

describe('detectTradeSecrets: documented in one place, kept off the shared drive, not shown to partners', () => {
  it('reads process settings documented only in batch records and not shown to contract partners', () => {
    const grant = 'The exact enzyme ratios and hold times we settled on after 60 pilot batches are documented only in our batch records.';
    expect(names(grant)).toEqual([expect.stringMatching(/enzyme ratios/)]);
    expect(names('The process parameters are kept off the shared drive.')).toHaveLength(1);
    expect(names('Our enzyme ratios are not shown to contract partners.')).toHaveLength(1);
  });

  it('names the know-how with where it is written down: "the full parameter file", "recipe cards", not a method book', () => {
    expect(names('We dry the pulp at low temperature. Only Rafael and I have the full parameter file.')).toEqual(['Trade secret: parameter file']);
    expect(names('Nobody outside the family sees our recipe cards.')).toEqual(['Trade secret: recipe cards']);
    expect(names('I wrote our own method book series for guitar. Nobody outside the school has seen the drafts.').join()).not.toMatch(/method book/);
  });

  it('reads secrets kept by doing: only some prepare it, it goes to nobody outside, it is kept with one person only', () => {
    expect(names('We dye with plants. Rosa keeps these recipes in her notebook, and only she and her daughter prepare the dye baths.')).toEqual([expect.stringMatching(/recipes/)]);
    expect(names('Only Ana and Rodrigo prepare the syrup mix; the workers form and cut the bars.')).toEqual(['Trade secret: syrup mix']);
    expect(names('We never give the formula to the school programmes or to distributors.')).toEqual(['Trade secret: formula']);
    expect(names('We also keep our list of buyers in Accra and abroad with the secretary only.')).toEqual(['Trade secret: list of buyers']);
    expect(names('My quench recipe is mine. It is written down in one binder in the shop that nobody else looks at.')).toEqual([expect.stringMatching(/quench recipe/)]);
    expect(names('Only Ana and Rodrigo drive the van; the workers form and cut the bars.')).toEqual([]);
  });
});

