import { analyze } from '#server/engine/analyze.ts';
for (const t of ['Q'.repeat(50000) + ' is here.', 'a'.repeat(50000) + ' is here.', 'Our brands include ' + 'Q'.repeat(30000), ('under the ' + 'Q'.repeat(20000)), 'x@'.repeat(20000)]) {
  const s = performance.now(); analyze(t); console.log((performance.now() - s).toFixed(0), 'ms');
}
