import { LoaderCircle, RotateCw } from 'lucide-react';
import type { DomainCheckResult } from '#shared/schemas/domains.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { summarizeResults } from '../utils/domain-display.ts';
import { CHECKING_TEXT, NO_SUGGESTIONS_TEXT } from '../utils/domain-messages.ts';
import { DomainResultRow } from './domain-result-row.tsx';

type DomainSuggestionsProps = {
  /** The brand as the server stripped it, once it answered. */
  brand: string;
  loading: boolean;
  /** Empty after a failure too (spec section 8). */
  suggestions: DomainCheckResult[];
  showSources: boolean;
  /** Offered after a failure. */
  onRetry: (() => void) | null;
};

const skeletonRows = 4;

export function DomainSuggestions({ brand, loading, suggestions, showSources, onRetry }: DomainSuggestionsProps) {
  const status = loading ? CHECKING_TEXT : suggestions.length ? summarizeResults(suggestions) : NO_SUGGESTIONS_TEXT;
  return (
    <div className="grid gap-1" aria-busy={loading}>
      <p className="text-sm font-medium">Suggested names for {brand}</p>
      <p role="status" className="sr-only">
        {status}
      </p>
      {loading ? (
        <div className="grid gap-3 py-2" data-testid="domain-suggestions-loading">
          <p className="flex items-center gap-2 text-sm text-muted-foreground" aria-hidden="true">
            <LoaderCircle className="size-4 animate-spin" />
            {CHECKING_TEXT}
          </p>
          {Array.from({ length: skeletonRows }, (_, i) => (
            <div key={i} className="flex items-center justify-between gap-3">
              <Skeleton className="h-4 w-2/5" />
              <Skeleton className="h-5 w-24" />
            </div>
          ))}
        </div>
      ) : suggestions.length ? (
        <ul className="divide-y" aria-label={`Suggested domains for ${brand}`}>
          {suggestions.map((result) => (
            <DomainResultRow key={result.domain} result={result} showSource={showSources} />
          ))}
        </ul>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-2 py-2">
          {/* Screen readers hear this from the status above. */}
          <p className="text-sm text-muted-foreground" aria-hidden="true" data-testid="domain-suggestions-empty">
            {NO_SUGGESTIONS_TEXT}
          </p>
          {onRetry ? (
            <Button variant="outline" size="sm" onClick={onRetry}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}
