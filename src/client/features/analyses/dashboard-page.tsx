import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, FileText } from 'lucide-react';
import { toast } from 'sonner';
import type { CreateAnalysisData, StoredAnalysis } from '#shared/schemas/business-plan.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useAfterFirstPage } from '#client/lib/after-first-page.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { ReportData } from '#client/features/reports/components/report-data.ts';
import { useAnalyzeBusinessPlan } from './api/analyze-business-plan.ts';
import { storedAnalysisQueryKey } from './api/get-stored-analysis.ts';
import { isNewProjectSearch, useDashboardSession } from './api/dashboard-session.ts';
import { usageQueryKey } from './api/get-usage.ts';
import { BusinessPlanForm } from './components/business-plan-form.tsx';
import { RecentAnalyses } from './components/recent-analyses.tsx';
import { ResultsPanel } from './components/results-panel.tsx';
import { UsageNote } from './components/usage-note.tsx';
import { reportDataFromStored } from './utils/report-data-from-stored.ts';
import { hasSeenTutorial } from './utils/tutorial-flag.ts';

// Only a first visit shows the tutorial, so only a first visit loads its dialog. It opens once the page itself is on
// screen and the browser is idle: mounting a modal (focus trap, scroll lock, the rest of the page hidden from
// assistive technology) in the same frame held back the page's first paint on a phone.
const WelcomeDialog = lazy(() => import('./components/welcome-dialog.tsx').then((module) => ({ default: module.WelcomeDialog })));

const ANALYSIS_FAILED = 'Failed to analyze your business plan. Please try again.';

const opportunities = (n: number) => `${n} protection ${n === 1 ? 'opportunity' : 'opportunities'}`;

function failureMessage(error: Error): string {
  if (error instanceof ApiError) return error.serverMessage || ANALYSIS_FAILED;
  return error.message || ANALYSIS_FAILED;
}

export function DashboardPage() {
  const queryClient = useQueryClient();
  const analyze = useAnalyzeBusinessPlan();
  const session = useDashboardSession();
  const newProject = isNewProjectSearch(useSearch());
  const [, navigate] = useLocation();
  // New Project starts blank: the last input and report stay in the recent analyses, not in the form.
  const [initial] = useState(() => (newProject ? { input: null, report: null } : session.read()));
  useEffect(() => {
    if (!newProject) return;
    session.write({ input: null, report: null });
    navigate('/', { replace: true });
  }, [newProject, session, navigate]);
  const [report, setReportState] = useState<ReportData | null>(initial.report);
  // Under 1024 px only one panel shows: the input, or (while analysing and after) the results.
  const [mobileInput, setMobileInput] = useState(initial.report === null);

  // Focus follows the answer: the report moves it to its heading once that is on screen.
  const [answered, setAnswered] = useState(0);
  const [welcome] = useState(() => !hasSeenTutorial());
  const afterFirstPage = useAfterFirstPage();

  function setReport(next: ReportData) {
    setReportState(next);
    session.write({ report: next });
  }

  function submit(values: CreateAnalysisData) {
    session.write({ input: { title: values.title, content: values.content, fileName: values.fileName ?? '' } });
    setMobileInput(false);
    window.scrollTo({ top: 0 });
    analyze.mutate(values, {
      onSuccess: ({ businessPlanId, result }) => {
        setReport({ businessPlanId, title: values.title, analysisDate: new Date().toISOString(), result, customStrategy: null });
        setAnswered((n) => n + 1);
        toast.success('Analysis Complete', { description: "We've identified potential IP protection opportunities for your business." });
      },
      onError: (error) => {
        if (!report) setMobileInput(true);
        // The quota's 429 says the limit and the reset date; the way to a bigger plan is one click away.
        const quota = error instanceof ApiError && error.code === 'quota_exceeded';
        toast.error('Analysis Failed', {
          description: failureMessage(error),
          action: quota ? { label: 'View plans', onClick: () => navigate('/billing') } : undefined,
        });
      },
      onSettled: () => void queryClient.invalidateQueries({ queryKey: usageQueryKey }),
    });
  }

  function storedChanged(stored: StoredAnalysis) {
    queryClient.setQueryData(storedAnalysisQueryKey(stored.businessPlan.id), stored);
    setReport(reportDataFromStored(stored));
  }

  const hasResults = analyze.isPending || report !== null;
  const showInput = mobileInput || !hasResults;
  const header = analyze.isPending
    ? { title: 'Analysis in Progress', description: 'Reading the plan for inventions, brand names, know-how and creative works.' }
    : report
      ? {
          title: 'Your IP Analysis',
          description: `${opportunities(report.result.recommendations.length)} found in "${report.title}". Open a recommendation for its details, tailor the roadmap, or export the report.`,
        }
      : {
          title: 'Analyze Your Business Plan',
          description: 'Paste or upload a business plan to find the patents, trademarks, trade secrets and copyrights worth protecting, with a phased roadmap and a budget.',
        };

  return (
    <div className="grid gap-6">
      <PageHeader
        title={header.title}
        description={header.description}
        actions={
          hasResults ? (
            <Button variant="outline" className="lg:hidden print:hidden" onClick={() => setMobileInput(!showInput)}>
              {showInput ? <FileText aria-hidden="true" /> : <ArrowLeft aria-hidden="true" />}
              {showInput ? 'View results' : 'Edit business plan'}
            </Button>
          ) : null
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[21rem_minmax(0,1fr)] xl:grid-cols-[23rem_minmax(0,1fr)]">
        <section aria-label="Business plan input" className={showInput ? 'grid gap-6' : 'hidden gap-6 lg:grid'} data-testid="input-panel">
          <BusinessPlanForm pending={analyze.isPending} onSubmit={submit} initialValues={initial.input} />
          <UsageNote />
          <RecentAnalyses />
        </section>
        <section aria-label="Analysis results" className={showInput ? 'hidden lg:block' : 'block'} data-testid="results-panel">
          <ResultsPanel pending={analyze.isPending} report={report} onStoredChange={storedChanged} focusTitleKey={answered} />
        </section>
      </div>
      {welcome && afterFirstPage ? (
        <Suspense fallback={null}>
          <WelcomeDialog />
        </Suspense>
      ) : null}
    </div>
  );
}
