import { ipTypes, type IpType } from '#shared/schemas/analysis.ts';
import { figures, type Expected, type Figures } from './score.ts';

/** What one analysis proposed, reduced to what the corpus-level metrics read. */
export type CaseOutcome = {
  id: string;
  text: string;
  expected: Expected;
  brands: string[];
  predicted: Expected;
  /** Each trademark recommendation's mark and name ("Trademark: NAME (...)"). */
  trademarks: { mark: string; name: string }[];
};

export type CorpusMetrics = {
  cases: number;
  types: Record<IpType, Figures>;
  macroF1: number;
  /** "Recommend all four types to every case": the rule of thumb the engine has to beat. */
  allFour: { types: Record<IpType, Figures>; macroF1: number };
  brandRecall: { found: number; labelled: number; recall: number | null };
  trademarkRecs: { mean: number; max: number };
  /**
   * Proposed marks that the same text also writes in lower case as words: ordinary words, not names. A web or mail
   * address ("ebay.com") is not a use as a word: domains are lower case by convention (decision 015).
   */
  ordinaryWordMarks: { count: number; proposed: number; share: number | null };
  /** The literal reading: lower-case uses inside web and mail addresses counted too. */
  ordinaryWordMarksCountingAddresses: { count: number; proposed: number; share: number | null };
};

/** Case, punctuation and spacing do not make a different name: "Nathan's" ~ "NATHANS", "Fed-Ex" ~ "fedex". */
export function squash(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** A labelled brand is found when a trademark recommendation's mark or name contains it. */
export function brandFound(brand: string, trademarks: readonly { mark: string; name: string }[]): boolean {
  const key = squash(brand);
  if (key === '') return false;
  return trademarks.some((tm) => squash(tm.mark).includes(key) || squash(tm.name).includes(key));
}

/** The text without web and mail addresses ("walmart.com", "ir.netflix.com"), where names are lower case by convention. */
export function withoutAddresses(text: string): string {
  return text
    .split(/(\s+)/)
    .map((token) => (/@|:\/\/|^www\.|\.(?:com|io|co|net|org|ai|app)(?:[/.,;:)]|$)/i.test(token) ? ' ' : token))
    .join('');
}

/**
 * True when `mark`, written entirely in lower case, occurs as whole words in `text` (case-sensitive). With
 * `ignoreAddresses`, a web or mail address does not count: a brand's domain is not an ordinary word.
 */
export function writtenInLowerCase(mark: string, text: string, ignoreAddresses = false): boolean {
  const lower = mark.toLowerCase().trim();
  if (lower === '') return false;
  if (ignoreAddresses) return writtenInLowerCase(mark, withoutAddresses(text));
  const escaped = lower.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(text);
}

function macro(types: Record<IpType, Figures>): number {
  return ipTypes.reduce((sum, type) => sum + (types[type].f1 ?? 0), 0) / ipTypes.length;
}

function typeFigures(outcomes: readonly CaseOutcome[], predicted: (o: CaseOutcome) => Expected): Record<IpType, Figures> {
  return Object.fromEntries(
    ipTypes.map((type) => {
      let tp = 0;
      let fp = 0;
      let fn = 0;
      for (const o of outcomes) {
        const p = predicted(o)[type];
        if (p && o.expected[type]) tp++;
        else if (p) fp++;
        else if (o.expected[type]) fn++;
      }
      return [type, figures({ tp, fp, fn })];
    }),
  ) as Record<IpType, Figures>;
}

const allTrue: Expected = { patent: true, trademark: true, trade_secret: true, copyright: true };

export function corpusMetrics(outcomes: readonly CaseOutcome[]): CorpusMetrics {
  const types = typeFigures(outcomes, (o) => o.predicted);
  const baseline = typeFigures(outcomes, () => allTrue);
  let labelled = 0;
  let found = 0;
  let proposed = 0;
  let ordinary = 0;
  let ordinaryLiteral = 0;
  for (const o of outcomes) {
    const prose = withoutAddresses(o.text);
    for (const brand of new Set(o.brands)) {
      labelled++;
      if (brandFound(brand, o.trademarks)) found++;
    }
    for (const tm of o.trademarks) {
      proposed++;
      if (writtenInLowerCase(tm.mark, prose)) ordinary++;
      if (writtenInLowerCase(tm.mark, o.text)) ordinaryLiteral++;
    }
  }
  const counts = outcomes.map((o) => o.trademarks.length);
  return {
    cases: outcomes.length,
    types,
    macroF1: macro(types),
    allFour: { types: baseline, macroF1: macro(baseline) },
    brandRecall: { found, labelled, recall: labelled === 0 ? null : found / labelled },
    trademarkRecs: {
      mean: counts.length === 0 ? 0 : counts.reduce((a, b) => a + b, 0) / counts.length,
      max: Math.max(0, ...counts),
    },
    ordinaryWordMarks: { count: ordinary, proposed, share: proposed === 0 ? null : ordinary / proposed },
    ordinaryWordMarksCountingAddresses: { count: ordinaryLiteral, proposed, share: proposed === 0 ? null : ordinaryLiteral / proposed },
  };
}
