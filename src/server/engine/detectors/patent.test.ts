import { describe, expect, it } from 'vitest';
import type { Recommendation } from '#shared/schemas/analysis.ts';
import { patents, one } from './patent-test-support.ts';
import { measuredChange } from './patent-passages.ts';
import { comparativePattern, noveltyPattern } from '../lexicons/patent-cues.ts';

const factor = (rec: Recommendation, label: string) => rec.likelihoodFactors.find((f) => f.label.includes(label));

describe('detectPatents: technical inventions, named from the plan', () => {
  it('names the technology described when the writer asks about patenting without saying what, and quotes the question', () => {
    const bottle = [
      'Lullavo is a baby bottle that stops babies from swallowing air.',
      'Our bottle has a vent valve in the base instead of the nipple: a silicone duckbill valve sits in a short tube that runs up the inside wall of the bottle to above the milk line.',
      "We launched on Kickstarter in February and raised $148,000. We haven't filed a patent yet; we know the US gives us a year from the launch.",
    ].join('\n');
    const { rec } = one(bottle);
    expect(rec.name).toMatch(/vent valve/i);
    expect(rec.evidence.some((e) => e.text.includes("haven't filed a patent"))).toBe(true);
    const flour = [
      'Crumbwell makes a gluten-free flour that behaves like wheat flour.',
      'We put sorghum and cassava flour through a heat-moisture treatment we developed: the flour is brought to 24% moisture and held at 105 C, then dried and milled again.',
      'Our lawyer is preparing a patent application.',
    ].join('\n');
    expect(one(flour).rec.name).toMatch(/heat-moisture treatment/i);
    expect(patents('Crumbwell sells flour. We have nothing to patent; our lawyer says so.')).toHaveLength(0);
  });

  it('claims what a section on how the own product works describes, named for the product and its device', () => {
    const text =
      'Holloway Access - business plan for RungLock\n\nWho I am\nRoofer for 22 years in Stoke.\n\nWhat RungLock is and how it works\n' +
      "It's a clamp that bolts onto the top of any standard ladder stile. Each clamp has:\n" +
      '- two rubber-padded jaws shaped to hook over the gutter lip, so the ladder cannot slide sideways\n' +
      '- a cam lever: push it down and a spring-loaded cam closes the jaws and locks them\n' +
      '- an adjustable arm with a rubber foot that presses on the fascia board, so the load goes into the rafters\n\n' +
      "I've been using my prototypes, welded and 3D printed, for 14 months on every job.\n\nMaking it\nA firm in Telford quoted £19 a pair.";
    expect(one(text).rec.name).toBe('Patent: RungLock clamp');
  });

  it('proposes nothing when the plan weighs patenting and is told its idea is not a technical invention', () => {
    const text =
      'Fernpost sends houseplants by subscription. We built a questionnaire and a picking system that matches plants to window direction and pets.\n\n' +
      '## Should we patent it?\n\nWe wondered whether to patent the Fernpost model. A patent attorney told us a subscription box with a questionnaire isn\'t a technical invention.';
    expect(patents(text)).toEqual([]);
  });

  it('names the invention of "a provisional application filed on X"', () => {
    const found = patents('Nestbox makes a cooled parcel box. Our engineer built the prototypes; we have a provisional application filed on the weight-triggered cooling and latch logic.');
    expect(found.map((f) => f.rec.name).join(' ')).toMatch(/weight-triggered cooling/);
  });

  it('finds "our proprietary X algorithm that reduces Y" and names it with the plan words', () => {
    const { rec, details } = one(
      'FreshRoute serves grocery distributors. Our proprietary adaptive cold-chain routing algorithm reduces spoilage by 30% compared with static routes.',
    );
    expect(rec.name).toBe('Patent: adaptive cold-chain routing algorithm');
    expect(details.category).toBe('algorithm');
    expect(rec.rationale[0]).toContain('Our proprietary adaptive cold-chain routing algorithm');
    expect(factor(rec, 'Technical effect stated')?.label).toContain('reduces spoilage by 30%');
    expect(rec.likelihood).toBe(rec.likelihoodFactors.reduce((t, f) => t + f.effect, 0));
  });

  it('names a passage after its heading and makes a gerund a method', () => {
    const plan = [
      '## Adaptive cold-chain routing',
      '',
      'This is the core invention. When the predicted shelf life of a pallet drops, our platform computes a new route from the temperature telemetry of each tag and adjusts the reefer set point remotely.',
      'In pilots it saved 71% of at-risk loads.',
    ].join('\n');
    const { rec, details } = one(plan);
    expect(rec.name).toBe('Patent: adaptive cold-chain routing method');
    expect(details.category).toBe('method');
  });

  it('groups the sentences about one invention into one finding', () => {
    const { rec } = one(
      [
        'We developed a novel sensor array that detects lead in drinking water within 10 seconds at 5 ppb.',
        'The sensor array uses graphene electrodes coated with a polymer.',
        'Our patent-pending device is being tested with three utilities.',
      ].join(' '),
    );
    expect(rec.name).toBe('Patent: sensor array that detects lead in drinking water');
    expect(rec.evidence).toHaveLength(3);
  });

  it('keeps two inventions of one paragraph apart', () => {
    const found = patents(
      'We developed a novel sensor array that detects lead in water within 10 seconds. We also developed a method for regenerating the electrodes in the field, which extends their life to 2 years.',
    );
    expect(found.map((f) => f.rec.name)).toEqual([
      'Patent: sensor array that detects lead in water',
      'Patent: method for regenerating the electrodes in the field',
    ]);
  });

  it('finds titled list items under a claim of novelty, each as its own invention', () => {
    const plan = [
      '## The Technology',
      '',
      'Existing valves overshoot. Our valve solves both problems:',
      '',
      '- **Self-calibrating actuator.** On installation the microcontroller samples the motor current at 2 kHz and finds where the valve seat closes.',
      '- **Room-temperature estimation.** Two thermistors feed a thermal model that estimates the room temperature within 0.4 °C.',
    ].join('\n');
    expect(patents(plan).map((f) => f.rec.name)).toEqual(['Patent: self-calibrating actuator', 'Patent: room-temperature estimation']);
  });

  it('reads a section headed "Our Solution" or "The idea" whole, its mechanism told one plain sentence at a time', () => {
    const tool = [
      'The problem',
      'Changing a tap washer means shutting off the whole house and draining the pipes.',
      '',
      'The idea',
      'I have made a tool that holds the water back instead.',
      'You take the spindle out and push a thin rod down into the pipe.',
      'On the end of the rod is a rubber bladder.',
      'A hand pump on the top blows the bladder up so it grips the pipe wall.',
      'A brass collar on the rod stops the bladder going in too far.',
    ].join('\n');
    expect(patents(tool)).toHaveLength(1);
    const probe = [
      '## Our Solution',
      '',
      'Each node has two copper electrodes wound around the cable as a double helix. The node drives the pair at 20 kHz and at 1 MHz and measures capacitance at both.',
      '',
      'Water moves the low-frequency reading far more than the high-frequency one. We wrote the firmware ourselves and every node also has a temperature sensor.',
    ].join('\n');
    expect(patents(probe)).toHaveLength(1);
  });

  it('reads a section "How <product> works" in bullets without "we" as the plan’s own invention', () => {
    const plan = [
      '# Clipwell — notes for the pitch night',
      '',
      '**How Clipwell works**',
      '- Each hook has a small spring-loaded latch hidden inside it, plus a neodymium magnet at the back.',
      '- A steel strip clips onto any rack rail. The magnet pulls the latch across under the rail, so the bag clicks on by itself.',
      '- Lifting the handle pulls a cam inside each hook that slides the latch back against the spring.',
    ].join('\n');
    expect(patents(plan)).toHaveLength(1);
  });

  it('finds nothing when the plan means to patent a business idea ("the concept of selling cancelled appointments")', () => {
    const plan = [
      'Slotwise is a booking platform for physiotherapy clinics.',
      '**Our patentable innovation.** Nobody has done last-minute discount booking for allied health. We plan to patent the concept of selling cancelled appointments at a discount.',
      'Clinics list a cancelled slot and patients book it through our app.',
      '**Regulation.** Physios stay registered providers; we are a booking platform, not a health provider.',
    ].join('\n');
    expect(patents(plan)).toEqual([]);
  });

  it('finds nothing in such a section that says its technology is no invention', () => {
    const plan = [
      '## What makes us different',
      '',
      'Our booking engine reads and writes appointments through the clinics’ APIs, and a third-party language model drafts the reminder texts from a template.',
      '',
      'Our advisers’ view is that the rota rules and the booking logic are business methods built on standard technology, not inventions.',
    ].join('\n');
    expect(patents(plan)).toEqual([]);
  });

  it('reads a section that says what the product does differently as the plan\'s own invention, in any voice', () => {
    const plan = [
      'DRY GULLY ROBOTICS PTY LTD',
      '1. THE JOB',
      'Stations spend a week on water runs just to look at troughs.',
      '2. WHAT GULLYEYE DOES DIFFERENTLY',
      'A GullyEye unit is a solar-powered camera on a post looking down into a trough. It never sends photos in normal operation.',
      '- On the device, a compact segmentation network (int8 quantised, 210 kB) finds the trough rim and the water surface.',
      '- The firmware computes water level and a turbidity score and packs them into one 24-byte status record.',
      '- The unit transmits over a satellite modem only when the level changes by more than a set amount.',
      'Effect: satellite data per unit drops from 72 photos a day to 6 records of 24 bytes, and the solar panel and battery shrink from 20 W to 5 W.',
      '3. MARKET',
      'Around 2,800 large pastoral stations.',
    ].join('\n');
    expect(patents(plan)).toHaveLength(1);
  });

  it('reads a mechanism set against what most others use, told of a product the title names, as an invention', () => {
    const update = [
      'Subject: Tawhiri Traps - Q2 investor update',
      'Kia ora koutou,',
      '',
      'For anyone new: most self-resetting traps use a CO2 gas canister to fire the striker. The Tawhiri K2 has no gas. The striker is driven by a torsion spring. After each strike a small geared motor, running off a 5 W solar panel and a lithium cell, turns a cam that winds the spring back and latches it on a trigger sear. The cam loads slowly over 40 seconds so the motor draws under 1 amp.',
      '',
      'Numbers this quarter: 64 units deployed.',
    ].join('\n');
    expect(patents(update)).toHaveLength(1);
  });

  it('reads what normal products of any kind need, beside the plan\'s own way, as prior art', () => {
    const answer = [
      'C3. What is different or new about your product?',
      '',
      'Normal solar cold rooms need a big battery bank to keep cold at night, which is the most expensive part. Our cold rooms do not use batteries for cooling. Instead, the inside walls and ceiling have flat panels filled with a salt-water phase change mixture that freezes at -2 °C during the day, when the compressor runs on solar power, and melts at night to hold the temperature.',
    ].join('\n');
    expect(patents(answer)).toHaveLength(1);
  });

  it('reads a form\'s "Describe your solution" section as presenting the plan\'s own product', () => {
    const entry = [
      '# Innovation Challenge 2024 — Entry Form',
      '### 1. Describe the problem you solve',
      'Small plastic sachets end up on beaches.',
      '### 2. Describe your solution',
      'LautFilm is an edible, water-soluble film made from seaweed. The film composition is 60% semi-refined carrageenan, 25% cassava starch and 12% glycerol as plasticizer.',
      'After casting, the film passes under a mist of calcium chloride solution that crosslinks the surface, then it is dried on a steel belt heated to 65 °C and heat-sealed at 120 °C.',
      'The calcium ions crosslink the carrageenan chains at the surface, so the film resists humidity up to 85% but dissolves in water above 60 °C within 30 seconds.',
      '### 3. Business model',
      'We sell film rolls to food producers.',
    ].join('\n');
    expect(patents(entry)).toHaveLength(1);
  });

  it('takes the name from a patent statement ("patented soft-close hinge")', () => {
    const { rec, details } = one('We sell our patented soft-close cabinet hinge to kitchen makers. It closes a door in 1.2 seconds with a silicone damper.');
    expect(rec.name).toBe('Patent: soft-close cabinet hinge');
    expect(details.category).toBe('device');
    expect(rec.nextStep).toContain('granted claims');
  });

  it('finds a composition a company is developing', () => {
    const { details } = one('Aurelia Bio is developing a monoclonal antibody against IL-23. It binds with ten times the affinity of existing antibodies.');
    expect(details.category).toBe('composition');
    expect(details.abstractIdeaRisk).toBe(false);
  });

  it('gives a stable id for the same finding', () => {
    const text = 'Our proprietary fermentation process cuts brewing time by 50% using an inline ethanol sensor.';
    expect(one(text).rec.id).toBe(one(text).rec.id);
    expect(one(text).rec.id).toMatch(/^patent-[0-9a-f]{8}$/);
  });
});

