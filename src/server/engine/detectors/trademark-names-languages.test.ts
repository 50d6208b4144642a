import { describe, expect, it } from 'vitest';
import { trademarkMarks as marks } from './trademark-test-support.ts';
import { isRomanceInstitutionOrPlace } from './trademark-romance.ts';

// Names as founders write them in Spanish, Portuguese, Italian and French, inside English texts or on their own.

describe('trademark names joined by a Romance particle', () => {
  it('keeps the whole name when its words are joined by de, del, da, di or de la', () => {
    const text = [
      'Horno Rubí is a family bakery in Córdoba.',
      'Our products: Pan de Luna, a sourdough loaf, and Torta del Cerro, a layered cake for parties.',
      'We also sell our olive oil under the name Sol de Arbequina and run a bread walk called Camino da Serrana.',
      'Our house coffee blend is Mezcla de la Bruma.',
    ].join('\n');
    const found = marks(text);
    for (const name of ['pan de luna', 'torta del cerro', 'sol de arbequina', 'camino da serrana', 'mezcla de la bruma']) expect(found).toContain(name);
    for (const part of ['pan', 'luna', 'torta', 'cerro', 'sol', 'bruma']) expect(found).not.toContain(part);
  });

  it('leaves public bodies and societies named in their own language with a particle to others', () => {
    const text = [
      'Quinta Brava makes hot sauce in Mendoza.',
      '- **Register early.** The Sociedad Argentina de Productores can help with labels.',
      '- The Ministerio de Agricultura programme pays half of a new kitchen.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain('quinta brava');
    expect(found).not.toContain('sociedad argentina de productores');
    expect(found).not.toContain('ministerio de agricultura');
  });

  it('reads places and holidays named with a particle as no name, and leaves the business names that hold one', () => {
    for (const name of ['Valle de Calchaquí', 'San Carlos de Bariloche', 'Río de la Plata', 'Día de los Muertos', 'Dia dos Namorados', 'Universidade de Coimbra', 'Banco de la Nación'])
      expect(isRomanceInstitutionOrPlace(name.split(' ')), name).toBe(true);
    for (const name of ['Oro de Cazorla', 'Pan de Luna', 'Día del Maguey', 'Mujeres del Lago', 'Forno da Graça'])
      expect(isRomanceInstitutionOrPlace(name.split(' ')), name).toBe(false);
  });

  it('reads a given name before the particle as a person from the business, not a part of its name', () => {
    const email = [
      'From: Amélie de Savon Clair <bonjour@savonclair.fr>',
      'Subject: Notre nouveau savon',
      '',
      'Bonjour Paul,',
      '',
      'Our new soap, Nuit Verte, is finally here. It is made by hand in our workshop in Annecy.',
      '',
      'Amélie',
      'Founder, Savon Clair - Annecy',
    ].join('\n');
    const found = marks(email);
    expect(found).toContain('savon clair');
    expect(found.filter((m) => m.startsWith('amélie'))).toEqual([]);
  });
});

describe('trademark names in a person\'s possessive', () => {
  it('keeps the business a given name or a title of kinship owns in one name, and not the person', () => {
    const text = [
      'Auntie Wumi\'s Stew House - business plan',
      '',
      'Owner: Oluwakemi Bello. I cook Yoruba stews for offices in Peckham.',
      'Last year Chidi\'s Grill closed and its customers asked me to take over their lunch orders.',
    ].join('\n');
    const found = marks(text);
    expect(found).toContain("auntie wumi's stew house");
    expect(found).not.toContain('auntie wumi');
    // A title of three words, the possessive in the middle, is the business too.
    expect(marks("Auntie Kemi's Kitchen — plan for 2025\n\nWhat it is: a Nigerian home-cooking channel I started in 2021.")).toEqual(["auntie kemi's kitchen"]);
  });

  it('keeps a possessive with the kind of shop one word after it ("Larsen\'s Fish Market")', () => {
    const found = marks("Larsen's Fish Market is a family shop in Duluth. We smoke trout and whitefish.");
    expect(found).toContain("larsen's fish market");
    expect(found).not.toContain('larsen');
  });
});

describe('trademark names a price check looks at', () => {
  it('reads the products listed after "price check at <shop>:" as the competition\'s', () => {
    const notes = [
      'crawfish boil seasoning - notes',
      'no name yet for this, thinking about it',
      "price check at Rouses: Bayoubelle's, Cajun Crown Fry — we gotta be under $12 for the 4 lb",
    ].join('\n');
    expect(marks(notes)).toEqual([]);
  });
});

describe('trademark names of hardware sold by its kind', () => {
  it('reads a coined name before the kind of small hardware it names as a product, and a standard\'s mark as no one\'s here', () => {
    const form = [
      'Fenwick Joinery Ltd fits kitchens in Penrith.',
      'Since last year we also make and sell a small product, the HingeMate bracket.',
      'Please confirm whether the HingeMate bracket is covered.',
      'When the door is left open, the sensor sends a Bluetooth alert to the phone.',
      '- Does it matter that the Bluetooth clip uses an off-the-shelf chip?',
    ].join('\n');
    const found = marks(form);
    expect(found).toContain('hingemate');
    expect(found).not.toContain('bluetooth');
  });
});

describe('trademark names of a lender\'s own credit products', () => {
  it('keeps a coined name before "loans" as the writer\'s product, and a bank\'s name before it as the bank\'s', () => {
    const form = [
      '**Product(s):** SokoPay (agent app), SokoLift (micro working-capital loans)',
      '',
      '3. **SokoLift.** After 90 days of regular savings, traders can take a small loan for stock.',
      '',
      '| SokoLift loans disbursed | ₦212 million |',
      'Revenue: 40% share of interest on SokoLift loans. Our own working capital comes from Zenith Bank loans.',
    ].join('\n');
    const found = marks(form);
    expect(found).toContain('sokolift');
    expect(found).not.toContain('zenith bank');
  });
});

describe('trademark names in an entry form\'s fields', () => {
  it('reads the business name and the entry\'s name a form asks for as the entrant\'s own', () => {
    const form = [
      'COUNTY FAIR — OPEN CLASS ENTRY FORM',
      'Exhibitor name: Dana Whitlow',
      'Farm or business name (if any): Whitlow Orchards',
      'Name of entry: Cider Gold Apple Butter',
      '',
      'Note to judges: we sell this at the Saturday market.',
    ].join('\n');
    const found = marks(form);
    expect(found).toContain('whitlow orchards');
    expect(found).toContain('cider gold apple butter');
  });
});

describe('trademark names presented in Spanish, Portuguese, French or Italian', () => {
  it('reads "X es un taller", "X é uma padaria" as the business, even when its first word is a given name', () => {
    const catalogue = [
      '# Rosa Andina',
      '### Tejido a mano en Cusco',
      '',
      'Rosa Andina es un taller de ocho tejedoras de Cusco. We knit alpaca throws and every chart belongs to Rosa Andina.',
    ].join('\n');
    expect(marks(catalogue)).toContain('rosa andina');
  });
});

describe('trademark names a notebook\'s first line is about', () => {
  it('reads "Notebook: X, <street> stand" as the business the notes are about', () => {
    const notes = ['Notebook: Tortas Doña Lupita, Av. Juárez stand, Puebla', '', 'tues 4 march', '- sold 140 tortas today, salsa ran out at 2pm', '- must buy more bolillos'].join('\n');
    expect(marks(notes)).toContain('tortas doña lupita');
  });
});

describe('trademark names: the words of plans in Turkish and Indonesian', () => {
  it('takes neither "İŞ PLANI" nor "RENCANA USAHA" for a mark, nor the rows of a cost list, nor "Pak Harjo"', () => {
    const turkish = 'İŞ PLANI / BUSINESS PLAN\nHalkbank İşletme Kredisi Başvurusu\n\nCompany: Yeşilırmak Tekstil\nYeşilırmak Tekstil is a dye house in Denizli.';
    expect(marks(turkish)).toEqual(['yeşilırmak tekstil']);
    const bahasa = [
      '# RENCANA USAHA / BUSINESS PLAN',
      '## Pengajuan Kredit Usaha Rakyat',
      '',
      'Rumah Sekar is a batik workshop in Solo. Our head dyer Pak Harjo mixes the natural dyes.',
      '',
      '- Omzet: Rp 612.000.000',
      '- Biaya (bahan, upah, listrik, sewa): Rp 478.000.000',
    ].join('\n');
    expect(marks(bahasa)).toEqual(['rumah sekar']);
  });
});

describe('trademark names in a Chilean form', () => {
  it('reads "Nombre del proyecto / negocio:" and its answer up to the dash that says what it does', () => {
    const form = '**1. Nombre del proyecto / negocio:** KineCasa — kinesiología a domicilio\n\n**2. Postulante:** Javiera Soto Muñoz, kinesióloga\n\nAtendemos pacientes en su casa.';
    expect(marks(form)).toEqual(['kinecasa']);
  });
});
