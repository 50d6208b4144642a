import { describe, expect, it } from 'vitest';
import { buildContext } from '../context.ts';
import { detectTradeSecrets } from './trade-secret.ts';

const names = (text: string) => detectTradeSecrets(buildContext(text)).map((r) => r.name);

// Founders mix English with their own language, and say secrecy in plain words (decision 059).
describe('detectTradeSecrets: secrecy in the languages founders mix with English', () => {
  it('reads "only X knows" in Spanish, German, Tagalog and Vietnamese, and names the recipe by its word alone', () => {
    expect(names('la receta de la pechuga es de don Efraín. las cantidades y en qué momento las cuelga, eso sólo lo sabe él y su hijo.')).toEqual([
      'Trade secret: receta',
    ]);
    expect(names('Die Zusammensetzung unserer Kulturmischung kennen bei uns nur Jana und ich.')).toHaveLength(1);
    expect(names('Recipe po yan ni Lola Caring, at kami lang ni Mama ang nakakaalam ng timpla.')).toEqual([expect.stringMatching(/^Trade secret: Recipe/)]);
    expect(names('Công thức nước chấm: chỉ có mẹ tôi biết.')).toHaveLength(1);
    expect(names('A receita é da minha avó. Quem sabe sou eu e a minha filha Luana, e ninguém mais.')).toEqual(['Trade secret: receita']);
  });

  it('reads the words for secret and confidential in other languages and scripts', () => {
    expect(names('La receta es secreta y no sale de la cocina.')).toHaveLength(1);
    expect(names('Das Rezept ist ein Betriebsgeheimnis.')).toHaveLength(1);
    expect(names('我们的配方 recipe 是秘密。')).toHaveLength(1);
  });
});

describe('detectTradeSecrets: more plain words', () => {
  it('reads what is kept close, stays closed or on our side, lives nowhere else, or has no copy', () => {
    expect(names('The butter blend and how long each fold rests, those we keep close.')).toHaveLength(1);
    expect(names('We run it on an ESP32 with our own code. The firmware stays closed.')).toEqual([expect.stringMatching(/firmware/)]);
    expect(names('The grower asked for our yield model. Said no, the model stays on our side.')).toEqual([expect.stringMatching(/model/)]);
    expect(names('The recipe is written in one notebook. It lives in the office locker, never anywhere else.')).toHaveLength(1);
    expect(names('The dye recipe is in one binder and there is no copy on the computer.')).toHaveLength(1);
    expect(names('But the recipe itself stays with the two of us who started the company.')).toHaveLength(1);
  });

  it('does not take a Secret Santa, "the secret of good bread is time", close contact or privacy law for a secret', () => {
    expect(names('Our schedule is Tue / Thu / Sat. Winter Secret Santa sign-ups close Friday.')).toEqual([]);
    expect(names('She used to tell me the secret of the trade was to sell before noon, whatever the price.')).toEqual([]);
    expect(names('We keep close contact with every supplier on the price list.')).toEqual([]);
    expect(names('The patient data is stored only on our practice server, in line with POPIA and my professional obligations.')).toEqual([]);
  });
});