describe('detectPatents: founders who write alone, and mechanisms in plain words', () => {
  it('reads a mechanism a solo founder designed, in a section that weighs "protection", as the invention', () => {
    const text = [
      '# Keelson Cycles',
      'I build steel touring frames to order in my garage.',
      '## The dropout',
      'I designed a replacement: each dropout has a round insert that rotates in a machined pocket. The thru-axle hole sits off-centre in the insert, so rotating it moves the axle back up to 14 mm. The insert has teeth on its outer edge that engage a small spring-loaded pawl in the dropout, so it clicks in 1 mm steps.',
      "I haven't shown it publicly yet. I'm planning to apply for protection on the design before the bike show in the fall.",
    ].join('\n');
    const { rec } = one(text);
    expect(rec.name).toMatch(/insert|pawl|dropout/);
    expect(rec.name).not.toMatch(/I designed/);
  });

  it('finds a clasp or a conveyor the plan developed and said it is protecting', () => {
    expect(one('Sable Wren makes jewelry. So I designed a new one: a magnetic bayonet clasp where the two halves snap together magnetically, then a quarter turn drops a spring-loaded sleeve over the joint. I filed a provisional patent application in November.').rec.name).toMatch(/clasp/);
    const farm = one(
      "Fernloft grows greens. Our growing racks are a closed loop conveyor: trays move up one side of a 7-metre frame and down the other past two light bars, with 38% fewer LED fixtures. We've talked to a lawyer about protecting the conveyor-and-light-bar design and will file before any tours.",
    );
    expect(farm.rec.name).toMatch(/conveyor/);
  });

  it('reads "want to file before the trade show" as weighing a patent on what the plan developed', () => {
    const text = [
      'Dripwell makes a battery-free smart valve for drip irrigation.',
      'A tiny axial turbine sits in the flow path upstream of the seat; when water runs it spins a generator that charges a supercapacitor, and a latching solenoid needs one 15 ms pulse to open.',
      'Nobody we know of harvests energy from the irrigation flow itself to run the valve. We want to file before the trade show.',
    ].join('\n');
    expect(patents(text).length).toBeGreaterThan(0);
  });

  it('never names an invention after a place line under the title ("Winooski, Vermont")', () => {
    const text = [
      'ALDER JOINERY - business plan, spring 2025',
      'Burlington, Vermont',
      '',
      'who we are',
      'Alder Joinery is a two-person furniture workshop. We make hardwood tables and bed frames.',
      '',
      'what we invented',
      'Mara developed a knock-down joint for table aprons. A tapered hardwood key slides into a dovetailed housing, and a quarter turn of a steel cam pin pulls the key down the taper so the joint draws itself tight. Our rack test: after 5,000 cycles the table moved 0.4 mm; a table with standard bed-bolt hardware moved 3.1 mm. We filed a provisional patent application in February.',
    ].join('\n');
    expect(one(text).rec.name).not.toMatch(/vermont|burlington/i);
  });
});

