import { useEffect, useState } from 'react';
import { cn } from '#client/lib/cn.ts';

export const reportSections = [
  { id: 'report-summary', label: 'Summary' },
  { id: 'report-findings', label: 'Findings by type' },
  { id: 'report-roadmap', label: 'Roadmap' },
  { id: 'report-budget', label: 'Budget' },
] as const;

/** Moves to a section and gives its heading focus, so keyboard and screen-reader users land where they asked. */
function jumpTo(id: string) {
  const heading = document.getElementById(id);
  if (!heading) return;
  heading.scrollIntoView({ block: 'start' });
  heading.focus({ preventScroll: true });
}

/** The section whose heading was last scrolled past the sticky bars, for aria-current. */
function useCurrentSection(): string {
  const [current, setCurrent] = useState<string>(reportSections[0].id);
  useEffect(() => {
    const headings = reportSections.map((s) => document.getElementById(s.id)).filter((h): h is HTMLElement => h !== null);
    if (!headings.length || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top);
        if (visible[0]) setCurrent(visible[0].target.id);
      },
      { rootMargin: '-120px 0px -60% 0px' },
    );
    headings.forEach((h) => observer.observe(h));
    return () => observer.disconnect();
  }, []);
  return current;
}

/**
 * In-page navigation: links that stay in view under the top bar on wide screens, a jump menu on phones.
 * Plain links and a native select: both work without the script having run and with every assistive tool.
 */
export function ReportNav() {
  const current = useCurrentSection();
  return (
    <nav
      aria-label="Report sections"
      className="sticky top-16 z-30 -mx-1 flex items-center gap-2 border-b bg-background/95 px-1 py-2 backdrop-blur supports-[backdrop-filter]:bg-background/80 print:hidden"
    >
      <ul className="hidden gap-1 sm:flex">
        {reportSections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={current === section.id ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                jumpTo(section.id);
              }}
              className={cn(
                'inline-flex h-8 items-center rounded-md px-3 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                current === section.id && 'bg-muted font-medium text-foreground',
              )}
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
      <label className="flex w-full items-center gap-2 text-sm sm:hidden">
        <span className="shrink-0 text-muted-foreground">Jump to</span>
        <select
          className="h-9 w-full rounded-md border bg-background px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          value={current}
          onChange={(event) => jumpTo(event.target.value)}
        >
          {reportSections.map((section) => (
            <option key={section.id} value={section.id}>
              {section.label}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
