import { Link } from 'wouter';
import { ChevronRight, FileText } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { RECENT_ANALYSES_SHOWN, useRecentAnalyses } from '../api/get-analyses.ts';

// Built at the first date shown, not when the dashboard loads (a phone pays for the page's first Intl object).
let dateOnlyFormat: Intl.DateTimeFormat | undefined;
const dateOnly = { format: (date: Date) => (dateOnlyFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' })).format(date) };

/** The last five analyses, each as its plan's title, date and number of findings, linking to its stored report. */
export function RecentAnalyses() {
  const analyses = useRecentAnalyses();
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle as="h2" className="text-base">
          Recent Analyses
        </CardTitle>
      </CardHeader>
      <CardContent>
        {analyses.isPending ? (
          <div className="grid gap-2" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-9" />
            ))}
          </div>
        ) : analyses.isError ? (
          <p className="text-sm text-destructive">Recent analyses could not be loaded.</p>
        ) : analyses.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">Your analyses will be listed here.</p>
        ) : (
          <ul className="grid gap-1">
            {analyses.data.slice(0, RECENT_ANALYSES_SHOWN).map((analysis) => (
              <li key={analysis.id}>
                <Link
                  href={`/analysis/${analysis.businessPlanId}`}
                  className="flex items-center gap-3 rounded-md px-2 py-2 text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                  <span className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{analysis.title.trim() || 'Untitled business plan'}</span>
                    <span className="text-xs text-muted-foreground">
                      <time dateTime={analysis.analysisDate}>{dateOnly.format(new Date(analysis.analysisDate))}</time>
                      {' · '}
                      {analysis.findingCount} finding{analysis.findingCount === 1 ? '' : 's'}
                    </span>
                  </span>
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
