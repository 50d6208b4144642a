import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ExtractError, TIMEOUT_MESSAGE, TOO_COMPLEX_MESSAGE, NO_TEXT_MESSAGE } from './errors.ts';
import type { ParseReply, ParseRequest } from './parse-protocol.ts';
import type { StorableDocument } from './parsed-document.ts';
import { threadEntry } from '../project-paths.ts';

export type ParserPoolOptions = {
  /** Parser threads working at once; more requests wait in line. */
  size?: number;
  /** Heap of each parser thread: a decompression bomb ends that thread, not the server. */
  maxHeapMb?: number;
  /**
   * How far the process's resident memory may grow above its level when parsing began; past it every busy
   * parser thread is ended (422) and replaced. Heap limits do not cover ArrayBuffers, where a parser's inflated
   * data lives, so this is the real ceiling. Relative, because the database (PGlite) alone can hold ~700 MB.
   */
  rssGrowthLimitMb?: number;
};

/** How often the process's resident memory is checked while a parse runs. */
const RSS_CHECK_MS = 25;
/**
 * After the ceiling ends a parse, the memory comes back over the next moments (and the allocator may keep
 * some for reuse): until it has fallen under the ceiling, only growth past this much more ends a parse.
 */
const RSS_SLACK_BYTES = 256 * 1024 * 1024;

type Task = {
  request: ParseRequest;
  /** The caller's bytes; copied for the thread only when it starts, so a waiting task holds one copy. */
  data: Uint8Array;
  timeoutMs: number;
  /** When the caller asked: the time limit counts from here, so waiting in line counts too. */
  deadline: number;
  /** Refuses the task if it is still waiting in line at its deadline. */
  waitTimer?: NodeJS.Timeout;
  resolve: (document: StorableDocument) => void;
  reject: (error: ExtractError) => void;
};

type Slot = { worker: Worker; task?: Task; timer?: NodeJS.Timeout };

const parseThread = threadEntry('src/server/extract/parse-worker.ts', 'parse-worker.js');
// Under tsx the thread registers it (a runtime dependency) before loading the TypeScript source, which works the
// same under `node --import tsx` and under Vitest; the compiled server's threads load their bundle directly.
const bootstrap = parseThread.needsTsx
  ? `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(parseThread.url)}); });`
  : `import(${JSON.stringify(parseThread.url)});`;

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
  private readonly rssGrowthBytes: number;
  /** Resident memory when the pool last went from idle to busy. */
  private rssBaseline = 0;
  private rssTrigger = 0;
  private rssTimer?: NodeJS.Timeout;
  private nextId = 1;

  constructor(options: ParserPoolOptions = {}) {
    this.size = Math.max(1, options.size ?? Math.min(2, availableParallelism()));
    this.maxHeapMb = options.maxHeapMb ?? 1024;
    this.rssGrowthBytes = (options.rssGrowthLimitMb ?? 512) * 1024 * 1024;
  }

  /**
   * Starts every thread and loads the parsers in it, so that the first uploads do not wait for that
   * (about a second on this machine). Resolves when they are ready; a failure only means a cold start later.
   */
  async warm(timeoutMs = 60_000): Promise<void> {
    const missing = this.size - this.slots.length;
    await Promise.allSettled(Array.from({ length: missing }, () => this.parse('warm', new Uint8Array(0), timeoutMs)));
  }

  parse(kind: ParseRequest['kind'], data: Uint8Array, timeoutMs: number): Promise<StorableDocument> {
    return new Promise((resolve, reject) => {
      const request: ParseRequest = { id: this.nextId++, kind, data: new Uint8Array(0) };
      const task: Task = { request, data, timeoutMs, deadline: Date.now() + timeoutMs, resolve, reject };
      // A burst of files (50 bombs at once) waits for two threads: each still gets its answer within its limit.
      task.waitTimer = setTimeout(() => {
        const waiting = this.queue.indexOf(task);
        if (waiting === -1) return;
        this.queue.splice(waiting, 1);
        reject(new ExtractError('timeout', TIMEOUT_MESSAGE));
      }, timeoutMs);
      task.waitTimer.unref();
      this.queue.push(task);
      this.dispatch();
    });
  }

  /** The ids of the parser threads alive now: a thread that met a limit is replaced by one with a new id. */
  get threadIds(): number[] {
    return this.slots.map((slot) => slot.worker.threadId);
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
      clearTimeout(task.waitTimer);
      const remaining = Math.max(1, task.deadline - Date.now());
      slot.timer = setTimeout(() => void this.retire(slot, new ExtractError('timeout', TIMEOUT_MESSAGE)), remaining);
      // The copy is transferred to the thread, so the caller's buffer (often a slice of a pool) is untouched.
      task.request.data = new Uint8Array(task.data);
      slot.worker.postMessage(task.request, [task.request.data.buffer as ArrayBuffer]);
    }
    this.watchMemory();
  }

  /** While parses run, ends the busy threads when the process passes its memory ceiling. */
  private watchMemory(): void {
    const busy = this.slots.some((slot) => slot.task);
    if (!busy) {
      clearInterval(this.rssTimer);
      this.rssTimer = undefined;
      return;
    }
    if (this.rssTimer) return;
    this.rssBaseline = process.memoryUsage.rss();
    this.rssTrigger = this.rssBaseline + this.rssGrowthBytes;
    this.rssTimer = setInterval(() => {
      const rss = process.memoryUsage.rss();
      const ceiling = this.rssBaseline + this.rssGrowthBytes;
      if (rss < ceiling) this.rssTrigger = ceiling;
      if (rss <= this.rssTrigger) return;
      this.rssTrigger = rss + RSS_SLACK_BYTES;
      for (const slot of this.slots.filter((s) => s.task)) {
        void this.retire(slot, new ExtractError('too_complex', TOO_COMPLEX_MESSAGE));
      }
    }, RSS_CHECK_MS);
    this.rssTimer.unref();
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
    // A parser that met a bomb may hold what it inflated: a fresh thread returns that memory. A bomb refused by
    // the byte count left nothing behind, and replacing the thread (about a second to start it and load the
    // parsers) made a burst of 50 bombs wait up to a minute for two threads: that thread takes the next file.
    if (!reply.ok && reply.code === 'too_complex' && !reply.clean) void this.retire(slot, new ExtractError('too_complex', TOO_COMPLEX_MESSAGE));
    else this.dispatch();
  }

  private async retire(slot: Slot, reason: ExtractError): Promise<void> {
    const index = this.slots.indexOf(slot);
    if (index === -1) return;
    this.slots.splice(index, 1);
    clearTimeout(slot.timer);
    slot.task?.reject(reason);
    slot.task = undefined;
    this.dispatch();
    await slot.worker.terminate();
  }
}
