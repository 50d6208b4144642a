import { describe, expect, it } from 'vitest';
import { trademarkMarks } from './trademark-test-support.ts';

// People whose names read like marks, from plans written the way founders write (decision 058): a partner named after
// "and", a signature of a given name and a surname, an officer, a number before a name.
describe('trademark names: people told by the words around them', () => {
  it('reads a name paired with a given name by "and" as the partner', () => {
    const found = trademarkMarks('This issue we visited Marisol and Zev Okonkwo at Bent Creek Apiaries, where they run about 140 colonies.');
    expect(found).not.toContain('zev okonkwo');
  });

  it('reads a given name joined to a word by "&" as a business, not a person', () => {
    const interview = [
      "## Five minutes with Tessa Marchetti, Ferne & Flour",
      "",
      "*Ferne & Flour opened in a former shoe-repair shop on Sydney Road, Brunswick, in 2019. Six years later the Saturday croissant queue is a neighbourhood landmark, a cookbook is on the way, and the bakery has been named in the Good Food Guide two years running. We caught Tessa between the morning bake and the school run.*",
      "",
      "**How did Ferne & Flour start?**",
      "",
      "Out of stubbornness, mostly. I'd been a pastry cook in hotels for twelve years and I wanted to bake the bread I actually eat. Ines, my head baker, came over from a bakery in Lyon in the first year and basically saved my life. The name is my grandmother's — Fernanda — plus the thing we spend all our money on.",
      "Ferne & Flour is open Wednesday to Sunday, 7 a.m. until sold out.",
    ].join('\n');
    expect(trademarkMarks(interview)).toContain('ferne & flour');
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
  it('reads "has opened X on Halsey Street", and a name read aloud as an address is no ordinary word', () => {
    expect(trademarkMarks('This month: Tomasz, whom many of you know from the choir, has opened Second Step Cobblers on Halsey Street.')).toContain('second step cobblers');
    const ad = [
      '[Mid-roll ad read — "Clip Chat" podcast, episode 212. Read by the founder. Approx. 60 seconds.]',
      '',
      'Hey, it\'s Lorna. Before I was building software I was behind the chair for sixteen years, renting a booth in Tampa and doing my books on the back of appointment cards every April. If that\'s you right now, this one\'s for you.',
      '',
      'I built StyleLedger because every bookkeeping app I tried was made for a restaurant or a plumber. StyleLedger is made for booth renters and suite owners. You snap a photo of your receipt for color, foils, shears, whatever — it files it. It pulls in your card sales from Square every night. It knows your booth rent is a business expense and your lunch isn\'t. And at tax time it hands your preparer a clean Schedule C summary instead of a shoebox.',
      '',
      'I designed every screen in it myself with my developer, Tomas, and we test every update with a group of forty stylists before it goes out. It runs on iPhone and Android, and it\'s twelve dollars a month.',
      '',
      'Clip Chat listeners get your first three months free at styleledger dot app slash clipchat. That\'s StyleLedger — because you should be doing hair in April, not paperwork.',
    ].join('\n');
    expect(trademarkMarks(ad)).toContain('styleledger');
  });

  it('reads "Name, founder, Business" as the business the founder runs, and "our founder, Name" as a person', () => {
    const pitch = 'Speaker: Ana Lucía Ferrer, founder, Brightmop Office Cleaning\n\nToday I own Brightmop Office Cleaning. We clean 86 dental offices.';
    expect(trademarkMarks(pitch)).toEqual(['brightmop office cleaning']);
    expect(trademarkMarks('Our founder, Gavin Holt, runs the shop. We sell bread.')).not.toContain('gavin holt');
    expect(trademarkMarks('*Inês Carvalho, co-founder, Zefira · mentor: Pieter de Vries*\n\nZefira rents cargo bikes in Lisbon.')).toEqual(['zefira']);
  });
});
