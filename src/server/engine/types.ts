import type { Evidence, IpType, Recommendation } from '#shared/schemas/analysis.ts';

export type Sentence = {
  index: number;
  /** The sentence as it stands in EngineContext.text (text.slice(start, end) === text). */
  text: string;
  start: number;
  end: number;
};

export type EngineContext = {
  /** The normalised plan; every offset in a finding refers to this string. */
  text: string;
  sentences: Sentence[];
};

/** A detector reads the plan and returns the recommendations of its type that the plan supports. */
export type Detector = (ctx: EngineContext) => Recommendation[];

export type { Evidence, IpType, Recommendation };
