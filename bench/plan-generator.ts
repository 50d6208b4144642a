// Realistic business plans of any length for the benchmarks: one company with several product lines, each
// with the kinds of passages the engine reads (coined product names, technical methods with effects, data,
// recipes and pricing kept confidential, software and content, competitors, partners, people and figures).
// Deterministic: the same length and seed give the same plan.

const productNames = [
  'LUMIO', 'Kelvra', 'Nordavi', 'Tempiq', 'Glacen', 'Quillo', 'Zentrik', 'Varelo', 'Oskari', 'Brevyn', 'Cindra', 'Maverra',
  'Solvik', 'Aurello', 'Trevana', 'Polaro', 'Ibrisa', 'Kestra', 'Vellum', 'Orvana', 'Frisko', 'Halvard', 'Nimbra', 'Zephra',
];
const techs = [
  ['adaptive routing method', 're-plans delivery routes in real time when a sensor reports a temperature excursion', 'cuts spoilage by 40%'],
  ['self-calibrating valve actuator', 'samples the motor current at 2 kHz to find the exact point where the valve seat closes', 'removes manual setup'],
  ['vibration energy harvester', 'converts compressor vibration into power with a tuned piezoelectric cantilever', 'never needs a battery change'],
  ['thermal model of the cargo hold', 'estimates the core temperature of each pallet from two surface thermistors', 'stays within 0.4 °C of a probe'],
  ['low-power mesh protocol', 'schedules radio wake-ups so that tags relay readings without collisions', 'extends battery life to seven years'],
  ['spoilage prediction model', 'combines temperature history, humidity and product type to forecast remaining shelf life', 'predicts spoilage three days ahead'],
  ['tamper-evident seal', 'embeds a conductive trace in the seal laminate that breaks when the seal is lifted', 'detects every opening event'],
  ['calibration process', 'heats each sensor in a three-point oven cycle and stores the coefficients in flash', 'reaches ±0.1 °C accuracy'],
] as const;
const competitors = ['Sensitech', 'Controlant', 'Emerson', 'Tive', 'Roambee', 'Monnit', 'ORBCOMM', 'Samsara'];
const partners = ['DHL', 'Maersk', 'Kuehne+Nagel', 'DB Schenker', 'UPS Healthcare', 'Jabil'];
const clouds = ['Amazon Web Services', 'Microsoft Azure', 'Google Cloud'];
const cities = ['Rotterdam', 'Hamburg', 'Chicago', 'Atlanta', 'Lyon', 'Milan', 'Singapore', 'Toronto'];
const people = [
  ['Maya Lindqvist', 'CEO', 'Unilever'],
  ['Daniel Okafor', 'CTO', 'Bosch'],
  ['Priya Raman', 'head of data', 'Flexport'],
  ['Tomás Herrera', 'head of operations', 'DHL Supply Chain'],
  ['Elena Novak', 'head of sales', 'Carrier Transicold'],
];

function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Slots = { product: string; tech: readonly [string, string, string]; competitor: string; partner: string; cloud: string; city: string; n: number };

const fill = (template: string, s: Slots) =>
  template
    .replace(/\{product\}/g, s.product)
    .replace(/\{tech\}/g, s.tech[0])
    .replace(/\{how\}/g, s.tech[1])
    .replace(/\{effect\}/g, s.tech[2])
    .replace(/\{competitor\}/g, s.competitor)
    .replace(/\{partner\}/g, s.partner)
    .replace(/\{cloud\}/g, s.cloud)
    .replace(/\{city\}/g, s.city)
    .replace(/\{n\}/g, String(s.n))
    .replace(/\{n2\}/g, (s.n * 12_400 + 70).toLocaleString('en-US'));

