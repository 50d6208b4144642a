// A realistic analysis of a small cold-chain logistics plan, for tests of the report and the exports.
// Evidence offsets are computed against samplePlanText, so they are real.
import { resultSchema, type AnalysisResult, type Evidence } from '../schemas/analysis.ts';

export const samplePlanTitle = 'Frostline Labs: Cold-Chain Monitoring';

export const samplePlanText = [
  'Frostline Labs builds LUMIO, a self-powered temperature sensor tag for pharmaceutical and food shipments.',
  'The LUMIO tag harvests energy from the refrigeration unit vibration, so it never needs a battery change.',
  'Our adaptive routing method re-plans deliveries in real time when a tag reports a temperature excursion, cutting spoilage by 40%.',
  'We demonstrated the tag publicly at the MedLogistics Expo in March.',
  'A spoilage prediction model trained on 3 million proprietary shipment records drives the routing decisions.',
  'Our carrier pricing model and negotiated rates with 120 regional carriers are known only to the founders.',
  'The LUMIO mobile app and the Frostline dashboard were written by our team with help from two freelance developers.',
  'We also publish a cold-chain compliance handbook & training videos for our customers.',
].join(' ');

function quote(text: string): Evidence {
  const start = samplePlanText.indexOf(text);
  if (start < 0) throw new Error(`Fixture evidence not in the plan: ${text}`);
  return { text, start, end: start + text.length };
}

const sentence = (index: number) => quote(samplePlanText.split(/(?<=\.) /)[index]!);

