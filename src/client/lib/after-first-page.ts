import { startTransition, useEffect, useState } from 'react';

/**
 * Work a page does not need for its first paint (saved display settings, the legacy plan import, the code of the
 * account menu and the drawer) waits until the first page's content is on screen and the browser is idle, so it does
 * not compete with the page's own chunks and render on a slow phone.
 */
let shown = false;
const listeners = new Set<() => void>();

function markShown() {
  if (shown) return;
  shown = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** At the latest this long after the first page rendered, even on a busy main thread. */
const IDLE_TIMEOUT_MS = 1500;

/** Rendered with a page's content (inside its Suspense boundary), so it mounts once that content is on screen. */
export function FirstPageShown() {
  useEffect(() => {
    if (shown) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(markShown, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(markShown, 200);
    return () => window.clearTimeout(id);
  }, []);
  return null;
}

/**
 * False until the first page of this visit has rendered and the browser has been idle once; then true for good.
 * The switch renders as a transition, so React renders what it reveals in short slices instead of one long task.
 */
export function useAfterFirstPage(): boolean {
  const [after, setAfter] = useState(shown);
  useEffect(() => {
    if (after) return;
    const reveal = () => startTransition(() => setAfter(true));
    if (shown) {
      reveal();
      return;
    }
    return subscribe(reveal);
  }, [after]);
  return after;
}
