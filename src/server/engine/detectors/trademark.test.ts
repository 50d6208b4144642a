import { describe, expect, it } from 'vitest';
import { recommendationSchema } from '#shared/schemas/analysis.ts';
import { buildContext } from '../context.ts';
import { detectTrademarks } from './trademark.ts';
import { markFlags } from './trademark-flags.ts';

const marks = (text: string) => detectTrademarks(buildContext(text)).map((r) => (r.details.kind === 'trademark' ? r.details.mark : ''));
const only = (text: string) => {
  const recs = detectTrademarks(buildContext(text));
  expect(recs).toHaveLength(1);
  const rec = recs[0]!;
  if (rec.details.kind !== 'trademark') throw new Error('not a trademark');
  return { rec, details: rec.details };
};

describe('detectTrademarks: the plan’s own names', () => {
  it('finds a name marked with ™ and names it in capitals with its type', () => {
    const { rec, details } = only('Lumio™ is our smart desk lamp. The lamp dims itself at night.');
    expect(rec.name).toBe('Trademark: LUMIO (product name)');
    expect(details.mark).toBe('Lumio');
    expect(rec.rationale[0]).toContain('"Lumio™ is our smart desk lamp."');
  });

  it.each([
    ['called', 'We are launching a budgeting app called Tallymint for gig workers. Tallymint sorts income by client.', 'Tallymint'],
    ['named', 'Our subscription box, named Snackwise, ships healthy snacks monthly.', 'Snackwise'],
    ['branded as', 'The sauce is sold in jars branded as Emberly across the region.', 'Emberly'],
    ['legal form', 'Korvana, Inc. develops inhaled medicines for lung infections.', 'Korvana'],
    ['copula', 'Gridhaven is a home-battery startup in Sacramento. Customers install it in a day.', 'Gridhaven'],
    ['title line', '# Stallbook — Business Plan\n\nWe rent commercial kitchens by the hour to food entrepreneurs.', 'Stallbook'],
    ['our + quoted', 'Our recipes include our seasonal "Low Tide" peach kombucha.', 'Low Tide'],
  ])('finds a name introduced by %s', (_how, text, mark) => {
    expect(marks(text)).toContain(mark);
  });

  it('finds a coined name the plan keeps using as the subject of its sentences', () => {
    const text = 'Zentrik tracks pallets in real time. Shippers see every reading on a map. Zentrik alerts them when a reading drifts.';
    expect(marks(text)).toEqual(['Zentrik']);
  });

  it('finds a product named by a label in a Products section', () => {
    const text = '## Products\n- Weekly Bloom: a small bouquet delivered every Friday.\n- Lawn care: mowing and edging every week.';
    expect(marks(text)).toEqual(['Weekly Bloom']);
  });

  it('reads "Unlike Dropbox, Syncly ..." as the plan’s own name after a clause about a competitor', () => {
    const text = 'Our product, Syncly, moves files between teams. Unlike Dropbox, Syncly encrypts every file. Compared with Box, Syncly costs less.';
    expect(marks(text)).toEqual(['Syncly']);
  });

  it('keeps one finding for the variants of a name ("Lumio", "LUMIO", "Lumio Inc.", "Lumio Hub", "Lumio’s")', () => {
    const text = 'LUMIO\nLumio Inc. makes smart lamps. The Lumio Hub connects every lamp. Lumio’s app sets scenes.';
    expect(marks(text)).toEqual(['Lumio']);
  });
});

