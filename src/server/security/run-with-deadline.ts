import { Worker } from 'node:worker_threads';

/**
 * Calls `exportName` of the module at `moduleUrl` with `args` in a separate thread and returns its result, or
 * rejects when it has not returned within `deadlineMs` (the thread is then terminated). A test of a ReDoS fix
 * needs this: a synchronous call on the test's own thread cannot be interrupted, so a quadratic version would
 * hang the run instead of failing the test.
 */
export async function runWithDeadline<T>(moduleUrl: URL, exportName: string, args: unknown[], deadlineMs: number): Promise<T> {
  const source = `
    const { parentPort, workerData } = require('node:worker_threads');
    import('tsx/esm/api')
      .then((tsx) => { tsx.register(); return import(workerData.url); })
      .then((module) => parentPort.postMessage({ ok: true, value: module[workerData.name](...workerData.args) }))
      .catch((error) => parentPort.postMessage({ ok: false, message: String(error && error.stack || error) }));`;
  const worker = new Worker(source, { eval: true, workerData: { url: moduleUrl.href, name: exportName, args } });
  try {
    return await new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${exportName} did not finish within ${deadlineMs} ms`)), deadlineMs);
      worker.once('message', (reply: { ok: true; value: T } | { ok: false; message: string }) => {
        clearTimeout(timer);
        if (reply.ok) resolve(reply.value);
        else reject(new Error(reply.message));
      });
      worker.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
    });
  } finally {
    await worker.terminate();
  }
}