describe('detectTradeSecrets: "we know", "not written anywhere", "only in my notebook", "never the whole recipe"', () => {
  it('reads Italian and German plans that keep the proportions to the founders', () => {
    const gelato = 'Il bilanciamento degli zuccheri e la percentuale di grassi li conosciamo solo io e Luca. Non sono scritti da nessuna parte nel laboratorio.';
    expect(names(gelato)).toHaveLength(1);
    const bread = 'Die Mengenverhältnisse der drei Sauerteigstufen stehen nur in meinem eigenen Heft. Die Bäcker bekommen einen Tagesplan, aber nie die ganze Rezeptur.';
    expect(names(bread)).toHaveLength(1);
  });

  it('reads a crew kept out, "only know three persons" and a recipe not written in the kitchen', () => {
    expect(names('I mix the dry rub at home every week. Nobody on the crew has the measurements, not even my son.')).toEqual([expect.stringMatching(/measurements/)]);
    expect(names('This recipe only know three persons: my grandmother, my mother and me.')).toEqual([expect.stringMatching(/recipe/)]);
    expect(names('The dough recipe is from my grandmother. It is not written in the kitchen.')).toHaveLength(1);
  });

  it('reads secrecy in a second language\'s English: "known by only me", "do not tell to anybody", "the workers do not know"', () => {
    expect(names('The recipe, that is how long the fish is fried, is known by only me and my sister.')).toEqual([expect.stringMatching(/recipe/)]);
    expect(names('The mordant mixture and the times and temperatures for each colour we do not tell to anybody.')).toEqual([expect.stringMatching(/mordant mixture/)]);
    expect(names('I weigh the spices myself before the shift, and the workers do not know the quantities.')).toEqual([expect.stringMatching(/quantities/)]);
    // "in the safe 36–38°C range" is a range, not a strongbox.
    expect(names('The gel mixture shows green when the pack is in the safe 36–38°C range.')).toEqual([]);
    expect(names('The gel mixture is kept in the safe.')).toHaveLength(1);
  });

  it('takes no secret from "we not have any secret", "nothing is kept secret", a question asked about a secret or "I need to know whether"', () => {
    expect(names('We not have any secret. Our roast profiles we post on Instagram.')).toEqual([]);
    expect(names('All CAD files and the print settings are on our website. Nothing is kept secret.')).toEqual([]);
    expect(names('People sometimes ask if our soap has a secret recipe. It does not.')).toEqual([]);
    expect(names('Before the show I need to know whether I can protect the mould settings.')).toEqual([]);
    // The plain statements still are.
    expect(names('Our roast profiles are secret.')).toHaveLength(1);
    expect(names('The mould settings are shared on a need-to-know basis.')).toHaveLength(1);
  });

  it('reads "only known in our family" and staff who "don\'t get to export it" or "do not see it"', () => {
    expect(names('The clay mix, the proportion and how long we soak it, is only known in our family.')).toEqual([expect.stringMatching(/clay mix|proportion/)]);
    expect(names('Our customer list is in the office system and the techs don\'t get to export it.')).toEqual([expect.stringMatching(/customer list/)]);
    expect(names('The hardening schedule is from my father. The workers do not see it.')).toEqual([expect.stringMatching(/schedule/)]);
    expect(names('The workers do not see the river from the workshop.')).toEqual([]);
  });

  it('takes no secret from "we are not keeping drawings secret", "we don\'t think there\'s anything secret", "rien de confidentiel", "nothing proprietary" or a question about the secret', () => {
    expect(names('We are not keeping the dryer settings secret; any farmer can use them.')).toEqual([]);
    expect(names("We publish our details for architects and we don't think there's anything secret in the method.")).toEqual([]);
    expect(names('Les formules appartiennent au laboratoire. Donc rien de confidentiel de notre côté.')).toEqual([]);
    expect(names('Nothing proprietary - standard nursing foot care protocols.')).toEqual([]);
    expect(names('People ask me, "what is the secret ingredient?" Good fish sauce and patience.')).toEqual([]);
    expect(names('The dryer settings are secret.')).toHaveLength(1);
  });

  it('reads a database "on my laptop with password", a list "I never send to clients", a formula "compounded only by" one person', () => {
    expect(names('My candidate database is in Excel on my laptop with password.')).toEqual([expect.stringMatching(/candidate database/)]);
    expect(names('I never send the candidate database to clients, only three anonymous profiles.')).toEqual([expect.stringMatching(/candidate database/)]);
    expect(names('The perfume formula is compounded only by Min-seo in our atelier.')).toEqual([expect.stringMatching(/perfume formula/)]);
    expect(names('The perfume formula is mixed only by hand.')).toEqual([]);
  });
});