describe('detectTrademarks: what is not the plan’s mark', () => {
  it.each([
    ['a competitor', 'We compete with Dropbox. Our product, Syncly, moves files faster than anyone.'],
    ['"unlike X"', 'Unlike Dropbox, our product Syncly encrypts every file.'],
    ['a platform it integrates with', 'Our app Syncly integrates with Shopify and Xero so merchants reconcile faster.'],
    ['a marketplace it sells on', 'Our snack brand, Crunchly, is sold on Amazon and Etsy.'],
    ['a cloud it is built on', 'Syncly is a file-sync service built on AWS and Stripe.'],
    ['a partner', 'We partner with Fieldcore to install the panels; Syncly is our monitoring service.'],
    ['a former employer in a team bio', 'Syncly is our file-sync service. Our CTO previously worked at Figmentrix for six years.'],
  ])('does not take %s for the user’s mark', (_what, text) => {
    expect(marks(text)).toEqual(expect.arrayContaining(['Syncly', 'Crunchly'].filter((m) => text.includes(m))));
    for (const third of ['Dropbox', 'Shopify', 'Xero', 'Amazon', 'Etsy', 'AWS', 'Stripe', 'Fieldcore', 'Figmentrix']) expect(marks(text)).not.toContain(third);
  });

  it('gives a bakery plan no trademark for its "Fresh Bread" heading', () => {
    const text =
      'Fresh Bread\nWe run a neighbourhood bakery in Portland. Our bakery sells sourdough bread, croissants and coffee.\nMarket Analysis\nThe bakery market grows 3% a year. In March we will add a second oven.';
    expect(marks(text)).toEqual([]);
  });

  it('gives a plan with no names no trademark', () => {
    const text =
      'We are a small cleaning business serving homes and offices. We charge by the hour and use eco-friendly products. Most customers find us by word of mouth.\nExecutive Summary\nGrowth will come from referrals in May and June.';
    expect(detectTrademarks(buildContext(text))).toEqual([]);
  });

  it('ignores acronyms, months, headings, places and the people of a team section', () => {
    const text = [
      'Market Analysis',
      'Our SaaS platform uses AI to serve B2B customers across Texas. The MVP launches in September.',
      'Team',
      'Jane Whitmore, CEO, spent ten years in logistics. Raj Okonkwo, CTO, built payment systems.',
      'Competitive Landscape',
      'Most rivals sell hardware only.',
    ].join('\n');
    expect(marks(text)).toEqual([]);
  });

  it('does not make a mark of a coined word the plan only repeats (a bacterium, a supplier)', () => {
    const text =
      'Our drug, Korvex, targets lung infections. Infections by Pseudomonas are common in patients. Resistant Pseudomonas strains spread in hospitals. Treating Pseudomonas early saves lives.';
    expect(marks(text)).toEqual(['Korvex']);
  });

  it('does not make a name of a capitalised word that opens a sentence', () => {
    expect(marks('Harvest season starts in June. Farmers then need more storage.')).toEqual([]);
  });

  it('does not read a sentence-opening adverb before "our" as a name in apposition', () => {
    const text = 'Velmora Labs sells lab software. Accordingly, our business strategy aims to grow. Similarly, our service team is local.';
    expect(marks(text)).not.toEqual(expect.arrayContaining(['Accordingly']));
    expect(marks(text)).not.toContain('Similarly');
  });

  it('treats other companies as others when the text names one company far more often, without defining it', () => {
    const text =
      'We run clinical trials for drug makers. Sponsors choose Velmora for speed. Last year Velmora Inc. opened labs in three countries. ' +
      'Each Velmora lab has 200 staff. The Velmora method cuts delays. Velmora trials finish early. Sponsors return to Velmora often. ' +
      'In 2023 Quintessa plc opened a lab nearby.';
    expect(marks(text)).toEqual(['Velmora']);
  });

  it('reads every company of a list after "competitors include" as a competitor, with its company form', () => {
    const text =
      'We run clinical trials for drug makers. Our major competitors include Halvex Holdings Inc., Quintessa plc, Dornan Labs and many regional firms.';
    expect(marks(text)).toEqual([]);
  });
});

