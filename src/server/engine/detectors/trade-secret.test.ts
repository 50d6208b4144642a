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

  it('reads "kept internal" as keeping it secret', () => {
    expect(one('Quickpay sends money abroad. Our calibration data for each corridor is kept internal.').rec.name).toMatch(/calibration data/);
  });

  it('does not take a denied secret ("not a proprietary protocol") for one', () => {
    expect(secrets('Sagevine runs a menopause telehealth clinic. We use the standard evidence-based guidelines, not a proprietary protocol.')).toHaveLength(0);
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