const productSection: [string, string[]][] = [
  ['Product', [
    '{product} is a wireless temperature and humidity tag for pharmaceutical and food shipments. It clips onto a pallet in seconds, records a reading every minute and reports over cellular and our own mesh network.',
    'Customers use {product} to prove that a shipment stayed within its temperature range from the factory to the pharmacy shelf. The {product} dashboard shows every shipment on a map, with alerts when a reading drifts.',
    'The current {product} model weighs {n}0 grams, runs for seven years on its cell and costs $1{n} to build at 10,000 units. We sell it at $4{n} per tag or as part of a subscription.',
  ]],
  ['Technology', [
    'The core of {product} is our {tech}: it {how}, which {effect}. We developed it over {n} years of field trials with carriers in {city}.',
    'Unlike the loggers sold by {competitor}, which only record data for download after delivery, our {tech} acts during transit. The firmware runs on a low-power microcontroller and the analytics run on {cloud}.',
    'We believe the {tech} is new: we found no product or publication that {how}. We have not yet filed any patent applications, and we demonstrated an early prototype at a trade fair in {city} last spring.',
  ]],
  ['Data and know-how', [
    'Over {n2} shipments we have built a proprietary data set of temperature histories and spoilage outcomes. The data set and the models trained on it are known only to our data team and are stored in an access-controlled environment.',
    'Our calibration recipe for the {product} sensors, the exact oven temperatures, dwell times and correction coefficients, is a closely held process documented only in our internal manual.',
    'Our customer list, the pricing we negotiated with {n}0 regional carriers and our supplier terms with {partner} are confidential and shared with staff under non-disclosure agreements.',
  ]],
  ['Software and content', [
    'The {product} mobile app, the web dashboard and the tag firmware were written by our own engineers, with help from two freelance developers in {city} on the dashboard.',
    'We publish a cold-chain compliance handbook, {n} training videos and an online course for warehouse staff, and we license the course to logistics schools.',
  ]],
];

const companySection: [string, string[]][] = [
  ['Market', [
    'The cold-chain monitoring market was worth about ${n}.{n} billion in 2024 and grows by 1{n}% a year, driven by biologic drugs, vaccines and fresh food delivered to homes.',
    'Our first market is pharmaceutical distribution in Europe and North America, where regulators require temperature records for every shipment. Food retail in {city} and other large cities follows.',
  ]],
  ['Competition', [
    '{competitor} leads the data-logger market with disposable loggers; its products record but do not act. {competitor} and others also sell real-time trackers, but they rely on cellular coverage and batteries that last months, not years.',
    'Our advantage is the combination of the {tech} with seven-year tags and a dashboard that warehouse staff can use without training.',
  ]],
  ['Go-to-market', [
    'We sell directly to the quality teams of pharmaceutical distributors and through logistics partners such as {partner}, which bundle our tags with their temperature-controlled services.',
    'Pricing is a subscription of $1{n} per tag per year including connectivity and the dashboard, with volume discounts above 5,000 tags. Pilots with three distributors in {city} start next quarter.',
  ]],
  ['Operations', [
    'Tags are assembled by a contract manufacturer near {city}; we calibrate and test every unit in our own facility. Our main suppliers provide the sensors, the cells and the enclosures.',
  ]],
  ['Financials', [
    'We expect revenue of ${n}.2 million next year and ${n}{n}.5 million in year three, with gross margins of 6{n}% on subscriptions. We are raising a ${n} million seed round to fund certification, production tooling and the sales team.',
  ]],
  ['Risks', [
    'The main risks are slower adoption by conservative quality teams, component shortages, and competitors copying our approach once it is visible in the market. Protecting the {tech} and our brand names early reduces the last risk.',
  ]],
];

/** A plan of about `targetWords` words (it stops at the first paragraph past the target). */
export function generatePlan(targetWords: number, seed = 7): string {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  // Each seed names its products differently, so that plans of different seeds share few sentences.
  const products = [...productNames];
  for (let i = products.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [products[i], products[j]] = [products[j]!, products[i]!];
  }
  const out: string[] = [
    '# Frostline Labs: Business Plan',
    '## Executive Summary',
    'Frostline Labs builds wireless monitoring for temperature-sensitive shipments. Our products tell shippers, carriers and receivers in real time when a pallet of vaccines or fresh food is at risk, and act on it before the goods spoil.',
  ];
  let words = out.join(' ').split(/\s+/).length;
  const add = (text: string) => {
    out.push(text);
    words += text.split(/\s+/).length;
  };
  const team = people.map(([name, role, previous]) => `${name} (${role}, formerly at ${previous})`).join(', ');
  add(`## Team\nThe founding team: ${team}.`);
  for (let line = 0; words < targetWords; line++) {
    const slots: Slots = {
      product: products[line % products.length]! + (line >= products.length ? ` ${Math.floor(line / products.length) + 1}` : ''),
      tech: techs[line % techs.length]!,
      competitor: pick(competitors),
      partner: pick(partners),
      cloud: pick(clouds),
      city: pick(cities),
      n: 2 + Math.floor(next() * 7),
    };
    const sections = line % 2 === 0 ? [...productSection, ...companySection] : productSection;
    for (const [title, paragraphs] of sections) {
      if (words >= targetWords) break;
      add(`## ${title}${title === 'Product' ? `: ${slots.product}` : ''}`);
      for (const paragraph of paragraphs) if (words < targetWords) add(fill(paragraph, slots));
    }
  }
  return out.join('\n\n');
}

export const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
