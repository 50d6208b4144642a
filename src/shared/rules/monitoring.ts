export type Tone = 'good' | 'warning' | 'bad' | 'neutral';

const GOOD = new Set(['pass', 'healthy', 'connected', 'available', 'ready']);
const WARNING = new Set(['warning', 'warnings', 'degraded']);
const BAD = new Set(['fail', 'critical', 'error', 'unavailable', 'unhealthy', 'not_ready']);

/** Spec section 4: pass, healthy, connected and available are good; warning and degraded warn; the rest listed are bad. */
export function toneOf(status: string): Tone {
  if (GOOD.has(status)) return 'good';
  if (WARNING.has(status)) return 'warning';
  if (BAD.has(status)) return 'bad';
  return 'neutral';
}

/** Spec section 9: memory in MB, bytes divided by 1048576. */
export function toMegabytes(bytes: number): string {
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

/** Spec section 9: uptime as hours, minutes and seconds. */
export function formatUptime(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m ${s % 60}s`;
}

/** "not_configured" -> "Not configured". */
export function statusLabel(status: string): string {
  const text = status.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
