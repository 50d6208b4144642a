// How a name is shown: the spelling the text uses most, and a shop's possessive where the text keeps it.
import type { Mention } from './trademark-mention-types.ts';

// Plain code-unit order, not localeCompare: the same on every machine whatever its locale, so results stay identical.
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** The name as the text writes it most often; a group folded into a shorter name shows that name ("TideCatch"). */
export function displayForm(key: string, all: Mention[]): string {
  const exact = all.filter((m) => m.key === key);
  const mentions = exact.length ? exact : all;
  const counts = new Map<string, number>();
  for (const m of mentions) {
    const caps = m.tokens.every((t) => t.allCaps);
    counts.set(m.surface, (counts.get(m.surface) ?? 0) + (caps ? 0.5 : 1) + (m.signals.has('naming') ? 1 : 0));
  }
  const shown = [...counts.entries()].sort((a, b) => b[1] - a[1] || compareText(a[0], b[0]))[0]![0];
  // "Hegarty's Bakery ... everyone just says "Hegarty's"": a name written at least as often with its possessive as
  // without, quoted so or inside the longer name, is the possessive.
  const possessives = exact.filter((m) => m.signals.has('possessive'));
  if (possessives.length > 0 && possessives.length * 2 >= exact.length) {
    const longer = all.find((m) => m.surface.startsWith(shown) && /^['’]s\s/u.test(m.surface.slice(shown.length)));
    if (longer) return longer.surface.slice(0, shown.length + 2);
    const quoted = possessives.find((m) => m.signals.has('quoted') && m.surface === shown);
    if (quoted) return quoted.tokens.map((t) => t.text).join(' ');
  }
  return shown;
}
