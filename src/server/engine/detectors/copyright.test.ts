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

  it('gives a stable id per kind of work', () => {
    const text = 'We write and film every lesson ourselves.';
    expect(one(text).rec.id).toBe(one(text).rec.id);
  });
});

describe('detectCopyrights: no work of the company, no finding', () => {
  it.each([
    ['a bakery', 'Crumb & Kettle is a bakery in Portland. We bake bread and serve coffee.'],
    ['third-party tools', 'We use Shopify for the store, Square for the till and post on Instagram.'],
    ['a website as a sales channel', 'Our website, Amazon, and a pilot with Target bring in most sales.'],
    ['"our own website" as a sales channel', 'Last year we sold 72% through our own website and 28% through Ulta Beauty.'],
    ['software the company only uses', 'Our roast profiles are logged in our roasting software.'],
    ['patent applications', 'We will protect the composition and the method of making it with patent applications.'],
    ['a design verb', 'We designed a continuous fermentation system and built two production lines on this design.'],
    ['a name that contains a work word', 'Volunteers from a local Code for America brigade help us deliver food.'],
  ])('finds none in %s', (_what, text) => {
    expect(copyrights(text)).toEqual([]);
  });
});
