import { describe, expect, it } from 'vitest';
import { trademarkMarks as marks, trademarkRecs as recs } from './trademark-test-support.ts';
import { buildContext } from '../context.ts';
import { findMentions } from './trademark-mentions.ts';

// Plans pasted from e-mails and minutes name the business where letters and minutes do (issue 16, plans 646-675).
describe('trademark names in e-mails and minutes', () => {
  it('reads the name opening an e-mail subject as its title when the e-mail uses it again', () => {
    const text = [
      'Subject: Tervalo — Q1 investor update',
      '',
      'Hi all,',
      'First real season done: our liner went into 84,000 boxes of grapes shipped to three exporters.',
      'Tervalo now has a team of eleven people and fourteen months of runway.',
    ].join('\n');
    expect(marks(text)).toContain('tervalo');
  });

  it('does not take a word opening the subject line for a name when the e-mail never uses it again', () => {
    const text = [
      'Subject: Consulta - new shearing comb, I need advice',
      '',
      'Hello, I am a shearer in Aysén and I made a new comb with longer teeth.',
      'I have no company yet and no name for the comb.',
    ].join('\n');
    expect(marks(text)).not.toContain('consulta');
  });

  it('reads the line under the signer\'s name as the business, after a role or without one, but not a role alone', () => {
    const signed = (tail: string[]) =>
      ['Hi Priya,', 'Thanks for getting the incorporation through so fast. We open in Squamish on 1 May.', 'How do we book consignment sales?', '', 'Thanks!', ...tail].join('\n');
    expect(marks(signed(['Erin Calder', 'Second Summit']))).toContain('second summit');
    expect(marks(signed(['Camila Rojas', 'CEO, Quellmar Foods']))).toContain('quellmar foods');
    expect(marks(signed(['Erin Calder', 'Marketing Director']))).not.toContain('marketing director');
  });

  it('keeps the signer\'s business when the letter is addressed to a bank with its legal form', () => {
    const text = [
      'The Branch Manager',
      'Corvane Bank PLC',
      'Kumasi',
      '',
      'Dear Sir,',
      'I write to apply for a loan of GHS 45,000 for my fashion business, Kente & Loom, which has banked with you since 2019.',
      'Kente & Loom makes ready-to-wear clothing with hand-woven strips.',
      '',
      'Yours faithfully,',
      'Adwoa Mensah',
      'Proprietress, Kente & Loom',
    ].join('\n');
    expect(marks(text)).toContain('kente & loom');
  });

  it('reads a decision in minutes as naming ("company will be X", "marketed as X")', () => {
    const text = [
      '# Founders\' call — minutes',
      '- Lab status: variant V4 of our cutinase is the lead candidate.',
      '- Agreed: company will be **Vornelyt** (GmbH to be incorporated once the university agreement is signed). The licensable recycling process will be marketed as **VornoPET**.',
      '- Action: search the registers for both names.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('vornelyt');
    expect(recs(text).map((r) => r.name).join(' ')).toContain('VORNOPET');
  });

  it('leaves a heading\'s question word out of the name after it ("Where Azetta is today")', () => {
    const text = [
      'Subject: Quorrah — would you join me?',
      '',
      'Where Quorrah is today',
      'As you know, Quorrah started three years ago selling rugs from weavers in my aunt\'s village.',
      'Quorrah Originals are twelve designs we developed with the weavers.',
    ].join('\n');
    const found = marks(text);
    expect(found[0]).toBe('quorrah');
    expect(found).not.toContain('where quorrah');
  });

  it('leaves a legal form written before the name out of it ("GIE Saloum Fumage")', () => {
    const text = [
      'Subject: Tiyaro Fumage - summary of my project before I go to the bank',
      'Tiyaro Fumage is an economic interest group of 14 women fish processors in Joal, I am the president.',
      'We smoke sardinella in an improved kiln.',
      '',
      'Best regards,',
      'Aminata Sall',
      'President, GIE Tiyaro Fumage',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('tiyaro fumage');
    expect(found).not.toContain('gie tiyaro fumage');
  });

  it('keeps Danish and Polish company forms out of the family ("Restløs ApS", "Tandemo Sp. z o.o.")', () => {
    const danish = [
      '# Varmløs ApS — answers to investor due-diligence questionnaire',
      'The Varmløs R40 is a floor-standing unit that dries restaurant food waste with a heat pump.',
      'The firmware and the Varmløs app are developed in-house.',
    ].join('\n');
    const polish = [
      '# Hitchly Sp. z o.o. — Business Plan: the Hitchly trailer hitch',
      'Hitchly designs and manufactures a hitch for cargo trailers. Hitchly sells to bike shops in Poland.',
    ].join('\n');
    const names = (text: string) => recs(text).map((r) => r.name).join(' ');
    expect(names(danish)).toContain('VARMLØS');
    expect(names(polish)).toContain('HITCHLY');
    for (const text of [danish, polish]) expect(names(text)).not.toMatch(/\b(?:ApS|APS|Sp|SP)\b/);
  });

  it('reads a lower-case coined name that titles the text and acts in it, or that the writer weighs as a name', () => {
    const summary = ['# fretlane — executive summary', '**What we do.** fretlane checks freight invoices against what was booked.', 'Finance teams stop paying surcharges.'].join('\n');
    expect(marks(summary)).toContain('fretlane');
    const post = ['Need advice. I run a clinic in Pune and my receptionist spends hours on WhatsApp. So I built klinq.', 'I don\'t even know if "klinq" is safe as a name.'].join('\n');
    expect(marks(post)).toContain('klinq');
  });

  it('reads a job ad: "We\'re hiring" names nothing, and the bold business that "runs" trips is the company', () => {
    const ad = [
      "# We're hiring: Lead Guide & Content Creator (full-time, Marahau)",
      '**Reef & Rimu** runs small-group sea kayak trips in the national park: half-day paddles and two-day trips.',
      'You will create the illustrated route guides we give every guest.',
    ].join('\n');
    const found = marks(ad);
    expect(found[0]).toBe('reef & rimu');
    expect(found).not.toContain("we're");
    expect(marks('Our app records meetings. Transcription runs on a third-party speech model.')).not.toContain('transcription');
  });

  it('reads a tender response: "the Council" is the client, a traineeship is an own programme, form titles name nothing', () => {
    const bid = [
      'INTERNAL — TENDER RESPONSE SUMMARY',
      'Client: Wollongong City Council',
      'The Council is setting up a panel of three contractors to manage weed control in bushland reserves.',
      'Gumleaf Regeneration Pty Ltd bids for two of the three crews.',
      '- Creek Keepers, our paid traineeship for young people from the Illawarra, will provide one trainee per crew.',
    ].join('\n');
    const found = marks(bid);
    expect(found[0]).toBe('gumleaf regeneration');
    expect(found).toContain('creek keepers');
    for (const bad of ['council', 'internal', 'tender response']) expect(found).not.toContain(bad);
    expect(marks(['# INVENTION DISCLOSURE FORM', 'Company: Frostvik Värme AB', 'Frostvik Värme designs heat pumps for saunas.'].join('\n'))).not.toContain('invention disclosure form');
  });

  it('reads the names the text files trademark applications for as its own, ordinary words included', () => {
    const text = [
      'Dust Road Sauces makes hot sauce in Austin.',
      'Ghost Mesa uses ghost peppers we get from a grower near Hatch.',
      'We filed federal trademark applications for Dust Road and Ghost Mesa last year.',
    ].join('\n');
    expect(marks(text)).toContain('ghost mesa');
  });

  it('does not take "Waitlist is 11 months" for the company that the title names', () => {
    const text = ['# Mizzen Cycles', '', "I'm Owen. I build steel bikes in my garage, 140 frames so far.", 'Waitlist is 11 months. I want to go full time.'].join('\n');
    const found = marks(text);
    expect(found[0]).toBe('mizzen cycles');
    expect(found).not.toContain('waitlist');
  });

  it('reads a product the company "builds" and describes in one breath as its own, even when a rivals table lists it', () => {
    const text = [
      '# Pelong Labs: Seed Investment Narrative',
      'Pelong Labs builds FraudSight, a detection engine that recognises a fake login page by what it looks like.',
      '## How FraudSight decides',
      'Because dynamic regions are down-weighted, FraudSight produces far fewer false positives.',
      '## Competition',
      '| Product | Method |',
      '| **FraudSight** | **Render-time visual match** |',
      '| Blocklists | Known bad domains |',
    ].join('\n');
    expect(marks(text)).toContain('fraudsight');
  });

  it('reads "I quit my job and started X" and "we set up X in 2023" as naming the business', () => {
    expect(marks('Five years ago I quit a AAA studio in Montréal and started Lingua Voxel from a spare bedroom in Lisbon. Today we are 19 people.')).toContain('lingua voxel');
    expect(marks('We worked for larger studios, and we set up Kiteborn in 2023 to make our own games.')).toContain('kiteborn');
  });

  it('reads the answer under a form\'s "Venture name" question as the company, and "business-to-business" as no kind of name', () => {
    const form = [
      'Lion City Student Venture Challenge 2025',
      'Q1. Venture name and one-line description (max 30 words)',
      'Sorano Foods turns okara, the wet pulp left over from tofu, into OKAVITA: a high-protein flour.',
      'Q2. Product',
      'We sell OKAVITA business-to-business at SGD 7.50 per kg in 20 kg bags.',
    ].join('\n');
    const found = marks(form);
    expect(found[0]).toBe('sorano foods');
    expect(found).toContain('okavita');
  });

  it('reads "the right to trade as X" and "X (Pty) Ltd" as the company, even when its first word is also a town', () => {
    const reply = [
      'Dear Mr Dlamini, thank you for your franchise enquiry.',
      '- The right to trade as Kota King, with our signage, store design and uniforms.',
    ].join('\n');
    expect(marks(reply)).toContain('kota king');
    const letterhead = [...Array.from({ length: 26 }, (_, i) => `Point ${i + 1} of our answers is in the pack.`), 'Kota King (Pty) Ltd, Midrand'].join('\n');
    expect(marks(letterhead)).toContain('kota king');
  });

  it('reads a form\'s columns apart, and a person in its "Name:" field as a person, not a mark', () => {
    const form = [
      'NEW SUPPLIER ONBOARDING QUESTIONNAIRE',
      'A1. Company name: Veraval Brass Components Pvt Ltd',
      'Veraval Brass makes brass fittings for bathroom taps.',
      'Name: Rajesh Patel    Designation: Director - Exports    Place: Jamnagar',
    ].join('\n');
    const found = marks(form);
    expect(found.some((m) => m.startsWith('veraval brass'))).toBe(true);
    for (const bad of ['rajesh patel', 'rajesh patel designation', 'new supplier onboarding questionnaire']) expect(found).not.toContain(bad);
  });
});

describe('trademark names in a LinkedIn post', () => {
  const post = [
    '3 years ago I was watching Dona Cida sell 200 pastéis in one morning. At the end of the day she had no idea if she made profit.',
    'Today 61,000 street vendors use Feirinha every day. Dona Cida, a pastel seller in Brás, now checks her profit every night.',
    'Our team of 9 engineers wrote the Feirinha app from zero in Flutter.',
    '',
    '— Camila Rocha, co-founder & CEO @ Feirinha',
  ].join('\n');

  it('reads the business after the role in a one-line signature ("co-founder & CEO @ X") as the writer\'s own', () => {
    expect(marks(post)).toContain('feirinha');
  });

  it('reads a name opened by a courtesy title ("Dona Cida", "Tía Rosa") as a person, but not a shop named for her ("Doña Lupe\'s")', () => {
    expect(marks(post)).not.toContain('dona cida');
    expect(marks("# Doña Lupe's — food truck plan\n\nDoña Lupe's sells tamales in Monterrey. We park at Doña Lupe's spot on Thursdays.")).toContain("doña lupe's");
  });
});

describe('a signature block after "--", and a month before a name', () => {
  it('reads the line under the signer after "--" as the business', () => {
    const text = [
      'Ciao Marco,',
      '',
      'sorry for writing half in English. Some questions before Monday:',
      '1) EU sales. Since August we sell to customers in Germany and France through Etsy, about €6,800 so far.',
      '2) Can I deduct the fair stand next year?',
      '',
      'A lunedì,',
      'Giulia',
      '',
      '--',
      'Giulia Bassani',
      'Vetri Lucenti - vetro soffiato a mano',
      'Como / Milano',
    ].join('\n');
    expect(marks(text)).toContain('vetri lucenti');
  });

  it('reads a month after "Since" or "In" as a date, not as the given name of a person before a business', () => {
    const text = 'Since August Vetri Lucenti sells to customers in Germany. In May Vetri Lucenti opened a shop in Como.';
    const { people } = findMentions(buildContext(text));
    expect([...people]).not.toContain('vetri');
    expect([...people]).not.toContain('lucenti');
  });
});

describe('a reply\'s subject and the last closing of a letter', () => {
  it('reads the business in "Subject: Re: X — ..." and under the signer after the letter\'s last closing word', () => {
    const mail = [
      'Subject: Re: Tarang Freight — thank you, and one thing we explained badly',
      '',
      'Hi Meera,',
      '',
      'We route refrigerated trucks for fish exporters in Kochi and cut empty return trips by a third.',
      '',
      'Thanks again for your time.',
      '',
      'Best,',
      'Arjun',
      'Co-founder & CEO, Tarang Freight',
    ].join('\n');
    expect(marks(mail)).toContain('tarang freight');
  });

  it('knows closings in other languages, and takes no contact line for a business', () => {
    const mail = ['Hi Ana,', '', 'Our serum sold out again in Makati.', '', 'Salamat ulit!', '', 'Bea Reyes', 'Founder, Luntian Skin'].join('\n');
    expect(marks(mail)).toContain('luntian skin');
    const letter = ['Dear Sirs,', '', 'I want a quote for 2,000 valves.', '', 'Sincerely,', '', 'Ernesto Ruiz', 'Tel. +52 33 1234 5678'].join('\n');
    expect(marks(letter)).toEqual([]);
  });
});
