import { describe, expect, it } from 'vitest';
import { candidateNames, trademarkMarks as marks, trademarkRecs as recs } from './trademark-test-support.ts';
import { thirdPartyHint } from './trademark-context.ts';
import { followsStreetNumber } from './trademark-towns.ts';

// Names of small trades as their owners write them in notes and forum posts (issue 16, plans 616-645).
describe('trademark names of small trades', () => {
  it('reads two words paired by "&" as a name, at the start of a note line, when something carries it ("the X sign")', () => {
    const text = [
      'STALL NOTES — Saturday',
      '- sold out of cardamom knots by 11.20, bring 2 more trays',
      '- Crumb & Cardamom sign blew over again, get a proper A-frame',
      '- idea for next year: Crumb & Cardamom Ramadan boxes, preorder only?',
    ].join('\n');
    expect(marks(text)).toContain('crumb & cardamom');
  });

  it('does not read a heading, jargon or praise paired by "&" as a name', () => {
    const text = ['Health & Safety sign-off is due in March.', 'Our episode was featured in the "New & Noteworthy" list.', 'Terms & Conditions apply to every booking.'].join('\n');
    expect(marks(text)).toEqual([]);
  });

  it('reads the business the writer has "been running out of" a place as their company, a surname and a trade included', () => {
    const text = [
      "I've been running Doyle & Sons Plumbing out of Logan for about nine years now.",
      'Bread and butter is hot water systems and blocked drains. Most work comes off word of mouth.',
    ].join('\n');
    const found = recs(text).map((r) => (r.details.kind === 'trademark' ? r.details : undefined));
    expect(found.map((d) => d?.mark)).toEqual(['Doyle & Sons Plumbing']);
    expect(found[0]?.markType).toBe('company');
  });

  it('reads "I\'m X, founder of Y" as the speaker\'s own company, and an advisor\'s "founder of Z" as another', () => {
    const pitch = [
      "Good afternoon judges. I'm Bea Santos, founder of Dalisay Botanicals.",
      'Our hero product is the Dalisay Calamansi Glow Serum, a light serum.',
      'Our advisor, Rico Lim, founder of Pasig Ventures, helps us with retail.',
    ].join('\n');
    const found = recs(pitch).map((r) => (r.details.kind === 'trademark' ? r.details : undefined));
    expect(found[0]?.mark).toBe('Dalisay Botanicals');
    expect(found[0]?.markType).toBe('company');
    expect(marks(pitch)).not.toContain('pasig ventures');
  });

  it('reads a name its owners write in lower case: quoted after "Studio name is", or a coined word acting in the opening', () => {
    const studio = 'I open my own small studio in Kyoto. Studio name is "tsuchi to hi" — it means earth and fire. All cups are my own design.';
    expect(marks(studio)).toEqual(['tsuchi to hi']);
    const tool = [
      '# wattshift — Energy Hack Berlin submission',
      "wattshift looks at tomorrow's electricity prices and decides when your heat pump should run.",
      'In our simulation wattshift cut electricity costs by 21%.',
    ].join('\n');
    expect(marks(tool)).toEqual(['wattshift']);
  });

  it('does not read a lower-case dictionary word, or a coined word said once, as a name', () => {
    expect(marks('# notes — week 3\nplanning looks fine this week. planning again tomorrow, planning all day.')).toEqual([]);
    expect(marks('zorbly looks at prices. We sell eggs from Tillbrook Farm.')).not.toContain('zorbly');
  });
});

