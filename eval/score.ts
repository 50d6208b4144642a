import { ipTypes, type IpType } from '#shared/schemas/analysis.ts';

export type Expected = Record<IpType, boolean>;

/** What scoring needs from a label (eval/corpus.ts validates the full label). */
export type LabelForScoring = { marks: string[]; notMarks: string[]; expected: Expected };

/** The part of a recommendation that scoring reads; loose so that a result off the schema still gets scored. */
export type ScoredRecommendation = {
  type: string;
  name?: string;
  details?: { kind?: string; mark?: unknown } | null;
};

export type Prediction = { types: Expected; marks: string[] };

// Also the forms of Australia, South Africa, India, Singapore and Malaysia: "Pty Ltd", "(Pty) Ltd", "Pvt. Ltd.", "Pte Ltd", "Sdn Bhd".
// And of Latin America, Italy, France and the UK's community interest companies: "Ltda", "SpA", "S.r.l.", "SARL", "CIC", and South Africa's non-profit companies, "NPC".
// And "(Pvt) Ltd", Peru's "S.A.C.", "SAS", Egypt's "(S.A.E.)", Ecuador's "Cía. Ltda.", Mexico's "S. de R.L. de C.V.", Spain's
// "S.L.", Portugal's "Lda.", Estonia's "OÜ"; "Company" before a form ("Tall Grass Seltzer Company LLC") is the form's too.
const legalSuffix =
  /[\s,]+(inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|co|gmbh|plc|pbc|pty|\(pty\)|pvt|\(pvt\)|private|pte|sdn|bhd|ltda|lda|c[ií]a|s\.l|oü|company|s\.r\.l|srl|sarl|s\.a\.s|sas|s\.a\.c|sac|\(?s\.a\.e\.?\)|s\.a\.e|cic|npc|ab|aps|oy|bv|b\.v|nv|n\.v|ehf|kft|s\.r\.o|sro)\.?$/i;
const mexicanForm = /\s+S\.\s?(?:de\s+R\.\s?L\.|A\.)(?:\s+de\s+C\.\s?V\.?)?$/i;
// Case matters here: "SpA" is a company form, "Spa" a word of the trade ("Harbour Spa").
const societaPerAzioni = /\s+S\.?p\.?A\.?$/;
const edgeQuotes = /^["'“”‘’«»`]+|["'“”‘’«»`]+$/g;

/**
 * The comparable form of a mark: case, ™/®/℠ signs, surrounding quotes, spacing, trailing punctuation
 * and a legal-entity suffix ("Acme, Inc.") do not make a different mark.
 */
export function normaliseMark(name: string): string {
  let value = name.replace(/[™®℠©]/g, ' ').normalize('NFKC').replace(/\s+/g, ' ').trim();
  for (let previous = ''; previous !== value; ) {
    previous = value;
    value = value.replace(edgeQuotes, '').replace(/[\s.,;:!?]+$/, '').replace(legalSuffix, '').replace(mexicanForm, '').replace(societaPerAzioni, '').trim();
  }
  return value.toLowerCase();
}

const trademarkName = /^\s*trademark\s*:\s*(.+?)\s*(?:\([^()]*\))?\s*$/i;

/** The mark a trademark recommendation proposes: details.mark, else the NAME of "Trademark: NAME (...)". */
export function markOf(recommendation: ScoredRecommendation): string | null {
  if (recommendation.type !== 'trademark') return null;
  const fromDetails = recommendation.details?.mark;
  if (typeof fromDetails === 'string' && fromDetails.trim() !== '') return fromDetails.trim();
  const fromName = recommendation.name?.match(trademarkName)?.[1];
  return fromName && fromName.trim() !== '' ? fromName.trim() : null;
}

const membersPattern = /;\s*(?:family|listed with it|other names):\s*([^()]*)\)\s*$/;

/**
 * The names a grouped recommendation files with its mark: "Trademark: FEDEX (company name; family: FedEx Express,
 * FedEx Ground)", "...; listed with it: A, B)", "...; other names: C)".
 */
export function membersOf(recommendation: ScoredRecommendation): string[] {
  if (recommendation.type !== 'trademark') return [];
  const list = recommendation.name?.match(membersPattern)?.[1];
  return list ? list.split(/,\s*/).map((m) => m.trim()).filter(Boolean) : [];
}

