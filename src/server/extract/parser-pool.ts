import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ExtractError, TIMEOUT_MESSAGE, TOO_COMPLEX_MESSAGE, NO_TEXT_MESSAGE } from './errors.ts';
import type { ParseReply, ParseRequest } from './parse-protocol.ts';
import type { ParsedDocument } from './parsed-document.ts';

export type ParserPoolOptions = {
  /** Parser threads working at once; more requests wait in line. */
  size?: number;
  /** Heap of each parser thread: a decompression bomb ends that thread, not the server. */
  maxHeapMb?: number;
};

type Task = {
  request: ParseRequest;
  timeoutMs: number;
  resolve: (document: ParsedDocument) => void;
  reject: (error: ExtractError) => void;
};

type Slot = { worker: Worker; task?: Task; timer?: NodeJS.Timeout };

const workerUrl = new URL('./parse-worker.ts', import.meta.url).href;
// The worker source is TypeScript: the thread registers tsx (a runtime dependency) before loading it, which
// works the same under `node --import tsx`, under Vitest and in production.
const bootstrap = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(workerUrl)}); });`;

/**
 * A small pool of parser threads, started on first use and kept while idle (unreferenced, so they never
 * hold the process open). A task that outlives its time limit, or a thread that dies, ends that thread;
 * a fresh one takes its place for the next task.
 */
export class ParserPool {
  private readonly size: number;
  private readonly maxHeapMb: number;
  private readonly slots: Slot[] = [];
  private readonly queue: Task[] = [];
  private nextId = 1;

  constructor(options: ParserPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(2, availableParallelism()));
    this.maxHeapMb = options.maxHeapMb ?? 2048;
  }

  /**
   * Starts every thread and loads the parsers in it, so that the first uploads do not wait for that
   * (about a second on this machine). Resolves when they are ready; a failure only means a cold start later.
   */
  async warm(timeoutMs = 60_000): Promise<void> {
    const missing = this.size - this.slots.length;
    await Promise.allSettled(Array.from({ length: missing }, () => this.parse('warm', new Uint8Array(0), timeoutMs)));
  }

  parse(kind: ParseRequest['kind'], data: Uint8Array, timeoutMs: number): Promise<ParsedDocument> {
    return new Promise((resolve, reject) => {
      // The copy is transferred to the thread, so the caller's buffer (often a slice of a pool) is untouched.
      const request: ParseRequest = { id: this.nextId++, kind, data: new Uint8Array(data) };
      this.queue.push({ request, timeoutMs, resolve, reject });
      this.dispatch();
    });
  }

  /** Parser threads alive now (idle or busy). */
  get threadCount(): number {
    return this.slots.length;
  }

  /** Ends every thread; waiting and running tasks are refused. */
  async close(): Promise<void> {
    for (const task of this.queue.splice(0)) task.reject(new ExtractError('timeout', TIMEOUT_MESSAGE));
    await Promise.all(this.slots.splice(0).map((slot) => this.retire(slot, new ExtractError('timeout', TIMEOUT_MESSAGE))));
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      let slot = this.slots.find((s) => !s.task);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.worker.ref();
      slot.timer = setTimeout(() => void this.retire(slot, new ExtractError('timeout', TIMEOUT_MESSAGE)), task.timeoutMs);
      slot.worker.postMessage(task.request, [task.request.data.buffer as ArrayBuffer]);
    }
  }

  private spawn(): Slot {
    const worker = new Worker(bootstrap, {
      eval: true,
      resourceLimits: { maxOldGenerationSizeMb: this.maxHeapMb },
    });
    worker.unref();
    const slot: Slot = { worker };
    worker.on('message', (reply: ParseReply) => this.settle(slot, reply));
    // Out of memory, or a crash inside a parser: that file is the cause, the thread is not reused.
    worker.on('error', (error: Error & { code?: string }) => {
      const tooBig = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      void this.retire(slot, new ExtractError(tooBig ? 'too_complex' : 'corrupt', tooBig ? TOO_COMPLEX_MESSAGE : NO_TEXT_MESSAGE));
    });
    worker.on('exit', () => void this.retire(slot, new ExtractError('corrupt', NO_TEXT_MESSAGE)));
    this.slots.push(slot);
    return slot;
  }

  private settle(slot: Slot, reply: ParseReply): void {
    const task = slot.task;
    if (!task || task.request.id !== reply.id) return;
    clearTimeout(slot.timer);
    slot.task = undefined;
    slot.worker.unref();
    if (reply.ok) task.resolve(reply.document);
    else task.reject(new ExtractError(reply.code, reply.message));
    this.dispatch();
  }

  private async retire(slot: Slot, reason: ExtractError): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.timer);
    slot.task?.reject(reason);
    slot.task = undefined;
    await slot.worker.terminate();
    this.dispatch();
  }
}