describe('trademark names: what a capital letter does not make a name', () => {
  it('skips an amount in words, a count before a coined name, a faith, a chemical eponym and a brochure', () => {
    const text = [
      'Kente & Cut is my tailoring business in Accra. I write to apply for a loan of Forty-Five Thousand Ghana Cedis to expand Kente & Cut.',
      'We request Islamic financing to install Three FoamDye lines at our plant; FoamDye uses foam instead of a dye bath.',
      "Conventional dyeing uses sodium chloride or Glauber's salt to push the dye onto the fibre.",
      'Brochure is fine, only change the prices. Our advantage is Mehmet and Zeynep, our guides.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('kente & cut');
    expect(found).toContain('foamdye');
    for (const not of ['forty-five thousand ghana cedis', 'three foamdye', 'islamic', 'glauber', 'brochure', 'mehmet', 'zeynep']) expect(found).not.toContain(not);
  });
});

describe('trademark names in a board memo', () => {
  const memo = [
    '# MEMO — CONFIDENTIAL',
    'Since April, Low Tide Lager and Gannet IPA are in 40 stores. We have been approached by Bierkontor Hamburg, a craft beer distributor, to supply 1,200 hectolitres.',
    '"Halfmoon Brewing" is registered in Ireland only. "Low Tide Lager" and "Gannet IPA" are not registered anywhere.',
    'Stout remains dominated by Guinness® (Diageo).',
  ].join('\n');

  it('reads quoted names whose registration the text weighs as its own, and not the memo heading', () => {
    const found = marks(memo);
    for (const own of ['halfmoon brewing', 'low tide lager', 'gannet ipa']) expect(found).toContain(own);
    expect(found).not.toContain('memo');
  });

  it('leaves out a distributor described as one, and a market leader even with its ® symbol', () => {
    const found = marks(memo);
    expect(found).not.toContain('bierkontor hamburg');
    expect(found).not.toContain('guinness');
  });
});

describe('trademark names in an operator\'s season notes', () => {
  it('reads "we keep the name X" as naming, and dashed list lines that end with a price as the things sold', () => {
    const notes = [
      'WHAT STAYS',
      '- We keep the name Peri Trails. Only change the prices.',
      '- The three tours:',
      '   * Sunrise Valley Walk — start after the balloons go up, 3 hours, €35',
      '   * Peri Trails Full Day — Red & Rose Valley, lunch in Göreme, €85',
      '   * Pottery & Wine Afternoon — the Avanos pottery workshop and a tasting, €60',
    ].join('\n');
    const found = marks(notes);
    expect(found[0]).toBe('peri trails');
    expect(found).toContain('pottery & wine afternoon');
    expect(recs(notes).map((r) => r.name).join(' ')).toContain('Sunrise Valley Walk');
  });
});

describe('trademark names: a mark symbol does not make a supplier\'s name the text\'s own', () => {
  it('leaves out the brands the business works with, ® or not', () => {
    const text = [
      'Sonrisa Dental is a clinic in Tijuana for visitors from California.',
      'We work with Straumann® and Nobel Biocare implants only, placed by our own surgeons.',
      'Sonrisa Dental offers the Sonrisa Smile Plan for families.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('sonrisa dental');
    for (const other of ['straumann', 'nobel biocare']) expect(found).not.toContain(other);
  });

  it('reads ® as a registered mark, someone else\'s unless the text presents the name as its own', () => {
    const text = [
      'Hakuvo is a trailer hitch for cargo bikes, made in Wrocław.',
      'Steel clamp hitches from Burlavo® are robust but stiff.',
      'The ball is moulded from Tessaform® polyacetal, and the bearings are Quendrik® sealed bearings.',
      'We list Hakuvo on Marvelon® marketplace pages in Poland and Czechia, and on Marvelon® store shelves next year.',
      'Our Hakuvo Duo® kit fits two bikes.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('hakuvo');
    expect(recs(text).map((r) => r.name).join(' ')).toContain('Hakuvo Duo');
    for (const other of ['burlavo', 'tessaform', 'quendrik', 'marvelon']) expect(found).not.toContain(other);
  });

  it('reads a word paired with a person by "and" as a person, and a lone given name as nobody\'s company', () => {
    const text = [
      '# Tōtara Tiny Homes — Business Plan 2025',
      '*Rewi and Jess Walker · Raglan, Waikato*',
      'We build tiny homes on trailers in our yard and sell them finished or as plan sets.',
      'Rewi is a Licensed Building Practitioner with twelve years of framing experience.',
      'Jess is a draughtsperson who spent eight years at an architecture practice.',
      'Rewi posts framing tips on YouTube every week.',
    ].join('\n');
    const found = marks(text);
    expect(found[0]).toBe('tōtara tiny homes');
    for (const person of ['rewi', 'jess', 'jess walker']) expect(found).not.toContain(person);
  });
});

describe('trademark names: people, advisers and document labels in notes and posts', () => {
  it('never proposes a given name alone, two helpers joined by "and", or the authors of a byline', () => {
    const memo = [
      'Okay so voice note for the cleaning business, four things.',
      'Two, the ladies. Nomsa and Precious are asking about UIF, and I have to register them properly.',
      'Nomsa lives in Khayelitsha, that is two taxis each way.',
    ].join('\n');
    expect(marks(memo)).toEqual([]);
    const plan = [
      '# Bếp Lửa Cooking School — Business Plan',
      '*Prepared by Nguyễn Thu Hà and Daniel Price · Hoàn Kiếm, Hanoi*',
      'Bếp Lửa runs market walks and cooking classes. Daniel is Australian and runs our marketing.',
      'Our cookbook sells well, with Daniel\'s market photography.',
    ].join('\n');
    const found = marks(plan);
    expect(found[0]).toBe('bếp lửa');
    for (const person of ['daniel', 'daniel price']) expect(found).not.toContain(person);
  });

  it('never proposes an adviser on a line labelled with their role, a funder the text asks, a region, a FAQ heading or a "Posted in" line', () => {
    const form = [
      'Tallowood Macadamias is a family orchard near Lismore.',
      'Accountant: Hartley & Co, Lismore. Solicitor: Northern Rivers Legal.',
    ].join('\n');
    expect(marks(form)).not.toContain('hartley');
    const faq = ['# Kiyora Fizz — Frequently Asked Questions', 'Kiyora Fizz is a sparkling yuzu soda brewed near Kyoto.', 'We ship across Kansai.'].join('\n');
    const found = marks(faq);
    expect(found[0]).toBe('kiyora fizz');
    for (const bad of ['frequently asked questions', 'kansai']) expect(found).not.toContain(bad);
    const grant = ['Notes for the VERGON application – loom retrofit (no name decided yet)', 'We built a tension retrofit for our looms.', 'We ask VERGON to cover 60%.'].join('\n');
    expect(marks(grant)).not.toContain('vergon');
    const post = ['Posted in Negosyo Tips PH (public group)', 'Hello! My husband and I have a small store, no name yet. We sell canned goods and rice.'].join('\n');
    expect(marks(post)).not.toContain('posted');
  });
});

describe('trademark names of machines, their services and where they are sold', () => {
  it('reads "The X is a ... unit" and "sold with X, our programme" as the text\'s own, a maker\'s "units" and counties as not', () => {
    const text = [
      '**Applicant:** Pendeza Systems Ltd (Ruiru, Kenya)',
      'The KilimoBox is a 300-litre milk cooling unit built around an ice bank, so it needs no battery.',
      'Every unit is sold with KilimoCare, our maintenance programme: quarterly visits and a swap guarantee.',
      'Pilot sites:',
      '- Meru: two cooperatives',
      '- Nyeri: one cooperative',
      'I carry Halvorn and Rindell units in stock as spares.',
    ].join('\n');
    const found = marks(text);
    for (const own of ['pendeza systems', 'kilimobox', 'kilimocare']) expect(found).toContain(own);
    for (const other of ['meru', 'nyeri', 'halvorn', 'rindell']) expect(found).not.toContain(other);
  });
});

describe('trademark names: languages, staff, chemistry and towns', () => {
  it('never proposes a language, an in-house producer, a chemical letter prefix or a provincial town', () => {
    const text = [
      'ChaleWave Studios is an Accra podcast network. We produce nine shows in English, Twi and Pidgin.',
      'Our own theme music is composed by our in-house producer Kojo.',
      'Our test line carries smooth-LPS O-polysaccharide conjugated to a carrier protein.',
      'A new plant manager started in February in our Rancagua plant, and we deliver to Pinheiros.',
    ].join('\n');
    const found = marks(text);
    expect(found[0]).toBe('chalewave studios');
    for (const bad of ['twi', 'pidgin', 'kojo', 'o-polysaccharide', 'rancagua', 'pinheiros']) expect(found).not.toContain(bad);
  });

  it('knows Scandinavian given names', () => {
    const found = marks('Fastra Medical makes wound sensors. A second hospital asked to join; Anders is drafting the protocol. Anders recommends filing a second application.');
    for (const person of ['anders', 'anders holm']) expect(found).not.toContain(person);
  });

  it('knows Hebrew, Dutch and Vietnamese given names', () => {
    const text = 'Dvora Bio makes enzymes. Eitan Levi runs the lab, and Eitan says the yield doubled. Sanne packs the orders; Sanne also answers email.';
    const found = marks(text);
    for (const person of ['eitan', 'eitan levi', 'sanne']) expect(found).not.toContain(person);
  });
});

describe('trademark names of rivals and public bodies named in other ways', () => {
  it('never proposes a rival whose goods "dominate" the shelf, or a ministry or university named in Spanish', () => {
    const research = ['No name yet for the adire label.', 'Competition. Velmora\'s wax prints dominate the "African print" shelf but are not adire.'].join('\n');
    expect(marks(research)).toEqual([]);
    const farm = ['Draft plan for the farm stay, no name yet.', '- Ask about the Ministerio de Turismo programme for rural tourism.', '- Trials with the Universidad de Talca lab.'].join('\n');
    expect(marks(farm)).toEqual([]);
  });

  it('never proposes a pet called by name or a curriculum the business follows', () => {
    const text = ['Barro Verde is six women, two kilns and a dog called Pepita.', 'Everything follows the KinEd curriculum, but the lessons are ours.'].join('\n');
    const found = marks(text);
    expect(found).toContain('barro verde');
    for (const bad of ['pepita', 'kined']) expect(found).not.toContain(bad);
  });
});

describe('trademark names: a diary or a log is a document, not a business', () => {
  it('does not read the genre of the document at its head as the company ("Diary - 9 November", "Changelog")', () => {
    const diary = ['Diary - 9 November', '', 'Cold in the studio this morning. Still no name for the studio; I sell under my own name on Creema.'].join('\n');
    expect(marks(diary)).toEqual([]);
    expect(marks(['Journal — week 12', '', 'Two more wholesale orders this week.'].join('\n'))).toEqual([]);
    expect(marks(['# Working notes - zero-waste tailoring project (name still undecided!)', '', 'I design garments whose patterns use all the fabric.'].join('\n'))).toEqual([]);
  });

  it("reads another firm's product held up for comparison as theirs, even with a mark symbol (\"like 3M's Tegaderm™\")", () => {
    const text = "We don't have a company name yet. Under a standard transparent dressing like 3M's Tegaderm™ early swelling is hard to see.";
    expect(marks(text)).toEqual([]);
  });
});

describe('trademark names: Welsh given names are people', () => {
  it('does not propose a neighbour named in a voice memo ("Dai next door", "Dai wants two")', () => {
    const memo = ["Bethan, it's Dad. So the latch.", "Now the clever bit, and Dai next door didn't believe me.", 'Made three in the shed.', 'Dai wants two.', 'Cerys says call it something Welsh.'].join('\n');
    expect(marks(memo)).toEqual([]);
  });
});

describe('trademark names on a crowdfunding page and in a maker\'s diary', () => {
  const page = [
    '# Edgeline Guide – The sharpening angle guide from Seki, Japan',
    '## Story',
    'Hello from Seki! My family has sharpened knives in Seki for three generations. Seki is famous for knives for 800 years.',
    'So I made the Edgeline Guide. With it, anybody can hold the exact same angle on any whetstone.',
    '## Rewards',
    '- **Super Early Bird** – 1 × Edgeline Guide – ¥4,800 (limited 300)',
    '- **Early Bird** – 1 × Edgeline Guide – ¥5,500',
    '- **Family Pack** – 3 × Edgeline Guide – ¥14,500',
  ].join('\n');

  it('does not take the town the maker writes "in" and "from" for the company, though it is the subject of a sentence', () => {
    const found = marks(page);
    expect(found).not.toContain('seki');
    expect(found).toContain('edgeline guide');
  });

  it('does not read the pledge levels under "Rewards" as names', () => {
    const found = marks(page);
    for (const tier of ['early bird', 'super early bird', 'family pack']) expect(found).not.toContain(tier);
  });

  it('reads a line named right after "the new collection" as the maker\'s own', () => {
    const diary = ['Diary – 3 November', '', 'Also I finish the drawings for the new collection Marés – 8 patterns painted by hand, all my own drawings.'].join('\n');
    expect(marks(diary)).toContain('marés');
  });
});

describe('trademark names in mentor-session notes', () => {
  const notes = [
    'Mentor session #4 – notes',
    '- Kapwa Assist now has 64 VAs. 41 active clients, mostly US real estate agents.',
    'We have 38 SOP playbooks. I wrote most of them, Mark wrote the bookkeeping ones. (TODO: check Mark\'s contract – he was freelance until June.)',
    '- Ask lawyer about the Kapwa Assist name – is it registrable, it\'s a common word?',
  ].join('\n');

  it('reads a given name that is also a word as a person when it writes or has a contract ("Mark wrote", "Mark\'s contract")', () => {
    expect(marks(notes)).not.toContain('mark');
  });

  it('reads a name whose registration the writer asks about ("the X name – is it registrable") as the business\'s own', () => {
    expect(marks(notes)).toContain('kapwa assist');
  });
});

describe('trademark names in a podcast transcript', () => {
  const transcript = [
    'THE TAPLINE – Episode 112: "Small Batch, Big Heart"',
    'Auto-generated transcript (excerpt). Edited lightly for readability.',
    '',
    "TAMA WALKER: ...so welcome back to The Tapline. I'm here in Petone with Mereana Hohaia, co-founder of Kōwhai Brewing. Kia ora Mereana.",
    'TAMA WALKER: So how did Kōwhai Brewing start?',
    'MEREANA HOHAIA: It started in my brother\'s garage in 2017.',
    'TAMA WALKER: Stay with us on The Tapline.',
  ].join('\n');

  it('reads the business whose co-founder the host introduces as the text\'s own, and not the show in the episode title', () => {
    const found = marks(transcript);
    expect(found).toContain('kōwhai brewing');
    expect(found).not.toContain('tapline');
    expect(found).not.toContain('episode 112');
  });

});

// Plans 886-915: an e-mail to an accountant, a WhatsApp chat, a franchise reply, a newsletter.
describe('trademark names in e-mails and chats', () => {
  it('never takes "I\'ve" for a company, and reads the business the writer is "trading as" with its side line', () => {
    const text = [
      'Subject: VAT question',
      '',
      "Hi Declan, as you know I've been trading as Brackwater Studio since last spring, mostly weddings.",
      "I've started a small side line, Brackwater Prints, selling framed prints of my own photos.",
    ].join('\n');
    const found = recs(text).map((r) => (r.details.kind === 'trademark' ? r.details : undefined));
    expect(found[0]?.mark).toBe('Brackwater Studio');
    expect(marks(text)).not.toContain("i've");
  });

  it('reads the group an exported chat is titled with as the venture, and not the suburb cooks come from', () => {
    const text = [
      'WhatsApp Chat with Ember Pot Kitchen 🔥',
      '',
      '03/02/2025, 21:19 - Tolu: Ember Pot Kitchen. because of the party jollof smoke taste',
      '03/02/2025, 21:20 - Amaka: fine. I\'ll check if the handle is free on Instagram',
      "03/02/2025, 21:41 - Amaka: yes. and I'll find 2 cooks from Ikotun, my aunty knows people",
    ].join('\n');
    expect(marks(text)).toEqual(['ember pot kitchen']);
  });

  it('reads what a person "started in 2014" as the company, not the founder, and a branch named after its suburb as a place', () => {
    const text = [
      'Thanks for the note about your daughter\'s lessons at our Redbank centre.',
      'Kerry Dunn started Little Otters in 2014 with one hired pool lane in Redbank, Brisbane. We now have eleven centres.',
    ].join('\n');
    expect(marks(text)).toEqual(['little otters']);
    const ours = 'Galet Doux is our new soap. Since we started Atelier Noroît in 2019, every formula we sell is published.';
    const found = recs(ours).map((r) => (r.details.kind === 'trademark' ? r.details : undefined));
    expect(found.find((d) => d?.mark === 'Atelier Noroît')?.markType).toBe('company');
  });

  it('reads a coined name the text explains ("How Kilnly works") and one a README also types in lower case in code', () => {
    const notes = ['# Engineering notes, Kilnly proto 3', '', 'How Kilnly works, for the visit on Friday:', '1. A flue jacket heats a sealed water circuit.'].join('\n');
    expect(marks(notes)).toContain('kilnly');
    const readme = [
      '# Tidepack',
      '',
      '```',
      'cargo install tidepack',
      '```',
      '',
      'Tidepack compresses sensor time series. Install with `pip install tidepack`.',
      'Tidepack keeps a rolling dictionary per channel, and Tidepack frames never exceed 4 KB.',
    ].join('\n');
    expect(marks(readme)).toContain('tidepack');
  });

  it('reads a firm named in a proposal\'s "Prepared by" field, never a person there, and a line called "the X Collection"', () => {
    const proposal = ['# Pay equity review: proposal', '', '**Prepared by:** Harrier Advisory, Rosebank, Johannesburg', '', 'We compare your pay bands against our benchmark.'].join('\n');
    expect(marks(proposal)).toContain('harrier advisory');
    const person = ['# Cassava feasibility', '', '**Prepared by:** Marites Dela Cruz, Consultant', '', 'The mill would process 20 tonnes a day.'].join('\n');
    expect(marks(person)).not.toContain('marites dela cruz');
    const newsletter = ['## Taller Brisa newsletter', '', 'Those sketches became eight new tile designs, and together they make up the Marjal Collection.'].join('\n');
    expect(marks(newsletter)).toContain('marjal collection');
  });

  it('reads the name a lower-case notebook settles on ("- name = copal tours (domain bought)")', () => {
    const text = ['agave tours — notes 3 feb', '', '- mezcal tasting tours, small grp, max 8 ppl', '- name = agave nights (domain bought, ig handle ok)', '- price $95 pp'].join('\n');
    expect(marks(text)).toContain('agave nights');
  });

  it('does not take the kind of document in a title ("PRD", "RFC", "README") for a name', () => {
    const text = ['# PRD: Offline sync redesign for Trackly Driver', '', '**Status:** Draft', '', 'Trackly is a tracking app for truck fleets.'].join('\n');
    expect(candidateNames(text)).not.toContain('PRD');
  });

  it('reads the business whose name is the sender\'s own mail domain, and signatures closed in Portuguese', () => {
    const thread = [
      'From: Inês Carvalho <ines@corticomats.pt>',
      'To: Rui Alves',
      'Subject: Orçamento',
      '',
      'Bom dia Sr. Rui, precisamos de 6 toneladas de granulado.',
      '',
      'Cumprimentos,',
      'Inês Carvalho',
      'Cortico Mats, Porto',
    ].join('\n');
    expect(marks(thread)).toContain('cortico mats');
  });

  it('takes Finnish and Estonian founders for people ("Founders: Kadri Saar, Mikko Lehtonen")', () => {
    const text = ['Company name: Saarkeel Studio OÜ', 'Founders: Kadri Saar, Mikko Lehtonen', '', 'Saarkeel Studio localises indie games. Mikko runs QA.'].join('\n');
    expect(marks(text)).not.toContain('mikko');
  });

  it('takes the firm a founder founded for the company and the game it makes for a product; a count in a headline and a design document name nothing', () => {
    const post = [
      '# Eighteen months, 2,400 backers and one wrong shade of green',
      '',
      '*A post from Hannah Okoye, founder of Tinbox Games*',
      '',
      'Cogs & Cotton is a trading game set in the mills of the 1840s. Tinbox Games is a two-person board game publisher in Leeds.',
      'Cogs & Cotton ships to backers in March, and Cogs & Cotton reprints follow in May.',
    ].join('\n');
    const found = recs(post).map((r) => (r.details.kind === 'trademark' ? r.details : undefined));
    expect(found.find((d) => d?.mark === 'Tinbox Games')?.markType).toBe('company');
    expect(found.find((d) => d?.mark === 'Cogs & Cotton')?.markType).not.toBe('company');
    expect(marks(post)).not.toContain('eighteen');
    const doc = ['# Tricycle Kings Design Document', '', 'Tricycle Kings is a mobile racing game. Tricycle Kings players race through Manila traffic.'].join('\n');
    expect(recs(doc).map((r) => r.name).join(' ')).not.toMatch(/Design Document/i);
  });

  it('reads the business a byline names after its author, and a "group class" as a service', () => {
    const page = ['# Souk Grain Presets: film looks for Lightroom', '### by Salma Idrissi · Souk Grain Studio', '', 'I am a photographer from Marrakech. Souk Grain Presets is a pack of twelve presets.'].join('\n');
    expect(recs(page).map((r) => r.name).join(' ')).toMatch(/Souk Grain Studio/);
    const clinic = ['# Adinkra Physiotherapy', '', 'Adinkra Physiotherapy is a clinic in Accra.', '', 'SpineWell', 'Our six-week SpineWell group class is for people with long-term back pain.'].join('\n');
    const found = recs(clinic).map((r) => (r.details.kind === 'trademark' ? r.details : undefined));
    expect(found.find((d) => d?.mark === 'SpineWell')?.markType).toBe('service');
  });

  it('reads the business "handover notes for" name, never a note\'s addressee ("Kwa Brian") or a helper called by a nickname', () => {
    const notes = ['Kwa Brian: handover notes for Simu Bora Repairs', '', 'Brian, karibu sana. From 1st March you run the shop. Simu Bora Repairs fixes phones in Kitengela.'].join('\n');
    expect(marks(notes)).toContain('simu bora repairs');
    expect(marks(notes)).not.toContain('kwa brian');
    const diary = ['Tuesday 7. Rain. Only 95 tacos. Lupita came early to make salsa.', "Ask Lupita about Sunday. Paid Lupita 400. Lupita's cousin wants a job."].join('\n');
    expect(marks(diary)).not.toContain('lupita');
  });

  it('takes Korean given names, Filipino languages, a voice actor and report genre words in other languages for no names', () => {
    const lab = ['Subject: lab update', '', 'Min-jae ran the assay twice. Min-jae thinks the enzyme holds at 60 °C. Ask Min-jae on Monday.'].join('\n');
    expect(marks(lab)).not.toContain('min-jae');
    const ama = "I'm Mara, founder of Tala Lesson. Our lessons come in Cebuano, Hiligaynon and Waray, and our voice actor, Tita Nene, records every line. Tala Lesson is free.";
    expect(marks(ama)).toEqual(['tala lesson']);
    const report = ['INFORME FINAL', '', 'Raíces Lectoras es una biblioteca móvil. Raíces Lectoras visitó 12 escuelas.'].join('\n');
    expect(marks(report)).not.toContain('informe final');
  });

  it('takes the town of an address after a street and its number, a town in a list of counts, and where an illustrator comes from, for places', () => {
    expect(followsStreetNumber('Rüütli 11, ')).toBe(true);
    expect(followsStreetNumber('Carretera de la Sierra, km 3, ')).toBe(true);
    expect(followsStreetNumber('48 customers (Dalat 21, ')).toBe(true);
    expect(followsStreetNumber('We sell through ')).toBe(false);
    expect(thirdPartyHint('all drawn by Liis Kask, an illustrator from ')).toBe('strong');
  });

  it('reads a studio signed under "With warm wishes," with its city, never the salutation, weekdays in Swahili or Bangla', () => {
    const letter = [
      'Dear Yara and Karim,',
      '',
      'Attached is the contract for your day. Two photographers: me and my second shooter.',
      '',
      'With warm wishes, and counting down with you,',
      '',
      'Nour Saade',
      'Olive Lamp Studio, Beirut',
    ].join('\n');
    const found = recs(letter);
    expect(found.map((r) => r.name)).toEqual(['Trademark: OLIVE LAMP STUDIO (company name)']);
    const broadcast = 'ShambaTalk alerts farmers by SMS. Training on Jumamosi and Jumapili, in Bangla and Swahili. ShambaTalk is free.';
    expect(marks(broadcast)).toEqual(['shambatalk']);
  });
});