describe('detectPatents: a deck that explains its process in steps', () => {
  it('reads "Step 1 ... Step 3" bullets under "HOW IT WORKS" as one process, named without the slide marker', () => {
    const deck = [
      'SLIDE 3 — OUR SOLUTION',
      'Kelpa Film: heat-sealable, home-compostable film made from whole seaweed, for dry food products',
      '',
      'SLIDE 4 — HOW IT WORKS',
      '- Step 1: seaweed is soaked in a warm, dilute potassium hydroxide solution. The cell walls soften and swell.',
      '- Step 2: ground into a paste with glycerol and calcium carbonate powder. The calcium links the seaweed chains together, so the film does not pick up moisture.',
      '- Step 3: the paste is spread in a thin layer on a heated steel drum (around 70°C). The film is dry in 4 minutes instead of drying overnight in trays.',
      '- Result: 60-micron film that seals on standard sachet machines at 120°C.',
    ].join('\n');
    const found = patents(deck);
    expect(found).toHaveLength(1);
    expect(found[0]!.rec.name).not.toMatch(/SLIDE/);
  });
});

describe('detectPatents: new to the buyer is not new to the world', () => {
  it('reads no invention in "what we ask": buying new helmets and skates', () => {
    const text =
      'Glisse Ensemble lends skates to children in Montréal.\n\nWHAT WE ASK\nWe ask 35,000 $ to:\n' +
      '- buy 80 new CSA helmets and 60 pairs of new skates for the smaller sizes (12,000 $)\n- rent a second space in Anjou (15,000 $)';
    expect(patents(text)).toEqual([]);
  });

  it('reads no invention in a budget line that prices new machines', () => {
    const budget =
      'Meghna Jute Crafts makes jute bags for export buyers in Dhaka.\n\n8. LOAN REQUIREMENT\n\nTotal BDT 1.5 crore for:\n' +
      '- 30 new heavy-duty sewing machines: BDT 36 lakh\n- Automatic rotary screen printing machine: BDT 48 lakh\n- Expansion of factory shed (3,000 sft): BDT 40 lakh';
    expect(patents(budget)).toEqual([]);
  });
});