export function predictionFrom(recommendations: readonly ScoredRecommendation[]): Prediction {
  const types = Object.fromEntries(
    ipTypes.map((type) => [type, recommendations.some((rec) => rec.type === type)]),
  ) as Expected;
  const marks = new Map<string, string>();
  for (const rec of recommendations) {
    for (const mark of [markOf(rec), ...membersOf(rec)]) {
      if (mark !== null && !marks.has(normaliseMark(mark))) marks.set(normaliseMark(mark), mark);
    }
  }
  return { types, marks: [...marks.values()] };
}

export type TypeOutcome = 'tp' | 'fp' | 'fn' | 'tn';

export type MarkFalsePositive = {
  name: string;
  /** third-party: listed in notMarks (a competitor, partner, person, place, heading...); unlabelled: any other name. */
  reason: 'third-party' | 'unlabelled';
};

export type PlanScore = {
  plan: string;
  types: Record<IpType, TypeOutcome>;
  marks: { matched: string[]; falsePositives: MarkFalsePositive[]; missed: string[] };
};

function outcome(expected: boolean, predicted: boolean): TypeOutcome {
  if (predicted) return expected ? 'tp' : 'fp';
  return expected ? 'fn' : 'tn';
}

export function scorePlan(plan: string, label: LabelForScoring, prediction: Prediction): PlanScore {
  const types = Object.fromEntries(
    ipTypes.map((type) => [type, outcome(label.expected[type], prediction.types[type])]),
  ) as Record<IpType, TypeOutcome>;

  const labelled = new Map(label.marks.map((mark) => [normaliseMark(mark), mark]));
  const thirdParty = new Set(label.notMarks.map(normaliseMark));
  const predicted = new Map(prediction.marks.map((mark) => [normaliseMark(mark), mark]));

  const matched: string[] = [];
  const falsePositives: MarkFalsePositive[] = [];
  for (const [key, name] of predicted) {
    if (labelled.has(key)) matched.push(labelled.get(key) as string);
    else falsePositives.push({ name, reason: thirdParty.has(key) ? 'third-party' : 'unlabelled' });
  }
  const missed = [...labelled].filter(([key]) => !predicted.has(key)).map(([, name]) => name);
  return { plan, types, marks: { matched, falsePositives, missed } };
}

export type Counts = { tp: number; fp: number; fn: number };
/** precision, recall and f1 are null when undefined (nothing predicted, nothing expected). */
export type Figures = Counts & { precision: number | null; recall: number | null; f1: number | null };

export function figures({ tp, fp, fn }: Counts): Figures {
  const precision = tp + fp === 0 ? null : tp / (tp + fp);
  const recall = tp + fn === 0 ? null : tp / (tp + fn);
  let f1: number | null = null;
  if (precision !== null && recall !== null) f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return { tp, fp, fn, precision, recall, f1 };
}

export type Summary = { plans: number; types: Record<IpType, Figures>; names: Figures };

export function summarise(scores: readonly PlanScore[]): Summary {
  const types = Object.fromEntries(
    ipTypes.map((type) => {
      const count = (wanted: TypeOutcome) => scores.filter((score) => score.types[type] === wanted).length;
      return [type, figures({ tp: count('tp'), fp: count('fp'), fn: count('fn') })];
    }),
  ) as Record<IpType, Figures>;
  const names = figures({
    tp: scores.reduce((sum, score) => sum + score.marks.matched.length, 0),
    fp: scores.reduce((sum, score) => sum + score.marks.falsePositives.length, 0),
    fn: scores.reduce((sum, score) => sum + score.marks.missed.length, 0),
  });
  return { plans: scores.length, types, names };
}

export type Miss = {
  plan: string;
  /** An IP type for a plan-level miss, 'name' for trademark names. */
  type: IpType | 'name';
  kind: 'FP' | 'FN';
  names: string[];
};

/** Every error, plan by plan, so that engineers can look for the general rule behind it. */
export function missesOf(scores: readonly PlanScore[]): Miss[] {
  const misses: Miss[] = [];
  for (const score of scores) {
    for (const type of ipTypes) {
      const result = score.types[type];
      if (result === 'fp' || result === 'fn') misses.push({ plan: score.plan, type, kind: result === 'fp' ? 'FP' : 'FN', names: [] });
    }
    const { falsePositives, missed } = score.marks;
    if (falsePositives.length > 0) {
      const names = falsePositives.map((fp) => (fp.reason === 'third-party' ? `${fp.name} (third-party/non-name)` : fp.name));
      misses.push({ plan: score.plan, type: 'name', kind: 'FP', names });
    }
    if (missed.length > 0) misses.push({ plan: score.plan, type: 'name', kind: 'FN', names: missed });
  }
  return misses;
}
