import { describe, expect, it } from 'vitest';
import { recommendationSchema, type Recommendation } from '#shared/schemas/analysis.ts';
import { buildContext } from '../context.ts';
import { detectCopyrights } from './copyright.ts';

type CopyrightDetails = Extract<Recommendation['details'], { kind: 'copyright' }>;

function copyrights(text: string): { rec: Recommendation; details: CopyrightDetails }[] {
  const ctx = buildContext(text);
  return detectCopyrights(ctx).map((rec) => {
    recommendationSchema.parse(rec);
    for (const e of rec.evidence) expect(ctx.text.slice(e.start, e.end)).toBe(e.text);
    if (rec.details.kind !== 'copyright') throw new Error('not a copyright');
    return { rec, details: rec.details };
  });
}

function one(text: string) {
  const found = copyrights(text);
  expect(found.map((f) => f.rec.name)).toHaveLength(1);
  return found[0]!;
}

describe('detectCopyrights: the works the company makes', () => {
  it('reads works made by "I\'ve written" and by the members of a co-operative', () => {
    expect(one("Loud Hall teaches drums. I've written a full set of practice books and I've filmed 200 lesson videos.").rec.name).toMatch(/practice books/);
    expect(one('Hearthfold is a care co-operative. Our members have written the Hearthfold training handbook.').rec.name).toMatch(/training handbook/);
  });

  it('reads the items under a "Software deliverables" heading as works the team builds, in any voice', () => {
    const prd = ['### 4.6 Software deliverables', '- Insole firmware (C, Zephyr RTOS)', '- SoleGuard app — iOS and Android', '- SoleGuard Clinic — web portal for podiatrists'].join('\n');
    expect(one(prd).rec.name).toMatch(/firmware/);
    expect(copyrights(`${prd}\n- Documentation under IEC 62304`).map((f) => f.rec.name)).toContain('Copyright: documentation');
  });

  it('reads works made by a teammate named by first name or as "she", and a work "of" something', () => {
    expect(one('Storm Bay runs kayak tours. Jess has also written a little guide book, with maps she drew herself.').rec.name).toMatch(/guide book/);
    expect(one('Kamo Stay is a guesthouse. She draws by hand illustrated walking maps of our neighborhood.').rec.name).toBe('Copyright: illustrated walking maps');
  });

  it('reads works the team puts under an open licence ("our firmware ... under the MIT licence") as its own', () => {
    const found = copyrights('Rivernode builds flood sensors. All our firmware, the enclosure design files and the assembly manual are on GitHub under the MIT licence.');
    expect(found.map((f) => f.rec.name).join(' ')).toMatch(/firmware/);
    expect(found.map((f) => f.rec.name).join(' ')).toMatch(/manual/);
  });

  it('reads works the writer keeps ownership of, that remain the studio\'s property, that a maker signs over, or that stay closed', () => {
    expect(one('I sell framed prints. A magazine pays to use eight of my images; I keep ownership of the photos and license them.').rec.name).toMatch(/photos/);
    expect(one('Studio Noord designs schools. The drawings and the BIM model remain studio property; the client may build once.').rec.name).toMatch(/drawings/);
    expect(one('Ruta Verde runs tours. lupe is doing a hand-drawn map of the route, and she signs it over to us.').rec.name).toMatch(/hand-drawn map/);
    expect(one('Talvi Labs makes heat stores. Repo stays private; we are not open-sourcing the firmware.').rec.name).toMatch(/firmware/);
  });

  it('reads software "written by" a teammate "in Python", "rewrote the app" and "my own photos"', () => {
    expect(one('Lactra makes a milk sensor. The dashboard software was written by Ahmed Karimi in Python.').rec.name).toMatch(/dashboard software/);
    expect(one('Velo Clip makes bike mounts. Piotr rewrote the app from scratch after the survey.').rec.name).toMatch(/app/);
    expect(one('I sell framed prints of my own landscape photos through a gallery.').rec.name).toMatch(/landscape photos/);
  });

  it('reads works named just after the making ("we filmed a series. It\'s about forty short videos"), and a README\'s open-source CLI', () => {
    expect(one('Kahawa Roasters trains co-operatives. So we filmed a series. It\'s about forty short videos in Kikuyu.').rec.name).toMatch(/videos/);
    expect(one('The encoder, the CLI and the bindings in this repository are free and open source.').rec.name).toMatch(/CLI|bindings/);
  });

  it('reads artwork that "belongs to us", code published "under the MIT licence", and the product the title names ("Paragonik is a browser extension")', () => {
    expect(one('Cortiço makes mats. Marta signed the commission agreement, so the artwork belongs to us.').rec.name).toMatch(/artwork/);
    expect(copyrights('Cortiço makes dumplings. The supplier agreement says the recipes belong to us.')).toEqual([]);
    expect(one('## Built with\nAll code and the circuit diagrams are on GitHub under the MIT licence so anyone can build it.').rec.name).toMatch(/code|diagrams/);
    const launch = ['# Fakturo: invoice PDFs to entries in one click', '', 'Hey everyone! Piotr here, co-founder.', 'We are launching today.', '', 'Fakturo is a browser extension for Chrome and Firefox.'].join('\n');
    expect(one(launch).rec.name).toMatch(/browser extension/);
  });

  it('reads the works a job post says the hire will build, and wrappers drawn by a cousin', () => {
    const post = ['We build VineBot, a pruning robot.', '', "What you'll do:", '- Own the motor-control and safety firmware on STM32', '- Write the documentation that lets us ship updates safely'].join('\n');
    expect(copyrights(post).map((f) => f.rec.name).join(' ')).toMatch(/firmware|documentation/);
    expect(one('Rumah Sabun makes soap. Every wrapper is drawn by my cousin Arif, from batik motifs.').rec.name).toMatch(/wrapper/);
  });

  it('reads messages "written by our team", a library the founder does "not want to open-source", and drawings "prepared in-house"', () => {
    expect(one('ChairTime books dentists. Pick from our library of 120 recall messages, written by our team with office managers.').rec.name).toMatch(/recall messages/);
    expect(one('SkimLog compresses meter data. I do not want to open-source the library.').rec.name).toMatch(/library/);
    expect(one('Sahil Build builds villas. These drawings were prepared in-house by Sahil Build for this villa.').rec.name).toMatch(/drawings/);
  });

  it('reads videos "written and recorded by this team", reflections "written by our psychologists" and prompts written by one of the team', () => {
    expect(one('PetDesk answers clinics. Our help centre has 40 short screen-recorded videos, all written and recorded by this team.').rec.name).toMatch(/videos/);
    expect(one('Calma helps people journal. It has 48 guided audio reflections, written by our psychologists.').rec.name).toMatch(/guided audio/);
    expect(one('Calma helps people journal. Every journaling prompt is written by one of three psychologists on our team.').rec.name).toMatch(/prompt/);
  });

  it('does not take the verb for part of the work: "we paint illustrations"', () => {
    expect(one('Inkwell makes cards. We paint illustrations for every card.').rec.name).toBe('Copyright: illustrations');
  });

  it('does not read "codes" (one-time, discount codes) as source code', () => {
    const text = 'Nestbox makes a cooled parcel box. We wrote our own code for one-time codes, notifications and delivery photos.';
    expect(copyrights(text).map((f) => f.rec.name).join(' ')).not.toMatch(/codes/i);
  });

  it('finds software written by the team and says how to register it', () => {
    const { rec, details } = one('Our iOS and Android apps and our back end are written in-house in Kotlin, Swift and Go.');
    expect(rec.name).toBe('Copyright: iOS and Android apps and back end');
    expect(details.works).toEqual(['iOS and Android apps', 'back end']);
    expect(details.ownershipGap).toBe(false);
    expect(rec.nextStep).toContain('$65 standard electronic application; $45 for one work by one author');
    expect(rec.nextStep).toContain('within 3 months of publication');
    expect(rec.nextStep).toContain('17 U.S.C. 412');
    expect(rec.nextStep).toContain('Circular 61');
  });

  it('keeps software and content apart', () => {
    const found = copyrights(
      'Courses run on our own learning platform. Our founders wrote the entire curriculum: lesson scripts, quizzes and project specifications.',
    );
    expect(found.map((f) => f.rec.name)).toEqual([
      'Copyright: learning platform',
      'Copyright: curriculum, lesson scripts, quizzes and other written and audiovisual content',
    ]);
  });

  it('flags work by freelancers without a written assignment and puts the assignment first', () => {
    const { rec, details } = one('Our packaging illustrations were drawn by a freelance illustrator we found on Instagram, and we never signed anything about who owns the artwork.');
    expect(details.ownershipGap).toBe(true);
    expect(rec.nextStep).toMatch(/^Get a signed written copyright assignment/);
    expect(rec.rationale.join(' ')).toContain('17 U.S.C. 101');
    expect(rec.likelihoodFactors.find((f) => f.label.includes('no written assignment'))?.effect).toBeLessThan(0);
  });

  it('sees an agency as outsiders too', () => {
    const { details } = one('The Word add-in and the web admin console were built by Softwise, a software development agency we hired through Upwork.');
    expect(details.ownershipGap).toBe(true);
  });

  it('closes the gap when contractors assign their work in writing', () => {
    const { details } = one(
      'Our training videos were filmed by an outside production agency. Contractors sign agreements that assign their work product to us.',
    );
    expect(details.ownershipGap).toBe(false);
  });

  it('reads the company as the author of what it is or publishes', () => {
    expect(one('PayNest is a mobile app for splitting rent between roommates.').rec.name).toBe('Copyright: mobile app');
    expect(one('Field Notes Media publishes a weekly newsletter about urban gardening.').rec.name).toBe('Copyright: weekly newsletter');
  });

  it('reads a list of owned assets as the company’s works', () => {
    const { details } = one('## Proprietary Assets\n\n- **Our software**: the CloseDesk application, the engine and our public API.');
    expect(details.works).toContain('CloseDesk application');
  });

  it('finds original designs and rates their potential from what the plan sells', () => {
    const { rec } = one('Each bag is lined with an original jacquard print that I design every season. Customers recognise the prints, and we sell them as scarves.');
    expect(rec.name).toContain('original jacquard print');
    expect(rec.potential).not.toBe('low');
  });

  it('reads works the writer made without "that" ("40 video lessons I scripted and edited myself", "a paper pattern I draft by hand")', () => {
    expect(one('Open Rank coaches chess. Our course is 40 recorded video lessons I scripted, recorded and edited myself.').details.works.join(' ')).toMatch(/video lessons/);
    expect(one('Wren Tailoring makes suits. Every customer gets a paper pattern I draft by hand from their measurements.').details.works.join(' ')).toMatch(/paper pattern/);
  });

  it('gives "This material is ours, written and filmed by our team" the works the section listed before it', () => {
    const text = [
      'Calder Pharmacy compounds medicines.',
      '## Education',
      '- a series of short instructional videos for parents on measuring doses',
      '- a continuing-education course for pharmacy technicians',
      'This material is ours, written and filmed by our team.',
    ].join('\n');
    expect(one(text).details.works.join(' ')).toMatch(/videos|course/);
  });

  it('reads "a sketch of their cake" and "I paint these myself" as the writer\'s own work, named once', () => {
    const { details } = one('Lace Cakes makes wedding cakes. Every couple gets a hand-painted watercolour sketch of their cake. I paint these myself.');
    expect(details.works).toEqual(['hand-painted watercolour sketch']);
  });

  it('reads works "written by 14 teachers we pay" and videos "filmed in our studio"', () => {
    expect(one('ExamPal is a WhatsApp tutor. The study guides are written by 14 teachers we pay.').details.works.join(' ')).toMatch(/study guides/);
    expect(one('Kumo Pillows sells pillows. The sleep-routine videos are filmed in our studio in Matsumoto.').details.works.join(' ')).toMatch(/video/);
  });

  it('reads "all written by us", "Wrote them ourselves; copyright ours" and "I keep the copyright in the images"', () => {
    expect(one('Dripwell sells valves.\n- phone app + web dashboard for schedules. all written by us.').details.works.join(' ')).toMatch(/app|dashboard/);
    expect(one('Furrow Books keeps farm accounts.\n- a 24-month cash-flow workbook with a grain tab. Wrote them ourselves over four years; copyright ours.').details.works.join(' ')).toMatch(/workbook/);
    expect(one('Salt Studio shoots weddings. I keep the copyright in the images themselves and license them to venues.').details.works.join(' ')).toMatch(/images/);
    expect(one('Ventwise dispatches HVAC techs. Our codebase is 100% ours, closed source.').details.works.join(' ')).toMatch(/codebase/);
  });

  it('gives a stable id per kind of work', () => {
    const text = 'We write and film every lesson ourselves.';
    expect(one(text).rec.id).toBe(one(text).rec.id);
  });
});

