/**
 * A plan pasted from an e-mail names its sender's business where letters do: in the subject line ("Subject: Cobrefresh
 * — Q1 investor update") and under the signature ("Thanks, / Erin Calder / Second Summit", "CEO, Cobrefresh").
 */
export type EmailFrame = {
  /** From just after "Subject:" to the end of its line. */
  subject?: { start: number; end: number };
  /** The line under the signer's name, from after a role ("CEO, ") to its end. */
  signature?: { start: number; end: number };
  /** "From: Inês <ines@sobroyoga.pt>": the sender's own domain, letters and digits only ("sobroyoga"). */
  senderDomain?: string;
  /** "### by Salma Idrissi · Atlas Grain Studio": the business a byline under the title names after its author. */
  byline?: { start: number; end: number };
};

import { isPlace } from './trademark-words.ts';

const bylineLine = /^[\s#*_>]*by\s+\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}\s*[·•|,–—-]\s*(\p{Lu}[^\n·•|*_]{1,50}?)[\s*_]*$/u;

// Mail services, whose domain names the provider, not the sender's business.
const mailServices = /^(?:gmail|googlemail|yahoo|ymail|hotmail|outlook|live|msn|icloud|me|mac|aol|proton|protonmail|gmx|web|mail|yandex|zoho|fastmail|hey|qq|163|126|rediffmail)$/i;

// "Subject: Re: Chakra Telematics — thank you": a reply's or a forward's marks are no part of the subject.
const subjectLabel = /^[\s#*>]*subject\s*:\s*(?:(?:re|fwd?|aw|sv|tr|rv)\s*:\s*)*/i;
const closing =
  /^(?:thanks|thank\s+you|many\s+thanks|with\s+thanks|with\s+(?:warm|warmest|best|kind|all\s+(?:my|our))\s+(?:wishes|regards|love)|warm\s+wishes|best\s+wishes|take\s+care|best|regards|kind\s+regards|warm\s+regards|warmly|cheers|sincerely|yours|all\s+the\s+best|talk\s+soon|speak\s+soon|bises|gracias|saludos|un\s+abrazo|abra[cç]os|ciao|grazie|obrigad[oa]|merci|danke|groetjes|hilsen|pozdrawiam|cumprimentos|atenciosamente|atentamente|cordialmente|cordialement|cordiali\s+saluti|distinti\s+saluti|mit\s+freundlichen\s+gr(?:ü|ue)ßen|viele\s+gr(?:ü|ue)(?:ß|ss)e|met\s+vriendelijke\s+groet|(?:maraming\s+)?salamat|asante(?:\s+sana)?|terima\s+kasih|shukran|arigat[oō]|dhanyavaad|te[şs]ekk[üu]rler|dzi[ęe]kuj[ęe]|c[ảa]m\s+[ơo]n|tack|takk|kiitos|medaase|na\s+gode)\b[^\n]{0,40}$/i;
// A signer's name: one to four capitalised words, nothing else on the line.
const personLine = /^\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u;
const rolePrefix =
  /^[^,\n]{0,50}?\b(?:ceo|cto|coo|cfo|founder|co-?founder|owner|director|president|manager|proprietor|proprietress|partner|chef|head|lead|md|principal)\b[^,\n]{0,30},\s*/i;

// "Tel. +52 33 ...", "Email: ...": how to reach the signer, not their business.
const contactLine = /^(?:tel|phone|mob|mobile|cell|fax|e-?mail|web|www|whatsapp|ph|t|m)\b[.:]?|@|https?:|^\+?\d/i;

const roleOnly =
  /^(?:[\p{L}&-]+\s+){0,4}(?:ceo|cto|coo|cfo|founder|co-?founder|owner|director|president|manager|proprietor|proprietress|partner|chef|lead|md|principal|consultant|engineer|officer)s?$/iu;

// "— Camila Rocha, co-founder & CEO @ Trocadinho": a signer (capitalised), a role, then the business (capitalised).
// The role is matched apart, without regard to case, so that the names stay capitalised.
const bylineSignature = /^[\s—–-]*\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,3},\s*([^,\n]{1,59}?[^\s,])(?:\s*@\s*|\s(?:at|of)\s)(\p{Lu}[^\n,;]{0,49}[^\s,;])\s*$/u;
const roleWord = String.raw`(?:ceo|cto|coo|cfo|founder|co-?founder|owner|director|president|managing\s+director|proprietor|proprietress|partner|head\s+chef|principal)`;
const bylineRole = new RegExp(String.raw`^(?:[\p{L}-]+\s+){0,2}?${roleWord}(?:\s*(?:&|and|\/)\s*${roleWord})?$`, 'iu');

type Line = { text: string; start: number };

function lines(text: string): Line[] {
  const out: Line[] = [];
  let start = 0;
  for (const part of text.split('\n')) {
    if (part.trim()) out.push({ text: part, start });
    start += part.length + 1;
  }
  return out;
}

export function emailFrame(text: string): EmailFrame {
  const all = lines(text);
  const frame: EmailFrame = {};
  const subject = all.slice(0, 6).find((l) => subjectLabel.test(l.text));
  if (subject) frame.subject = { start: subject.start + subjectLabel.exec(subject.text)![0].length, end: subject.start + subject.text.length };
  const from = all.slice(0, 8).find((l) => /^[\s>*]*from\s*:/i.test(l.text));
  const domain = from && /@([\p{L}\d-]+)\.[\p{L}.]{2,}/u.exec(from.text)?.[1]?.toLowerCase().replace(/-/g, '');
  if (domain && !mailServices.test(domain)) frame.senderDomain = domain;
  for (const line of all.slice(0, 4)) {
    const by = bylineLine.exec(line.text);
    if (!by) continue;
    // "**by Jabuti Jogos · Recife, Brazil**": a place after the separator makes the name after "by" the business.
    const place = isPlace(by[1]!.split(',')[0]!.trim());
    if (place) {
      const from = line.text.search(/\bby\s/) + 3;
      const raw = line.text.slice(from, line.text.lastIndexOf(by[1]!)).replace(/[\s·•|,–—-]+$/u, '');
      const lead = raw.length - raw.trimStart().length;
      frame.byline = { start: line.start + from + lead, end: line.start + from + raw.length };
    } else frame.byline = { start: line.start + line.text.lastIndexOf(by[1]!), end: line.start + line.text.length };
  }
  const tail = all.slice(-8);
  // "--" opens a signature block by convention: the signer's name follows it, as after a closing word.
  const delimiter = tail.findIndex((l) => /^--\s*$/.test(l.text));
  // The last closing word: "Thanks again for your time." may close the letter's body before "Best, / Karthik".
  const close = delimiter >= 0 ? delimiter : tail.findLastIndex((l) => closing.test(l.text.trim()));
  const signer = close >= 0 ? tail[close + 1] : undefined;
  const under = close >= 0 ? tail[close + 2] : undefined;
  // "Jane Doe / Marketing Director": a role alone under the name names no business.
  if (signer && under && personLine.test(signer.text.trim()) && !roleOnly.test(under.text.trim()) && !contactLine.test(under.text.trim())) {
    const indent = under.text.length - under.text.trimStart().length;
    const role = rolePrefix.exec(under.text.trimStart());
    frame.signature = { start: under.start + indent + (role ? role[0].length : 0), end: under.start + under.text.length };
  }
  // "— Camila Rocha, co-founder & CEO @ Trocadinho": a post signed on one line, the business after the role.
  if (!frame.signature) {
    for (const line of tail) {
      const m = bylineSignature.exec(line.text);
      if (m && bylineRole.test(m[1]!)) frame.signature = { start: line.start + m.index + m[0].length - m[2]!.length, end: line.start + m.index + m[0].length };
    }
  }
  return frame;
}
