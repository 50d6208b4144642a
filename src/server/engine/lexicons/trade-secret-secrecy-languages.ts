// Secrecy in the languages founders mix with English: one of the secrecy families of trade-secret-secrecy.ts.

// A word's end, for words that end in a letter outside ASCII ("só", "chỉ", "weiß"), where \b does not hold.
const wordEnd = '(?![\\wÀ-ỹ])';
const onlyWord = '(?:solo|sólo|só|solamente|soltanto|nur|alleen|seulement|seule?s?|lang|hanya|cuma|only|tylko|chỉ(?: có)?|sirf)';
const knowWord =
  '(?:sabe|saben|sabem|sabemos|sappiamo|conoce|conocen|conocemos|conhece|conhecem|conhecemos|conosciamo|kennen|kennt|weiß|wissen|weet|weten|kent|connaît|connaissent|savent|sait|sanno|conosce|conoscono|tahu|alam|nakakaalam|zna|znają|wiedzą|biết|jaante|jaanta|jaanti)';
/**
 * The same said in the languages founders mix with English: the word for secret or confidential, and "only X knows"
 * ("sólo lo sabe él y su hijo", "kennen nur Jana und ich", "kami lang ni Mama ang nakakaalam", "only me and adik
 * Ain yang tahu", "chỉ có mẹ tôi biết").
 */
export const otherLanguages: RegExp[] = [
  new RegExp(
    `(?:secreto|secreta|secretos|segredo|segreto|geheim\\w*|betriebsgeheimnis\\w*|vertraulich\\w*|confidencial\\w*|confidentiel\\w*|confidentialité|confidenziale|riservat[oa]|rahasia|lihim|sekreto|sekret\\w*|tajemnic\\w*|tajn[aey]|hemlig\\w*|hemmelig\\w*|salainen|gizli|bí mật|raaz)${wordEnd}`,
  ),
  new RegExp(`${onlyWord}${wordEnd}[^.;!?]{0,40}?\\b${knowWord}${wordEnd}`),
  // Not written anywhere, only in my own notebook, never the whole recipe: "non sono scritti da nessuna parte", "stehen
  // nur in meinem eigenen Heft", "nie die ganze Rezeptur", "no está escrita en ninguna parte".
  /(?:scritt[aeio]|escrit[aoe]s?|geschrieben|notiert) (?:[\wÀ-ÿ]{1,20} ){0,2}?(?:da nessuna parte|en ninguna parte|em lugar nenhum|nirgendwo|nirgends)(?![\wÀ-ỹ])/,
  /nur (?:in|auf) (?:meinem|meiner|unserem|unserer) (?:eigenen )?(?:heft|notizbuch|buch|kopf|laptop|computer|ordner)\b/,
  /\bnie (?:die|das|den) (?:ganze|ganzen|vollständige|vollständigen|komplette|kompletten) /,
  // "nobody else": "e ninguém mais", "y nadie más", "und sonst niemand".
  /(?:nadie más|ninguém mais|niemand sonst|sonst niemand|niemand anders|personne d['’]autre|nessun altro|walang iba|nikt inny)(?![\wÀ-ỹ])/,
  new RegExp(`${knowWord}${wordEnd}[^.;!?]{0,12}?\\b${onlyWord}${wordEnd}`),
];
/** Scripts written without spaces or word boundaries: matched anywhere, trigger word or not. */
export const otherScriptSecrecyPattern = /비밀|秘密|机密|保密|سري|سرية|गुप्त/;
