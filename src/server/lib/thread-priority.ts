import { constants, setPriority } from 'node:os';
import { isMainThread } from 'node:worker_threads';

/**
 * Lowers the calling worker thread's CPU priority (nice 10), so that background work (analyses, parsing) yields the
 * cores to the server's own thread: a login or a list is answered at once even while every engine thread is busy,
 * and the engine still gets every cycle nobody else wants. Linux only, where the nice value belongs to a thread
 * (setpriority on "this process" from a thread changes that thread alone); elsewhere it would lower the whole
 * server, so nothing is done. Never on the main thread.
 */
export function lowerThisThreadPriority(): boolean {
  if (isMainThread || process.platform !== 'linux') return false;
  try {
    setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
    return true;
  } catch {
    // A sandbox may refuse it: the thread runs at normal priority, as before.
    return false;
  }
}
