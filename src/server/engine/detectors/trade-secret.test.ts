import { describe, expect, it } from 'vitest';
import { recommendationSchema, type Recommendation } from '#shared/schemas/analysis.ts';
import { buildContext } from '../context.ts';
import { detectTradeSecrets } from './trade-secret.ts';

type SecretDetails = Extract<Recommendation['details'], { kind: 'trade_secret' }>;

function secrets(text: string): { rec: Recommendation; details: SecretDetails }[] {
  const ctx = buildContext(text);
  return detectTradeSecrets(ctx).map((rec) => {
    recommendationSchema.parse(rec);
    for (const e of rec.evidence) expect(ctx.text.slice(e.start, e.end)).toBe(e.text);
    if (rec.details.kind !== 'trade_secret') throw new Error('not a trade secret');
    return { rec, details: rec.details };
  });
}

function one(text: string) {
  const found = secrets(text);
  expect(found.map((f) => f.rec.name)).toHaveLength(1);
  return found[0]!;
}

describe('detectTradeSecrets: what the plan keeps secret', () => {
  it('reads secrecy in plain words: an encrypted file, staff who never see the formulas, nobody who knows how', () => {
    const candles = one(
      'Brightwick makes candles. I have 34 blend formulas; they are written in a binder I keep at home and in an encrypted file, and my two pourers work from pre-mixed bottles, so they never see the formulas.',
    );
    expect(candles.rec.name).toMatch(/blend formulas/);
    const tacos = one(
      'We run a taco truck. The salsas are from my grandmother in Jalisco. Nobody in the restaurants I worked knows how I make them, and I prepare them myself.',
    );
    expect(tacos.rec.name).toMatch(/salsas/);
  });

  it('reads settings kept out of the manual and a table only the founders hold', () => {
    expect(secrets('Kibo Cooling sells solar milk chillers. The fan settings are loaded into each controller before delivery. They are not printed in the service manual we give to technicians.')).toHaveLength(1);
    expect(secrets('Kibo Cooling sells solar milk chillers. After two years of trials we arrived at the compressor settings. Only the two founders hold the full table.')).toHaveLength(1);
  });

  it('names what "these settings" stand for when the sentence before names it', () => {
    const text =
      'Kibo Cooling sells solar milk chillers. After 14 months of field tests we arrived at the compressor speed table that keeps the ice bank cold all night. ' +
      'These settings are loaded into each controller before delivery. They are not printed in the service manual, and only the two founders hold the full table.';
    expect(one(text).rec.name).toMatch(/compressor speed table/);
  });

  it('reads data kept "strictly inside the company" and thresholds "not in the user guide"', () => {
    expect(secrets('Nile Motion runs physiotherapy clinics. Our patient database covers 3,200 patients with their outcome scores. The patient database is kept strictly inside the company.')).toHaveLength(1);
    expect(secrets('Ridgeway Safety makes a fall sensor. The thresholds were tuned with 900 drop tests. Those numbers and the test data stay with us; they are not in the user guide.')).toHaveLength(1);
    expect(one('Ridgeway Safety makes a fall sensor. The detection thresholds were tuned with 900 drop tests, and they stay with us: they are not in the user guide.').rec.name).toMatch(/detection thresholds/);
  });

  it('reads secrecy in contractions and plain speech: "we don\'t publish it", "nobody but me knows", "only on my laptop"', () => {
    expect(one('Ridgeway Bookkeeping serves dentists. Our fee schedule took years to build. We don\'t publish it anywhere.').rec.name).toMatch(/fee schedule/);
    expect(one('Cinder Smokehouse sells brisket. The spice rub is my uncle\'s, and nobody but me knows the whole thing.').rec.name).toMatch(/spice rub/);
    expect(one('Thrift Loop resells clothes. I built a pricing sheet from 30,000 past sales. It\'s only on my laptop.').rec.name).toMatch(/pricing sheet/);
    expect(one('Lumen Weddings plans weddings abroad. I keep a vendor file with the rates I negotiated; that file is mine and my assistant\'s only.').rec.name).toMatch(/vendor file/);
  });

  it('reads "nobody else knows the mix" of a glaze, a list that "stays with me ... only", "we never share it", a recipe not written down', () => {
    expect(one('Peatfield makes mugs. What makes them different is the glaze. I mix it from raw materials and nobody else knows the mix.').rec.name).toMatch(/glaze/);
    expect(one('Mbeki Books keeps the books of corner shops. My customer list stays with me and my one assistant only. We never share it.').rec.name).toMatch(/customer list/);
    expect(one("Hollis makes hot sauce. The recipe is mine, my daughter knows part of it, and I don't even write it down.").rec.name).toMatch(/recipe/);
    expect(one('Marsh Bakes sells sourdough. The rye recipe and how I do it (hydration, the 36h cold proof timing) I don’t tell anyone.').rec.name).toMatch(/recipe/);
    expect(one('Sparkwell cleans homes. Every staff member signs a confidentiality clause in their contract. This client list is the most valuable thing in the business.').rec.name).toMatch(/client list/);
    expect(one('Wag and Wash grooms dogs. The coat conditioner i use is my own mix - not giving the recipe to anyone.').rec.name).toMatch(/recipe|conditioner/);
    expect(one('Palm Table caters weddings. The recipe for our pepper base is written in one notebook only I keep.').rec.name).toMatch(/recipe/);
    expect(one('Brenlow Gin uses 14 botanicals. The quantities and the cut points on our still are only known to the two of us.').rec.name).toMatch(/quantities|cut points|botanicals/);
  });

  it('knows a brewery\'s house yeast as a thing kept secret', () => {
    const { rec } = one('Kestrel Ales brews cask beer. We have kept our own house yeast going since 2019. Nobody outside the brewery knows where it came from or how we manage it.');
    expect(rec.name).toMatch(/house yeast/);
  });

  it('reads "nobody outside the company sees" for rosters and negotiated rates, and names the asset without the verb before it', () => {
    const { rec } = one('Parla Translations works for law firms. Nobody outside the company sees our linguist roster or the rates we pay.');
    expect(rec.name).toMatch(/roster/);
    const pins = one('Pin Parade sells enamel pins. My assistant signed an agreement not to share supplier info with anyone.');
    expect(pins.rec.name).not.toMatch(/\bshare\b/);
  });

  it('takes a short line announcing what is not disclosed as the secrecy of what the next sentence names', () => {
    const { rec } = one('Velo Diagnostics makes a strep test.\nWhat we do not disclose.\nThe primer set and the freeze-drying formulation that keeps the enzymes stable.');
    expect(rec.name).toMatch(/primer set|formulation/);
  });

  it('reads secrecy said plainly: nobody gets the recipe, kept only in a book, each worker knows only their step', () => {
    expect(secrets('The secret is our Holy Ember Rub. Nobody gets that recipe. Not my wife, nobody.')).toHaveLength(1);
    expect(secrets('The exact ratio of tara and alum, and the temperature curve for each colour, we keep only in our workshop book.')).toHaveLength(1);
    expect(secrets('We dye alpaca yarn. The workers each know their step, not the complete recipe.')).toHaveLength(1);
  });

  it('does not read a secret into denials ("we don\'t consider any of this confidential") or into measured rates', () => {
    expect(secrets('Wayfinder maps accessible venues. The audit checklist and our photos are made by our team. We don\'t consider any of this confidential: the point is to publish it.')).toHaveLength(0);
    expect(secrets('Glowmetric sells lamps. Our churn rate is confidential.')).toHaveLength(0);
    expect(secrets('Oat Hollow bakes bread. We do not consider our recipes confidential; they are printed on every bag.')).toHaveLength(0);
    expect(secrets("We fry empanadas to order. Honestly the recipes are like everybody's in Chile, nothing special or secret.")).toHaveLength(0);
  });

  it('takes a heading that says its section is kept secret for every subject the section names', () => {
    const text = [
      'Twelfth Door runs escape rooms.',
      '## Keeping the answers secret',
      'The full puzzle solutions and the walkthroughs for game masters live on our shared drive.',
    ].join('\n');
    expect(one(text).rec.name).toMatch(/puzzle solutions|walkthroughs/);
    const notes = ['Tamar Boats repairs boats.', '## Stuff to keep quiet', "- Dad's list of owners: 40 years of who owns what boat. It's in his head and a box file."].join('\n');
    expect(one(notes).rec.name).toMatch(/list of owners/);
  });

  it('lets "both" in a later paragraph of the same section point back at the list items before it', () => {
    const text = [
      'Occlusal Lab makes crowns.',
      '## Why dentists stay',
      '- **Our sintering programme.** Our technician tested hundreds of heating cycles for each zirconia.',
      '- **Stain and glaze recipes.** We mix our own stain combinations for each shade.',
      '',
      'Neither is something a competitor could see by looking at a crown, and we treat both as trade secrets.',
    ].join('\n');
    expect(secrets(text).map((f) => f.rec.name).join(' ')).toMatch(/recipes|programme/);
  });

  it('reads secrecy in "isn\'t written down anywhere", "a locked folder", "only X and I can change them", "doesn\'t leave the room"', () => {
    expect(one('Lace Cakes bakes wedding cakes. I worked out the balance of fats over two years, and the exact method isn\'t written down anywhere.').rec.name).toMatch(/method/);
    expect(one('Kiln Lab makes crowns. The firing programmes are stored under a locked profile, and only Gavin and I can change them.').rec.name).toMatch(/programmes/);
    expect(one('Kiln Lab makes crowns. Our stain recipes are recorded in a recipe book that doesn\'t leave the ceramics room.').rec.name).toMatch(/recipe/);
  });

  it('reads "only X and our supervisor have all of them", "it stays in the family"', () => {
    expect(one('Fibra Pads makes pads. We improved the refiner settings over two years. Only Kavitha and our plant supervisor have all of them.').rec.name).toMatch(/refiner settings/);
    expect(one("Lupe's Truck sells tamales. The salsa is my mom's recipe and it stays in the family.").rec.name).toMatch(/recipe/);
  });

  it('reads "only you, me and mummy know", "that part we keep in the family", lists that "stay with Eleni and Nikos only" and a locked page', () => {
    expect(one("Tee's Chops caters parties. The puff-puff recipe? only you, me and mummy know am.").rec.name).toMatch(/recipe/);
    expect(one('Suma Shea makes butter. Our roasting profile - that part we keep in the family.').rec.name).toMatch(/roasting profile/);
    expect(one('Kalyves Estate sells olive oil. The customer list stays with Eleni and Nikos only.').rec.name).toMatch(/customer list/);
    expect(one('Apu Treks runs treks. The Rates page is locked, Rosa + Daniel only.').rec.name).toMatch(/rates/i);
    expect(one('Kalyves Estate sells olive oil. Our supplier list is NOT to be shared with the cousins.').rec.name).toMatch(/supplier list/);
    expect(one('Klangwerk makes synth plugins. Our oversampling code lives in a repo with access only Jonas + Mei.').rec.name).toMatch(/oversampling code/);
  });

  it('reads what is kept off the shared drive, the deck or social media, a repo that stays private, a book that stays in the studio, "only me + X have it"', () => {
    expect(one("Pica Sauce sells hot sauce. The salt percentage of each mash took years; I don't write it on the shared drive or in my notes to the kitchen.").rec.name).toMatch(/salt percentage/);
    expect(one('Talvi Labs makes heat stores. The wax blend is final: logged only in the internal wiki, do not put the numbers in the pitch deck.').rec.name).toMatch(/wax blend/);
    expect(one('Talvi Labs makes heat stores. The controller source code is done. Repo stays private.').rec.name).toMatch(/source code/);
    expect(one('Barro Azul makes tiles. Our glaze book, with every oxide proportion, stays in the studio.').rec.name).toMatch(/glaze/);
    expect(one('Ruta Verde runs tours. the supplier list: DO NOT put on ig. only me + rosa have it.').rec.name).toMatch(/supplier list/);
    expect(one('Ruta Verde runs tours. maestro contacts: DO NOT put on ig or in the shared drive.').rec.name).toMatch(/maestro contacts/);
    expect(one('Sondar sells compression software. The ingestion router source code is proprietary and not part of this repository.').rec.name).toMatch(/source code/);
  });

  it('reads settings that "stay on my laptop and in your head, nowhere else", rules that stay in a private repository, terms "in the contracts folder only", a list on a restricted page, code "not going open source", and a backer list', () => {
    expect(one('Cortiço makes mats. The press settings stay on my laptop and in your head, nowhere else.').rec.name).toMatch(/press settings/);
    expect(one('Fakturo reads invoices. Our prompt templates and test data stay in our private repository.').rec.name).toMatch(/prompt|data/);
    expect(one('Kurierkompass runs cargo bikes. Pilot terms are in the contracts folder only.').rec.name).toMatch(/terms/);
    expect(one('Kurierkompass runs cargo bikes. The pilot customer list lives ONLY on the restricted Notion page.').rec.name).toMatch(/customer list/);
    expect(one('Kurierkompass runs cargo bikes. The dispatch engine code is not going open source.').rec.name).toMatch(/code/);
    expect(one('Mill Lane makes board games. I keep the backer list in one spreadsheet that only Dev and I can open.').rec.name).toMatch(/backer list/);
  });

  it('reads ratios "not in this letter" that only a long list of people know, a lab book locked in an office, "will not tell anybody", a library kept on our servers, and samples never given to other breweries', () => {
    expect(one('Peelsafe makes filters. The exact clay-to-char ratios are not in this letter. Only Dr. Ade, one of her postgraduate students and I know them.').rec.name).toMatch(/ratios/);
    expect(one('Kwame smokes fish. What I will not tell anybody is the smoking wood.').rec.name).toMatch(/wood/);
    expect(one('Karoo Scout flies drones. Our calibration library is kept on our own servers and is not shared or sold.').rec.name).toMatch(/calibration library/);
    expect(one('Kivi Brewing makes ale. Our house yeast is frozen in two places, and we don\'t give samples to other breweries.').rec.name).toMatch(/yeast/);
  });

  it('reads a blend "we keep in the studio", parent lines "not sold or shared with" others, deals "private between us", a contact never given "to anyone", tables that "live only in the controllers", a schedule, and prices shared "in confidence"', () => {
    expect(one('Barro Print makes vases. Our clay blend is something we keep in the studio.').rec.name).toMatch(/clay blend/);
    expect(one('Abay Seeds breeds maize. The parent lines are kept in our cold store and are not sold or shared with other seed producers.').rec.name).toMatch(/parent lines/);
    expect(one('Quintal Sounds sells sample packs. The individual deals with players are private between us and each player.').rec.name).toMatch(/deals/);
    expect(one('FixIt Kiosk repairs phones. Our supplier contact in Shenzhen: do NOT give his name or number to anyone.').rec.name).toMatch(/supplier contact/);
    expect(one('Nile Fin feeds fish. The threshold tables live only in the controllers and on my laptop.').rec.name).toMatch(/threshold/);
    expect(one('Kalahari Dew makes balm. Only our production lead and I know the full infusion schedule.').rec.name).toMatch(/schedule/);
    expect(one('Sahra Studio licenses designs. Our royalty rate and production costs are in Annex A, which we share in confidence with the committee.').rec.name).toMatch(/royalty rate|production cost/);
  });

  it('does not read a secret into code that merely sits in a private repo', () => {
    expect(secrets('Gym Pal is an app. The code is in a private repo but there is nothing special in it.')).toHaveLength(0);
  });

  it('reads "I keep that bit to myself" and a price the supplier asked "not to tell anybody"', () => {
    expect(one('Sora Pottery makes mugs. How much ash goes into the glaze and how I fire it took two years to get right, and I keep that bit to myself.').rec.name).toMatch(/glaze|ash/);
    expect(one('Vela Seta sells silk scarves. The printer agreed to print my designs for €18.40 per scarf, and they asked me in writing not to tell anybody this price.').rec.name).toMatch(/pric|terms/);
  });

  it('reads a recipe written "in the notebook and nowhere else", and ratios others "keep in the family"', () => {
    expect(one('Sora Pottery makes bowls. I wrote the glaze recipe in the red notebook and nowhere else.').rec.name).toMatch(/glaze recipe/);
    expect(one('Sora Pottery makes bowls. The older potters in town keep their ash ratios in the family, and so do I.').rec.name).toMatch(/ash ratios/);
    expect(one('Sora Labs makes wound dressings. The exact ink formulation took Tom eight months to get right. We have kept it in his lab notebook only.').rec.name).toMatch(/ink formulation/);
  });

  it('reads "stays between you, me and Mum", "never been written anywhere", "so nobody sees" and know-how "under a mutual NDA" kept out of a patent', () => {
    expect(one("Tom and Jess run a curry truck. Mum's recipe stays between you, me and Mum.").rec.name).toMatch(/recipe/);
    expect(one('Adunni Naturals makes balms. Our herb blend has never been written anywhere outside our family.').rec.name).toMatch(/herb blend/);
    expect(one('Tom and Jess run a curry truck. Our spice mix is made at home on Mondays, not at the commissary kitchen, so nobody sees.').rec.name).toMatch(/spice/);
    const pads = [
      '## IP & know-how',
      '- US provisional patent application filed March 2025 covering the cam-lock cradle.',
      '- The coating weights, cure schedule and lamination sequence for the pad were developed with our contract manufacturer. These are held as know-how under a mutual NDA and are deliberately not included in the patent filing.',
    ].join('\n');
    expect(one(pads).rec.name).toMatch(/coating weights/);
  });

  it('reads rates that "are never shown to the other agencies" as kept secret', () => {
    expect(one('Himal Treks runs treks. Each agency has a signed rate agreement with a net price; these rates are never shown to the other agencies or on our website.').rec.name).toMatch(/price|rates/);
  });

  it('does not read "our own complete training programme" as know-how: a course is a work the business sells', () => {
    expect(secrets('Rayon Rouge refurbishes bikes. We have developed our own complete training programme for bike mechanics, which we want to sell to other workshops.')).toEqual([]);
  });

  it('reads a "black book" of customers that "stays between the two of us", and a list "password protected"', () => {
    expect(one("Two brothers start a plumbing firm. Da's black book is the main thing: every landlord he did boilers for, phone numbers, who pays on time. That stays between the two of us.").rec.name).toMatch(/black book/);
    expect(one('Supper Club delivers meal kits. Our customer list is password protected and sits with the two founders.').rec.name).toMatch(/customer list/);
  });

  it('reads terms kept "between our two companies" and "we never tell customers which tannery we buy from"', () => {
    expect(one('Studio Vela makes bags. These payment terms were negotiated for us, and we ask you to keep them between our two companies.').rec.name).toMatch(/payment terms/);
    expect(one('Studio Vela makes bags. We never tell customers, journalists or other ateliers which tannery we buy from.').rec.name).toMatch(/tannery/);
  });

  it('takes neither a FAQ question ("Is the recipe a secret?") nor "our own video programme" for a secret', () => {
    const faq = ['# Yuzu Pop — FAQ', '**Is the recipe a secret?**', 'No. We publish the full recipe, with ratios and fermentation times, on our website.'].join('\n');
    expect(secrets(faq)).toEqual([]);
    expect(secrets('Surf House runs retreats. **Surf House Sessions** is our own video programme: 36 yoga classes filmed on our rooftop.')).toEqual([]);
  });

  it('reads "shared with nobody outside the company", "stays within the family" and "only António and I make"', () => {
    expect(one('Ladeslot books loading ramps. The rate cards are shared with nobody outside the company, not even pilot customers.').rec.name).toMatch(/rate cards/);
    expect(one('Yukimuro brews miso. The koji starter has been kept alive since my grandfather\'s time, and the humidity schedule of the snow room stays within the family.').rec.name).toMatch(/koji starter|humidity schedule/);
    expect(one('Forno Azul bakes pastries. The custard recipe came from my grandmother and only António and I make the custard.').rec.name).toMatch(/custard recipe/);
  });

  it('takes "we don\'t plan to keep the joint confidential" as a denial, and 3D models as drawings, not a trained model', () => {
    const text = 'Incastro makes furniture. Giulia designs every piece; the drawings and the 3D models are produced in-house. We don\'t plan to keep the joint confidential.';
    expect(secrets(text)).toEqual([]);
  });

  it('takes "we don\'t believe we have trade secrets" and "we are not training our own models" as having none', () => {
    expect(secrets('Driftcheck is open source. We don\'t believe we have patents, trade secrets or a data moat, and we\'re not going to pretend otherwise.')).toEqual([]);
    expect(secrets('Tally Notes summarises meetings with a third-party model. We are not training our own models.')).toEqual([]);
    expect(secrets('Settlewise helps newcomers budget. We don\'t use any proprietary data or secret algorithms.')).toEqual([]);
  });

  it('reads "the mix ... only you and me know" and "nobody must hear that price", but not a product mix', () => {
    expect(one('So the suya spice thing. The mix. How much ginger and the cloves, na only you and me know am.').rec.name).toMatch(/mix/);
    expect(one('The price he dey give us for the pepper is because of my uncle. Nobody must hear that price.').rec.name).toMatch(/price/);
    expect(secrets('Our product mix is shifting to frozen goods, which only we know.')).toEqual([]);
  });

  it('reads a schedule "not on view to strangers", but not a licence term ("please don\'t share or resell the PDFs")', () => {
    const letter = 'Our production boards list the dough temperatures and fermentation times for each bread. That schedule took us two years, so I would rather it was not on view to strangers.';
    expect(one(letter).rec.name).toMatch(/fermentation times/);
    expect(secrets('Bramble Knits sells knitting patterns as PDFs. Please don\'t share or resell the PDFs, but do sell what you knit from them.')).toEqual([]);
  });

  it('takes "I don\'t think it is a secret" as the writer saying there is none', () => {
    expect(secrets('Gym Pals matches people. The code is in a private repo but any good dev can write it in a weekend. I don\'t think it is a secret of anything.')).toEqual([]);
  });

  it('reads "none of it\'s written down anywhere", "in my head", "never released", "on our servers only"', () => {
    expect(one('Pier Smokehouse smokes fish. The brine and the smoking schedule came from my grandfather. None of it\'s written down anywhere; it\'s in my head.').rec.name).toMatch(/brine|smoking schedule/);
    expect(one('Strata Orthotics prints insoles. The coefficients that map pressure to wall thickness are never released and computed on our servers only.').rec.name).toMatch(/coefficients/);
  });

  it('does not take an invention the plan has filed on ("Provisional filed on the X method") for a secret', () => {
    const text = ['Strata Orthotics prints insoles.', '- Provisional filed on the pressure-to-lattice method in October.', '**What stays in-house**', '- The coefficients, never released.'].join('\n');
    expect(secrets(text).map((f) => f.rec.name).join(' ')).not.toMatch(/pressure-to-lattice/);
  });

  it('reads "kept internal" as keeping it secret', () => {
    expect(one('Quickpay sends money abroad. Our calibration data for each corridor is kept internal.').rec.name).toMatch(/calibration data/);
  });

  it('does not take a denied secret ("not a proprietary protocol") for one', () => {
    expect(secrets('Sagevine runs a menopause telehealth clinic. We use the standard evidence-based guidelines, not a proprietary protocol.')).toHaveLength(0);
  });

  it('does not take a secret the writer says, in Hinglish, they will not keep ("secret rakhna nahi")', () => {
    expect(secrets('Saheli Pads banata hai. Hum process ko kisi se chhupa ke nahi rakhna chahte; hum unhe drawings aur process sikhayenge. Hamara kaam secret rakhna nahi.')).toHaveLength(0);
  });

  it('ties a statement of secrecy that names nothing to what the sentence before it named', () => {
    const { rec } = one(
      'Quickpay sends money abroad. Our risk model and its features are developed in-house and run only on our servers. Access is limited to the four-person risk team.',
    );
    expect(rec.name).toMatch(/model/);
    expect(rec.evidence.some((e) => e.text.includes('Access is limited'))).toBe(true);
  });

  it('names a proprietary recipe from the plan words and gives concrete measures', () => {
    const { rec, details } = one('Mama Rosa serves pasta in Boston. Our proprietary sauce recipe has been in the family for three generations.');
    expect(rec.name).toBe('Trade secret: proprietary sauce recipe');
    expect(details.category).toBe('recipe or formula');
    expect(details.measures.join(' ')).toMatch(/confidentiality and invention-assignment agreements/);
    expect(details.measures.join(' ')).toMatch(/need-to-know/);
    expect(details.measures.join(' ')).toMatch(/"Confidential"/);
    expect(details.measures.join(' ')).toMatch(/exit procedure/);
    expect(rec.nextStep).toMatch(/^Protect the proprietary sauce recipe as a trade secret: /);
    expect(rec.likelihoodFactors.map((f) => f.label).join(' ')).toContain('reverse engineering is lawful');
  });

  it('follows "it" back to the subject of the sentence before', () => {
    const { rec, details } = one(
      'The recipe — the botanicals, their proportions and the cut points on our still — was developed over 40 batches. It is written down in one notebook kept in the office safe, and only the two founders know all of it.',
    );
    expect(rec.name).toBe('Trade secret: recipe (botanicals, proportions and cut points)');
    expect(rec.evidence).toHaveLength(2);
    expect(rec.likelihoodFactors.map((f) => f.label)).toContain('Access already limited to named people');
    expect(details.measures.length).toBeGreaterThan(3);
  });

  it('groups a data set and the model trained on it', () => {
    const { rec, details } = one(
      'Clause detection is powered by models we trained on our annotated clause corpus of 180,000 clauses. The corpus, the annotation guidelines and the trained models are kept confidential.',
    );
    expect(rec.name).toBe('Trade secret: corpus, annotation guidelines and trained models');
    expect(details.category).toContain('data set');
    expect(rec.potential).not.toBe('low');
  });

  it('finds customer lists, supplier lists and negotiated prices', () => {
    const { details } = one(
      'The list of these tanneries, our workshop contacts and the prices we negotiated took four years to build and are kept confidential.',
    );
    expect(details.category).toContain('supplier list');
    const clients = one('Our client list and pricing model are stored in a restricted SharePoint site and only partners can see them.');
    expect(clients.details.category).toContain('customer list');
  });

  it('finds closed source code but not the open-source part', () => {
    const { rec } = one('Our agent SDKs are open source on GitHub under Apache 2.0; the backend and the scheduler code are closed source and kept private.');
    expect(rec.name).toContain('backend');
    expect(rec.name).not.toContain('SDK');
  });

  it('puts the measures the plan lacks first and notes those in place', () => {
    const { rec, details } = one(
      'Our roast profiles are developed by our head roaster. We treat them as confidential: only roasting staff see them, and all staff sign confidentiality agreements.',
    );
    expect(rec.nextStep).not.toMatch(/sign confidentiality and invention-assignment agreements/);
    expect(details.measures.find((m) => m.includes('confidentiality and invention-assignment'))).toContain('in place');
  });

  it('says when the plan also has a patentable process that secrecy may serve better', () => {
    const { rec } = one(
      'Our proprietary cold-press extraction process preserves 95% of vitamin C compared with centrifugal juicers. Only our two founders know the full process settings.',
    );
    expect(rec.rationale.join(' ')).toContain('better kept secret than patented');
  });

  it('gives a stable id', () => {
    const text = 'Our secret family recipe for dumplings is known only to the owners.';
    expect(one(text).rec.id).toBe(one(text).rec.id);
  });
});

