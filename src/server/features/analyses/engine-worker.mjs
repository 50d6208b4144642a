// The engine thread's entry when the server runs from its TypeScript sources (tsx, Vitest): tsx is registered
// first, as for the parser threads. The compiled server starts dist/server/engine-worker.js instead.
import { register } from 'tsx/esm/api';

register();
const { default: runAnalysis } = await import('./engine-thread.ts');

export default runAnalysis;
