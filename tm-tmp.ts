import { buildContext } from '#server/engine/context.ts';
import { detectTrademarks } from '#server/engine/detectors/trademark.ts';
import { loadTenK } from './eval/tenk.ts';
import { corpusMetrics, brandFound, writtenInLowerCase } from './eval/metrics.ts';
import { outcomeOf } from './eval/run-cases.ts';
const l = loadTenK(); if (!l.cases) throw 0;
const cases = process.argv[2] ? l.cases.slice(0, Number(process.argv[2])) : l.cases;
const outs = cases.map((c) => outcomeOf(c, detectTrademarks(buildContext(c.text))));
const m = corpusMetrics(outs);
console.log('brand recall', m.brandRecall, 'recs', m.trademarkRecs, 'ordinary', m.ordinaryWordMarks);
if (process.argv[3]) for (const o of outs.slice(0, Number(process.argv[3]))) {
  console.log(o.id, '| missed:', o.brands.filter((b) => !brandFound(b, o.trademarks)).join(', '), '| ordinary:', o.trademarks.filter(t=>writtenInLowerCase(t.mark,o.text)).map(t=>t.mark).join(', '));
  console.log('    recs:', o.trademarks.map((t) => t.name.replace('Trademark: ', '')).join(' || '));
}
