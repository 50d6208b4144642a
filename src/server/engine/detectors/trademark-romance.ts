// Names in Spanish, Portuguese, Italian and French: the particles that join their words, the heads that make them a
// public body, a place or a holiday rather than a mark, and the copula that presents a business.
import { isPlace } from './trademark-words.ts';

// "Pan de Nube", "Café de la Neblina", "Forno da Graça": names in Spanish, Portuguese, Italian and French
// join their words with particles written in lower case. Not "y", "e" or "et": like "and", they join two names as often
// as they make one ("Rappi y DiDi").
const particles = 'de|del|da|do|dos|das|di|della|delle|du|des';
export const romanceJoin = new RegExp(`^ (?:${particles})(?: (?:la|las|los|le|les|el))? $`);

/** A Romance particle inside a name: "Oro de Cazorla", "Café de la Neblina", "Forno da Graça". */
const particle = new RegExp(`^(?:${particles})$`);
export const isRomanceParticle = (word: string): boolean => particle.test(word);
// Names whose head, before its particle, makes them a public body, a society, a bank, a place or a holiday in the
// language of the text: "Ministerio de Turismo", "Sociedade Portuguesa de Autores", "Valle de Uco", "Día de Muertos".
const romanceBodyHead =
  /^(?:Ministerio|Minist[ée]rio|Minist[èe]re|Ministero|Secretar[ií]a|Departamento|Instituto|Istituto|Institut|Agencia|Ag[êe]ncia|Servicio|Servi[çc]o|Universidad|Universidade|Universit[àé]|Sociedade|Sociedad|Soci[ée]t[ée]|Societ[àa]|Associa[çc][ãa]o|Asociaci[óo]n|Associazione|Federa[çc][ãa]o|Federaci[óo]n|C[áâ]mara|Camera|Chambre|Colegio|Ordem|Banco|Banca|Caja|Caixa|Fundaci[óo]n|Funda[çc][ãa]o|Fondazione|Fondation|Gobierno|Governo|Municipalidad|Prefeitura|Ayuntamiento|Comune|Junta|Consejo|Conselho|Consiglio|Conseil|Direcci[óo]n|Dire[çc][ãa]o|Registro|Museo|Museu|Mus[ée]e|Biblioteca|Hospital|Centro|Tribunal|Corte|Procuradur[ií]a)$/;
const romancePlaceHead =
  /^(?:Valle|Vale|Val|R[ií]o|Sierra|Serra|Lago|Lagoa|Monte|Cerro|Costa|Isla|Ilha|Puerto|Porto|Bah[ií]a|Ba[íi]a|Playa|Praia|Cabo|Provincia|Prov[íi]ncia|Regi[óo]n|Regi[ãa]o|Regione|Barrio|Bairro|Colonia|Villa|Vila|Ciudad|Cidade|Citt[àa]|Pueblo|Parque|Parc|Parco|San|Santa|Santo|S[ãa]o|Saint|Sainte)$/;
const romanceHoliday = /^D[ií]as?\s+(?:de|del|dos|das)(?:\s+l[ao]s?|\s+os|\s+as)?\s+(?:Muertos|Reyes|Reis|Independencia|Independ[êe]ncia|Madre|Padre|M[ãa]es|Pais|Enamorados|Namorados|Trabajo|Trabalho|Ni[ñn]os?|Crian[çc]as|Finados|Santos)$/;
export function isRomanceInstitutionOrPlace(words: readonly string[]): boolean {
  const at = words.findIndex(isRomanceParticle);
  if (at < 1) return false;
  const head = words.slice(0, at);
  return romanceBodyHead.test(head[0]!) || romancePlaceHead.test(head[0]!) || isPlace(head.join(' ')) || romanceHoliday.test(words.join(' '));
}

// "Lana Austral es un taller de doce tejedoras", "A Casa Moura é uma padaria", "Maison Ravel est une boulangerie": the
// copula in Spanish, Portuguese, French and Italian, before the kind of business it names (the kind is the group).
export const romanceCopulaAfter =
  /^\s*(?:es|era|será|é|foi|est|sera|è|sarà)\s+(?:un|una|uno|um|uma|une|el|la|le|il|o|a|nuestra|nuestro|nossa|nosso|notre|nostra|nostro)\s+(?:[\p{L}-]+\s+){0,2}?(taller|empresa|compañía|marca|tienda|cooperativa|coopérative|panadería|restaurante|estudio|negocio|emprendimiento|fábrica|granja|finca|bodega|viña|tostaduría|aplicación|plataforma|servicio|agencia|entreprise|société|marque|boutique|maison|boulangerie|ferme|atelier|loja|fazenda|padaria|azienda|ditta|bottega|negozio|laboratorio|laboratório|laboratoire|marchio|pasticceria|agriturismo|fattoria|startup)\b/iu;
