import { describe, expect, it } from 'vitest';
import { buildContext, normaliseText } from '../context.ts';
import { findCompanyNames } from './trademark-company-name.ts';
import { findMentions } from './trademark-mentions.ts';
import { detectTrademarks } from './trademark.ts';
import type { NameCandidate } from './trademark-candidates.ts';
import { isNotOwnMark } from './trademark-portfolio.ts';
import { candidateNames, trademarkMarks, trademarkRecs as recs } from './trademark-test-support.ts';

// Names in the forms plans arrive in: slide decks, grant forms, company forms beyond English, technical notes.
const marks = trademarkMarks;

describe('trademark names in decks, forms and technical notes', () => {
  it('blanks an HTML comment, keeping the lines, so it neither names nor hides the title', () => {
    expect(normaliseText('<!-- exported\nfrom Slides -->\nTitle')).toBe('\n\nTitle');
    expect(normaliseText('Lumio <!-- draft --> sells lamps.')).toBe(`Lumio ${' '.repeat(14)} sells lamps.`);
    expect(normaliseText('a <!-- unclosed and <!-- again')).toBe('a <!-- unclosed and <!-- again');
  });

  it('reads the shouted title under a bracketed "[Slide 1]" marker as the company, heading the family of its goods', () => {
    const deck = [
      '[Slide 1]',
      'KOLDA LABS',
      'Cold storage that pays for itself – for the farmers who need it most',
      '',
      '[Slide 3]',
      'Our Solution: the Kolda Crate',
      'A stackable 60-litre crate that holds produce at 6–10°C for up to 5 days with zero power at the farm.',
    ].join('\n');
    const found = recs(deck);
    expect(found[0]?.name).toMatch(/^Trademark: KOLDA LABS \(company name; family: Kolda Crate\)/);
  });

  it("reads a deck's title from its cover slide, and no slide number as a name", () => {
    const deck = [
      '<!-- exported from Google Slides: Tillora_deck_Nov.pptx -->',
      '',
      '## Slide 1',
      '**Tillora**',
      'Know when to water. Pay for what you use.',
      '## Slide 2 — The problem',
      '- Farmers over-water by 30–50%.',
      '## Slide 3 — Our solution',
      '- Tillora probe: capacitive soil moisture probe, 3 depths',
      '## Slide 8 — Competition',
      '- Imported probes cost more than Tillora and die in months',
    ].join('\n');
    expect(marks(deck)).toEqual(['tillora']);
  });

  it('reads names in a long sentence that opens a list as used in a sentence, not shown in a heading', () => {
    const text = [
      'MAVERA TEXTILES – technical summary',
      'CONTEXT',
      'Conventional dyeing uses a reducing agent in an alkaline bath.',
      'WHAT INDIVAPOR DOES',
      'Indivapor replaces both the chemical reduction and part of the dip sequence:',
      '1. Electrochemical reduction in a divided flow cell.',
      'Mills pay a per-kg fee for the Indivapor license.',
    ].join('\n');
    expect(marks(text)).toContain('indivapor');
  });

  it('takes a name after a title such as "Dr." as a person, even before a noun like "lab"', () => {
    const ctx = buildContext("Mendrel Layer is a three-layer dressing we invented in Dr. Yasmin Haddad's lab at Emory:\n- a silicone contact layer");
    const { mentions, people } = findMentions(ctx);
    expect(mentions.map((m) => m.key)).not.toContain('yasmin haddad');
    expect(people).toContain('haddad');
  });

  it('knows the company forms of Brazil, Chile, Italy, France and UK community companies', () => {
    expect(marks('Proposing company: Embravia Tecnologia Ltda (Belém, PA). Embravia Tecnologia Ltda is a packaging start-up.')).toContain(
      'embravia tecnologia',
    );
  });

  it('reads the body a plan is prepared for, and the one a sum comes from, as others', () => {
    const text = [
      '# Rewovo Composites — business and technology plan',
      '*Grand Rapids · prepared for seed investors and the Great Lakes Innovation Corporation*',
      'Rewovo Composites recycles carbon fibre offcuts into sheet.',
      '- $150,000 from Great Lakes Innovation Corporation’s Technology Transfer program',
    ].join('\n');
    const found = marks(text);
    expect(found[0]).toBe('rewovo composites');
    expect(found.some((m) => m.startsWith('great lakes'))).toBe(false);
  });

  it('keeps a word of the trade that opens a longer name, and leaves the business\'s manual out of its family', () => {
    const roaster = 'CLOUD HILL ROASTERS - ONE PAGE SUMMARY\nWe roast arabica and sell to cafes.\n- Cloud Hill Drip Bags - 10 bags per box';
    expect(marks(roaster)).toContain('cloud hill roasters');
    const franchise = 'Tavi Tea is a bubble tea franchise. Every Tavi Tea store follows the Tavi Tea Operations Manual. Tavi Tea sells 40 drinks.';
    const names = detectTrademarks(buildContext(franchise)).map((r) => r.name);
    expect(marks(franchise)[0]).toBe('tavi tea');
    expect(names.join(' ')).not.toContain('Operations Manual');
  });

  it("reads a form's question as the heading of its answer: products below are listed, competitors are others", () => {
    const text = [
      'Ember Yard Pty Ltd – loan application',
      'Ember Yard is a barbecue restaurant in Fremantle.',
      '3. Describe your products and services.',
      '- Dine-in and takeaway barbecue, Wednesday to Sunday.',
      '- Smoke Dust – our dry rub, sold in 200 g jars at the counter. Smoke Dust goes to seven butchers.',
      '4. Who are your competitors?',
      '- Big Pit Barbecue – the nearest barbecue place to us.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('smoke dust');
    expect(found).not.toContain('big pit barbecue');
  });

  it('leaves out form fields, company forms cut at their dots and names made into adjectives', () => {
    const text = [
      '# Estudio Tucán S.A. de C.V. — Business Plan 2026',
      'Estudio Tucán S.A. de C.V. makes mobile games in Guadalajara. Estudio Tucán is two people.',
      '**Amount requested:** MXN 900,000',
      '| Use | Amount |',
      '|---|---|',
      '| Art | MXN 300,000 |',
      "What we do differently is we're Deaf-led. Two of our three testers are Deaf.",
      '**Regulation.** Therapists stay Ahpra-registered providers; we are a studio.',
    ].join('\n');
    const names = detectTrademarks(buildContext(text)).map((r) => r.name);
    expect(names).toEqual(['Trademark: ESTUDIO TUCÁN (company name)']);
  });

  it("takes the applicant's name from a form's field, but not a person applying in their own name", () => {
    const entry = '# Blue Seas Challenge 2024 — Entry Form\n**Category:** Circular Packaging\n**Team name:** Rumpa Labs\n**City:** Makassar\n### 1. Describe the problem\nSachets end up on beaches.';
    expect(marks(entry)[0]).toBe('rumpa labs');
    expect(marks(entry)).not.toContain('blue seas challenge');
    const loan = 'LOAN APPLICATION - BUSINESS PLAN\nApplicant: Lawa Aqua Works (sole proprietorship)\nWe sell aerators to fish farms.';
    expect(marks(loan)[0]).toBe('lawa aqua works');
    expect(marks('Applicant: Gareth Evans, Llandeilo\nI repair tractors.')).not.toContain('gareth evans');
  });

  it("reads numbered and longer field labels, and the innovation a form's answer presents under its own name", () => {
    const loan = 'HARBOUR BANK – SMALL BUSINESS LENDING\nBusiness Plan Summary\n\n1. Business name and legal form: Tanuki Grill LLC\n2. Owner(s): Daniel Kim, 100%\n\n3. Describe your products.\nKorean street food from a truck.';
    expect(marks(loan)).toEqual(['tanuki grill']);
    const grant = [
      'ZAMBEZI INNOVATION FUND',
      'SEED GRANT – APPLICATION FORM',
      '',
      'Applicant organisation: Mwezi Agro Ltd, Mbeya',
      'Contact person: Baraka Mushi, Managing Director',
      '',
      'Q1. Name of the innovation and short description (max 50 words)',
      '',
      'Kavulo is a solar grain dryer for smallholder farmers that keeps drying at night. It dries maize in half the time of open-sun drying.',
    ].join('\n');
    expect(marks(grant)).toEqual(expect.arrayContaining(['mwezi agro', 'kavulo']));
    expect(marks(grant)).not.toContain('zambezi innovation fund');
    const beneficiary = 'FONDO SEMILLA – APPLICATION\nBeneficiary: Redmar SpA, Puerto Montt\n\n1. Describe the problem.\nNets on salmon farms foul in weeks.';
    expect(marks(beneficiary)[0]).toBe('redmar');
    const npc = '# Kasi Code NPC — Funding Proposal 2026\n\nKasi Code is a non-profit company (NPC) that teaches young people to write software. Kasi Code runs classes in Khayelitsha.';
    expect(recs(npc)[0]?.name).toBe('Trademark: KASI CODE (company name)');
  });

  it("takes a chat line's speaker for a person and a public body for no one's mark", () => {
    const chat = [
      '[09:12] Thao: ok so I did the numbers for the tea walk thing',
      '[09:12] Thao: 4 tea houses, 3 hours, max 8 people',
      '[09:13] Minh: and the price?',
      '[09:14] Thao: Thao says 20 USD, same as the food tours',
    ].join('\n');
    expect(marks(chat)).toEqual([]);
    const candidate = (mark: string) => ({ key: mark.toLowerCase(), mark, mentions: [], markType: 'service', signals: new Set(), weight: 3 }) as NameCandidate;
    expect(isNotOwnMark(candidate('Cork City Council'), undefined)).toBe(true);
    expect(isNotOwnMark(candidate('Ministry of Health'), undefined)).toBe(true);
    expect(isNotOwnMark(candidate('Council Street Bakery'), undefined)).toBe(false);
  });

  it("reads a deck's cover slide after a bracketed note on where the text comes from, and never the note as a title", () => {
    const deck = [
      '[Text copied from our pitch deck – Jakarta, November 2025]',
      '',
      'SLIDE 1 — COVER',
      'Samudra Pack',
      'Packaging from the sea, not from oil.',
      'PT Samudra Pack Indonesia | Made Suarta (CEO) · Dewi Lestari (CTO)',
      '',
      'SLIDE 2 — THE PROBLEM',
      '- Billions of single-use sachets every year: coffee, seasoning, instant noodle spice',
      '',
      'SLIDE 3 — OUR SOLUTION',
      'Samudra Pack Film and Samudra Pack Sachet: heat-sealable, home-compostable film made from whole seaweed, for dry and oily food products',
    ].join('\n');
    const found = marks(deck);
    expect(found[0]).toBe('samudra pack');
    expect(found).not.toContain('text');
  });

  it('ends a section about others at the next bold line, in sentence case too', () => {
    const canvas = [
      '# Tails & Tubs — lean canvas',
      '',
      '**Channels**',
      'Instagram reels, local Facebook groups, flyers at vets.',
      '',
      '**Revenue streams**',
      '- Full groom £55–£80 depending on size',
      '- Paw Club membership: £50/month for a full groom every 6 weeks',
    ].join('\n');
    expect(marks(canvas)).toContain('paw club');
  });

  it('skips a genus everywhere once the text names its species', () => {
    const text =
      'Colmena Sana makes BeeGuard, a feed syrup that controls Varroa mites while the colony eats. ' +
      'The mite *Varroa destructor* is the main cause of colony loss. Varroa treatment spend is USD 60 million a year.';
    expect(marks(text)).not.toContain('varroa');
  });

  it('takes the people a meeting lists as present for people in its actions too', () => {
    const notes = [
      'Woolwall Ltd – team meeting notes, 3 March',
      'Present: Hemi Rewiti (MD), Sarah Lockwood (production), Dev Sandhu (accountant, item 3 only)',
      '',
      '1. Prices',
      '- Woolwall Acoustic panels sell at $89/m². Woolwall makes panels from wool offcuts.',
      '',
      '5. Actions',
      '- Hemi – technical summary for the grant (general only) – 14 March',
      '- Hemi – lawyer re binder – before June expo',
      '- Sarah – press the sample boards – 21 March',
      '- Dev – cashflow update with new prices – end of March',
    ].join('\n');
    expect(marks(notes)).toEqual(['woolwall']);
  });

  it("prefers a form's field to the header of whoever issued the form, and reads company forms of India, South Africa and Italy", () => {
    const loan =
      'ASANTE BANK PLC\nSME LOAN APPLICATION - SECTION B: BUSINESS PROFILE\n\nB1. Trading name of business: Kente Glow\n\nB2. Legal form: Sole proprietorship\n\n' +
      'B5. Describe your business activity:\nWe make shea butter by hand. We sell Kente Glow 250g tubs and Kente Glow Baby in Kumasi markets.';
    expect(recs(loan)[0]?.name).toBe('Trademark: KENTE GLOW (company name; family: Kente Glow Baby)');
    const bid = 'RESPONSE TO BID No. 2024/117\nBidder: Sizwe Build (Pty) Ltd, CIDB grading 5GB PE\n\n4.1 Company background\nSizwe Build (Pty) Ltd was established in 2017 by two engineers.';
    expect(marks(bid)[0]).toBe('sizwe build');
    expect(recs('Krishi Sense Agritech Pvt Ltd, incorporated March 2023, registered office in Pune.\nWe sell soil probes to farmers.')[0]?.name).toBe('Trademark: KRISHI SENSE AGRITECH (company name)');
    expect(marks('NOTE FOR THE FAMILY\n\nArredi Valsecchi S.n.c. was started by our grandfather in 1958 as a workshop making bedroom furniture.')[0]).toBe('arredi valsecchi');
  });

  it('reads a name glossed in brackets before "is", and "the name we\'ve settled on is X"', () => {
    const glossed = 'Applicant organisation: Asociación de Tejedoras Wayta\n\n1. WHO WE ARE\nWayta Sumaq ("beautiful flower" in Quechua) is an association of 46 women weavers from Chinchero.';
    expect(marks(glossed)).toContain('wayta sumaq');
    const voice = "Voice note, transcribed - for the grant form\n\nRight, so the name we've settled on is Owenbue Valley Pods. It's the bottom field by the river, on our farm.";
    expect(marks(voice)[0]).toBe('owenbue valley pods');
  });

  it("names no family member that is only the company's name cut short", () => {
    const text =
      '**Applicant organisation:** Millbrook Growing Together (charitable incorporated organisation)\n\n### 1. Tell us about your organisation\n\n' +
      'Millbrook Growing Together runs a community garden in Sheffield. Today we have about 60 regular volunteers.';
    expect(recs(text)[0]?.name).toBe('Trademark: MILLBROOK GROWING TOGETHER (company name)');
  });

  it("reads an investor update's title as the plan's own, and names built on the company's coined first word as its family", () => {
    const text = [
      'Subject: Tawhiri Traps - Q2 investor update',
      'Kia ora koutou,',
      'Headline: the Tawhiri K2 passed 1,000 consecutive resets in the field with no jams.',
      'For anyone new: most traps use a gas canister. The Tawhiri K2 has no gas.',
      'Each trap reports to TawhiriLink, our web dashboard.',
      'Hemi Walker FCA keeps our books; Tawhiri NSW is our Australian arm.',
      'Thanks to Tama and the Tawhiri Traps team.',
    ].join('\n');
    const [company] = detectTrademarks(buildContext(text)).map((r) => r.name);
    expect(company).toBe('Trademark: TAWHIRI TRAPS (company name; family: Tawhiri K2)');
  });
});

describe('trademark names: a summary written in French for a loan committee', () => {
  it('reads the bold name with its legal form in brackets as the company, and not the French title "Résumé exécutif"', () => {
    const text = [
      "# Résumé exécutif – Demande de prêt d'honneur",
      '## The project',
      '**Vélo Clair** (SAS, Lyon 4e – Croix-Rousse) refurbishes second-hand bicycles and teaches people to repair their own bike.',
      'Competitors: Heureux Velo, the online marketplace Alltricks.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('vélo clair');
    expect(found).not.toContain('résumé');
  });
});

describe('trademark names: a study and a co-operative\'s minutes that name no business of their own', () => {
  it('does not read "Feasibility Study" at the head, or a buyer with its legal form, as the company', () => {
    const study = ['# Feasibility Study — Summary of Findings', '## Cassava Flour Processing Unit, Ejura', 'The union has not chosen a name for the unit yet.'].join('\n');
    expect(marks(study)).toEqual([]);
    const minutes = [
      'Board meeting minutes, 14 November',
      'Dragana reported: last season 412 tonnes of raspberries exported. All sold to one buyer, Nordbeere GmbH from Hamburg, plus two smaller buyers in Austria.',
      'Average price agreed with Nordbeere GmbH was better than the local cold stores paid.',
      'The brand name for our own jam is postponed to the next meeting.',
    ].join('\n');
    expect(marks(minutes)).toEqual([]);
  });
});

describe('document genres in other languages, and titles with a note in brackets', () => {
  it('reads no mark from a genre word at the head of minutes, a press release or an application', () => {
    for (const head of ['# Protokoll – Gesellschafterrunde / Shareholder meeting', 'PERSBERICHT', 'Solicitud', '# Lean Canvas']) {
      const text = `${head}\n\n**Date:** 14.05.2024\n\n- Brolvik now live in 23 dental practices.\n- No-show rate down from 9.8 % to 5.1 %.`;
      const found = trademarkMarks(text);
      for (const word of ['protokoll', 'persbericht', 'solicitud', 'lean canvas']) expect(found).not.toContain(word);
    }
  });

  it('takes the name after a genre and a dash as the title, a note in brackets after it', () => {
    const text = '# Lean Canvas – TestPilot Naija (v2, Tolu’s edit)\n\n| **Problem** | Students pay too much for lessons. |\n| **Solution** | A WhatsApp tutor. |';
    expect(trademarkMarks(text)).toContain('testpilot naija');
    expect(trademarkMarks('# Application - Launchpad Nine, Harbour University (Cohort 2025)\n\nWe make tutoring apps.')).not.toContain('harbour university');
  });

  it('knows French given names and common short forms as people', () => {
    const text = [
      'So I handed in my notice at Doyle Heating today. Mick was grand about it.',
      'Manon helped me carry the jackets up four floors. Ewan has been a cabinetmaker for 16 years.',
      'We trade as Ravelin Repairs, fixing boilers around Moate.',
    ].join(' ');
    const found = trademarkMarks(text);
    for (const person of ['mick', 'manon', 'ewan']) expect(found).not.toContain(person);
  });
});

describe('form fields that name the product, and bilingual forms', () => {
  it('reads "Name of product / service:" as the product beside the registered business name', () => {
    const text = [
      'RIFT VALLEY AGRI-INNOVATION CHALLENGE 2024',
      'Entry Form - Category B: Smallholder Technology',
      '',
      '1. Team lead: Wanjiru Kamau',
      '2. Registered business name: Mbegu Tech Ltd (registered March 2023)',
      '3. County of operation: Nakuru',
      '4. Name of product / service: Kipimo Scale',
      '',
      '6. What problem are you solving? Farmers weigh sacks by hand and lose 8% to bad scales.',
    ].join('\n');
    const found = findCompanyNames(buildContext(text)).map((c) => [c.name, c.how]);
    expect(found).toEqual([['Mbegu Tech', 'field'], ['Kipimo Scale', 'product']]);
    expect(trademarkMarks(text)).toEqual(expect.arrayContaining(['mbegu tech', 'kipimo scale']));
  });

  it('reads the company field of a Spanish form as the company and its project field as the product', () => {
    const text = [
      'Programa de Incubación de Empresas - Convocatoria 2024-B',
      'Formulario de solicitud (Application form)',
      '',
      'Nombre del proyecto / Project name: PasoFrío',
      'Empresa (si ya existe): Marcha Viva (not yet constituted)',
      'Responsable: Diego Ramírez Gallardo',
    ].join('\n');
    expect(findCompanyNames(buildContext(text)).map((c) => [c.name, c.how])).toEqual([['Marcha Viva', 'field'], ['PasoFrío', 'product']]);
  });
});

describe('an event in the title, and a vehicle the writer buys', () => {
  it('names no competition the text is entered in, nor a used truck the writer means to buy', () => {
    expect(marks('Enactus Malawi National Competition 2025 - Project Pitch Summary\nProject: mobile booking of vets for cattle farmers (name still to be decided).\nWe are three students from Blantyre.')).toEqual([]);
    expect(marks("Hi Sue, I'm looking at buying a second hand Isuzu D-Max (2019, about $38k) for the mowing rounds. Can I claim it this year?")).toEqual([]);
  });
});

describe('a speaker with the business in brackets, and a demo-day script', () => {
  it('reads "(CEO, Trocado)" as the business the speaker runs, not as a person, and names no "Demo Day"', () => {
    const text = [
      '# Demo Day - Cubo Norte, turma 14 - roteiro final (3 min)',
      '**Speaker:** Rafael Souza (CEO, Trocado)  ·  **Backup:** Fernanda Lima (CTO)',
      '',
      'This is Dona Cida. She has sold pastel at the Friday market for 22 years.',
      'When she needed R$3.000 for a new fryer, her bank said no.',
      'There are 42 million people like her. Almost none of them have credit.',
      'We spent a year at the markets before we wrote a line of code.',
      'Vendors told us they keep their sales in their heads.',
      'Trocado is the money app for street vendors, and Trocado records every sale. Vendors log who owes them, and Trocado sends a reminder.',
    ].join('\n');
    const found = trademarkMarks(text);
    expect(found).toContain('trocado');
    expect(found).not.toContain('demo');
    expect(found).not.toContain('demo day');
  });

  it('keeps a department after a role a role, not a business: "(Co-founder, Production)"', () => {
    const text = 'Harpreet Kaur (Founder & CEO) | Gurdeep Singh (Co-founder, Production)\n\nBeejShakti coats seed for farmers in Punjab. BeejShakti sells through dealers.';
    const production = findMentions(buildContext(text)).mentions.filter((m) => m.surface === 'Production');
    expect(production.some((m) => m.signals.has('founded'))).toBe(false);
  });
});

describe('loan forms of traders without a business name', () => {
  it('names neither the form, the lender on its header, "None", "nombre" nor an applicant styled "(Mrs.)"', () => {
    const ghana = [
      'SINAPI ABA SAVINGS AND LOANS LTD',
      'MICROFINANCE LOAN APPLICATION - SMALL BUSINESS (Client copy)',
      'Name of applicant: Adwoa Boateng (Mrs.)',
      'Registered business name (if any): None, not registered with Registrar-General yet.',
      'Business: I sell tomatoes and onions at Kejetia market, Kumasi, from my table.',
    ].join('\n');
    expect(marks(ghana)).toEqual([]);
    const chile = 'solicitud de microcrédito\nnombre: camila rojas\n¿tiene nombre el negocio?: no, trabajo con mi nombre nomás\n\nhago fotos de matrimonios y de productos para tiendas.';
    expect(marks(chile)).toEqual([]);
  });
});

describe('a form\'s labels and a plan\'s verbs are no part of a name', () => {
  it('takes neither "Founded", "Location", "Business Name" nor the verb opening "Sell SeaDry Tunnel kits" for a mark', () => {
    const form = [
      'Business Name: Lakeside Yard & Snow',
      'Founded: 2021',
      'Location: Winnipeg, Manitoba',
      '',
      'Plan:',
      '- Sell HeatDry Tunnel kits at ₱18,500 to seaweed farmers.',
      '- Sell HeatDry vent sets separately (₱4,200).',
    ].join('\n');
    expect(marks(form).sort()).toEqual(['heatdry', 'lakeside yard & snow']);
  });

  it("reads a form's first line naming its lender or funder as the issuer, not the applicant's name", () => {
    const form = (title: string) =>
      [title, 'SMALL LOAN - BUSINESS INFORMATION SHEET', '', 'Member name: Grace Achieng', 'Business: I sell fried fish and ugali at the bus stage from 6 in the morning.'].join('\n');
    expect(candidateNames(form('HARBOUR MICROFINANCE BANK'))).toEqual([]);
    expect(candidateNames(form('UPLANDS COMMUNITY FUND — Round 2'))).toEqual([]);
    expect(candidateNames(form('BANCOSUR – MUJER EMPRENDE'))).toEqual([]);
    expect(candidateNames(form('Northfield Founders - Start-up Program'))).toEqual([]);
    expect(candidateNames(form('Harbour Pitch Night – Kisumu – Entry Form'))).toEqual([]);
    // The applicant's own title names where it applies: "X – Accelerator application", "X – application to the Y Accelerator".
    const asked = 'Tethergrip Safety – Accelerator application (Rev1 Ventures)\nQuestion 3: Tell us your story. (up to 700 words)\n\nI was a roofer for 12 years.';
    expect(candidateNames(asked)).toEqual(['Tethergrip Safety']);
    expect(candidateNames('# Gelateria Sole – application to the FoodTech Accelerator\n\nWe make gelato in Bologna.')).toEqual(['Gelateria Sole']);
    // A plan titled with its own name still is, beside "the bank" it is written for, and so is a seed bank's plan.
    expect(candidateNames('Mbegu Seed Bank – business plan\n\nMbegu Seed Bank keeps 140 local bean varieties for 300 member farmers.')).toEqual(['Mbegu Seed Bank']);
    expect(candidateNames('GREY HERON TATTOO - notes for the bank\n\n- name on the sign, the aftercare cards and the socials: Grey Heron Tattoo')).toEqual(['Grey Heron Tattoo']);
  });
});
