import { Suspense, lazy } from 'react';
import { ArrowRight, FileSearch } from 'lucide-react';
import { Link } from 'wouter';
import type { StoredAnalysis } from '#shared/schemas/business-plan.ts';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { useRecentAnalyses } from '../api/get-analyses.ts';
import type { ReportData } from '#client/features/reports/components/report-data.ts';

type ResultsPanelProps = {
  pending: boolean;
  report: ReportData | null;
  onStoredChange: (stored: StoredAnalysis) => void;
  /** Changes with each new answer: the report then takes focus to its heading. */
  focusTitleKey?: number;
};

const loadReport = () => import('#client/features/reports/components/analysis-report.tsx');
// The report (its dialogs, export menu, domain checks) is most of the dashboard's code and shows only after an analysis.
const AnalysisReport = lazy(() => loadReport().then((module) => ({ default: module.AnalysisReport })));

export function ResultsPanel({ pending, report, onStoredChange, focusTitleKey }: ResultsPanelProps) {
  if (pending) {
    // The answer takes longer than the chunk: fetch it now so the report shows the moment it arrives.
    void loadReport();
    return <AnalyzingState />;
  }
  if (!report) return <EmptyState />;
  return (
    <Suspense fallback={<ReportSkeleton />}>
      <AnalysisReport report={report} onStoredChange={onStoredChange} focusTitleKey={focusTitleKey} />
    </Suspense>
  );
}

// Built at the first date shown, not when the dashboard loads (a phone pays for the page's first Intl object).
let longDateFormat: Intl.DateTimeFormat | undefined;
const longDate = { format: (date: Date) => (longDateFormat ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })).format(date) };

/**
 * Nothing analysed in this visit. When the account has analyses (after a reload, say) it offers the latest one
 * rather than claiming there is none.
 */
function EmptyState() {
  const analyses = useRecentAnalyses();
  const latest = analyses.data?.[0];
  if (latest)
    return (
      <Card className="flex min-h-96 flex-col items-center justify-center gap-3 border-dashed p-8 text-center" data-testid="latest-analysis">
        <FileSearch className="size-10 text-muted-foreground" aria-hidden="true" />
        <h2 className="text-lg font-semibold">Pick up where you left off</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Your latest analysis is <span className="font-medium text-foreground">{latest.title.trim() || 'Untitled business plan'}</span>, from{' '}
          {longDate.format(new Date(latest.analysisDate))}, with {latest.findingCount} finding{latest.findingCount === 1 ? '' : 's'}. Or analyze
          a new plan with the form.
        </p>
        <Button asChild>
          <Link href={`/analysis/${latest.businessPlanId}`}>
            Open your last analysis
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </Card>
    );
  return (
    <Card className="flex min-h-96 flex-col items-center justify-center gap-3 border-dashed p-8 text-center">
      <FileSearch className="size-10 text-muted-foreground" aria-hidden="true" />
      <h2 className="text-lg font-semibold">No Analysis Yet</h2>
      <p className="max-w-sm text-sm text-muted-foreground">
        Upload or paste your business plan and select Analyze Business Plan to see its patents, trademarks, trade secrets and copyrights.
      </p>
    </Card>
  );
}

function AnalyzingState() {
  return (
    <div className="grid gap-6" data-testid="analysis-pending">
      <p role="status" aria-live="polite" className="flex items-center gap-2 font-medium">
        <span className="relative flex size-2.5">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-brand opacity-75" />
          <span className="relative inline-flex size-2.5 rounded-full bg-brand" />
        </span>
        Analyzing your business plan...
      </p>
      <ReportSkeleton />
    </div>
  );
}

/** The report's outline: shown while analysing and while the report's code loads. */
function ReportSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden="true">
      <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
        <Card>
          <CardContent className="grid gap-3 pt-6">
            <Skeleton className="h-5 w-32" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4" />
            <Skeleton className="h-4 w-2/3" />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="grid gap-3 pt-6">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} className="h-4" />
            ))}
          </CardContent>
        </Card>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {Array.from({ length: 4 }, (_, i) => (
          <Card key={i}>
            <CardContent className="grid gap-3 pt-6">
              <Skeleton className="h-5 w-20" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-16" />
              <Skeleton className="h-2" />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
