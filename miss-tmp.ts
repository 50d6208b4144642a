import { buildContext } from '#server/engine/context.ts';
import { detectTrademarks } from '#server/engine/detectors/trademark.ts';
import { loadTenK } from './eval/tenk.ts';
import { brandFound } from './eval/metrics.ts';
import { outcomeOf } from './eval/run-cases.ts';
const l = loadTenK(); if (!l.cases) throw 0;
let i = 0;
for (const c of l.cases.filter((_, k) => k % 9 === 4).slice(0, 40)) {
  const ctx = buildContext(c.text);
  const o = outcomeOf(c, detectTrademarks(ctx));
  for (const b of o.brands.filter((b) => !brandFound(b, o.trademarks)).slice(0, 2)) {
    const s = ctx.sentences.find((s) => s.text.includes(b));
    console.log(`[${b}] ${s?.text.slice(0, 220).replace(/\n/g, ' ')}`);
  }
}
