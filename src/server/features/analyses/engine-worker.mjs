// The entry of an engine thread (piscina). The engine is TypeScript: tsx is registered first, as for the
// parser threads, and the language model loads once per thread when the engine module is imported.
import { register } from 'tsx/esm/api';

register();
const { analyze } = await import('../../engine/analyze.ts');

/** @param {string} text */
export default function runAnalysis(text) {
  return analyze(text);
}
