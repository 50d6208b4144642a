// The mention that names a passage's invention, and the voice that makes a passage the writer's own.
import { thirdPartyPattern } from '../lexicons/patent-cues.ts';
import { bit, type Mention, type SentenceSignals } from './patent-signals.ts';

/**
 * The mention that names a block's invention: the thing claimed ("we designed a X"), early, specific. A bare head
 * ("a new kiln") names nothing on its own unless the caller knows the passage is about it (`bareToo`).
 */
export function bestMention(sigs: SentenceSignals[], bareToo = false): Mention | undefined {
  let best: Mention | undefined;
  let bestScore = 0;
  sigs.forEach((s, position) => {
    if (s.mask & bit.thirdParty && thirdPartyPattern.test(s.sentence.text)) return;
    const claimSentence = s.novelty || s.comparative || s.ownership || s.effect ? 3 : 0;
    let leading = 2;
    for (const m of s.mentions) {
      if ((m.bare && !bareToo) || m.priorArt) continue;
      // A sentence names its main thing first: "Our bag uses a double-track zipper ... a soft silicone gasket".
      const score =
        (m.qualifies ? 6 : 0) + (m.claimed ? 6 : 0) + claimSentence + (m.strong ? 2 : 0) + Math.min(m.phrase.modifiers.length, 3) + Math.max(0, 2 - position) + leading;
      leading = 0;
      if (score > bestScore) {
        best = m;
        bestScore = score;
      }
    }
  });
  return bestScore >= 3 ? best : undefined;
}

export function ownVoice(s: SentenceSignals): boolean {
  return s.firstPerson || s.ownership !== undefined;
}


