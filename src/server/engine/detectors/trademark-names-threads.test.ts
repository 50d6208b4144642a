import { describe, expect, it } from 'vitest';
import { trademarkMarks as marks, trademarkRecs as recs } from './trademark-test-support.ts';

// Names in the texts founders paste beyond plans: chats and threads, minutes, abstracts, campaign pages and forms, and
// marks written in two scripts.

describe('trademark names: document titles, filing numbers and brands bought in', () => {
  it('reads no name in a form\'s plain-word title before the kind of document, nor in the number a document is filed under', () => {
    const intake = ['NEW CLIENT INVENTION INTAKE QUESTIONNAIRE', '(please fill in as much as you can)', '', '1. Inventor name: Ray Kowalczyk, Dayton, Ohio.'].join('\n');
    expect(marks(intake)).toEqual([]);
    const abstract = ['**Abstract ID P-217: Biocatalysis for Sustainable Fuels**', '', 'We immobilised a lipase on silica beads and ran it for 40 cycles.'].join('\n');
    expect(marks(abstract).filter((m) => m.includes('217'))).toEqual([]);
    // A coined title before the kind of document still names the business.
    expect(marks(['KELPWORKS QUESTIONNAIRE', '', 'Kelpworks farms seaweed in Maine.'].join('\n'))).toContain('kelpworks');
  });

  it('takes the brands a business buys in from distributors for theirs, not its own', () => {
    const loan = 'I propose a system to each farmer. I buy the components from distributors in Cairo (mainly Lorentz pumps and Huawei inverters), and my team of four installs it.';
    expect(marks(loan)).not.toContain('lorentz');
  });
});

describe('trademark names: the towns founders write beside their business', () => {
  it('reads a town of any country, with or without its accents, as a place and not a mark', () => {
    const text = [
      'Red Dirt Robotics builds panel-cleaning robots in Toowoomba.',
      'We will open depots in Macapa, Belém and Tartu, and later in Celaya and Irapuato.',
    ].join('\n');
    const found = marks(text);
    for (const town of ['toowoomba', 'macapa', 'belém', 'tartu', 'celaya', 'irapuato']) expect(found).not.toContain(town);
    expect(found).toContain('red dirt robotics');
  });
});

describe('trademark names written in two scripts, and words of the trade that are no names', () => {
  it('names the spelling in another script that the text writes beside the mark, either side of it', () => {
    const post = [
      'عطارة الياسمين – Attaret El Yasmine 🌼',
      'Perfume oils and bakhour since 1998.',
      'For the holy month we prepared again our famous blend "Nour El Leil" (نور الليل), 12 ml only 350 EGP.',
    ].join('\n');
    const names = recs(post).map((r) => r.name);
    expect(names.some((n) => /ATTARET EL YASMINE/.test(n) && n.includes('عطارة الياسمين'))).toBe(true);
    expect(names.some((n) => /NOUR EL LEIL/.test(n) && n.includes('نور الليل'))).toBe(true);
    const about = 'Aikura Indigo Works is a small family dye house. The name 藍蔵 (Aikura) means "indigo storehouse". Many people ask if "AIKURA" is registered.';
    expect(recs(about).some((r) => r.name.includes('藍蔵'))).toBe(true);
  });

  it('reads no title in "Posted in" a group, however the line ends', () => {
    expect(marks('Posted in Mobile Dog Groomers Australia & NZ 🐾\n\nHi all, long time lurker, first post.')).toEqual([]);
  });

  it('proposes neither a coffee variety nor a numbered resolution of the minutes as a mark', () => {
    const minutes = [
      'Board minutes, 12 March.',
      'What makes our lots different is a yeast strain isolated from our own Robusta cherries, and Arabica from our partner farms.',
      '### 3. Brands',
      'A roaster in Hanoi has started selling a coffee labelled "Doi Lam", which is not ours.',
      '**Resolution 3.1:** The Director will instruct the lawyer to check the status of Doi Lam in Vietnam and Germany.',
    ].join('\n');
    const found = marks(minutes);
    for (const word of ['robusta', 'arabica', 'resolution 3.1']) expect(found).not.toContain(word);
  });
});

