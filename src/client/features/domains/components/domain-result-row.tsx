import type { DomainCheckResult } from '#shared/schemas/domains.ts';
import { describeSource, formatPrice } from '../utils/domain-display.ts';
import { DomainStatusBadge } from './domain-status-badge.tsx';

/** One answer: the name, its status, the registrar's price when there is one, and who answered (unless a notice above says it once). */
export function DomainResultRow({ result, showSource }: { result: DomainCheckResult; showSource: boolean }) {
  const price = formatPrice(result);
  return (
    <li className="grid gap-0.5 py-2 text-sm" data-domain={result.domain}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-all">{result.domain}</span>
        <span className="flex items-center gap-2">
          {price ? <span className="text-sm font-medium tabular-nums">{price}</span> : null}
          <DomainStatusBadge status={result.status} />
        </span>
      </div>
      {showSource ? (
        <p className="text-xs text-muted-foreground" title={`Checked ${new Date(result.checkedAt).toLocaleString()}`}>
          Source: {describeSource(result.source)}
        </p>
      ) : null}
    </li>
  );
}

/** A custom check that got no answer (spec section 8: it shows "Not available"), with the reason in small text. */
export function FailedCheckRow({ domain, reason }: { domain: string; reason: string }) {
  return (
    <li className="grid gap-0.5 py-2 text-sm" data-domain={domain}>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="min-w-0 font-medium break-all">{domain}</span>
        <DomainStatusBadge status="failed" />
      </div>
      <p className="text-xs text-muted-foreground">The check failed: {reason}</p>
    </li>
  );
}
