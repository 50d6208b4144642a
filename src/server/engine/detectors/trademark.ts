import type { Detector, EngineContext, Recommendation } from '../types.ts';
import { isNotOwnMark, isOrdinaryWord, portfolio, presentedAsOwn, type Proposal } from './trademark-portfolio.ts';
import { findingId } from '../context.ts';
import { findNameCandidates, type NameCandidate } from './trademark-candidates.ts';
import { judgeDistinctiveness, type PlanVocabulary } from './trademark-distinctiveness.ts';
import { markFlags } from './trademark-flags.ts';
import { isClassKeyword, niceClassesFor, planNiceHits } from './trademark-nice.ts';
import { trademarkLikelihood } from './trademark-likelihood.ts';
import { planWords } from './trademark-vocabulary.ts';
import { describeTrademark } from './trademark-describe.ts';

function vocabulary(ctx: EngineContext, candidate: NameCandidate, classes: number[]): PlanVocabulary {
  const { counts } = planWords(ctx);
  // Words of the name itself do not count as the plan describing its goods with them.
  const own = new Map<string, number>();
  for (const m of candidate.mentions) for (const t of m.tokens) own.set(t.core.toLowerCase(), (own.get(t.core.toLowerCase()) ?? 0) + 1);
  const hits = planNiceHits(ctx);
  const found = new Set<string>();
  for (const n of classes) for (const term of hits.get(n)?.keys() ?? []) for (const w of term.split(/\s+/)) found.add(w);
  return {
    count: (w) => Math.max(0, (counts.get(w) ?? 0) - (own.get(w) ?? 0)),
    goodsWords: new Set([...found].filter((w) => isClassKeyword(w, classes) && w.length >= 3 && !own.has(w))),
  };
}

/** The text near a name's mentions: the sentence and the next one, where plans say what the name is for. */
function nearText(ctx: EngineContext, candidate: NameCandidate): string {
  const indexes = new Set<number>();
  // The first dozen uses say what the name is for; a company named 200 times adds nothing after that.
  for (const m of candidate.mentions.slice(0, 12)) {
    indexes.add(m.sentence.index);
    indexes.add(m.sentence.index + 1);
  }
  return [...indexes].map((i) => ctx.sentences[i]?.text ?? '').join('\n');
}

// "# Arts Council England — Developing Your Creative Practice", "DMZ Incubator Application": an application is
// headed with its funder or programme.
const funderWord = /\b(?:Council|Foundation|Trust|Fund|Lottery|Commission|Agency|Department|Ministry|Endowment|Institute|Authority|Incubator|Accelerator)\b/;
const grantText = /\b(?:grant|grants|application|applicant|funding|funder)\b/i;

function titleOnly(c: NameCandidate): boolean {
  return c.signals.has('title') && ![...c.signals].some((sig) => sig !== 'title' && sig !== 'midSentence' && sig !== 'subject');
}

// "SINAPI ABA SAVINGS AND LOANS LTD" heading a loan form: the lender that issued it.
const lenderAfter = /^(?:\s+[\p{L}&]+){0,3}?\s+(?:SAVINGS|LOANS|BANK|MICROFINANCE|CREDIT UNION|SACCO|BUILDING SOCIETY)\b/u;

/** Only the title names it, and it names a funder: "Council", "Trust", "Incubator", a lender. */
function isFunderTitle(ctx: EngineContext, c: NameCandidate): boolean {
  return titleOnly(c) && (funderWord.test(c.mark) || c.mentions.some((m) => lenderAfter.test(ctx.text.slice(m.end, m.end + 60).toUpperCase())));
}

// "Enactus Zimbabwe National Competition 2024 - Project Pitch Summary": the title names the event the text enters.
const eventAfter = /^(?:\s+\p{Lu}\p{L}*){0,3}\s+(?:Competition|Challenge|Prize|Awards?|Hackathon|Fellowship|Cup|Olympiad|Bootcamp)\b/u;

function isEventTitle(ctx: EngineContext, c: NameCandidate): boolean {
  return titleOnly(c) && c.mentions.some((m) => eventAfter.test(ctx.text.slice(m.end, m.end + 60)));
}

/**
 * A text that never defines its company still names it far more often than any other business: "Medpace" fifty
 * times, a competitor's "ICON plc" once. That company makes the other companies' names someone else's.
 */
function dominantCompany(all: readonly NameCandidate[]): NameCandidate | undefined {
  const uses = (c: NameCandidate) => c.mentions.filter((m) => !m.heading).length;
  const [first, second] = all.filter((c) => c.markType === 'company').sort((a, b) => uses(b) - uses(a));
  return first && uses(first) >= 5 && uses(first) >= 3 * (second ? uses(second) : 0) ? first : undefined;
}

export const detectTrademarks: Detector = (ctx) => {
  const all = findNameCandidates(ctx);
  // The company as the text defines it, or else as its title and a naming cue both present it ("# Littlewood Tiny
  // Homes" ... "under the Littlewood Tiny Homes name"): other businesses' names are then someone else's.
  const company =
    all.find((c) => c.ownCompany) ?? all.find((c) => c.markType === 'company' && c.signals.has('title') && c.signals.has('naming')) ?? dominantCompany(all);
  const application = grantText.test(ctx.text);
  // A company-typed name the title presents as the plan's own thing is its product, not another firm.
  const candidates = all
    .map((c) => (company && c !== company && !c.ownCompany && c.markType === 'company' && presentedAsOwn(c) ? { ...c, markType: 'product' as const } : c))
    .filter((c) => !isOrdinaryWord(ctx, c) && !isNotOwnMark(c, company) && !(application && isFunderTitle(ctx, c)) && !isEventTitle(ctx, c));
  const proposals: Proposal[] = [];
  let flagshipSeen = false;
  for (const candidate of candidates) {
    const classes = niceClassesFor(ctx, nearText(ctx, candidate), candidate.markType === 'company' ? 4 : 3);
    const vocab = vocabulary(ctx, candidate, classes.map((c) => c.number));
    const distinct = judgeDistinctiveness(candidate.mark, vocab);
    const flags = markFlags(candidate.mark, distinct.words.map((w) => w.word));
    const factors = trademarkLikelihood(candidate, distinct, flags);
    const likelihood = Math.max(3, Math.min(97, factors.reduce((sum, f) => sum + f.effect, 0)));
    const ownUses = candidate.mentions.filter((m) => !m.heading).length;
    let potential: Recommendation['potential'] = ownUses >= 3 ? 'medium' : 'low';
    if (candidate.markType === 'company') potential = 'high';
    else if (!flagshipSeen && (candidate.markType === 'product' || candidate.markType === 'service')) {
      flagshipSeen = true;
      const presented = ['naming', 'symbol', 'copula', 'apposition'].some((sig) => candidate.signals.has(sig as never));
      potential = ownUses >= 2 || presented ? 'high' : 'medium';
    }
    const text = describeTrademark(candidate, distinct, flags, classes, ownUses);
    proposals.push({ candidate, rec: {
      id: findingId('trademark', candidate.key),
      type: 'trademark',
      name: text.name,
      description: text.description,
      rationale: text.rationale,
      likelihood,
      nextStep: text.nextStep,
      potential,
      evidence: text.evidence,
      likelihoodFactors: factors,
      details: {
        kind: 'trademark',
        mark: candidate.mark,
        markType: candidate.markType,
        distinctiveness: distinct.level,
        distinctivenessReason: distinct.reason,
        niceClasses: classes.map(({ number, label }) => ({ number, label })),
        flags: flags.flags,
      },
    } });
  }
  return portfolio(ctx, proposals);
};
