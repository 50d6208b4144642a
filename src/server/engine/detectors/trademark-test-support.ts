// What the trademark tests read from the engine: the recommendations, their marks, and the candidate names.
import { buildContext } from '../context.ts';
import { findNameCandidates } from './trademark-candidates.ts';
import { detectTrademarks } from './trademark.ts';

export const trademarkRecs = (text: string) => detectTrademarks(buildContext(text));

/** The proposed marks, in lower case, strongest first. */
export const trademarkMarks = (text: string) =>
  trademarkRecs(text).map((r) => (r.details.kind === 'trademark' ? r.details.mark.toLowerCase() : ''));

/** Every name the candidate stage keeps, before the decision and the portfolio. */
export const candidateNames = (text: string) => findNameCandidates(buildContext(text)).map((c) => c.mark);