describe('trademark names in a naming thread', () => {
  it('keeps a coined name whose handle is written in lower case, and leaves out a name someone else already uses', () => {
    const thread = [
      '#launch (Slack export)',
      '',
      'Morning! Decision time on the name. After the poll it is 7 votes for **Loopline**. So it is Loopline. Full company name stays Loopline Cargo Ltd as registered last week.',
      '',
      'The services get renamed too:',
      '- **Loopline Same-Day** – the 4-hour city-centre service',
      '- **Loopline Cold** – the insulated-box service',
      '',
      'Instagram @loopline taken by some bloke in Canada, got @looplinecargo.',
      '',
      'There is already a bus thing somewhere called "Loop Line" (two words), a tourist route, not delivery.',
      'Somebody on Instagram is running a dog walking account called "Loop Pack Club." Probably harmless.',
    ].join('\n');
    const found = marks(thread);
    expect(found).toContain('loopline');
    expect(found).not.toContain('loop line');
    expect(found).not.toContain('loop pack club');
  });
});

describe('trademark names on campaign pages, launch posts and application forms', () => {
  it('reads "by X · Place" under a title as the business, not a name something is done by', () => {
    const page = ['# Caju Clash: a cashew-fight card game', '', '**by Jabuti Jogos · Recife, Brazil**', '', 'Caju Clash is our first game.'].join('\n');
    expect(marks(page)).toContain('jabuti jogos');
  });

  it('keeps a plain word at the head of a name a launch post introduces', () => {
    const post = ['Big news!', '', 'Introducing **Lean Lab Akademie** 🎓', '', 'Our first online programme, **Shopfloor Sprint**, is 6 weeks.'].join('\n');
    expect(marks(post)).toContain('lean lab akademie');
  });

  it('reads the names a "Product(s):" field lists with what each is, and leaves out a copier\'s name and an opening adverb', () => {
    const form = [
      '**Company name:** KoloPay Technologies Ltd',
      '**Product(s):** KoloPay (agent app + USSD), Kolo Circles (digital savings groups), Kolo Score (credit scores)',
      '',
      'We help market traders save. We have seen copycats in Ibadan using "Kolo Pay" in their posters.',
      'Technically, our app is a standard stack.',
    ].join('\n');
    const found = marks(form);
    expect(found).toContain('kolo circles');
    expect(found).not.toContain('technically');
    expect(recs(form).map((r) => r.name).join(' ')).not.toMatch(/Kolo Pay/);
  });
});

describe('trademark names in chats, newsletters, abstracts and service areas', () => {
  it('reads the quoted name of an exported chat as the venture', () => {
    const chat = ['Telegram — exported chat "Kora Gems 💎 team"', 'Participants: Hana, Dawit', '', '[18:42] Dawit: the new batch is drying.'].join('\n');
    expect(marks(chat)).toContain('kora gems');
  });

  it('proposes no university, faculty or affiliation line of an abstract, and no town a business says it serves', () => {
    expect(marks('Pilates Lab films its own classes. We hired a videographer from Deakin University\'s film course for the first 60 videos.')).not.toContain('deakin university');
    const abstract = [
      'Heat-shock pre-conditioning improves survival of freeze-dried lactic acid bacteria',
      'Seo-yeon Park¹, Min-jun Lee²',
      '¹Department of Food Science and Biotechnology, Kyung Hee University; ²Graduate School of Biotechnology, Kyung Hee University',
    ].join('\n');
    expect(marks(abstract)).toEqual([]);
    // An author's own company among the affiliations is the writer's business, its footnote mark aside.
    const poster = ['A floating evaporator for drinking water', '', 'Jane Doe¹, Sam Lee²', '¹School of Chemical Engineering, University of Adelaide; ²AquaLatt Pty Ltd', '', 'The evaporator rejects salt.'].join('\n');
    expect(marks(poster)).toContain('aqualatt');
    const profile = [
      'Best Drain Guys — Plumber in Columbus, OH',
      '',
      'Best Drain Guys is a family-run plumbing company serving Columbus, Dublin, Westerville, Grove City and Hilliard since 2011.',
      '',
      'Our Same Day Drain Rescue service means a licensed plumber will be at your door the same day.',
    ].join('\n');
    const found = marks(profile);
    for (const town of ['westerville', 'grove city', 'hilliard']) expect(found).not.toContain(town);
  });

  it('reads "Seu" before a name as a person, and a subject label or a thank-you in another language as no name', () => {
    const news = [
      '**Assunto / Subject:** Notícias do Sítio — July 2024',
      '',
      'What we add to the water, and the moment Seu Zé decides to open the tank, we keep to ourselves. Seu Zé has worked on our farm for 31 years.',
      'Merci pour votre retour rapide.',
    ].join('\n');
    const found = marks(news);
    for (const word of ['assunto', 'seu zé', 'merci']) expect(found).not.toContain(word);
  });
});

