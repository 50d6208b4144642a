import { describe, expect, it } from 'vitest';
import { candidateNames, trademarkMarks as marks, trademarkRecs as recs } from './trademark-test-support.ts';

const names = candidateNames;

describe('names listed one a line', () => {
  it('reads a name with its goods in brackets, one a line, as the text own range, English words included', () => {
    const text =
      'Harlow Farm Supply sells rural lifestyle goods in 40 stores.\n\nOur exclusive brands:\n\n' +
      'Strive (pet foods)\n\nTreeline (hunting gear and accessories)\n\nGroundwork (lawn and garden supplies)\n\n' +
      'We also sell national brands.';
    expect(names(text)).toEqual(expect.arrayContaining(['Strive', 'Treeline', 'Groundwork']));
  });

  it('needs three such lines, and leaves out people, places and lists about competitors', () => {
    const two = 'Harlow Farm Supply sells rural goods.\n\nStrive (pet foods)\n\nTreeline (hunting gear)\n\nWe also sell tools.';
    expect(names(two)).not.toContain('Strive');
    const people =
      'Harlow Farm Supply sells rural goods.\nOur team:\nJane Okafor (chief executive)\nMark Fields (our engineer)\nSam Tran (the accountant)\nWe hire locally.';
    for (const person of ['Jane Okafor', 'Mark Fields', 'Sam Tran']) expect(names(people)).not.toContain(person);
    const others =
      'Harlow Farm Supply sells rural goods.\n\nOur main competitors:\n\nBibrano (pet foods)\n\nKestova (hunting gear)\n\nOmbrelle (garden supplies)\n\nWe win on service.';
    for (const other of ['Bibrano', 'Kestova', 'Ombrelle']) expect(names(others)).not.toContain(other);
  });

  it('reads bulleted lines that hold only a name under a line that introduces them, most of them coined', () => {
    const text =
      'Simulprex builds modelling software for drug research.\nThree simulation products that provide time-dependent results:\n' +
      '◦GastroPlex\n◦DDDPlus\n◦MembranePlus\nEach is licensed per seat.';
    expect(names(text)).toEqual(expect.arrayContaining(['GastroPlex', 'DDDPlus', 'MembranePlus']));
  });

  it('leaves bullets of plain words, bullets with no introducing line, and bullets about others alone', () => {
    const plain = 'Simulprex builds software.\nWhat we do:\n• Research\n• Consulting\n• Training\nWe bill hourly.';
    for (const word of ['Research', 'Consulting', 'Training']) expect(names(plain)).not.toContain(word);
    const unintroduced = 'Simulprex builds software. We ship often.\n• Zentrix\n• Qualoo\nWe win.';
    expect(names(unintroduced)).not.toContain('Qualoo');
    const others = 'Simulprex builds software.\nWe compete with:\n• Zentrix\n• Qualoo\n• Florbit\nWe win.';
    for (const other of ['Zentrix', 'Qualoo', 'Florbit']) expect(names(others)).not.toContain(other);
  });
});

describe('names in dashed bullets and offer tables', () => {
  it('reads "the X — what it is" bullets as products, other bullets between them, and not plain topic bullets', () => {
    const text =
      'Halden Bakery plan.\n## What we sell\n- the Fenwick Loaf — our white sourdough, the thing people queue for\n' +
      '- a seeded rye and focaccia at weekends\n- the Quillet Bun — a cardamom bun. It sells out by 10am.\n- the Bread Club — pay monthly\n' +
      '## Priorities\n- Reducing Water Consumption – we cut use by a third\n- Community Involvement – we sponsor a team';
    expect(names(text)).toEqual(expect.arrayContaining(['Fenwick Loaf', 'Quillet Bun', 'Bread Club']));
    for (const topic of ['Reducing Water Consumption', 'Community Involvement']) expect(names(text)).not.toContain(topic);
  });

  it('reads the first column of a services table, not of a costs table or a pipeline of codes', () => {
    const text =
      'Brindle Books does bookkeeping for trades.\n\n| Service | What is included | Price |\n|---|---|---|\n' +
      '| Brindle Monthly | monthly bookkeeping | £85 per month |\n| Tidy-Up Pack | one-off tidy-up | from £450 |\n| year-end handover | a pack | included |\n\n' +
      '| Item | Cost |\n|---|---|\n| Build-out | £28,000 |\n| Equipment | £9,000 |\n\n| Product | Stage |\n|---|---|\n| BRB-101 | preclinical |';
    expect(names(text)).toEqual(expect.arrayContaining(['Brindle Monthly', 'Tidy-Up Pack']));
    for (const other of ['Build-out', 'Equipment', 'BRB-101']) expect(names(text)).not.toContain(other);
  });

  it('reads the same columns pasted from a spreadsheet, between tabs', () => {
    const text =
      'Soapy Hound Mobile Grooming - plan + price list\nOne dog at a time, in a van in your driveway.\n\nPRICES\n\n' +
      'Service\tSmall\tLarge\tWhat is included\nQuick Rinse\t$75\t$110\tbath, blow dry, nails\nFull Pamper Day\t$120\t$175\teverything in Quick Rinse + haircut\n' +
      'Add-on: de-shed\t$20\t$40\t\n\nItem\tCost\nGenerator\t$4,000\n';
    expect(names(text).join(' ')).toEqual(expect.stringContaining('Quick Rinse'));
    expect(names(text).join(' ')).toEqual(expect.stringContaining('Full Pamper Day'));
    expect(names(text).join(' ')).not.toContain('Generator');
  });
});

