// Noun-phrase reading without a tagger: the detectors name findings from the plan's own words, and a walk over
// a few words either side of a head noun is enough for the compounds founders write ("adaptive cold-chain
// routing algorithm", "method for extracting lithium from brine"). Also used by the trade-secret detector.

import { scanWords, tokenize, type ScannedWord, type Tokens } from './tokens.ts';

const stopWords = new Set(
  (
    'a,an,the,our,their,its,his,her,my,your,this,that,these,those,we,they,it,which,who,whom,whose,with,without,of,for,in,on,' +
    'by,to,from,at,as,into,onto,via,per,over,under,than,and,or,but,nor,so,yet,is,are,was,were,be,been,being,has,have,had,' +
    'do,does,did,will,would,can,could,should,may,might,must,shall,use,uses,used,using,built,build,builds,developed,develop,' +
    'develops,designed,design,designs,created,create,creates,invented,invent,made,make,makes,called,named,include,includes,' +
    'including,offer,offers,provide,provides,sell,sells,combine,combines,combining,based,all,each,every,any,some,one,two,' +
    'three,more,most,also,only,just,very,both,such,other,another,like,unlike,then,there,here,when,where,while,what,how,' +
    'why,about,across,after,before,between,through,during,not,no,us,them,everything,something,if,because,since,until,' +
    'whether,own,first,second,new,novel,patented,proprietary,unique,innovative,custom,exclusive,bespoke,advanced,' +
    'cutting-edge,state-of-the-art,patent-pending,first-of-its-kind,breakthrough,pioneering,groundbreaking,revolutionary,' +
    'special,secret,in-house,smart,simple,better,best,great,powerful,robust,easy,efficient,affordable,low-cost,high-quality,' +
    'key,core,main,flagship,world-class,industry-leading,leading,next-generation,award-winning,sophisticated,seamless'
  ).split(','),
);

/** Descriptive words that belong in a subject even though the walk would otherwise not need them. */
const keepEvenIfStop = new Set(['low-cost', 'smart']);

export type Phrase = {
  /** The phrase as written in the sentence. */
  text: string;
  /** Offsets into the sentence. */
  start: number;
  end: number;
  head: string;
  modifiers: string[];
  /** The word that ended the walk back, e.g. "novel" or "proprietary". */
  lead?: string;
  /** "for extracting lithium from brine" or "that detects gas leaks" when the phrase needs it to be specific. */
  tail?: string;
};

