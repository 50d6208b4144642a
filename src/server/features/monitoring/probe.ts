export type ProbeResult = { reachable: boolean; status?: number; error?: string; ms: number };

/** One HTTP request to see whether an outside service answers at all (any HTTP status counts as reachable). */
export async function probe(url: string, options: { headers?: Record<string, string>; timeoutMs?: number } = {}): Promise<ProbeResult> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: options.headers, signal: AbortSignal.timeout(options.timeoutMs ?? 3000) });
    await response.body?.cancel();
    return { reachable: true, status: response.status, ms: performance.now() - started };
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
    return { reachable: false, error: cause ?? (error instanceof Error ? error.message : String(error)), ms: performance.now() - started };
  }
}

/** Remembers a probe's answer for a while, so a page refreshing every 5 s does not hit the provider every 5 s. */
export function cachedProbe(run: () => Promise<ProbeResult>, ttlMs = 60_000) {
  let last: { at: number; result: Promise<ProbeResult> } | undefined;
  return () => {
    if (!last || Date.now() - last.at > ttlMs) last = { at: Date.now(), result: run() };
    return last.result;
  };
}