describe('detectPatents: a passage that turns out to describe nothing', () => {
  it('drops a draft whose sentences are all about others, instead of failing on it', () => {
    const text =
      'Iryna Bondar, Wrocław, March 2025\nWHAT IT IS\nJasna Kasa ("clear till") is a bookkeeping office for Ukrainian freelancers and small firms in Poland. ' +
      'Since 2022 many thousands of Ukrainians opened a sole proprietorship (JDG) in Poland - IT specialists, beauticians, drivers, builders, designers. ' +
      "Most of them don't understand ZUS, the tax options (ryczałt, liniowy, skala), or the new KSeF e-invoicing system, and Polish accountants often do not speak Ukrainian or Russian.";
    expect(patents(text)).toEqual([]);
  });
});

describe('detectPatents: abstract-idea risk (Alice)', () => {
  it('flags a business-method algorithm with no technical improvement and lowers the likelihood by a named factor', () => {
    const { rec, details } = one('Our proprietary matching algorithm raises repeat bookings by 25% for salons.');
    expect(details.abstractIdeaRisk).toBe(true);
    expect(factor(rec, 'Alice Corp. v. CLS Bank')?.effect).toBeLessThan(0);
    expect(details.warnings.join(' ')).toContain('Alice Corp. v. CLS Bank');
    expect(rec.nextStep).toContain('technical improvement');
  });

  it('does not flag software that states a technical improvement', () => {
    const { rec, details } = one(
      'Our zero-knowledge sync protocol encrypts vault data on the phone and cuts bandwidth by 80%. We believe the protocol is novel.',
    );
    expect(details.abstractIdeaRisk).toBe(false);
    expect(factor(rec, 'technical improvement')?.effect).toBeGreaterThan(0);
  });

  it('does not flag a physical device', () => {
    const { details } = one('We designed a novel thermal buffer of phase-change material that keeps battery cells below 36 °C.');
    expect(details.abstractIdeaRisk).toBe(false);
  });
});

describe('detectPatents: public disclosure and timing', () => {
  const base = 'We developed a novel soil probe electrode geometry with a driven guard ring that keeps readings stable at 2 kHz.';

  it('warns about the grace period and lost novelty abroad, and puts the provisional filing first', () => {
    const { rec, details } = one(`${base}\n\nWe demonstrated the probe at the World Ag Expo in February 2024.`);
    expect(details.publicDisclosure).toBe(true);
    const warnings = details.warnings.join(' ');
    expect(warnings).toContain('35 U.S.C. 102(b)(1)');
    expect(warnings).toContain('absolute novelty');
    expect(rec.nextStep).toMatch(/^File a US provisional patent application .* now \(USPTO fee \$65 micro \/ \$130 small \/ \$325 large entity\)/);
    expect(factor(rec, 'novelty lost outside the US')?.effect).toBeLessThan(0);
  });

  it.each([
    ['sales', 'We have sold 1,100 probes to growers.'],
    ['a launch', 'We launched the probe in March 2024.'],
    ['a beta', 'The probe is in beta with 12 farms.'],
    ['a publication', 'Our paper on the probe was published in a peer-reviewed journal.'],
  ])('counts %s as a disclosure', (_what, sentence) => {
    expect(one(`${base} ${sentence}`).details.publicDisclosure).toBe(true);
  });

  it.each([
    ['a plan to launch', 'We will launch the probe at the World Ag Expo next year.'],
    ['sharing under NDA', 'We have shared the design with two growers only under NDA.'],
    ['a negated publication', 'Nothing about the probe has been published.'],
    ["a competitor's launch", 'A competitor launched a cheaper probe last year.'],
    ['an adjective', 'Our probe costs 18% less than the published list price of rivals.'],
  ])('does not count %s as a disclosure', (_what, sentence) => {
    expect(one(`${base} ${sentence}`).details.publicDisclosure).toBe(false);
  });

  it('tells a pending application from a planned one', () => {
    expect(one(`${base} Our probe is patent-pending.`).rec.nextStep).toContain('12-month deadline');
    expect(one(`${base} We plan to file a provisional patent application.`).rec.nextStep).toMatch(/^Write up how/);
  });

  it('mentions keeping a process secret instead', () => {
    const { details } = one('Our proprietary cold-press extraction process preserves 95% of vitamin C compared with centrifugal juicers.');
    expect(details.category).toBe('process');
    expect(details.warnings.join(' ')).toContain('trade secret');
  });
});

