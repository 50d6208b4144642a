import type { NameCandidate } from './trademark-candidates.ts';
import type { DistinctivenessJudgement } from './trademark-distinctiveness.ts';
import type { MarkFlags } from './trademark-flags.ts';

export type Factor = { label: string; effect: number };

// Registration odds fall along the Abercrombie spectrum (IP-KNOWLEDGE.md): the baseline plus these effects.
const spectrum: Record<DistinctivenessJudgement['level'], Factor> = {
  fanciful: { label: 'Coined word (fanciful): inherently distinctive', effect: 35 },
  arbitrary: { label: 'Dictionary word unrelated to the goods (arbitrary): inherently distinctive', effect: 28 },
  suggestive: { label: 'Hints at the goods (suggestive): registrable without proof of use', effect: 15 },
  descriptive: { label: 'Describes the goods (descriptive): needs acquired distinctiveness', effect: -22 },
  generic: { label: 'Common name of the goods (generic): not protectable', effect: -45 },
};

/** The named factors behind a trademark's likelihood of registration; they add up to the likelihood. */
export function trademarkLikelihood(candidate: NameCandidate, distinct: DistinctivenessJudgement, flags: MarkFlags): Factor[] {
  const factors: Factor[] = [{ label: 'Baseline for a US trademark application', effect: 50 }, spectrum[distinct.level]];
  if (flags.famous?.how === 'identical') factors.push({ label: `Identical to the famous mark ${flags.famous.famous.toUpperCase()}`, effect: -45 });
  else if (flags.famous) factors.push({ label: `Close to the famous mark ${flags.famous.famous.toUpperCase()} by ${flags.famous.how}`, effect: -30 });
  if (flags.surname) factors.push({ label: `Surname ("${flags.surname}")`, effect: -15 });
  if (flags.place) factors.push({ label: `Place name ("${flags.place}")`, effect: -15 });
  if (flags.praise?.length && distinct.level !== 'descriptive') factors.push({ label: 'Laudatory word in the name', effect: -8 });
  const letters = candidate.mark.replace(/[^\p{L}\p{N}]/gu, '').length;
  if (letters <= 3) factors.push({ label: 'Very short name: crowded field of similar marks', effect: -10 });
  if (candidate.signals.has('symbol') || candidate.signals.has('registered')) factors.push({ label: 'Already used as a brand (marked ™ or ® in the plan)', effect: 3 });
  return factors;
}
