import { describe, expect, it } from 'vitest';
import { trademarkMarks, trademarkRecs } from './trademark-test-support.ts';

// General rules behind the trademark failures of issue 16: which names a founder would recognise as their own.
const recs = trademarkRecs;
const marks = trademarkMarks;

describe('trademark names: what is never a mark', () => {
  it('never proposes a supplier or a blog that wrote about the business', () => {
    const text = [
      'Brindlewick Candles makes soy candles in Vermont.',
      'We buy our soy wax from Quorvane Supply, our wholesale supplier, and our jars from Telvaro Glass.',
      'Last spring we were featured on Gadgetrift, a popular tech blog, and on Hearthnook, a lifestyle blog.',
      'Brindlewick candles sell online and at farmers markets.',
    ].join('\n');
    const found = marks(text);
    expect(found[0]).toMatch(/^brindlewick/);
    for (const other of ['quorvane supply', 'quorvane', 'telvaro glass', 'gadgetrift', 'hearthnook']) expect(found).not.toContain(other);
  });

  it('never proposes a label line of a plan ("TAGLINE", "NAME", "T-SHIRTS") as a mark', () => {
    const text = [
      'NAME: Nightjar Threads',
      'TAGLINE: Wear the night.',
      'T-SHIRTS',
      'Nightjar Threads sells printed T-SHIRTS and hoodies online. Our T-SHIRTS are printed in Leeds.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('nightjar threads');
    for (const bad of ['name', 'tagline', 't-shirts']) expect(found).not.toContain(bad);
  });

  it('never proposes staff named by their role ("our engineer Kofi Mensah") or founders who introduce themselves', () => {
    const text = [
      'Parcelvane makes delivery boxes for houses.',
      'Our engineer Kofi Mensah built the prototypes, and our lead teacher Denise Harper wrote the guide.',
      'We are Hannah and Pete Lindgren. Pete’s family has farmed here since 1911.',
    ].join('\n');
    const found = marks(text);
    for (const person of ['kofi mensah', 'denise harper', 'hannah', 'pete lindgren']) expect(found).not.toContain(person);
  });

  it('does not make the plan’s title line ("Coldvane Business Plan") a member of the company’s family', () => {
    const text = ['# Coldvane Business Plan', 'Coldvane Bakeries', 'Business plan - March', 'Coldvane runs refrigerated vans. Coldvane serves 40 bakeries.'].join('\n');
    const names = recs(text).map((r) => r.name).join(' ');
    expect(names).toMatch(/COLDVANE/);
    expect(names).not.toMatch(/Business/i);
  });

  it('never proposes a topic label ("Payers:", "Staff:", "Volume:") but keeps a product label with its description', () => {
    const text = [
      'Larkmeadow Birth Center - plan',
      'Services',
      'Payers: Medicaid, two insurers and a self-pay package.',
      'Staff: two midwives and one nurse.',
      'Volume: 120 births in year one.',
      'Nestling: a weekly class for new parents.',
    ].join('\n');
    const found = marks(text);
    for (const label of ['payers', 'staff', 'volume']) expect(found).not.toContain(label);
    expect(found).toContain('nestling');
  });

  it('never proposes a word that is only once the subject of a sentence, a helper named by role, or an eponym', () => {
    const text = [
      'Tidewick Games makes one board game, Tidewick Harbour. Tidewick Harbour plays in an hour.',
      'Playtesters keep telling us they have never seen the tide mechanic anywhere else.',
      'Our furniture guy, Ray, has done repairs for 30 years.',
      'Patients with Crohn’s disease form stones more often.',
    ].join('\n');
    const found = marks(text);
    for (const bad of ['playtesters', 'ray', 'crohn']) expect(found).not.toContain(bad);
  });

  it('reads every name on a line labelled "Competitors:" as someone else’s, and a named landform as a place', () => {
    const text = [
      'Spokevane insures e-bikes. Spokevane covers theft and crashes.',
      'Competitors: Velquarant, Markovel’s bicycle insurance, Sundora Insurance, and riders on home policies.',
      'Our oysters grow in the Damarel River estuary, near the Quenton River Gorge.',
    ].join('\n');
    const found = marks(text);
    for (const other of ['velquarant', 'markovel', 'sundora insurance', 'damarel river', 'quenton river gorge']) expect(found).not.toContain(other);
  });

  it('never proposes a co-founder’s full name, even when it recurs', () => {
    const text =
      'Pellmora Labs builds lab scheduling software. Our co-founder Dana Whitcombe ran two labs. Dana Whitcombe leads sales, and Dana Whitcombe wrote our onboarding guide.';
    expect(marks(text)).not.toContain('dana whitcombe');
  });
});

describe('trademark names: people, services bought, examples and ordinary words', () => {
  it('never proposes a person introduced by role ("X is a software engineer")', () => {
    const text =
      'Quillmark is an app for school offices.\nRiya Solano was an assistant principal for 9 years. Tomasz Brel is a software engineer (ex-bank); Marit Vell is a licensed architect who left a big firm.';
    const found = marks(text);
    expect(found[0]).toBe('quillmark');
    expect(found).not.toContain('riya solano');
    expect(found).not.toContain('tomasz brel');
    expect(found).not.toContain('marit vell');
    expect(marks('Larchwood Homes is a tiny-house builder. Jonah was a finish carpenter for 15 years; Mariel is a licensed architect who left a commercial firm. Mariel drew every model herself.')).toEqual(['larchwood homes']);
  });

  it('never proposes a service the business pays for, even when "called" introduces it', () => {
    const found = marks('Velvet Loop is a resale shop. Our consignor portal is an app called Zentiq that we pay $99/month for.');
    expect(found).toContain('velvet loop');
    expect(found).not.toContain('zentiq');
  });

  it('never proposes names given as examples of a kind ("brands (think A, B, C)")', () => {
    const found = marks('Velvet Loop is a resale shop for mid-range brands (think Alvessa, Brontique, Corvalle, Dunmere).');
    expect(found).toEqual(['velvet loop']);
  });

  it('never proposes two founders joined by "&" in a title, a business the company pays, or a list of places', () => {
    const text = [
      '### skincare plan — Marta Solis & Quyen-Anh Dao, San Diego',
      'We are two friends starting a small skincare line. Velora Botanicals makes skincare for surfers.',
      "We paid Brightvale $26,000 for custom development: their chemist worked from Marta's brief. Our agreement says the formulas belong to us, Brightvale can't sell them.",
      'Service area, western suburbs of Denver: Arvada, Wheat Ridge, Lakewood, Berwyn, Naperville.',
    ].join('\n');
    const found = marks(text);
    expect(found[0]).toMatch(/^velora/);
    expect(found).toEqual(['velora botanicals']);
  });

  it('never takes an ordinary word opening the text ("Pruning is the largest cost") for the company', () => {
    const text = '# Orchardly Robotics\n\nWe build a pruning robot. Pruning is the single largest labor cost in an orchard. Growers cannot find pruning crews.';
    const found = marks(text);
    expect(found).not.toContain('pruning');
    expect(found[0]).toMatch(/^orchardly/);
  });
});

describe('trademark names: how small businesses say their name', () => {
  it('reads "under the name X", "under the X name", "opening X, a dog daycare" and "on my own as X" as naming', () => {
    expect(marks('We paint old furniture and sell it under the name Second Grain.')).toEqual(['second grain']);
    expect(marks('Since 2022 we have built 19 homes under the Littlewood Tiny Homes name.')).toEqual(['littlewood tiny homes']);
    expect(marks('My partner and I are opening Waggle Yard, a dog daycare in an old warehouse.')).toEqual(['waggle yard']);
    expect(marks('I have taught driving for 9 years, the last three on my own as Green Light Driving around Swansea.')).toEqual(['green light driving']);
  });

  it('keeps a name whose title line is typed in lower case, or which opens a first line that names the plan', () => {
    expect(marks('waggle yard - dog daycare plan\n\nMy partner and I are opening Waggle Yard, a dog daycare.')).toEqual(['waggle yard']);
    expect(marks('Plumbline Home Inspections. One-page plan.\n\nWho: Marcus Oduya, licensed home inspector.')).toEqual(['plumbline home inspections']);
  });

  it('never takes a competitor, a person, a language or a pronoun for the company', () => {
    const text = [
      '# Alder Tiny Homes',
      'English is my second language. Jonah was a finish carpenter for 15 years. Everything is palm-free.',
      'We have built 19 homes under the Alder Tiny Homes name.',
      '## Competition',
      'Tumbleweave Tiny House Company (large, Colorado), and local builders.',
    ].join('\n');
    expect(marks(text)[0]).toBe('alder tiny homes');
    for (const other of ['english', 'jonah', 'everything']) expect(marks(text)).not.toContain(other);
  });
});

describe('trademark names: places in titles, grape varieties', () => {
  it('never proposes the place of a title or a grape variety as a mark', () => {
    expect(marks('# Meal kit idea — Sacramento\n\nWeekly boxes of 3 dinners delivered around Sacramento and Davis. We have not picked a name yet.')).toEqual([]);
    const wine = marks('Larkspur Hill Vineyard grows grapes in Oregon. Our estate Pinot Noir and Chardonnay sell at the winery.');
    expect(wine).not.toContain('pinot noir');
    expect(wine).not.toContain('chardonnay');
  });
});

describe('trademark names: families built on the company name', () => {
  it('names the products that carry the company name without its kind of business ("Alder Creek Lager" of "Alder Creek Brewing Co.")', () => {
    const text = [
      '# Alder Creek Brewing Co. — taproom plan',
      'Alder Creek Brewing Co. is a 7-barrel brewery in Bend.',
      'What we pour:',
      '- **Alder Creek Lager** – crisp, 4.8%, our best seller',
      '- **Alder Creek Smoked Porter** – winter seasonal',
    ].join('\n');
    const [first] = recs(text);
    expect(first!.name).toMatch(/family: .*Alder Creek Lager.*Alder Creek Smoked Porter/);
  });

  it('keeps a variant sold as a product of its own ("Quorla Cloud, a paid hosted service"), with its product word', () => {
    const text = [
      '# Quorla: safer database migrations',
      'Quorla is an open-source command-line tool, plus Quorla Cloud, a paid hosted control plane for teams.',
      'Readings go to the Quorla Cloud app, which alerts the team.',
      'Quorla Cloud: $40 per database per month.',
    ].join('\n');
    const [first] = recs(text);
    expect(first!.name).toMatch(/^Trademark: QUORLA .*family: .*Quorla Cloud/);
  });
});

describe('trademark names: names listed as the text’s own', () => {
  it('finds the coined names a text lists as its own technologies, filed together as one recommendation', () => {
    const text = [
      'Zorvel Outdoor, Inc. ("Zorvel," "we," "our") designs performance apparel.',
      'These technologies, embedded in many of our apparel products, include: THERMAVEX, GLACIQ SHELL, Drystrata and Ventiflo.',
      'Our apparel is sold in our own stores and online.',
    ].join('\n');
    const all = recs(text);
    expect((all[0]!.details as { mark: string }).mark).toBe('Zorvel');
    const line = all.filter((r) => /THERMAVEX|GLACIQ|DRYSTRATA|VENTIFLO/i.test(r.name));
    expect(line).toHaveLength(1);
    for (const name of ['THERMAVEX', 'GLACIQ SHELL', 'DRYSTRATA', 'VENTIFLO']) expect(line[0]!.name.toUpperCase()).toContain(name);
  });

  it('reads the text’s own brand list even when the sentence first speaks of competitors', () => {
    const text = [
      'Zorvel Parts, Inc. ("Zorvel," "we," "our") sells auto parts.',
      'A key difference versus our competitors is our exclusive line of in-house brands, which includes Durvane, Econolux, ProVelt and TruKeld.',
    ].join('\n');
    const names = recs(text).map((r) => r.name.toUpperCase()).join(' ');
    for (const name of ['DURVANE', 'ECONOLUX', 'PROVELT', 'TRUKELD']) expect(names).toContain(name);
  });

  it('reads a bulleted "products used in ..., including A, B 1.5 C" list whole, decimals inside names kept', () => {
    const text = [
      'Zorvel Laboratories is a healthcare company. Included in the Nutrition segment are:',
      '•nutritional products used in enteral feeding in hospitals, including Jevora, Glucavel 1.5 Cal, Osmivar, Oxelta and Neprava.',
    ].join('\n');
    const names = recs(text).map((r) => r.name.toUpperCase()).join(' ');
    for (const name of ['JEVORA', 'GLUCAVEL 1.5 CAL', 'OSMIVAR', 'OXELTA', 'NEPRAVA']) expect(names).toContain(name);
  });

  it('does not take a list of competitors’ or of category words for the text’s own names', () => {
    const text = [
      'Zorvel Outdoor, Inc. ("Zorvel," "we," "our") designs performance apparel.',
      'Our products include Apparel, Footwear and Accessories.',
      'We compete with brands such as Quenlar, Brovik and Tessamo.',
    ].join('\n');
    const found = marks(text);
    for (const bad of ['apparel', 'footwear', 'accessories', 'quenlar', 'brovik', 'tessamo']) expect(found).not.toContain(bad);
  });

  it('reads a mark symbol flattened into letters ("SmartStageTM") as a symbol, not as part of the name', () => {
    const text = 'Alvionic Inc. ("Alvionic") makes clear aligners. Our planning software uses QuickarcTM staging. Quickarc staging shortens treatment.';
    const found = marks(text);
    expect(found).toContain('quickarc');
    expect(found).not.toContain('quickarctm');
  });

  it('reads a shouted name with a flattened "TM" ("VELDRAXTM") as marked, but not a shouted word ending in "SM"', () => {
    const text = 'Alvionic Inc. ("Alvionic") makes coatings. We launched our VELDRAXTM range of low-carbon resins. OUR MECHANISM IS SIMPLE.';
    const found = marks(text);
    expect(found).toContain('veldrax');
    expect(found).not.toContain('mechani');
  });
});

describe('trademark names: how solo founders name their business', () => {
  it('reads "my company", "is my business", "and X is my ..." and a plain first line naming the plan', () => {
    expect(marks('Hi! This is the plan for Gilded Larch Events, my wedding and event planning company in Nashville. I started it in 2019.')).toContain(
      'gilded larch events',
    );
    expect(marks("I'm Jenna Harlowe, and Harlowe Studio is my wedding and elopement photography business in Savannah.")).toContain('harlowe studio');
    expect(marks('# The Lamplight House — hostel plan\nThe Lamplight House will be a 64-bed boutique hostel in a restored building.')).toContain(
      'lamplight house',
    );
    expect(marks('Mama Zuri Suya Spice - small business plan\nMy name is Zuri Obi. We sell the spice in 4oz jars at markets.')).toContain(
      'mama zuri suya spice',
    );
  });
});

describe('trademark names: short and code-like names', () => {
  it('keeps a short or shouted name the text presents as a brand ("the QX40 brand", "under the brand name TOVRA")', () => {
    const text = [
      'Alvionic Inc. ("Alvionic") makes maintenance sprays.',
      'The QX40 brand is a bike maintenance line sold in Europe.',
      'We sell our pigments under the brand name TOVRA to paint makers.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('qx40');
    expect(found).toContain('tovra');
  });

  it('does not take an acronym in use, or an initial after "known as", for a mark', () => {
    const text = [
      'Alvionic Inc. (formerly known as E. J. Alvion and Company) makes maintenance sprays.',
      'Our sprays meet EPA and OSHA rules, and the FDA reviews none of them.',
    ].join('\n');
    const found = marks(text);
    for (const bad of ['e', 'epa', 'osha', 'fda']) expect(found).not.toContain(bad);
  });

  it('reads product lines named by "family of" or "Series" ("the VELTRA family of stents", "Quorix Series")', () => {
    const text = [
      'Alvionic Inc. ("Alvionic") makes medical and wafer equipment.',
      'Our vascular products include the VELTRA family of coronary stent systems.',
      'Our inspection tools are sold worldwide: Quorix Series, Davrel Series and Omnith Series.',
    ].join('\n');
    const found = recs(text).map((r) => r.name.toLowerCase()).join(' ');
    for (const name of ['veltra', 'quorix', 'davrel', 'omnith']) expect(found).toContain(name);
  });

  it('does not take a family of people ("the Okafor family runs the bakery") for a product line', () => {
    const text = 'Sunwell Bakery bakes sourdough in Leeds. The Okafor family runs our bakery, and the Okafor family bakes every loaf.';
    expect(marks(text)).not.toContain('okafor');
  });
});