describe('detectPatents: a thing explained by the list after it', () => {
  it('reads "I made a new X. It has two changes:" and its numbered list as one invention named from the intro', () => {
    const comb = [
      'With a machinist friend I made a new comb. It has two changes:',
      '1. The two outside teeth are longer and curved upward a little, so they ride over the wrinkle and lift it.',
      '2. In the heel of the comb there is a small nylon roller, 8 mm, which rolls on the skin and keeps the comb at one angle.',
      'I tested 3 prototypes last season.',
    ].join('\n');
    expect(one(comb).rec.name).toBe('Patent: comb');
  });

  it('reads "This is how it works:" and its bullets as one invention, however plainly each bullet is put', () => {
    const kiln = [
      'With an engineer we built a new kiln. This is how it works:',
      '- The fire is in a separate lower box (combustion chamber), not under the fish.',
      '- Between the fire and the fish chamber a layer of fired clay tiles takes the heat and gives it to the fish by radiation.',
      '- The smoke first passes up a metal tube cooled by a water jacket, so the tar condenses before it reaches the fish.',
      '- A sliding iron plate (damper) on the chimney controls the temperature, and a thermometer sits on the door.',
    ].join('\n');
    expect(one(kiln).rec.name).toBe('Patent: kiln');
  });

  it('reads "talking to a patent agent about X and Y" as weighing patents on them, and names the inventions from it', () => {
    const update = [
      "## Here's what Dev came up with over Christmas",
      '- **Two creases instead of one.** Each main fold is now a pair of parallel creases with a 4 mm flat strip between them, so each line only bends 90 degrees.',
      '- **One cam lever instead of six buckles.** The bow and stern close with a cam lever that pulls the folded edges together and locks them under tension.',
      "We've also been talking to a patent agent here in Vancouver about the twin-crease fold and the cam lock.",
    ].join('\n');
    expect(patents(update).map((f) => f.rec.name)).toEqual(['Patent: twin-crease fold', 'Patent: cam lock']);
  });

  it('reads a PCT or a national office\'s application ("INAPI application filed") as patent protection the plan seeks', () => {
    const update = [
      'HOW IT WORKS',
      'Our liner replaces the standard pad with a single three-layer sheet:',
      '- Fast layer: sodium metabisulfite particles dispersed in a hydroxypropyl methylcellulose film.',
      '- Scavenger layer: copper-exchanged clinoptilolite zeolite in a PLA binder adsorbs SO2 peaks above 8 ppm.',
      'IP: INAPI application filed May 2024; PCT application filed February 2025.',
    ].join('\n');
    expect(patents(update)).toHaveLength(1);
    expect(patents(update)[0]!.rec.rationale.join(' ')).toContain('PCT application filed');
  });

  it('reads an application "under the PCT" and one named in Spanish, French or German as patent protection the plan seeks', () => {
    const letter = [
      '1. El producto. Our mulch film is cast from alginate extracted from kelp. During casting we spray a fine calcium chloride mist onto the wet film, which cross-links the alginate chains so the film survives drip irrigation instead of dissolving.',
      '2. Protección. We have filed a solicitud de patente covering the film composition and the mist process, and an international application under the PCT.',
    ].join('\n');
    expect(patents(letter)).toHaveLength(1);
    expect(patents(letter.replace('a solicitud de patente', 'une demande de brevet').replace(', and an international application under the PCT', ''))).toHaveLength(1);
  });

  it('finds none when the plan says "we have not invented any technology" and describes the kit it installs', () => {
    const text = [
      'Thabo Mokoena, Soweto, Johannesburg',
      'Our main product is the Ubuhle Home Kit: two 450 W panels, a 3 kW inverter and a 5 kWh lithium battery, enough to keep lights and a fridge running.',
      'We do not manufacture anything and we have not invented any technology. We buy inverters, panels and batteries through a distributor and install them.',
    ].join('\n');
    expect(patents(text)).toEqual([]);
  });

  it('finds none when the plan concludes its features are "business methods built on standard technology, not inventions"', () => {
    const text = [
      'PawRota schedules vet clinics. Our booking engine balances rota rules across sites.',
      'We considered whether any of this could be patented. Our advisers\' view is that rota rules, booking logic and using a third-party language model to write reminders are business methods built on standard technology, not inventions.',
    ].join('\n');
    expect(patents(text)).toEqual([]);
  });

  it('reads a device the writers "designed", described part by part under a heading with its coined name', () => {
    const text = [
      '## 3. The FrostRider box',
      'We designed the FrostRider over 18 months, with help from a lecturer in a materials department.',
      '**Walls.** 20 mm vacuum insulation panels on all six sides, wrapped in an 8 mm expanded polypropylene shell.',
      '**Cold source.** Two removable eutectic plate cassettes slide into vertical guides. The plates contain a phase-change material that melts at about 5 °C.',
      '**Airflow baffle.** A perforated aluminium sheet spans the box 15 mm below the lid and is thermally connected to both plates.',
    ].join('\n\n');
    expect(patents(text).map((p) => p.rec.name)).toEqual(['Patent: FrostRider box']);
  });

  it('finds none in a service explained step by step', () => {
    const service = ['We opened a new kitchen in Leeds. This is how it works:', '- You order online by 10 am.', '- We cook and deliver your box by 6 pm.', '- You return the box next time.'].join('\n');
    expect(patents(service)).toEqual([]);
  });
});

