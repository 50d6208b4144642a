import { describe, expect, it } from 'vitest';
import { candidateNames, trademarkMarks } from './trademark-test-support.ts';

describe('trademark names joined by "&"', () => {
  it('keeps "X & Y" whole when the text also says X alone, even if Y is an English word', () => {
    const plan =
      'Proposed business: Brack & Butter (bakery and takeaway counter)\n\nBrack & Butter will be a small bakery. Our Sunday Brack is what people queue for. The brack is soaked overnight.\n\nSignage with the Brack & Butter name.';
    expect(trademarkMarks(plan)).toContain('brack & butter');
  });
});

describe('trademark names: "my business, X"', () => {
  it('reads a name put after "my little business," as the writer’s own', () => {
    expect(trademarkMarks('ok so this is my little business, Second Bloom Furniture. I fix old dressers and paint them. I sell on Etsy.')).toEqual([
      'second bloom furniture',
    ]);
  });

  it('takes neither a partner "in the business" nor the title of one book for a mark', () => {
    const partner = 'I started converting vans in 2017. My partner in the business, Sofia Andersen, joined in 2019. We build about twelve vans a year.';
    expect(trademarkMarks(partner)).not.toContain('sofia andersen');
    expect(trademarkMarks('I have spent two years writing my first picture book, *The Lighthouse Cat*, about a harbour cat.')).toEqual([]);
  });
});

describe('trademark names: loan forms and brands named after a person', () => {
  it('reads "Name of Unit:" on a loan form as the business', () => {
    expect(trademarkMarks('Loan application under PMMY\nName of Unit: Shree Ganesh Mishthan Bhandar\nActivity: sweet shop\nWe sell sweets in Raja Park.')).toContain(
      'shree ganesh mishthan bhandar',
    );
  });

  it('reads "Our brand is Doña Chela and we ..." as the brand, but a courtesy title elsewhere as a person', () => {
    expect(trademarkMarks('We make frozen empanadas in Córdoba. Our brand is Doña Chela and we have three lines for shops.')).toContain('doña chela');
    expect(trademarkMarks('We are three cousins and our tío, Don Aurelio Méndez, who has made mezcal for 41 years.')).toEqual([]);
    expect(trademarkMarks('Only our cellar master, Julien Bassot, and I know the full list of plants.')).toEqual([]);
  });
});

describe('trademark names: the kind of document is not a name', () => {
  it('takes no name from "Project Narrative" or a worksheet\'s title', () => {
    expect(trademarkMarks('**Project Narrative – USDA Farm to School Grant Program**\n\n**1. Background and need**\nOur district serves 2,100 students.')).toEqual([]);
    expect(trademarkMarks('Business Plan Worksheet — Tulsa Small Business Development Center\n\nI do bookkeeping for restaurants.')).toEqual([]);
  });
});

describe('trademark names: a bold list of products with their strength', () => {
  it('reads "- **Ore Dock Amber** (5.4%) — malty amber" lines as the products the list sells, but not "(me)" after a person', () => {
    const beers =
      'Rusty Trestle Brewing Co. brews in Duluth.\n\nOur year-round beers:\n\n- **Ore Dock Amber** (5.4%) — malty amber, a strong seller\n- **Trestle Lager** (4.6%) — a Czech-style pale lager\n- **Lake Effect Stout** (7.1%) — seasonal, with local coffee\n';
    expect(candidateNames(beers)).toEqual(expect.arrayContaining(['Ore Dock Amber', 'Trestle Lager', 'Lake Effect Stout']));
    const team = 'Dalat Roast is a coffee roaster.\n\nTeam:\n\n- Nguyễn Minh Châu (me) — 6 yrs as barista\n- Trần Văn Bình (partner) — roaster\n';
    expect(candidateNames(team)).not.toContain('Nguyễn Minh Châu');
  });
});

describe('trademark names: a LinkedIn post', () => {
  it('drops "Today" before the subject and takes no name from hashtags', () => {
    const post =
      'Ten years ago this month I quit my job and bought a ladder rack.\n\nToday Delgado & Sons Plumbing runs 31 trucks and employs 58 people.\n\n#plumbing #skilledtrades #SanAntonio #apprenticeship';
    expect(trademarkMarks(post)).toEqual(['delgado & sons plumbing']);
  });
});

describe('trademark names: beers named with their style', () => {
  it('reads a name ending in a beer style as a product, and "our flagships are" as the business\'s own', () => {
    const plan = 'Tidewrack Brewing is a farmhouse brewery in Maine. Our two flagships are Fog Bell IPA and Tidewrack Saison. Fog Bell IPA is rated above 4.1 on Untappd.';
    expect(trademarkMarks(plan)).toContain('fog bell ipa');
    expect(trademarkMarks('Tidewrack Brewing is a brewery in Maine. We sell a Czech Pilsner on tap all year.')).toEqual(['tidewrack brewing']);
  });
});

