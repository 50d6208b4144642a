/** One minute of this instance's traffic. */
type Bucket = { minute: number; requests: number; errors: number; analyses: number; durations: number[] };

export type MinuteSample = {
  /** Start of the minute, ISO. */
  minute: string;
  requests: number;
  /** 95th percentile of response time in ms; null without requests. */
  p95Ms: number | null;
  /** Share of 5xx answers, 0-1. */
  errorRate: number;
  analyses: number;
};

const MINUTE = 60_000;
/** Enough durations per minute for a steady p95 without holding a busy minute's every request. */
const MAX_DURATIONS = 2000;

export function percentile(values: number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The last hour of requests, per minute, kept in memory by each instance (charts of the monitoring page). */
export function createRequestSamples(windowMinutes = 60) {
  const buckets = new Map<number, Bucket>();

  function bucketAt(at: number): Bucket {
    const minute = Math.floor(at / MINUTE) * MINUTE;
    let bucket = buckets.get(minute);
    if (!bucket) {
      bucket = { minute, requests: 0, errors: 0, analyses: 0, durations: [] };
      buckets.set(minute, bucket);
      for (const key of buckets.keys()) if (key <= minute - windowMinutes * MINUTE) buckets.delete(key);
    }
    return bucket;
  }

  return {
    record(sample: { at: number; status: number; durationMs: number; isAnalysis: boolean }) {
      const bucket = bucketAt(sample.at);
      bucket.requests += 1;
      if (sample.status >= 500) bucket.errors += 1;
      if (sample.isAnalysis) bucket.analyses += 1;
      if (bucket.durations.length < MAX_DURATIONS) bucket.durations.push(sample.durationMs);
      else bucket.durations[Math.floor(Math.random() * MAX_DURATIONS)] = sample.durationMs;
    },
    /** Every minute of the window ending at `now`, oldest first, empty minutes included. */
    history(now: number): MinuteSample[] {
      const last = Math.floor(now / MINUTE) * MINUTE;
      const out: MinuteSample[] = [];
      for (let minute = last - (windowMinutes - 1) * MINUTE; minute <= last; minute += MINUTE) {
        const b = buckets.get(minute);
        const p95 = b ? percentile(b.durations, 95) : null;
        out.push({
          minute: new Date(minute).toISOString(),
          requests: b?.requests ?? 0,
          p95Ms: p95 === null ? null : Math.round(p95 * 10) / 10,
          errorRate: b && b.requests > 0 ? b.errors / b.requests : 0,
          analyses: b?.analyses ?? 0,
        });
      }
      return out;
    },
  };
}