describe('detectPatents: a technique whose own results are measured', () => {
  it('reads a titled change-log item whose results measure what it changed, and names it from its bold lead', () => {
    const changelog = [
      '# Fleetline changelog',
      '## [3.4.0] - 2024-06-11',
      '### Added',
      '- **Adaptive trace encoding (ATE) is now on by default** for all Fleetline trackers. ATE replaces our old fixed-interval GPS reporting. Instead of sending every fix, the tracker fits the last points to a short arc and only transmits a new point when the predicted position deviates from the real one by more than 4 m.',
      '  - In our pilot with 420 vans, average payload per vehicle-day fell from 1.9 MB to 0.74 MB, while the reconstructed route stayed within 4 m of the raw GPS trace.',
      '  - Because the modem wakes up far less often, measured battery life rose from 41 to 67 days.',
      '- Console: CSV export of stop events.',
    ].join('\n');
    expect(one(changelog).rec.name).toMatch(/adaptive trace encoding/i);
  });

  it('reads a mechanism compared with the same part "without" it as the writers\' own improvement', () => {
    const text = [
      '### The sensor node',
      'Cheap ultrasonic sensors are useless on a river: waves and foam make the readings jump by 10 cm or more. Our fix is mechanical:',
      '1. The sensor sits at the top of a vertical 110 mm PVC pipe (a stilling well) clamped to a bridge pier.',
      '2. Water enters the pipe only through four 6 mm holes near the bottom, each covered with nylon mesh, so the surface inside is nearly flat.',
      '3. A foam disc floats inside the pipe and gives the ultrasonic pulse a hard, flat target.',
      'Over 9 days our readings were within 1.2 cm of a manual staff gauge, compared with 9 cm for the same sensor mounted without the pipe and float.',
    ].join('\n');
    expect(one(text).rec.name).toMatch(/sensor/i);
  });

  it('reads a test against "the same tower with friction pegs" as a comparison, named by the heading above "Here\'s what happens"', () => {
    const text = [
      '### The Snapring connector',
      'Every piece has a connector at the top and bottom. Inside each connector is a brass ring pressed into the wood, and inside the ring are two small neodymium magnets set 90° apart, plus a ramped bayonet slot cut into the brass.',
      '',
      "Here's what happens when you join two pieces:",
      '',
      '1. You set one piece on top of another. The magnets pull them roughly into line.',
      '2. You twist the top piece a quarter turn. The two pins on the bottom ring ride up the ramps in the bayonet slot, which pulls the pieces tight together.',
      '3. At the end of the quarter turn, the magnets line up with the opposite magnets in the other ring and hold it locked in place.',
      '',
      'In our tests a 1.4 m tower built with Snapring leaned less than 3 mm at the top; the same tower with friction pegs leaned 21 mm and fell down twice.',
    ].join('\n');
    expect(one(text).rec.name).toMatch(/Snapring connector/);
  });

  it('reads "nobody sells one", "anything like that" and "every zip you\'ve ever used" as claims that a mechanism is new', () => {
    expect(noveltyPattern.test('Dean reckons nobody sells one.')).toBe(true);
    expect(noveltyPattern.test('Has anyone seen anything like that self-clearing hair trap?')).toBe(true);
    expect(noveltyPattern.test("I haven't seen anyone make anything like it, and I've looked on every supply site.")).toBe(true);
    expect(comparativePattern.test("Every zip you've ever used needs two hands. Our SnapStart zip doesn't.")).toBe(true);
    expect(comparativePattern.test('Every customer we have ever served came back.')).toBe(false);
  });

  it('reads "Instead of X, we Y", "we do it differently", "Mine has" and "most racers send" as setting the writer\'s way against the usual', () => {
    expect(comparativePattern.test('Instead of fixing the colour with alum, we soak the wool in fermented bark.')).toBe(true);
    expect(comparativePattern.test('We do it differently.')).toBe(true);
    expect(comparativePattern.test('Mine has a tilted drip tray under the spit.')).toBe(true);
    expect(comparativePattern.test('Most mobile racers send every position many times a second.')).toBe(true);
    expect(comparativePattern.test('Instead, we opened a second shop.')).toBe(false);
  });

  it('reads sections headed "WHY OUR CANDLE WORKS" and "About the SilentLock joint" as explaining the writers\' own thing, never named after the shouted heading', () => {
    const leaflet = [
      '## WHY OUR CANDLE WORKS',
      'The plain clay filter is mixed with rice husk. During firing at 880 °C the husk burns away and leaves tiny channels smaller than most bacteria, and a silver coating on the inner wall stops growth in the pores. The candle removes 99% of bacteria at a flow rate of 2 litres per hour.',
    ].join('\n');
    const found = patents(leaflet);
    expect(found.length).toBe(1);
    expect(found[0]!.rec.name).not.toMatch(/WHY|CANDLE WORKS/);
    const quote = [
      '## About the SilentLock joint',
      'In a SilentLock joint each rail ends in a tenon with a slot through it. A teak wedge with a 1:8 taper sits inside the leg across the slot, and a small brass cam pulls the wedge tight so the joint needs no glue and can be taken apart.',
    ].join('\n');
    expect(patents(quote).length).toBe(1);
  });

  it('reads "What\'s new." over a paragraph and a heading "The X has three features we developed ourselves", named after its subject', () => {
    const memo = '**What\'s new.** Off-the-shelf phase-change materials melt at 0 °C and freeze the milk. Our material combines sodium sulphate decahydrate with a second salt that moves the melting point to 5 °C, and the cooler walls hold sealed HDPE panels of it.';
    const found = patents(memo);
    expect(found.length).toBe(1);
    expect(found[0]!.rec.name).not.toMatch(/off-the-shelf/i);
    const form = [
      '## The SunDry dryer has three features we developed ourselves',
      '(a) The smoke never enters the drying chamber: the hot flue gas passes through a row of steel tubes under the trays.',
      '(b) A small humidity and temperature sensor controls a 12V exhaust fan, so the chamber stays at 55 °C.',
    ].join('\n');
    expect(one(form).rec.name).toMatch(/^Patent: sundry dryer$/i);
  });

  it('reads a section headed "Multiplayer: how we keep matches cheap on data" as explaining the writers\' own technique', () => {
    const doc = [
      '## Multiplayer: how we keep matches cheap on data',
      'Most mobile racers send every position many times a second; on a weak connection that means lag and a race uses 2 MB. We do it differently.',
      '',
      'Every phone runs the same physics from the same starting state. Each phone sends only the inputs, and once a second a fingerprint of its game state; the server sends a correction packet to a phone that drifted. A race uses 90 KB.',
    ].join('\n');
    expect(patents(doc).length).toBe(1);
  });

  it('takes a change from one figure to another, a percentage or a multiple as measured, never a count or a year', () => {
    for (const text of ['payload fell from 1.9 MB to 0.74 MB', 'cycle times are about 30% shorter', 'drying is 3x faster']) expect(measuredChange.test(text)).toBe(true);
    for (const text of ['She spent a year measuring 1,200 faces', 'since 2019 we served 40 customers in 12 cities', 'a 146 mm front']) expect(measuredChange.test(text)).toBe(false);
  });
});

describe('detectPatents: a heading that claims the innovations', () => {
  it('reads the items under "A ... device with two innovations:" as the writers\' invention, named without the count', () => {
    const text = [
      '## Our product: TethraLock',
      'A low-profile catheter securement device with two innovations:',
      '',
      '1. **Rotating cam lock.** The catheter hub drops into a cradle; a quarter-turn of the cam closes two curved jaws that grip the hub wings, not the tubing, so the lumen is never compressed. The cam has a detent at the fully-closed position.',
      '2. **Dual-zone adhesive pad with tear-away release.** A silicone-gel contact layer under the cradle is surrounded by a thin acrylic perimeter. A pull-tab runs along a frangible line through the acrylic ring.',
    ].join('\n');
    expect(one(text).rec.name).toBe('Patent: low-profile catheter securement device');
  });
});

describe('detectPatents: a product page', () => {
  it('reads the titled items under "What\'s different" as the seller\'s own parts, and never names one "different"', () => {
    const page = [
      '# Brewline – the filter that brews the same cup every time',
      "## What's different",
      '- **Spring-loaded press plate.** A small stainless spring between the lid and the press plate keeps a constant gentle pressure on the coffee bed while it swells and settles.',
      '- **Anti-drip stop.** Lift the chamber and the disc closes automatically.',
      '## Shipping',
      'Free shipping over 30 euros.',
    ].join('\n');
    expect(one(page).rec.name).toMatch(/spring-loaded press plate/i);
  });
});

