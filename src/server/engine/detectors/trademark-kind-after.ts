import { genericDrugAfter, isKindNoun, kindAfter, pricedInBrackets } from './trademark-context.ts';
import type { Signal } from './trademark-mention-types.ts';
import type { WordToken } from './trademark-text.ts';
import { isEnglish, isJargonOrCalendar, isNonNameWord } from './trademark-words.ts';

const namedThingAfter = /^\s+(?:sign|signs|signage|shopfront|awning|banner|banners|van|vans|stall|stickers|business\s+cards|aprons|uniforms)\b/i;

const beerStyle = /^(?:IPA|NEIPA|DIPA|APA|Lager|Stout|Porter|Saison|Pilsner|Pils|Ale|Bitter|Gose|Kölsch|Helles|Dunkel|Bock|Weisse|Witbier|Tripel|Dubbel|Sour)$/;

export type KindFollowing = { signals: Signal[]; kind?: string; kindNoun: boolean };

/**
 * What the words right after a name say it names: a kind of thing ("Lumio app"), a price ("(A6, €24)"), a medicine's
 * generic name ("(alirocumab)"), a product line ("family of stents", "Primaxx Series").
 */
export function kindFollowing(run: WordToken[], before: string, after: string, nameLike: boolean): KindFollowing {
  const signals: Signal[] = [];
  let kind: string | undefined;
  const last = run.at(-1)!;
  // "a Loring roaster" is one of someone else's products; "the Framelock connector", "our Lumio app" are the plan's.
  const ka = /\b(?:a|an)\s+(?:[\p{Ll}\d][\p{L}\d-]*\s+){0,3}$/u.test(before.slice(-40)) ? null : after.match(kindAfter);
  if (ka) {
    signals.push('kindAfter');
    // "our BackStrong group class": a compound of kinds is the kind of its last noun (a class, not a group).
    const next = /^\s+([\p{L}-]+)/u.exec(after.slice(ka[0].length))?.[1];
    kind ??= next !== undefined && isKindNoun(next) && !/^(?:can|will|may|might|must|shall|should|would|could|is|are|was|were|has|have|had|does|do|did)$/i.test(next) ? next : ka[1];
  }
  // "the Lune Pocket (A6, €24)": a thing sold at a price.
  // Not a day ("on Saturdays (€65 per person)") nor a supplier ("a belt press from Voran (PLN 210,000)").
  const everyday = run.every((t) => isNonNameWord(t.core) || isJargonOrCalendar(t.core.replace(/s$/, '')));
  if (!ka && pricedInBrackets.test(after) && !everyday && !/\b(?:from|by|with|at|via|through)\s+$/i.test(before)) {
    signals.push('kindAfter');
    signals.push('priced');
    kind ??= 'product';
  }
  // A medicine's brand is named before its generic name: "Praluent (alirocumab)".
  if (!ka && genericDrugAfter.test(after)) {
    signals.push('kindAfter');
    kind ??= 'drug';
  }
  // "Crumb & Cardamom sign blew over AGAIN", "the Doyle vans": what carries a business's name is the business's own.
  if (!ka && (nameLike || run.length >= 2) && namedThingAfter.test(after) && !/\b(?:a|an|their|his|her)\s+$/i.test(before)) {
    signals.push('kindAfter');
    kind ??= 'business';
  }
  // A product line: "the XIENCE family of stents", "Primaxx Series". A surname's family ("the Okafor family") is not.
  const lineAfter = /^\s+(?:product\s+)?famil(?:y|ies)\s+of\b|^\s+product\s+famil/i.test(after) || (/^\s+famil(?:y|ies)\b/i.test(after) && run.some((t) => t.allCaps || t.innerCap));
  const lineInRun = run.length >= 2 && /^(?:Series|Family)$/.test(last.core) && run.slice(0, -1).some((t) => t.allCaps || t.innerCap || !isEnglish(t.core));
  if (!ka && nameLike && (lineAfter || lineInRun)) {
    signals.push('kindAfter');
    kind ??= 'line';
  }
  // "Fog Bell IPA", "Porch Light Lager", "Ironmonger Porter": a beer's name ends in its style, which says what it is.
  // Not a style after a nationality or plain words ("Czech Pilsner", "Pale Ale"), nor one someone else brews ("a Hazy IPA").
  if (!ka && run.length >= 2 && beerStyle.test(last.core) && !run.slice(0, -1).every((t) => isNonNameWord(t.core) || isJargonOrCalendar(t.core)) && !/\b(?:a|an|their|his|her)\s+$/i.test(before)) {
    signals.push('kindAfter');
    kind ??= 'beer';
  }
  return { signals, ...(kind !== undefined && { kind }), kindNoun: ka !== null };
}