describe('detectTrademarks: distinctiveness, classes and flags', () => {
  it('places a coined name at the fanciful end with a high likelihood', () => {
    const { rec, details } = only('Our app is called Quorvia. Quorvia helps tutors plan lessons and runs on phones.');
    expect(details.distinctiveness).toBe('fanciful');
    expect(details.distinctivenessReason).toContain('"Quorvia" is not English');
    expect(rec.likelihood).toBeGreaterThanOrEqual(70);
    expect(rec.likelihoodFactors[0]).toEqual({ label: 'Baseline for a US trademark application', effect: 50 });
    expect(rec.likelihood).toBe(rec.likelihoodFactors.reduce((sum, f) => sum + f.effect, 0));
  });

  it('calls a name of words unrelated to the goods arbitrary', () => {
    const { details } = only('Harvest Table is a meal-kit company. Customers order Harvest Table boxes online each week.');
    expect(details.distinctiveness).toBe('arbitrary');
  });

  it('calls a compound of a goods word and another word suggestive', () => {
    const { details } = only('CloudNest is a cloud storage service for photographers. CloudNest keeps raw photos in the cloud.');
    expect(details.distinctiveness).toBe('suggestive');
  });

  it('flags a descriptive name with praise words and gives it a low likelihood', () => {
    const { rec, details } = only('Best Pizza is a pizzeria in Brooklyn. Best Pizza serves wood-fired pizza and salads.');
    expect(details.distinctiveness).toBe('descriptive');
    expect(details.flags.some((f) => f.startsWith('Praise word'))).toBe(true);
    expect(rec.likelihood).toBeLessThan(30);
    expect(rec.nextStep).toMatch(/distinctive element/);
  });

  it('flags a surname', () => {
    const { details, rec } = only('Miller Bakery is a family bakery. Miller Bakery sells bread and pies.');
    expect(details.flags.some((f) => f.startsWith('Surname'))).toBe(true);
    expect(rec.likelihoodFactors.some((f) => f.label.startsWith('Surname') && f.effect < 0)).toBe(true);
  });

  it('flags a place name, even when it is also a given name', () => {
    const { details } = only('Our coffee shop is called Austin Roasters. Austin Roasters roasts beans daily.');
    expect(details.flags.some((f) => f.startsWith('Place name'))).toBe(true);
  });

  it.each([
    ['Gooogle', 'Our search startup is called Gooogle. Gooogle indexes local shops.', 'GOOGLE'],
    ['Nikey', 'We sell running shoes under the brand Nikey. Nikey shoes use recycled soles.', 'NIKE'],
  ])('flags %s as near a famous mark by sound and spelling', (_mark, text, famous) => {
    const { details, rec } = only(text);
    const flag = details.flags.find((f) => f.startsWith('Famous mark'));
    expect(flag).toContain(famous);
    expect(rec.likelihood).toBeLessThan(70);
    expect(rec.nextStep).toContain(famous);
  });

  it('gives no famous-mark flag to an ordinary coined name', () => {
    const { details } = only('Our app is called Quorvia. Quorvia helps tutors plan lessons.');
    expect(details.flags).toEqual([]);
  });

  it('picks Nice classes from the goods and services described, and prices the filing per class', () => {
    const { rec, details } = only('Ledgerloop is a SaaS platform and mobile app that automates bank reconciliation for accounting firms.');
    expect(details.niceClasses.map((c) => c.number)).toEqual(expect.arrayContaining([9, 42]));
    expect(rec.nextStep).toMatch(/clearance search for LEDGERLOOP \(exact, sound-alike and look-alike/);
    expect(rec.nextStep).toMatch(/\$350 per class/);
  });

  it('gives a bakery its food and café classes', () => {
    const { details } = only('Crumb & Kettle is a bakery café. Crumb & Kettle bakes sourdough bread and pastries and serves coffee.');
    expect(details.niceClasses.map((c) => c.number)).toEqual(expect.arrayContaining([30]));
  });
});

describe('detectTrademarks: unusual text', () => {
  it('reads a plan written in capitals by its coined words only', () => {
    const text = 'GRIDHAVEN DESIGNS AND SELLS HEARTHCELL, A HOME BATTERY FOR HOUSES WITH ROOFTOP SOLAR PANELS. HEARTHCELL STORES 13 KWH AND GRIDHAVEN INSTALLS IT IN A DAY FOR EVERY CUSTOMER. EACH HEARTHCELL UNIT COMES WITH A TEN-YEAR GRIDHAVEN WARRANTY AND FREE SUPPORT FOR EVERY OWNER.';
    expect(marks(text).sort()).toEqual(['GRIDHAVEN', 'HEARTHCELL']);
  });

  it('does not make a mark of a place the plan names again and again', () => {
    const text = Array.from({ length: 20 }, (_, i) => `Pilot ${i + 1} with distributors in Lyon uses our Zentrik tag.`).join(' ');
    expect(marks(text)).toEqual(['Zentrik']);
  });

  it('ignores over-long tokens and keeps a repeated name as one finding', () => {
    expect(marks(`${'Q'.repeat(50000)} is here.`)).toEqual([]);
    expect(marks('Lumio is our app. '.repeat(300))).toEqual(['Lumio']);
  });
});

describe('detectTrademarks: output', () => {
  const plan =
    '# Lumio — Business Plan\n\nLumio Inc. is a smart lighting startup. Our flagship app, Beamly, schedules the lights. We compete with Philips Hue.';

  it('gives the company name high potential and evidence that is the plan’s own text', () => {
    const ctx = buildContext(plan);
    const recs = detectTrademarks(ctx);
    const lumio = recs.find((r) => r.name.includes('LUMIO'))!;
    expect(lumio.potential).toBe('high');
    expect(lumio.details.kind === 'trademark' && lumio.details.markType).toBe('company');
    for (const rec of recs) {
      expect(recommendationSchema.parse(rec)).toEqual(rec);
      for (const e of rec.evidence) expect(ctx.text.slice(e.start, e.end)).toBe(e.text);
    }
  });

  it('keeps ids stable across runs and across edits elsewhere in the plan', () => {
    const ids = (text: string) => detectTrademarks(buildContext(text)).map((r) => r.id).sort();
    const first = ids(plan);
    expect(ids(plan)).toEqual(first);
    expect(ids(`${plan}\n\nWe will hire two engineers in the spring and open a second office.`)).toEqual(first);
    expect(detectTrademarks(buildContext(plan))).toEqual(detectTrademarks(buildContext(plan)));
  });
});

describe('trademark names introduced by apposition or a company suffix', () => {
  it('reads languages, programming languages and an incubator application\'s title as no marks', () => {
    const text = '# Hubcraft Incubator Application\n\nKodemitra School teaches coding in Marathi. Marathi speakers learn JavaScript. JavaScript is taught weekly.';
    const found = marks(text);
    for (const other of ['Hubcraft Incubator', 'Hubcraft Incubator Application', 'Marathi', 'JavaScript']) expect(found).not.toContain(other);
  });

  it('reads a condition named after a person and a funding round as no names', () => {
    const text = "# Tidemoor Apparel\n### Investor Business Plan - Seed Round\n\nTidemoor makes adaptive clothing. Our first customers are people with arthritis or Parkinson's, and care homes.";
    expect(marks(text)).toEqual(['Tidemoor']);
  });

  it('knows the provinces, states and counties of Canada, Australia, India, Ireland and South Africa as places', () => {
    const text = 'Fernmoor Dispatch is a weekly newsletter. Offaly has no daily paper. Offaly readers pay €5. We grow in Ontario next, then Karnataka. Ontario is big.';
    const found = marks(text);
    for (const place of ['Offaly', 'Ontario', 'Karnataka']) expect(found).not.toContain(place);
  });

  it('does not take the funder heading a grant application for the applicant\'s mark', () => {
    const text = '# Creative Wales Council — Developing Your Practice\n\n## Application summary\n\nApplicant: an illustrator in Cardiff. I am asking for a grant of £9,800 to finish a picture book.';
    expect(marks(text)).toEqual([]);
  });

  it('reads the subject of "business plan for X" in the title line as a mark', () => {
    const text = 'Holloway Access Products - business plan for RungLock\n\nWho I am\nA roofer for 22 years.';
    expect(marks(text)).toContain('RungLock');
  });

  it('reads a trade name given "on my own properly as", "with the X name", with its "&" words, and not the producers a market holds', () => {
    const trade =
      "im a plumber 14 yrs. want to go on my own properly as Brightmoor Plumbing & Heating from march. " +
      'want the van signwritten with the Brightmoor name on the back doors.';
    const recs = detectTrademarks(buildContext(trade));
    expect(marks(trade)).toEqual(['Brightmoor']);
    expect(recs[0]!.name).toContain('Brightmoor Plumbing & Heating');
    const market = 'Quellmoor builds buoys for salmon farms. The industry is concentrated: a handful of producers — Halvex, Dornix and Ombrelle among them — run most sites.';
    expect(marks(market)).toEqual(['Quellmoor']);
  });

  it('shows a name that heads variants as itself, with the variants as its family', () => {
    const text =
      '# Quellmoor Systems Ltd\n\nQuellmoor Systems builds monitoring buoys. Our first product, the Quellmoor Buoy, is in trials. ' +
      'Our dashboard, Quellmoor Insight, turns buoy data into forecasts. Quellmoor Insight runs in the cloud. Farmers read Quellmoor Insight daily. ' +
      'Quellmoor Insight sends alerts. Quellmoor is growing.';
    const recs = detectTrademarks(buildContext(text));
    expect(marks(text)[0]).toBe('Quellmoor');
    expect(recs[0]!.name).toContain('Quellmoor Buoy');
    expect(recs[0]!.name).toContain('Quellmoor Insight');
  });

  it('keeps a name the text uses when it calls it its own in apposition, not a person introduced by office', () => {
    const text =
      'Medora Research runs clinical trials. Our monitors use ClinTrak, our proprietary information management system for trials. ' +
      'Our President, Dana Whitcombe, has managed growing businesses for 20 years.';
    expect(marks(text)).toContain('ClinTrak');
    expect(marks(text)).not.toContain('Dana Whitcombe');
  });

  it('reads "through the X brand" in the text own voice as its brand', () => {
    const text = 'Harlan Group makes vehicles. We serve the terminal truck market through the LayMor brand and the sweeper market through the Quarrel brand.';
    expect(marks(text)).toEqual(expect.arrayContaining(['LayMor', 'Quarrel']));
  });

  it('finds "our flagship robot, the X" and treats "X Robotics" as the company', () => {
    const text =
      'Verdanta Robotics builds weeding robots for organic farms. Our flagship robot, the Weedwise R2, removes weeds with a heated blade. ' +
      'We demonstrated the Weedwise R2 at a trade show.';
    const marks = detectTrademarks(buildContext(text));
    const company = marks.find((m) => m.details.kind === 'trademark' && m.details.mark.toLowerCase() === 'verdanta robotics');
    const robot = marks.find((m) => m.details.kind === 'trademark' && m.details.mark.toLowerCase().startsWith('weedwise'));
    expect(company?.details).toMatchObject({ markType: 'company' });
    expect(company?.potential).toBe('high');
    expect(robot?.details).toMatchObject({ markType: 'product' });
  });
});

describe('disclaimers', () => {
  it('flags the word naming the goods in a multi-word mark, but not the parts of a unitary compound', () => {
    const cafe = markFlags('Sunrise Corner Cafe', ['sunrise', 'corner', 'cafe']);
    expect(cafe.flags.some((f) => f.startsWith('Disclaimer') && f.includes('"cafe"'))).toBe(true);
    const compound = markFlags('NestBooks', ['nest', 'books']);
    expect(compound.flags.some((f) => f.startsWith('Disclaimer'))).toBe(false);
    const generic = markFlags('Coffee Shop', ['coffee', 'shop']);
    expect(generic.flags.some((f) => f.startsWith('Disclaimer'))).toBe(false);
  });
});