describe('detectTradeSecrets: nothing secret, no finding', () => {
  it.each([
    ['a plan that keeps nothing secret', 'We use Square for payments and sell coffee and pastries on Alberta Street.'],
    ['a confidential document header', 'Prepared for investors, March 2025. Confidential – not for distribution.'],
    ['open-source code', 'Our code is open source on GitHub, and anyone can contribute.'],
    ['the idiom "secret sauce"', 'Our secret sauce is our people: friendly staff and fast service.'],
    ['reviewed NDAs', 'Legal teams use Clausebook to review NDAs and data processing agreements faster.'],
    ['a statement of the hiring process', 'All employees sign confidentiality and invention assignment agreements on their first day.'],
    ['a patent shared under NDA before filing', 'We believe this method is new and patentable, and we have not disclosed it outside customers under NDA.'],
    ['public prices', 'Our cell pricing is 18% below the published spot price.'],
  ])('finds none in %s', (_what, text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe('detectTradeSecrets: secrecy told as how the knowledge travels, or denied', () => {
  it('reads know-how "passed only by mouth" and "not written in any notebook"', () => {
    const found = secrets(
      'In our family, the recipe for the ash lye and the feeding schedule of the dye vat are passed only by mouth from father to child.',
    );
    expect(found.length).toBeGreaterThan(0);
    expect(secrets('Aiko Dyes works from home. Our recipe for the ash lye is not written in any notebook.').length).toBeGreaterThan(0);
  });

  it('reads code that lives in what "is a private repo" and numbers kept "not in the public docs"', () => {
    expect(secrets('The source code of the dictionary builder lives in core/sync, which is a PRIVATE repo; the public SDK only has the decoder.').length).toBeGreaterThan(0);
    expect(secrets('The tuning numbers (the 0.6 threshold for promoting a phrase) stay in the config repo, not in the public docs.').length).toBeGreaterThan(0);
  });

  it('reads settings kept "in an encrypted config" and code "in private repos"', () => {
    expect(secrets('The waveform settings are in my notebook and on the controller in an encrypted config.').length).toBeGreaterThan(0);
    expect(secrets('The firmware for the controller is all ours, in private repos on GitHub.').length).toBeGreaterThan(0);
  });

  it('reads a mix kept "between Jess and me" a composition "known only inside the family" and the exact temperature only two know', () => {
    expect(secrets('The alloy mix and the thickness for each timing are the part we keep between Jess and me.').length).toBeGreaterThan(0);
    expect(secrets('The forge-welding flux is our own mixture. Its composition is not sold and is known only inside the Tanabe family.').length).toBeGreaterThan(0);
    expect(secrets('Store the cultures between 2 and 4 °C and between uses and cleaning.')).toEqual([]);
    expect(secrets('Grandpa figured out the exact temperature and how long to let it rest before we roll it. Only him and me know it, not even my mom.').length).toBeGreaterThan(0);
  });

  it.each([
    ['"that\'s not a secret"', 'You can have our recipe and still need a hundred bad loaves. That\'s not a secret; that\'s practice.'],
    ['a Hinglish "don\'t put it in the secret category"', 'Hamara koi secret formula nahi hai. Toh secret waali category mein kuch mat daalna, the recipe is on the blog.'],
    ['a Tagalog "there is no secret recipe"', 'Walang secret recipe dito ha — complete ang ingredients at steps sa baba, pati measurements.'],
    ['a Spanish "there is no secret"', 'No hay secreto en nuestra salsa: the full recipe with measurements is printed on every jar.'],
  ])('finds none in %s', (_what, text) => {
    expect(secrets(text)).toEqual([]);
  });
});

describe('trained models', () => {
  it('treats a model the company trained, and its training data, as a trade secret without secrecy wording', () => {
    const found = detectTradeSecrets(
      buildContext('NestBooks matches receipts using a ranking model trained on 1.2 million anonymised receipts from beta users.'),
    );
    expect(found).toHaveLength(1);
    expect(found[0]!.name).toMatch(/model/i);
    expect(found[0]!.evidence[0]!.text).toContain('trained on 1.2 million');
  });

  it('does not take staff training or an open-source model for a secret', () => {
    expect(detectTradeSecrets(buildContext('Our baristas are trained on 20 recipes before their first shift.'))).toHaveLength(0);
    expect(
      detectTradeSecrets(buildContext('Our classifier, trained on 50,000 public images, is open source and published openly.')),
    ).toHaveLength(0);
  });
});

describe('detectTradeSecrets on adversarial text', () => {
  it('reads 400,000 unclosed brackets in one pass (a bracket-aside pattern rescanned from each: minutes)', () => {
    const text = `Our recipe is known only to the founders. ${'('.repeat(400_000)} We keep the supplier list confidential.`;
    const found = detectTradeSecrets(buildContext(text));
    expect(found.length).toBeGreaterThan(0);
  });
});