const possessive = /['’]s?$/;
const scaleWords = /^(?:thousand|million|billion|trillion)$/i;

type Word = ScannedWord;

/** Words with inner apostrophes, hyphens, slashes and plus signs ("cold-chain", "C++"): the shared scanner's compounds. */
function wordsIn(text: string, offset: number): Word[] {
  return scanWords(text, true, offset);
}

const tailStop = new Set([
  'that', 'which', 'who', 'and', 'or', 'but', 'by', 'using', 'with', 'while', 'so', 'is', 'are', 'was', 'were', 'will', 'can',
  'has', 'have', 'to', 'at', 'within', 'because', 'through', 'via', 'without', 'than', 'as', 'our', 'their', 'its', 'we',
]);
const tailTrim = new Set(['of', 'for', 'from', 'on', 'in', 'the', 'a', 'an', 'into', 'per', 'up', 'down', 'it', 'this', 'them', 'these', 'those', 'that', 'us', 'single', 'each', 'every']);

/** Heads too bare to name a secret or an invention alone: they take the "for ..." of what they make. */
const genericHead = /^(?:method|recipe|process|technique|formula)s?$/i;

/**
 * The noun phrase ending at the head found at [headStart, headEnd) of the sentence: up to four modifiers
 * before it (stopping at determiners, verbs, punctuation and praise words), and a short "for ..." or
 * "that ..." tail when the phrase alone would be too bare to name an invention.
 */
export function nounPhraseAt(sentence: string, headStart: number, headEnd: number, maxModifiers = 4): Phrase {
  const before = wordsIn(sentence.slice(Math.max(0, headStart - 90), headStart), Math.max(0, headStart - 90));
  const modifiers: Word[] = [];
  let lead: string | undefined;
  let boundary = headStart;
  for (let i = before.length - 1; i >= 0 && modifiers.length < maxModifiers; i--) {
    const w = before[i]!;
    // "lipid nanoparticle (LNP) formulation": an acronym in brackets sits inside the compound.
    if (sentence[w.start - 1] === '(' && sentence[w.end] === ')' && /^[\p{Lu}\d-]{2,8}s?$/u.test(w.text) && /^\)\s+$/.test(sentence.slice(w.end, boundary))) {
      boundary = w.start - 1;
      continue;
    }
    const gap = sentence.slice(w.end, boundary);
    if (!/^\s+$/.test(gap)) break;
    const lower = w.text.toLowerCase();
    if (possessive.test(w.text) && /['’]/.test(w.text)) break;
    if (stopWords.has(lower) && !keepEvenIfStop.has(lower)) {
      lead = lower;
      break;
    }
    if (/^\d+$/.test(lower)) break;
    // Noun adjuncts are singular: a plural or third-person word ("joins panels", "sales team") ends the compound.
    if (w.text === lower && /[^su]s$/.test(lower) && !/(?:ics|ous|ss)$/.test(lower) && modifiers.length === 0) break;
    modifiers.unshift(w);
    boundary = w.start;
  }
  const head = sentence.slice(headStart, headEnd);
  let start = modifiers[0]?.start ?? headStart;
  // "2.3 million shipment records": a scale word keeps the figure it multiplies, digits and all.
  if (modifiers[0] && scaleWords.test(modifiers[0].text)) {
    const figure = /(?:^|[\s(])(\d[\d.,]*)\s+$/.exec(sentence.slice(Math.max(0, start - 24), start));
    if (figure) start -= figure[0].length - figure[0].indexOf(figure[1]!);
  }
  let end = headEnd;
  let tail: string | undefined;
  if (modifiers.length < 2) {
    const after = wordsIn(sentence.slice(headEnd, headEnd + 90), headEnd);
    const first = after[0];
    const joiner = first?.text.toLowerCase();
    const gapOk = first && /^\s+$/.test(sentence.slice(headEnd, first.start));
    const second = after[1]?.text.toLowerCase() ?? '';
    const wantsTail =
      gapOk &&
      // "the method for sohan papdi": a bare method or recipe is named by what it makes.
      ((joiner === 'for' && (/ing$/.test(second) || (modifiers.length === 0 && genericHead.test(head) && second !== '' && !stopWords.has(second)))) ||
        (joiner === 'of' && second !== '' && !stopWords.has(second)) ||
        ((joiner === 'that' || joiner === 'which') && /s$/.test(second) && modifiers.length <= 1));
    if (wantsTail) {
      const taken: Word[] = [first!];
      let prevEnd = first!.end;
      for (let i = 1; i < after.length && taken.length < 7; i++) {
        const w = after[i]!;
        if (!/^\s+$/.test(sentence.slice(prevEnd, w.start))) break;
        const lower = w.text.toLowerCase();
        if (i > 1 && tailStop.has(lower)) break;
        taken.push(w);
        prevEnd = w.end;
      }
      while (taken.length > 1 && (tailTrim.has(taken.at(-1)!.text.toLowerCase()) || /^\d/.test(taken.at(-1)!.text))) taken.pop();
      if (taken.length >= (joiner === 'that' || joiner === 'which' ? 3 : 2)) {
        end = taken.at(-1)!.end;
        tail = sentence.slice(first!.start, end);
      }
    }
  }
  return {
    text: sentence.slice(start, end),
    start,
    end,
    head,
    modifiers: modifiers.map((m) => m.text.toLowerCase()),
    lead,
    tail,
  };
}

/** A crude stem, enough to see "calibrating", "calibrates" and "calibration" as one word. */
export function stem(word: string): string {
  const w = word.toLowerCase().replace(/['’]s?$/, '');
  if (w.length <= 4) return w.replace(/s$/, '');
  return w.replace(/(?:ings?|ions?|ed|es|s|e)$/, '');
}

/** Stemmed content words of a phrase, for comparing two mentions of the same thing. */
export function contentWords(text: string, tokens: Tokens = tokenize(text)): string[] {
  const out: string[] = [];
  for (const part of tokens.words) if (part.length > 2 && !stopWords.has(part) && !tailTrim.has(part)) out.push(stem(part));
  return out;
}

/** A sentence, or the part of it around [from, to), short enough to quote in a rationale. */
export function quoteAround(sentence: string, from = 0, to = sentence.length, max = 170): string {
  if (sentence.length <= max) return sentence;
  const centre = Math.floor((from + to) / 2);
  let s = Math.max(0, centre - Math.floor(max / 2));
  let e = Math.min(sentence.length, s + max);
  s = Math.max(0, e - max);
  if (s > 0) s = sentence.indexOf(' ', s) + 1 || s;
  if (e < sentence.length) e = sentence.lastIndexOf(' ', e) > s ? sentence.lastIndexOf(' ', e) : e;
  return `${s > 0 ? '…' : ''}${sentence.slice(s, e)}${e < sentence.length ? '…' : ''}`;
}