describe('detectCopyrights: books of every kind', () => {
  it('reads a cookbook the founder is writing as a work of the business', () => {
    expect(one('Abuela Rosa sells mole paste in jars. I am writing a cookbook with 40 of my mother\'s recipes for using the paste.').rec.name).toMatch(/cookbook/);
  });
});

describe('detectCopyrights: no work of the company, no finding', () => {
  it('does not take a work noun that modifies another noun for a work ("our own print profiles")', () => {
    expect(copyrights('Kiln Works prints parts in PEEK. Our engineer built our own print profiles for each material.')).toHaveLength(0);
  });

  it('does not take software the text says it does not build, or grant applications it writes, for its works', () => {
    expect(copyrights('ShieldWatch manages security for dental practices. We are honest that we do not build security software ourselves.')).toEqual([]);
    expect(copyrights('Sunacre installs solar. USDA REAP grants cover up to 50% for farms (we write about 20 REAP applications a year for customers).')).toEqual([]);
  });

  it('does not take "the application" for software unless something says it is software', () => {
    expect(copyrights('Saltmarsh makes battery cells. What we will not publish or put in the application is the exact recipe.')).toHaveLength(0);
  });

  it('does not take a template website or photos used with permission for the company\'s own works', () => {
    expect(copyrights('Our website is a one-pager I made on Wix with photos from weddings (the photographers gave permission to use them).')).toHaveLength(0);
    expect(copyrights('We have a website built from a template by a marketing agency.')).toHaveLength(0);
  });


  it.each([
    ['a bakery', 'Crumb & Kettle is a bakery in Portland. We bake bread and serve coffee.'],
    ['third-party tools', 'We use Shopify for the store, Square for the till and post on Instagram.'],
    ['a website as a sales channel', 'Our website, Amazon, and a pilot with Target bring in most sales.'],
    ['"our own website" as a sales channel', 'Last year we sold 72% through our own website and 28% through Ulta Beauty.'],
    ['software the company only uses', 'Our roast profiles are logged in our roasting software.'],
    ['patent applications', 'We will protect the composition and the method of making it with patent applications.'],
    ['a design verb', 'We designed a continuous fermentation system and built two production lines on this design.'],
    ['a name that contains a work word', 'Volunteers from a local Code for America brigade help us deliver food.'],
    ['marketing on social platforms', 'We sell through our own Shopify store, with TikTok and Instagram content from parent creators.'],
  ])('finds none in %s', (_what, text) => {
    expect(copyrights(text)).toEqual([]);
  });
});

