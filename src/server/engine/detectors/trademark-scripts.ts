// A mark written in two scripts: "Nour El Leil (نور الليل)", "藍蔵 (Aikura)", "عطارة الياسمين – Attaret El Yasmine".
// Both spellings are the founder's mark, and each is registered as written.
import type { EngineContext } from '../types.ts';

// Letters of any script but Latin, with their combining marks, and the spaces between them.
const otherScriptWords = String.raw`[^\p{Script=Latin}\p{N}\p{P}\p{S}\n]+`;
const after = new RegExp(String.raw`^["”'’]?(?:[^\S\n]*\((${otherScriptWords})\)|[^\S\n]*[–—/|](${otherScriptWords}))`, 'u');
const before = new RegExp(String.raw`(${otherScriptWords})(?:\([^\S\n]*|[–—/|][^\S\n]*)["“'‘]?$`, 'u');

function spelling(raw: string | undefined): string | undefined {
  const text = raw?.trim();
  // At least one letter, and none of them Latin: a Chinese, Arabic or Devanagari spelling, not a word of the text.
  return text && /\p{L}/u.test(text) && !/\p{Script=Latin}/u.test(text) && text.length <= 40 ? text : undefined;
}

// The text in lower case, once per analysis; null when it holds no letter of another script (most texts), or when
// lower-casing moved its offsets.
const lowered = new WeakMap<EngineContext, string | null>();

function lowerText(ctx: EngineContext): string | null {
  let text = lowered.get(ctx);
  if (text === undefined) {
    const lower = ctx.text.toLowerCase();
    text = lower.length === ctx.text.length && /[^\p{Script=Latin}\P{L}]/u.test(ctx.text) ? lower : null;
    lowered.set(ctx, text);
  }
  return text;
}

/** The spellings of a mark in other scripts that the text writes right beside it. */
export function otherScriptSpellings(ctx: EngineContext, mark: string): string[] {
  const found = new Set<string>();
  // "AIKURA" in one place and "藍蔵 (Aikura)" in another: the same mark in any case.
  const text = lowerText(ctx);
  if (text === null) return [];
  const key = mark.toLowerCase();
  for (let at = text.indexOf(key); at >= 0; at = text.indexOf(key, at + key.length)) {
    const next = after.exec(ctx.text.slice(at + mark.length, at + mark.length + 60));
    const prev = before.exec(ctx.text.slice(Math.max(0, at - 60), at));
    for (const s of [spelling(next?.[1] ?? next?.[2]), spelling(prev?.[1])]) if (s) found.add(s);
  }
  return [...found];
}
