import { ipTypes, type IpType } from '#shared/schemas/analysis.ts';
import { detectCopyrights } from './detectors/copyright.ts';
import { detectPatents } from './detectors/patent.ts';
import { detectTradeSecrets } from './detectors/trade-secret.ts';
import { detectTrademarks } from './detectors/trademark.ts';
import type { Candidates } from './features/features.ts';
import type { Detector, EngineContext } from './types.ts';

export const detectors: readonly (readonly [IpType, Detector])[] = [
  ['patent', detectPatents],
  ['trademark', detectTrademarks],
  ['trade_secret', detectTradeSecrets],
  ['copyright', detectCopyrights],
];

/** Called when a detector throws; returning (rather than throwing) leaves that type without candidates. */
export type DetectorFailure = (type: IpType, error: unknown) => void;

const rethrow: DetectorFailure = (_type, error) => {
  throw error;
};

/**
 * Stage 3: every detector's candidate findings, grouped by IP type; the decision stage keeps or drops them.
 * `failed` lists the types whose detector threw and whose failure `onFailure` let pass.
 */
export function findCandidates(
  ctx: EngineContext,
  onFailure: DetectorFailure = rethrow,
  list: readonly (readonly [IpType, Detector])[] = detectors,
): { candidates: Candidates; failed: IpType[] } {
  const candidates = Object.fromEntries(ipTypes.map((t) => [t, []])) as unknown as Candidates;
  const failed: IpType[] = [];
  for (const [type, detect] of list) {
    let found;
    try {
      found = detect(ctx);
    } catch (error) {
      onFailure(type, error);
      failed.push(type);
      continue;
    }
    for (const rec of found) candidates[rec.type].push(rec);
  }
  return { candidates, failed };
}