describe('trademark names in co-op minutes, e-mails and application forms', () => {
  it('proposes neither a minutes "Resolved:", the society itself by its kind, nor a currency and its amount', () => {
    const minutes = [
      'Ziwa Dairy Co-operative Society Ltd',
      'Minutes of the board meeting, 4 May',
      '',
      'MIN 04/05: FARMER REGISTER',
      'Agents of a private processor approached farmers on the Kinale route offering Ksh 2 more per litre.',
      'The Chairman reminded members that these terms were given to the Society in confidence.',
      '',
      'MIN 05/05: PRODUCT NAMES AND PACKAGING',
      'A processor has started selling milk under the name "Ziwa Dairies" in a pouch like ours.',
      "Resolved: The GM to get legal advice on how to protect the names Ziwa Fresh and Ziwa Lala and whether the Society's full name should appear bigger on the pack.",
    ].join('\n');
    const found = marks(minutes);
    for (const word of ['resolved', 'society', 'ksh 2']) expect(found).not.toContain(word);
  });

  it('reads a form\'s "Company name:" answered on the next line, and no plain-word form title', () => {
    const form = ['ACCELERATOR APPLICATION — Spring 2025 cohort', '', 'Company name:', 'Gonit Bondhu', '', 'Describe your product:', 'Gonit Bondhu teach maths over any phone.'].join('\n');
    const found = marks(form);
    expect(found).toContain('gonit bondhu');
    expect(found).not.toContain('accelerator application');
    const desk = ['KALA HUB: MEMBERSHIP APPLICATION', '', 'Company or project name: Saarkeel Studio OÜ', 'Founders: Kadri Saar, Mikko Lehtonen'].join('\n');
    expect(marks(desk)).not.toContain('membership application');
  });

  it('reads a lone name after "From:" as the sender, and a business there by its address', () => {
    expect(marks('From: Hira\nTo: Dr Sana\n\nv4 of the neonatal CPAP is working on the bench.')).not.toContain('hira');
    expect(marks('From: Baram Studio <hello@baramstudio.kr>\nSubject: The Gale Parka is here\n\nIt is finally cold in Seoul.')).toContain('baram studio');
  });
});

describe('trademark names of the places others run', () => {
  it('reads a name before "sites", "branches" or "stores" as the business that runs them', () => {
    const memo = "So the toe-boards. On the Kwikstage sites and the Layher sites it's different clips again. I've got a clamp that goes round the tube.";
    const grant = 'Work Package 2 (months 4-14): deploy the trap at three Mowi sites in Shetland, four units per site. Selkie Optics will run the trials.';
    expect(marks(memo)).toEqual([]);
    expect(marks(grant)).not.toContain('mowi');
  });
});

describe('trademark names of societies named in their own language', () => {
  it('reads a word after "Sociedade Portuguesa de" as the society\'s name, not the writer\'s mark', () => {
    const blog = 'I photograph the fishermen of the harbour and sell prints. The Sociedade Portuguesa de Autores can help if a case of copying gets complicated.';
    expect(marks(blog)).not.toContain('autores');
  });
});

describe('trademark names that describe what they sell', () => {
  it('keeps a descriptive title as a name when the text sells a tier of it', () => {
    const faq = [
      '# Fast Tax Help — Frequently Asked Questions',
      '',
      '**Who is this for?**',
      'Newcomers and the self-employed who need a tax return done right.',
      '',
      '**What does it cost?**',
      '£149 for a standard return. Fast Tax Help Plus (£29/month) adds quarterly check-ins and help with your tax bookkeeping.',
    ].join('\n');
    expect(marks(faq)).toContain('fast tax help');
  });
});