describe('detectPatents: headings that present the product\'s parts', () => {
  it('reads titled parts under "X is different:", each named from its own title', () => {
    const page = [
      '## How it works',
      'Other angle guides are a simple clip with a small wedge that slides on the stone.',
      '',
      'Edgeline Guide is different:',
      '- **Magnetic spine clamp.** Two neodymium magnets inside a soft TPU jaw hold the spine of the blade. It fits blades from 1.5 mm to 4 mm spine.',
      '- **Eccentric angle cam.** Turn the cam on the side to choose 12°, 15°, 18° or 20°. The cam moves the roller carrier up and down relative to the blade.',
    ].join('\n');
    const names = patents(page).map((p) => p.rec.name);
    expect(names).toContain('Patent: magnetic spine clamp');
    expect(names.join(' ')).not.toMatch(/different/);
  });

  it('reads the parts listed after an FAQ question about how the product does it ("Three things:")', () => {
    const faq = [
      '### How does the IceMark stay free at −35 °C?',
      'Three things:',
      '1. **Sealed glycol shaft.** The spool shaft turns inside a sealed tube filled with food-grade propylene glycol. The shaft seals are double lip seals, so the glycol does not leak.',
      '2. **Insulated hole cover.** The base is a closed-cell foam disc that covers the whole hole.',
      '### Where can I buy one?',
      'On our website.',
    ].join('\n');
    expect(patents(faq).map((p) => p.rec.name)[0]).toBe('Patent: sealed glycol shaft');
  });
});

describe('detectPatents: inventions told in notes, READMEs and plain speech', () => {
  it('reads the numbered list after "How Kilnly works, for the visit on Friday:" as one invention named after the product', () => {
    const notes = [
      'Engineering notes, Kilnly proto 3.',
      '',
      'How Kilnly works, for the visit on Friday (keep to this wording):',
      '',
      '1. A double-wall steel flue jacket fits around the chimney pipe above the stove and flue gas heats the inner wall.',
      '2. A sealed water circuit carries the heat by thermosiphon to a phase change cartridge packed with paraffin that melts at 58 °C.',
      '3. After the fire dies the wax freezes and releases its stored heat into a floor loop, with no pump and no electricity.',
    ].join('\n');
    expect(one(notes).rec.name).toBe('Patent: Kilnly');
  });

  it('reads the titled items under "## How it works" and its one-line intro as the product\'s own, in the third person', () => {
    const readme = [
      '# Tidepack',
      '',
      '## How it works',
      '',
      'Tidepack combines two ideas:',
      '',
      '1. **Per-channel adaptive dictionary.** For each sensor channel, Tidepack keeps a rolling dictionary of recent XOR patterns, and a matching value is written as a 4-bit index.',
      '2. **Fixed-size frames with a 4 KB ceiling.** Encoder and decoder never hold more than one 4 KB frame in memory, so they run on microcontrollers with little RAM and low latency.',
    ].join('\n');
    expect(patents(readme).length).toBeGreaterThan(0);
  });

  it('reads "Normal X ... Mine has" as a claim over the usual kind, and names the thing by its plain title', () => {
    const cart = [
      'Sizzle Cart sells roast pork.',
      '',
      '**The rotisserie.** The thing that makes this work is the rotisserie I built in my garage. Normal spits dry the meat out. Mine has a tilted drip tray under the spit that runs into a small steel reservoir above the pork, heated by the same burners. As the fat heats, a siphon tube starts and drips it back over the meat.',
    ].join('\n');
    expect(one(cart).rec.name).toBe('Patent: rotisserie');
  });

  it('reads a mechanism the minutes keep hidden "until the attorney has filed"', () => {
    const minutes = [
      '### 2. Beam connector',
      '',
      '- The connector is a beech dowel with an eccentric cam. When the beam drops onto the column bracket, the cam turns under the load and wedges the dowel tighter, so the joint tightens itself.',
      '- Assembly took 4 minutes per joint versus 25 for our usual steel connection.',
      '',
      'Nothing goes on the website until the attorney in Munich has filed.',
    ].join('\n');
    expect(one(minutes).rec.name).toMatch(/connector/i);
  });

  it('reads the list after "We developed a three-step line at our plant:" as the writer\'s invention, named from the verb\'s object', () => {
    const plan = [
      '**Our process.** We developed a three-step line at our plant in Valdora:',
      '1. Wet pomace passes under short-wave infrared lamps for 90 seconds, which inactivates the browning enzymes.',
      '2. It then dries on a perforated belt at 55°C with dehumidified air in under four hours, instead of the usual 12–24.',
      '3. An air classifier separates skins from seeds before milling.',
    ].join('\n');
    expect(one(plan).rec.name).toBe('Patent: three-step line');
  });

  it('reads "What is ours is what happens next:" in a founder\'s notes, and names it from the item\'s title', () => {
    const notes = [
      '## Founder notes (internal)',
      '',
      '**The recognition part.** We use an open pose library to get hand landmarks per frame. That part is not ours. What is ours is what happens next:',
      '- We convert each landmark to an 8-bit offset relative to the wrist, instead of 32-bit floats.',
      '- We drop frames where the hands are nearly still and keep only the frames around movement changes.',
      '- Net result: recognition uses about 60% less RAM and runs at 25 fps on a cheap phone.',
    ].join('\n');
    expect(one(notes).rec.name).toBe('Patent: recognition');
  });

  it('does not let "I didn\'t invent those" about one part disown the whole', () => {
    const email = [
      'How it works:',
      '- A rubber track loop runs around three wheels on a triangular aluminium frame that clamps onto the rear axle with a cam clamp.',
      '- The track frame sits on a pivot with a spring, so the track touches down only when the wheels sink into snow.',
      '- A one-way ratchet pawl stops the chair rolling backward on a slope.',
      '- Front casters get clip-on ski runners (I didn\'t invent those, I just made mine fit).',
    ].join('\n');
    expect(patents(email).length).toBeGreaterThan(0);
  });
});