describe('detectCopyrights: the text itself and the places a mark is used', () => {
  it('does not take the document speaking of itself, or the packaging a brand is used on, for works', () => {
    expect(copyrights('This report is written in Portuguese and English for the programme\'s external reviewer.')).toEqual([]);
    expect(copyrights('## IP aspects\n- The brand Açaí Igarapé has been used on our packaging since 2023. A company now sells a copy with a similar label.')).toEqual([]);
    // The same nouns are works where the business makes them.
    expect(copyrights('We design our packaging in-house: the illustrations on every box are drawn by our founder.').length).toBeGreaterThan(0);
  });
});

describe('detectCopyrights: works made by the team, said in Spanish, Portuguese, French or Italian', () => {
  it('reads "escrito por nuestro equipo", "producidos por nosotros" and "feito pela nossa equipe"', () => {
    expect(copyrights('Manual de Operación de 180 páginas escrito por nuestro equipo: salsas, caja y cierre.').length).toBeGreaterThan(0);
    expect(copyrights('Capacitación: 14 videos de capacitación producidos por nosotros para su personal.').length).toBeGreaterThan(0);
    expect(copyrights('O manual de operação foi feito pela nossa equipe em 2023.').length).toBeGreaterThan(0);
  });
});

describe('detectCopyrights: works made by a teammate named by a given name', () => {
  it('reads "written by Mariana" as the team\'s work, and not a work "designed by" a full name from outside', () => {
    expect(copyrights('The field guide that guests take home was written by Mariana over two winters.').length).toBeGreaterThan(0);
    expect(copyrights('The bottles were designed by Philippe Starck.')).toEqual([]);
  });
});