describe('bold names in dashed bullets, and brands that are a kind of others', () => {
  it('reads "- **Name** — what it is" bullets as products', () => {
    const text = 'Kestrel Ales brews three core beers:\n\n- **Slack Water** — 4.2% pale ale, our best seller\n- **Harbour Night** — 5.0% porter\n- **Low Tidal** — 3.8% lager\n';
    expect(names(text)).toEqual(expect.arrayContaining(['Slack Water', 'Harbour Night', 'Low Tidal']));
  });

  it('leaves "national craft brands like X and Y" to others', () => {
    const text = 'Kestrel Ales brews cask beer in Cornwall. The scene is crowded, and national craft brands like Quintessa Town and Halvex are in every supermarket.';
    for (const other of ['Quintessa Town', 'Halvex']) expect(names(text)).not.toContain(other);
  });
});

describe('named items of a price list', () => {
  it('reads a capitalised item priced after a dash as a product, alone among plain bullets', () => {
    const text =
      'Suds Van grooms dogs at home.\n\nprices\n• full groom small dog £50, medium £60\n• bath and tidy from £35\n' +
      '• Puppy Gentle Start - £30, a short intro session for pups\n• nail clip £10\n';
    expect(names(text)).toContain('Puppy Gentle Start');
    const plain = 'Suds Van grooms dogs at home.\n\nprices\n• Full groom - £50\n• nail clip £10\n';
    expect(names(plain)).not.toContain('Full');
  });
});

describe('a price list under a bold heading', () => {
  it('reads "Name goods - $8" items, and a bold heading ends the list before a list of customers', () => {
    const text =
      'Frostmoor Greens grows microgreens.\n\n**Products**\n- Frostmoor Greens clamshells (pea shoots, radish) - $6.50\n' +
      '- Tundra Crunch salad mix - $8.00 / 150 g\n- Restaurant flats - $38 per tray\n\n**Customers**\n- Halvex Foods in Whitehorse\n- six restaurants\n';
    expect(names(text)).toContain('Tundra Crunch');
  });
});

describe('a price list written "Name: $price"', () => {
  it('reads coined names priced after a colon as the plan\'s products, and no budget line', () => {
    const text = [
      '# Ortho Ledger, Inc. — Business Plan',
      '',
      'Ortho Ledger checks dental claims before they are sent. Offices use it through the cloud version of the practice software.',
      '',
      '## 8. Business model',
      '',
      '- Claimcheck: $349 per location per month.',
      '- Claimcheck Appeals: $149 per location per month add-on.',
      '- Revenue FY24-25: $120,000 from pilots.',
      '- USDA Grant: $50,000 in the first year.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('claimcheck');
    expect(found.join(' ')).not.toMatch(/revenue|usda/);
  });
});


describe('names with their prices', () => {
  const recNames = (text: string) => recs(text).map((r) => r.name).join(' | ');

  it('reads a name priced in brackets as a product, but not a day or a supplier', () => {
    const text =
      'Atelier Brume is my bookbinding workshop in Lyon. I make notebooks in two formats: the Brume Pocket (A6, €24) and the Brume Grand Format (A5, €39). ' +
      'In 2026 I want to add workshops on Saturdays (€65 per person) and buy a press from Tavora (€2,100).';
    const found = recNames(text);
    expect(found).toMatch(/Brume Pocket/);
    expect(found).toMatch(/BRUME GRAND FORMAT/);
    expect(found).not.toMatch(/saturdays|tavora/i);
  });

  it('keeps a priced variant of a place-named brand whole, and reads "Name (what it is): FJD 75"', () => {
    const beef = [
      'Wirra Ridge Beef - short plan for the bank',
      'Tom and Bec Hartigan, Wirra NSW',
      '',
      'We run 1,100 hectares and about 450 head of Angus cattle north of Wirra. The plan is to sell about a fifth of our turnoff direct, as Wirra Ridge Beef, grassfed and certified.',
      '',
      '- sold as the Wirra Ridge Family Box (10kg mixed cuts, $260) and a BBQ Box ($180)',
    ].join('\n');
    expect(recNames(beef)).toBe('Trademark: WIRRA RIDGE BEEF (company name; family: Wirra Ridge Family Box)');
    const stay = 'Koro Sands Homestay - tourism grant\n\nWhat we offer:\n- Sunset Lovo Night (earth-oven feast with dancing): FJD 75 per person\n- Reef walk with a guide: FJD 40 per person';
    expect(marks(stay)).toContain('sunset lovo night');
  });
});

describe('a company\'s other brands', () => {
  it('reads "services under other brands, including A and B" as the text\'s own brands', () => {
    const text = 'Verdant Labs, Inc. ("Verdant," "we") provides diagnostic testing. We also provide services under other brands, including Zentrapath, Quivexa Diagnostics and Lumora.';
    expect(names(text)).toEqual(expect.arrayContaining(['Zentrapath', 'Quivexa Diagnostics', 'Lumora']));
  });
});

describe('dashed lines that say what the thing is', () => {
  it('reads "* Souk Seven — our house seven-spice blend" as a named product, and a topic that says what we do as none', () => {
    const text = [
      'Cedar Lane Spice is a family spice business in Leeds.',
      '',
      '* Souk Hills — our house seven-spice blend, the one everyone asks about',
      '* Orchard Smoke — a smoked paprika and sumac rub',
      '',
      'Next year:',
      '- Reducing Packaging Waste — we move to paper pouches',
      '- Better Stall Signs — we print new boards',
    ].join('\n');
    const found = names(text);
    expect(found).toEqual(expect.arrayContaining(['Souk Hills', 'Orchard Smoke']));
    expect(found).not.toContain('Reducing Packaging Waste');
    expect(found).not.toContain('Better Stall Signs');
  });
});

