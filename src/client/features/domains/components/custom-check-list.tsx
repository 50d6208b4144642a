import type { CustomCheck } from '../utils/custom-checks.ts';
import { statusLabels } from '../utils/domain-display.ts';
import { CHECK_FAILED_TEXT } from '../utils/domain-messages.ts';
import { DomainResultRow, FailedCheckRow } from './domain-result-row.tsx';

/** The names checked by hand, newest first; the newest is announced. */
export function CustomCheckList({ checks, showSources }: { checks: CustomCheck[]; showSources: boolean }) {
  const latest = checks[0];
  const announcement = !latest
    ? ''
    : latest.outcome === 'answered'
      ? `${latest.domain}: ${statusLabels[latest.result.status]}`
      : `${latest.domain}: ${CHECK_FAILED_TEXT}`;
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {checks.length ? (
        <ul className="divide-y" aria-label="Domains you checked">
          {checks.map((check) =>
            check.outcome === 'answered' ? (
              <DomainResultRow key={check.domain} result={check.result} showSource={showSources} />
            ) : (
              <FailedCheckRow key={check.domain} domain={check.domain} reason={check.reason} />
            ),
          )}
        </ul>
      ) : null}
    </>
  );
}