describe('detectPatents: mechanisms in grant summaries, posts, pitch scripts and hackathon write-ups', () => {
  it('reads a paragraph titled "Our approach." as the applicant\'s own solution, and never names it after a header field', () => {
    const grant = [
      '# Project Summary',
      '**Principal investigator:** Tom Hadley',
      '',
      '**Our approach.** GrainSense is a hanging cable with copper ring electrodes every 60 cm. At each ring the electronics measure how the grain responds at two radio frequencies. Water changes the low-frequency reading more than the high one, so the ratio cancels the packing effect. Each ring also carries a heating resistor and measures how fast that spot cools.',
    ].join('\n');
    const name = one(grant).rec.name;
    expect(name).not.toMatch(/investigator|hadley/i);
    expect(name).toMatch(/electrode|cable/i);
  });

  it('reads "How it works:" in a community post, named from the paragraph before it', () => {
    const post = [
      "Over winter I've been tinkering in the garage and built a bike rack for carrying a surfboard.",
      '',
      "How it works: it clamps onto the seat post. The two arms that hold the board pivot on a cam, so the heavier the board, the tighter the arms squeeze. A rubber stop keeps the cam from going past centre. The whole thing folds flat against the frame.",
    ].join('\n');
    expect(one(post).rec.name).toMatch(/bike rack/);
  });

  it('reads a product a pitch script says what it is, then explains in detail, under a speaker field', () => {
    const script = [
      'Speaker: Priya Raman, co-founder',
      '',
      '[0:45] OUR PRODUCT: DripClay',
      'DripClay is a valve that reads the soil by itself, with no battery and no electronics. The clay cone is fired with very fine pores. As the soil dries, it pulls water out through the clay and the pressure inside the cone drops. That drop pulls on a rubber diaphragm in the valve head, which lifts a pin and opens the drip line. When the soil is wet again the pressure recovers, the diaphragm relaxes and the valve closes.',
    ].join('\n');
    expect(patents(script).length).toBe(1);
  });

  it('reads "the whole trick" of a product told in an e-mail', () => {
    const mail = "That is the whole trick of the Cortiço Mat: no glue. We mix the raw cork granules with 12% liquid latex, and the press injects steam through the perforated top plate at 140 °C for 90 seconds while it closes. The steam opens the outer cork cells so the latex flows in and cures there, so cork and rubber lock together mechanically.";
    expect(patents(mail).length).toBe(1);
  });

  it('reads the bullets under a hackathon\'s "How we built it" and an FAQ\'s "How does it ...?"', () => {
    const devpost = [
      '## How we built it',
      '- Each node is an ESP32 with a LoRa radio, a waterproof ultrasonic distance sensor and a small solar panel.',
      '- A node stays silent unless the water level has moved more than 5 cm since its last message, then sends one packet.',
      '- Neighbouring nodes only relay a packet if it is new and shows a faster rise than the last one they relayed.',
    ].join('\n');
    expect(patents(devpost).length).toBeGreaterThan(0);
  });
});

describe('detectPatents: letters to a patent attorney', () => {
  it('names the invention from the thing the writers built, never from the line the letter is addressed to', () => {
    const letter = [
      'From: Dr Priya Raman <priya.raman@example.com>',
      'To: Hamish Collins, Patent Attorney',
      'Subject: New invention - IV site dressing that changes colour on infiltration - can we meet?',
      '',
      'Dear Hamish,',
      '',
      "Thanks for the quick reply. Here is a short summary of what we've developed, so you can tell us whether it's worth filing before we present at a conference in August.",
      '',
      'The problem: When an IV cannula slips out of the vein, fluid leaks into the surrounding tissue. Nurses check the site by looking and touching.',
      '',
      "What we've built: A transparent IV dressing with two extra layers in a ring around the insertion site:",
      '',
      "1. A thin stretchable film printed with a microcrack silver ink track. When the skin swells, the film stretches and the track's electrical resistance rises sharply. A coin-cell circuit clipped to the edge of the dressing reads the resistance every 10 seconds.",
      '2. A thermochromic ink ring that changes from clear to blue when the skin under it cools by more than 1.5 °C.',
      '',
      'When either the resistance rises more than 30% above baseline, or the ring changes colour, the clip flashes an LED and sends a Bluetooth alert to the ward tablet.',
      '',
      'Should we file a provisional application before the conference?',
    ].join('\n');
    const { rec } = one(letter);
    expect(rec.name).toMatch(/dressing/i);
    expect(rec.name).not.toMatch(/hamish|attorney/i);
  });
});

describe('detectPatents: no patent without an invention in the text', () => {
  it.each([
    ['a bakery that uses AI', 'Sweet Crumbs is a bakery in Portland. We use AI to pick flavours for our seasonal menu and launched an innovative app for pre-orders.'],
    ['business models', 'Our platform is a subscription marketplace for independent grocers, and our business model takes a 15% commission.'],
    ['buzzwords', 'Our innovative, cutting-edge technology is easy to use and powered by machine learning.'],
    ['bought equipment', 'SunRiver installs rooftop solar panels and home batteries from Tesla and LG, with a 25-year warranty.'],
    ["a competitor's patents", 'Competitors hold patents on smart valves, and we license none of them.'],
    ['a plan with nothing to patent', 'We are not a technology company and have nothing to patent. Our new roaster cuts roasting time by 20%.'],
    ['a problem statement about existing products', 'Existing smart radiator valves overshoot because their sensor sits next to a hot radiator.'],
    [
      "a product section under the product's name",
      '## Product: Orvana\n\nOrvana is a wireless temperature tag that reports a reading every minute over cellular and our own mesh network.',
    ],
  ])('finds none in %s', (_what, text) => {
    expect(patents(text)).toEqual([]);
  });

  it('says nothing of a patent the plan calls unpatentable', () => {
    expect(patents("We don't believe the smoothing product itself is patentable; it is a financial product.")).toEqual([]);
  });
});