export const sampleAnalysisResult: AnalysisResult = resultSchema.parse({
  summary:
    'The plan describes two patentable inventions (a self-powered sensor tag and an adaptive routing method), two brand names worth registering, two valuable trade secrets and software and training content protected by copyright. The public demonstration in March starts the clock on patent filing.',
  counts: { patents: 2, trademarks: 2, tradeSecrets: 2, copyrights: 1 },
  recommendations: [
    {
      id: 'patent-1a2b3c4d',
      type: 'patent',
      name: 'Patent: self-powered temperature sensor tag',
      description:
        'A device patent on the sensor tag that harvests energy from refrigeration-unit vibration, covering the harvester and the sensing circuit.',
      rationale: [
        'The plan describes a concrete device with a technical effect: "harvests energy from the refrigeration unit vibration".',
        'The tag was shown in public ("demonstrated the tag publicly"), so the US 12-month grace period is running.',
      ],
      likelihood: 78,
      nextStep: 'File a provisional patent application before the 12-month grace period from the March demonstration ends.',
      potential: 'high',
      evidence: [sentence(1), sentence(3)],
      likelihoodFactors: [
        { label: 'Concrete device with a technical effect', effect: 25 },
        { label: 'Public disclosure before filing', effect: -10 },
      ],
      details: {
        kind: 'patent',
        subject: 'self-powered temperature sensor tag',
        category: 'device',
        abstractIdeaRisk: false,
        publicDisclosure: true,
        warnings: [
          'Public demonstration in March: the US grace period ends 12 months after it (35 U.S.C. 102(b)(1)).',
          'Europe and China require absolute novelty: the demonstration may already bar patents there.',
        ],
      },
    },
    {
      id: 'patent-5e6f7a8b',
      type: 'patent',
      name: 'Patent: adaptive cold-chain routing method',
      description: 'A method patent on re-planning deliveries in real time from temperature excursion reports.',
      rationale: ['The plan claims a measurable technical result: "cutting spoilage by 40%".'],
      likelihood: 52,
      nextStep: 'Document the routing algorithm and its technical improvement, then discuss claims with a patent attorney.',
      potential: 'medium',
      evidence: [sentence(2)],
      likelihoodFactors: [{ label: 'Software method: abstract-idea risk (Alice)', effect: -15 }],
      details: {
        kind: 'patent',
        subject: 'adaptive cold-chain routing method',
        category: 'method',
        abstractIdeaRisk: true,
        publicDisclosure: false,
        warnings: ['Software methods face the Alice abstract-idea test: claim the concrete technical improvement.'],
      },
    },
    {
      id: 'trademark-9c0d1e2f',
      type: 'trademark',
      name: 'Trademark: LUMIO (product name)',
      description: 'Register LUMIO as a word mark for the sensor tags and the companion app.',
      rationale: ['"LUMIO" is a coined word with no dictionary meaning, the strongest kind of mark.'],
      likelihood: 85,
      nextStep: 'Run a clearance search (including sound-alikes), then file a USPTO application in classes 9 and 42.',
      potential: 'high',
      evidence: [sentence(0), sentence(6)],
      likelihoodFactors: [{ label: 'Coined word (fanciful)', effect: 25 }],
      details: {
        kind: 'trademark',
        mark: 'LUMIO',
        markType: 'product',
        distinctiveness: 'fanciful',
        distinctivenessReason: 'A coined word with no meaning in English.',
        niceClasses: [
          { number: 9, label: 'Software, apps and electronic devices' },
          { number: 42, label: 'SaaS and software design' },
        ],
        flags: [],
      },
    },
    {
      id: 'trademark-3a4b5c6d',
      type: 'trademark',
      name: 'Trademark: Frostline (company name)',
      description: 'Register Frostline as the company and dashboard brand.',
      rationale: ['"Frostline" hints at cold storage without describing the service: suggestive.'],
      likelihood: 64,
      nextStep: 'Search for similar marks in class 39 and 42 before filing.',
      potential: 'medium',
      evidence: [sentence(0)],
      likelihoodFactors: [{ label: 'Suggestive name', effect: 10 }],
      details: {
        kind: 'trademark',
        mark: 'Frostline',
        markType: 'company',
        distinctiveness: 'suggestive',
        distinctivenessReason: 'Suggests cold storage; needs imagination to connect it to logistics software.',
        niceClasses: [
          { number: 39, label: 'Transport and delivery' },
          { number: 42, label: 'SaaS and software design' },
        ],
        flags: ['Common word combination: check for existing "Frostline" marks'],
      },
    },
    {
      id: 'trade_secret-7e8f9a0b',
      type: 'trade_secret',
      name: 'Trade Secret: spoilage prediction model and training data',
      description: 'Keep the trained model and the 3 million shipment records secret rather than patenting them.',
      rationale: ['A trained model on proprietary data cannot be reverse-engineered from the product.'],
      likelihood: 81,
      nextStep: 'Restrict access to the model and data to named staff and mark them Confidential.',
      potential: 'high',
      evidence: [sentence(4)],
      likelihoodFactors: [{ label: 'Proprietary data set', effect: 20 }],
      details: {
        kind: 'trade_secret',
        subject: 'spoilage prediction model and training data',
        category: 'model and data set',
        measures: ['Access control', 'Confidentiality marking', 'Employee NDAs'],
      },
    },
    {
      id: 'trade_secret-1c2d3e4f',
      type: 'trade_secret',
      name: 'Trade Secret: carrier pricing model & negotiated rates',
      description: 'The pricing model and negotiated carrier rates are valuable because competitors do not know them.',
      rationale: ['Known "only to the founders": reasonable measures are already in place.'],
      likelihood: 70,
      nextStep: 'Put the rates in an access-controlled system and add confidentiality clauses to carrier contracts.',
      potential: 'medium',
      evidence: [sentence(5)],
      likelihoodFactors: [{ label: 'Pricing and supplier data', effect: 15 }],
      details: {
        kind: 'trade_secret',
        subject: 'carrier pricing model & negotiated rates',
        category: 'pricing',
        measures: ['Need-to-know access', 'Supplier confidentiality clauses'],
      },
    },
    {
      id: 'copyright-5a6b7c8d',
      type: 'copyright',
      name: 'Copyright: LUMIO app, dashboard and training content',
      description: 'The source code of the app and dashboard, the compliance handbook and the training videos.',
      rationale: [
        'Software and training content are protected on creation; registration keeps statutory damages.',
        'Two freelance developers contributed: without written assignments they own their code.',
      ],
      likelihood: 90,
      nextStep: 'Get written IP assignments from both freelancers, then register the app code with the US Copyright Office.',
      potential: 'low',
      evidence: [sentence(6), sentence(7)],
      likelihoodFactors: [{ label: 'Original software', effect: 30 }],
      details: {
        kind: 'copyright',
        works: ['LUMIO mobile app', 'Frostline dashboard', 'Cold-chain compliance handbook', 'Training videos'],
        ownershipGap: true,
      },
    },
  ],
  strategy: {
    immediate: [
      'File a provisional patent application for the self-powered temperature sensor tag',
      'Get written IP assignments from the two freelance developers',
      'Run a clearance search for LUMIO',
    ],
    shortTerm: ['File USPTO trademark applications for LUMIO and Frostline', 'Restrict access to the spoilage prediction model'],
    mediumTerm: ['Register the app source code with the US Copyright Office'],
    longTerm: ['Convert the provisional into a non-provisional application within 12 months'],
    estimatedBudget: '$10,965 - $29,500',
  },
  budget: {
    low: 10965,
    high: 29500,
    currency: 'USD',
    lines: [
      { label: 'Patent: provisional and non-provisional (small entity, with attorney)', low: 9000, high: 24000, source: 'USPTO fee schedule, 19 Jan 2025' },
      { label: 'Trademark: 2 marks, 4 classes at $350', low: 1400, high: 3000, source: 'USPTO fee schedule, 18 Jan 2025' },
      { label: 'Trade secret: NDA and assignment templates', low: 500, high: 2000, source: 'Typical legal template cost' },
      { label: 'Copyright: standard electronic registration', low: 65, high: 500, source: 'US Copyright Office fees' },
    ],
  },
  engineVersion: '1.0.0',
  notes: [],
});

export const sampleReportInput = {
  title: samplePlanTitle,
  businessPlanId: 42,
  analysisDate: '2025-03-14T09:30:00.000Z',
  result: sampleAnalysisResult,
};
