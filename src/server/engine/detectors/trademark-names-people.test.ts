import { describe, expect, it } from 'vitest';
import { trademarkMarks } from './trademark-test-support.ts';

// People whose names read like marks, from plans written the way founders write (decision 058): a partner named after
// "and", a signature of a given name and a surname, an officer, a number before a name.
describe('trademark names: people told by the words around them', () => {
  it('reads a name paired with a given name by "and" as the partner', () => {
    const found = trademarkMarks('This issue we visited Marisol and Zev Okonkwo at Bent Creek Apiaries, where they run about 140 colonies.');
    expect(found).not.toContain('zev okonkwo');
  });

  it('reads an unknown first word before a common surname as a person, but keeps a product named by a word', () => {
    const letter = trademarkMarks(
      'Yolotzin Vasquez\n212 Main Street, Unit 4\nRiverton\n\nDear Mr. Hale,\n\nI run Stitchwell Tailoring from Unit 4 and I am writing to ask for a rent deferral.\n\nSincerely,\nYolotzin Vasquez',
    );
    expect(letter).not.toContain('yolotzin vasquez');
    expect(trademarkMarks('Our Moki Stout is brewed in Haunui every spring.')).toContain('moki stout');
  });

  it('reads an officer, a judge or a pastor with a name as a person, even after a number', () => {
    const found = trademarkMarks('Stitch & Thistle Embroidery was broken into. I called 911, and Officer Dana Pruitt of the Chattanooga Police Department responded.');
    expect(found).not.toContain('officer dana pruitt');
    expect(found).toContain('stitch & thistle embroidery');
  });
  it("reads a person applying in their own name on a form, nickname and all, and the business in a 'Business / trade name' field", () => {
    const form = 'SECTION 1: APPLICANT\nName of applicant: Harjeet (Harj) Dhillon\nPhone: (250) 555-0148\n\nSECTION 2: BUSINESS\nBusiness / trade name: True Bevel Sharpening\nLegal structure: Sole proprietorship';
    const found = trademarkMarks(form);
    expect(found).toContain('true bevel sharpening');
    expect(found).not.toContain('harjeet');
  });
});

// Profiles written about a founder (Kiva, newsletters, alumni notes) name the business as his, hers or theirs.
describe('trademark names: a founder told of in the third person', () => {
  it('reads "his business, X" and "a small business she calls X"', () => {
    expect(trademarkMarks('Today he turns charcoal dust into cooking fuel through his business, Moto Safi Briquettes.')).toContain('moto safi briquettes');
    expect(trademarkMarks('In 2017 she turned that knowledge into a small business she calls Lamwo Gold Shea.')).toContain('lamwo gold shea');
  });
});
