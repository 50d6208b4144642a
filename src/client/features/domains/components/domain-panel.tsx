import { useEffect, useId, useState } from 'react';
import { ChevronDown, Globe } from 'lucide-react';
import { toast } from 'sonner';
import { brandLabel, brandProblem, stripBrand } from '#shared/rules/domain-names.ts';
import { cn } from '#client/lib/cn.ts';
import { useDomainSuggestions } from '../api/suggest-domains.ts';
import { recordCheck, type CustomCheck } from '../utils/custom-checks.ts';
import { offlineReasons } from '../utils/domain-display.ts';
import { suggestionsFailedToast } from '../utils/domain-messages.ts';
import { CustomCheckList } from './custom-check-list.tsx';
import { DomainCheckForm } from './domain-check-form.tsx';
import { DomainSuggestions } from './domain-suggestions.tsx';
import { OfflineNotice } from './offline-notice.tsx';

/**
 * Domain availability for a trademark's mark (spec section 2): collapsed at first; suggestions are asked
 * for only once it is opened, and what was checked stays while it is closed and opened again.
 */
export function DomainPanel({ brand }: { brand: string }) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <section className="rounded-lg border bg-card print:hidden" data-domain-panel={brand}>
      <button
        type="button"
        className="flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-sm font-medium hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        aria-expanded={expanded}
        aria-controls={`${id}-content`}
        onClick={() => {
          setExpanded(!expanded);
          setOpened(true);
        }}
      >
        <Globe className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span className="min-w-0 flex-1">
          Domain availability <span className="font-normal break-words text-muted-foreground">for {brand}</span>
        </span>
        <ChevronDown className={cn('size-4 shrink-0 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
      </button>
      <div id={`${id}-content`} hidden={!expanded} className="border-t px-3 py-3">
        {opened ? <DomainPanelBody brand={brand} active={expanded} /> : null}
      </div>
    </section>
  );
}

function DomainPanelBody({ brand, active }: { brand: string; active: boolean }) {
  const stripped = stripBrand(brand);
  const usable = brandProblem(stripped) === null;
  const suggestions = useDomainSuggestions(brand, { enabled: active && usable });
  const [checks, setChecks] = useState<CustomCheck[]>([]);

  useEffect(() => {
    // One toast for one failure, however many panels show this brand (sonner replaces a toast with the same id).
    if (suggestions.isError) {
      toast.warning(suggestionsFailedToast.title, { id: 'domain-suggestions-failed', description: suggestionsFailedToast.description });
    }
  }, [suggestions.isError, suggestions.errorUpdatedAt]);

  const suggested = suggestions.data?.suggestions ?? [];
  const answered = [...suggested, ...checks.flatMap((c) => (c.outcome === 'answered' ? [c.result] : []))];
  const offline = offlineReasons(answered);
  const example = brandLabel(stripped) || 'example';

  return (
    <div className="grid gap-4">
      {offline ? <OfflineNotice reasons={offline} /> : null}
      <DomainSuggestions
        brand={suggestions.data?.brand ?? stripped}
        loading={usable && !suggestions.data && (suggestions.isPending || suggestions.isFetching)}
        suggestions={suggested}
        showSources={!offline}
        onRetry={suggestions.isError ? () => void suggestions.refetch() : null}
      />
      <div className="grid gap-2 border-t pt-3">
        <DomainCheckForm example={example} onChecked={(check) => setChecks((list) => recordCheck(list, check))} />
        <CustomCheckList checks={checks} showSources={!offline} />
      </div>
    </div>
  );
}
