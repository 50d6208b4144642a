import { doubleMetaphone } from 'double-metaphone';
import { distance } from 'fastest-levenshtein';
import { genericNouns, praiseWords } from '../lexicons/trademark-descriptive-words.ts';
import { famousMarks } from '../lexicons/trademark-known-marks.ts';
import { commonSurnames } from '../lexicons/trademark-surnames.ts';
import { isEnglish, isLegalSuffix, isPlace } from './trademark-words.ts';

export type FamousMatch = { famous: string; how: 'identical' | 'sound' | 'spelling' | 'sound and spelling'; editDistance: number };

const letters = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
const famous = [...new Map(famousMarks.map((m) => [letters(m), m])).entries()].filter(([key]) => key.length >= 3).map(([key, name]) => ({ key, name }));
const famousCodes = new Map(famous.map((f) => [f.key, doubleMetaphone(f.key)]));

/** The famous mark a name copies or comes close to by sound (double metaphone) or spelling (edit distance). */
export function famousNearMatch(mark: string): FamousMatch | undefined {
  const whole = letters(mark);
  // Single words of a longer name count only when coined: "Apple Grove Orchard" does not copy APPLE, "Nikey Sports" is near NIKE.
  const parts = mark.split(/\s+/).length > 1 ? mark.split(/\s+/).filter((w) => !isEnglish(w)).map(letters).filter((w) => w.length >= 4) : [];
  let best: FamousMatch | undefined;
  for (const word of new Set([whole, ...parts])) {
    if (word.length < 3) continue;
    const codes = doubleMetaphone(word);
    for (const f of famous) {
      if (f.key === word) {
        if (word === whole) return { famous: f.name, how: 'identical', editDistance: 0 };
        continue;
      }
      if (Math.abs(f.key.length - word.length) > 2 || f.key.length < 4) continue;
      // Near matches share their first or last letter; skipping the rest keeps 400 comparisons per name cheap.
      if (f.key[0] !== word[0] && f.key[f.key.length - 1] !== word[word.length - 1]) continue;
      const d = distance(word, f.key);
      const spelling = d <= (Math.min(word.length, f.key.length) >= 8 ? 2 : 1);
      const fc = famousCodes.get(f.key)!;
      const sound = d <= 3 && word[0] === f.key[0] && codes[0].length >= 2 && (codes[0] === fc[0] || codes[1] === fc[1] || codes[0] === fc[1]);
      if (!spelling && !sound) continue;
      const how = spelling && sound ? 'sound and spelling' : spelling ? 'spelling' : 'sound';
      if (!best || d < best.editDistance) best = { famous: f.name, how, editDistance: d };
    }
  }
  return best;
}

export type MarkFlags = { flags: string[]; surname?: string; place?: string; praise?: string[]; famous?: FamousMatch };

/** Surnames, place names, praise words and famous marks in a name: each weakens or endangers it. */
export function markFlags(mark: string, words: string[]): MarkFlags {
  const result: MarkFlags = { flags: [] };
  const lower = words.map((w) => w.toLowerCase());
  // A surname that is also a word ("Miller", "King") counts when the rest of the name only names the goods.
  const surname = lower.find(
    (w) => commonSurnames.has(w) && !praiseWords.has(w) && (!isEnglish(w) || lower.length === 1 || lower.every((o) => o === w || genericNouns.has(o) || isLegalSuffix(o))),
  );
  if (surname) {
    result.surname = surname;
    result.flags.push(`Surname: "${surname}" is a common surname; a mark that is primarily merely a surname is refused without acquired distinctiveness (Lanham Act s. 2(e)(4)).`);
  }
  const place = isPlace(mark) ? mark : lower.find((w) => isPlace(w)) ?? pairs(lower).find((p) => isPlace(p));
  if (place) {
    result.place = place;
    result.flags.push(`Place name: "${place}" is geographic; it is descriptive if the goods come from there and deceptive if they do not (s. 2(e)(2), 2(e)(3)).`);
  }
  const praise = lower.filter((w) => praiseWords.has(w));
  if (praise.length) {
    result.praise = praise;
    result.flags.push(`Praise word: ${praise.map((p) => `"${p}"`).join(', ')} is laudatory and cannot be claimed alone; the rest of the name must carry it.`);
  }
  // "Sunrise Corner Cafe", "Verdanta Robotics": the USPTO asks the applicant to disclaim the word that names the goods.
  // A unitary compound ("NestBooks") needs no disclaimer of its parts (TMEP 1213.05(a)): only separate words count.
  const separate = mark.toLowerCase().split(/\s+/).filter(Boolean);
  const generic = separate.length > 1 ? separate.filter((w) => genericNouns.has(w) && !praise.includes(w)) : [];
  if (generic.length && generic.length < separate.length) {
    result.flags.push(
      `Disclaimer: expect the USPTO to require a disclaimer of ${generic.map((g) => `"${g}"`).join(', ')}, the common name of the goods or services; the rest of the name is what the registration protects (15 U.S.C. 1056).`,
    );
  }
  const match = famousNearMatch(mark);
  if (match) {
    result.famous = match;
    result.flags.push(
      match.how === 'identical'
        ? `Famous mark: identical to ${match.famous.toUpperCase()}; expect refusal for confusion and a dilution claim from its owner.`
        : `Famous mark: close to ${match.famous.toUpperCase()} by ${match.how}${match.how.includes('spelling') ? ` (edit distance ${match.editDistance})` : ''}; a likely conflict and dilution risk.`,
    );
  }
  return result;
}

function pairs(words: string[]): string[] {
  return words.slice(1).map((w, i) => `${words[i]} ${w}`);
}