describe('trademark names: people whose given names the lexicon does not hold', () => {
  it('reads "we are X Y and Z W", "we are X Y (role)" and "our agronomist X Y" as people', () => {
    expect(trademarkMarks('Hello, we are Radu Stoica and Ioana Pop. We built Dentiq, scheduling software for dental clinics.')).not.toContain('radu stoica');
    expect(trademarkMarks('Hello, we are Andrei Mureșan (hardware engineer) and Cristina Dobre from Timișoara. Stupino makes hive scales.')).not.toContain(
      'andrei mureșan',
    );
    expect(trademarkMarks('Akoma runs cold rooms. Videos were scripted by our agronomist Abena Owusu-Ansah and filmed in Techiman.')).not.toContain(
      'abena owusu-ansah',
    );
  });
});

describe('trademark names: a form that asks for the applicant and the business', () => {
  it('takes the business-name field, and the applicant for the person', () => {
    const form = '**1. Applicant Information**\n\nName of applicant: Mulugeta Haile\nBusiness name: Tesfa Bunna Washing Station\nLocation: Bensa woreda\n\nWe wash and dry coffee cherries for 600 farmers.\n\nSigned: Mulugeta Haile';
    expect(trademarkMarks(form)).toEqual(['tesfa bunna washing station']);
  });
});

describe('trademark names: incubators and plan titles in other languages', () => {
  it('takes neither an incubation programme nor "PLANO DE NEGÓCIO – SIMPLIFICADO" for a mark', () => {
    const form = 'IITM INCUBATION CELL – PRE-INCUBATION APPLICATION\nPre-Incubation Programme: Venture Canvas & Business Plan Template\n\nWe make a low-cost infant warmer for rural clinics in Tamil Nadu.';
    expect(trademarkMarks(form)).toEqual([]);
    const plano = 'PLANO DE NEGÓCIO – SIMPLIFICADO\n\nSomos uma família que faz polpa de açaí congelada em Belém. Vendemos para 40 lanchonetes.';
    expect(trademarkMarks(plano)).toEqual([]);
  });
});

describe('trademark names: messages that say where they come from', () => {
  it('reads "this is Mwansa from X" and "I put the X name on the booth" as the writer\'s own', () => {
    const message = 'Good evening Mr Zulu, this is Mwansa from Mwamba Express, the motorbike deliveries in Kitwe. We now have 7 bikes.';
    expect(trademarkMarks(message)).toEqual(['mwamba express']);
    expect(trademarkMarks('Good evening sir, this is Mwansa from Kitwe. I deliver parcels by motorbike to Ndola.')).toEqual([]);
    // A pitch presents its product and the company it comes from; "its PPP Loans from the Small Business Administration" does not.
    const pitch = 'Good morning.\nThis is GelRide, from Sông Mát Cold Chain. It is a box that fits the back of any motorbike.';
    expect(trademarkMarks(pitch).sort()).toEqual(['gelride', 'sông mát cold chain']);
    expect(trademarkMarks('Harbor Feeds Inc. sells animal feed. The Company repaid its PPP Loans from the Small Business Administration in 2021.')).not.toContain('small business administration');
    const chat = '[14:02] Bence: the xmas market went super good. I put the Kuckó Kürtős name now on the booth and on the paper bags, people remember it more';
    expect(trademarkMarks(chat)).toEqual(['kuckó kürtős']);
  });
});

describe('trademark names: a title typed in lower case', () => {
  it('reads "rise up bakehouse - plan" as the business, but not "window cleaning - plan" nor "sourdough bakery - notes"', () => {
    expect(trademarkMarks('rise up bakehouse - plan (short)\n\nhi, this is for the small business loan. i bake sourdough bread in Duluth.')).toEqual(['rise up bakehouse']);
    expect(trademarkMarks('window cleaning - plan (rough)\n\ni clean windows in the south side of Glasgow with my van.')).toEqual([]);
    expect(trademarkMarks('sourdough bakery - notes\n\ni bake bread at home and sell at the market.')).toEqual([]);
  });

  it('reads a lower-case title on either side of "business plan" when it shows itself as a name: "&", a possessive', () => {
    const body = '\nkumasi, ghana. prepared for the business support clinic\n\nwe braid hair, 4 braiders and me. knotless medium GHS 450.';
    expect(trademarkMarks(`business plan - efua's braid studio & academy${body}`)).toEqual(["efua's braid studio & academy"]);
    expect(trademarkMarks(`lakeview yard & snow - business plan (for a youth loan)${body}`)).toEqual(['lakeview yard & snow']);
    expect(trademarkMarks(`window cleaning - business plan (for a youth loan)${body}`)).toEqual([]);
    // A company form closes a name, even where the splitter ends a sentence at its full stop.
    expect(trademarkMarks(`huon paddle co. — business plan (short version for the grant round)${body}`)).toEqual(['huon paddle co']);
  });

  it('reads a business-name field answered in lower case, but not one answered "not yet"', () => {
    const form = (answer: string) =>
      `micro loan - enterprise plan\nname: rokeya begum\nbusiness name: ${answer}\naddress: road 4, mirpur, dhaka\n\ni have a small shop with 3 sewing machines and 2 girls working with me.`;
    expect(trademarkMarks(form('rokeya tailoring & fashion'))).toEqual(['rokeya tailoring & fashion']);
    expect(trademarkMarks('1. name of business: ubuntu shine car wash\n2. applicant: sipho dube, 24\n\nwe wash taxis and cars next to the mall.')).toEqual(['ubuntu shine car wash']);
    expect(trademarkMarks(form('not yet, i use my own name'))).toEqual([]);
  });
});
