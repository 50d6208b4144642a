import { useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';
import type { FaqEntry } from '../data/faq.ts';

/** Single-open and collapsible: opening a question closes the other; clicking the open one closes it. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const baseId = useId();
  return (
    <div className="divide-y rounded-xl border bg-card">
      {entries.map((entry) => {
        const open = openId === entry.id;
        const buttonId = `${baseId}-${entry.id}-button`;
        const panelId = `${baseId}-${entry.id}-panel`;
        return (
          <div key={entry.id}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
                className="flex w-full items-center justify-between gap-4 px-4 py-4 text-left font-medium hover:bg-accent/50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
              >
                {entry.question}
                <ChevronDown className={cn('size-4 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden="true" />
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!open} className="grid gap-3 px-4 pb-4 text-sm text-muted-foreground">
              {entry.answer.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
