import { ipTypes } from '#shared/schemas/analysis.ts';
import { detectCopyrights } from './detectors/copyright.ts';
import { detectPatents } from './detectors/patent.ts';
import { detectTradeSecrets } from './detectors/trade-secret.ts';
import { detectTrademarks } from './detectors/trademark.ts';
import type { Candidates } from './features/features.ts';
import type { Detector, EngineContext } from './types.ts';

const detectors: Detector[] = [detectPatents, detectTrademarks, detectTradeSecrets, detectCopyrights];

/** Stage 3: every detector's candidate findings, grouped by IP type; the decision stage keeps or drops them. */
export function findCandidates(ctx: EngineContext): Candidates {
  const candidates = Object.fromEntries(ipTypes.map((t) => [t, []])) as unknown as Candidates;
  for (const detect of detectors) for (const rec of detect(ctx)) candidates[rec.type].push(rec);
  return candidates;
}
