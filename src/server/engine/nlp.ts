import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

export type TaggedToken = { value: string; pos: string };

type Nlp = ReturnType<typeof winkNLP>;
let nlp: Nlp | undefined;

// The model takes ~0.1-0.2 s to load: once per process, and only when a plan first needs it.
function getNlp(): Nlp {
  // Only sentence splitting and part-of-speech tagging: the rest of the pipeline costs time the engine does not use.
  nlp ??= winkNLP(model, ['sbd', 'pos']);
  return nlp;
}

const cache = new Map<string, TaggedToken[]>();

/** Words and punctuation of a short passage with their universal part-of-speech tags (PROPN, NOUN, VERB, AUX, ...). */
export function tagPassage(text: string): TaggedToken[] {
  const hit = cache.get(text);
  if (hit) return hit;
  const engine = getNlp();
  const doc = engine.readDoc(text);
  const values = doc.tokens().out() as string[];
  const tags = doc.tokens().out(engine.its.pos) as string[];
  const tagged = values.map((value, i) => ({ value, pos: tags[i] ?? 'X' }));
  // Bounded: plans repeat headings and boilerplate, but the cache must not grow with every plan a process reads.
  if (cache.size > 5000) cache.clear();
  cache.set(text, tagged);
  return tagged;
}

/**
 * Whether the words that open a sentence, up to character `openingEnd`, act as its grammatical subject: the next
 * word is a verb or auxiliary ("Lumio connects...", "Harvest is a meal-kit company"), not a noun they modify.
 */
export function opensAsSubject(sentence: string, openingEnd: number): boolean {
  let cursor = 0;
  const tokens = tagPassage(sentence).filter((t) => t.pos !== 'SPACE');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const at = sentence.indexOf(token.value, cursor);
    if (at < 0) return false;
    cursor = at + token.value.length;
    if (at < openingEnd) continue;
    if (token.pos === 'VERB' || token.pos === 'AUX') return true;
    // The small model reads a verb after an unknown name as a plural noun ("Zentrik tracks pallets"): a word in -s
    // followed by what a verb takes (an object, a preposition) is the verb.
    const next = tokens[i + 1];
    // "designs and sells": a coordinated verb confirms the first one.
    const coordinated = next?.pos === 'CCONJ' && tokens[i + 2]?.pos === 'VERB';
    return token.pos === 'NOUN' && /[^s]s$/.test(token.value) && !!next && (objectTags.has(next.pos) || coordinated);
  }
  return false;
}

const objectTags = new Set(['DET', 'NOUN', 'PRON', 'ADJ', 'ADP', 'NUM', 'PROPN', 'ADV', 'PART']);
