import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { implicitFinding } from './implicit-assets.ts';

// Implicit findings stand in when the model is confident about a type no detector named outright: they must name
// something the business really makes, from its own words.
const works = (text: string) => implicitFinding('copyright', buildContext(text))?.name;
const invention = (text: string) => implicitFinding('patent', buildContext(text))?.name;

describe('implicit works', () => {
  it('names the works a business makes', () => {
    expect(works('Tallow Studio makes games. We designed our own card game and wrote its rulebook and the art book for fans.')).toMatch(/game|rulebook|art book/);
  });

  it('never takes a booking, a bookshop’s stock, a patent application, a season plan or a website counted in bookings for a work', () => {
    expect(works('Muddy Paws walks dogs in Leeds. Owners book a walk online and pay by card. We walk six dogs at a time.')).toBeUndefined();
    expect(works('Margin Books sells new and used books. Our books are bought from Ingram and from publishers directly.')).toBeUndefined();
    expect(works('Pouchwell makes food bags. We filed our own patent application in May and our team wrote it.')).toBeUndefined();
    expect(works('# Alder Barn — Event Venue Business Plan\nWe host weddings in a restored barn. Our own staff run every event.')).toBeUndefined();
    expect(works('Harbor Dental treats families. Our website is a Squarespace template with photos a friend shot for us.')).toBeUndefined();
    expect(works('Subject: Season 2025 plan — Peri Trails\n- Our own website only 10% of bookings. Not worth spending on ads.')).toBeUndefined();
  });
});

describe('implicit invention', () => {
  it('reads the strongest sentence, not the first one, to decide whether the business developed it', () => {
    const text = [
      'Lullavo is a baby bottle that stops babies from swallowing air.',
      'Our bottle has a vent valve in the base instead of the nipple: a silicone duckbill valve sits in a short tube that runs up the inside wall.',
      'Bottles are sold online at $19.99 for a two-pack.',
    ].join('\n');
    expect(invention(text)).toMatch(/vent valve/);
  });

  it('names neither what the market already has nor a relative clause, and quotes the sentences that tell how it works', () => {
    const text = [
      'Existing in-field nitrate sensors drift within a week and need a lab to recalibrate them.',
      'We built our own filter insert that sits inside a street catch basin.',
      'We sell our system to councils and our own crew fits our device in a day.',
      'Our platform sends the council a monthly report, and our equipment comes with a two-year warranty.',
      'Our insert has a perforated steel basket lined with a coir mat, and a bypass flap opens when the basket is full so the drain never backs up.',
    ].join('\n');
    const found = implicitFinding('patent', buildContext(text));
    expect(found?.name).toBe('Patent: filter insert');
    expect(found?.rationale.join(' ')).toMatch(/perforated steel basket/);
  });
});

describe('implicit invention: resellers and installers', () => {
  const kit = [
    'Our main product is the Sunridge Home Kit: two 450 W panels, a 3 kW inverter and a 5 kWh lithium battery.',
    'The kits are our own selection of proven products, and our own crew installs every kit in a day.',
  ];

  it('names none where the plan says it makes nothing or resells what others make', () => {
    expect(invention(kit.join('\n'))).toBeDefined();
    expect(invention([...kit, 'We do not manufacture anything.'].join('\n'))).toBeUndefined();
    expect(invention([...kit, "We're a reseller and installer for three inverter brands."].join('\n'))).toBeUndefined();
  });

  it('names none from equipment the business installs, wherever the plan mentions it again', () => {
    const fitter = [
      'Hearth & Pipe Heating is two engineers in Leeds. We built the business on boiler servicing and bathroom refits.',
      'Next year we want to get certified so we can fit air source heat pumps for our customers.',
      'My worry is whether we should subcontract the electrics on the heat pumps or train up ourselves.',
    ];
    expect(invention(fitter.join('\n'))).toBeUndefined();
    expect(invention(fitter.join('\n').replace('we can fit air source', 'we can sell our own air source'))).toBeDefined();
  });

  it('still names the invention where the plan doubts the claim that there is none', () => {
    expect(invention([...kit, 'People tell me a kit is not patentable, but is our wiring harness new?'].join('\n'))).toBeDefined();
  });
});

describe('implicit invention: workshop things', () => {
  it('names a pad, a die or a kiln a maker invented', () => {
    const text = [
      'GripCork is a surfboard traction pad made from cork instead of EVA foam.',
      'We bind the granules with natural latex and press them in a heated aluminium die that we machined ourselves.',
      'The die forms ridges with drainage channels between them, so the pad cleans itself in the water.',
    ].join('\n');
    expect(invention(text)).toMatch(/traction pad|aluminium die/);
  });
});

describe('implicit secrets', () => {
  const secret = (text: string) => implicitFinding('trade_secret', buildContext(text))?.name;
  const plan = 'Our roasting profiles and supplier terms took years to build. Our customer list has 400 cafes.';

  it('names the know-how a business holds without calling it secret', () => {
    expect(secret(plan)).toMatch(/roasting profiles/);
  });

  it('names none where the writer says the business keeps nothing secret', () => {
    expect(secret(`${plan} The Company does not rely on confidentiality; its protection is the patent.`)).toBeUndefined();
    expect(secret(`${plan} There's no secret sauce beyond the design: our prices are on the website.`)).toBeUndefined();
  });
});
