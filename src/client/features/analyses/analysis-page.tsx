import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Redirect, useParams } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { toast } from 'sonner';
import type { StoredAnalysis } from '#shared/schemas/business-plan.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { PageLoading } from '#client/components/page-loading.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { AnalysisReport } from '#client/features/reports/components/analysis-report.tsx';
import { storedAnalysisQueryKey, useStoredAnalysis } from './api/get-stored-analysis.ts';
import { parseBusinessPlanId } from './utils/business-plan-id.ts';
import { reportDataFromStored } from './utils/report-data-from-stored.ts';

export function AnalysisPage() {
  const { businessPlanId } = useParams<{ businessPlanId: string }>();
  const id = parseBusinessPlanId(businessPlanId);
  const queryClient = useQueryClient();
  const analysis = useStoredAnalysis(id);

  useEffect(() => {
    if (!analysis.isError) return;
    const error = analysis.error;
    toast.error('Analysis not available', {
      id: 'analysis-load-error',
      description: error instanceof ApiError && error.serverMessage ? error.serverMessage : 'The analysis could not be loaded.',
    });
  }, [analysis.isError, analysis.error]);

  // Spec section 2: a missing or non-numeric id, or a failed load, goes back to the dashboard.
  if (id === null || analysis.isError) return <Redirect to="/" replace />;
  if (analysis.isPending) return <PageLoading label="Loading the analysis..." />;

  const report = reportDataFromStored(analysis.data);
  const storedChanged = (stored: StoredAnalysis) => queryClient.setQueryData(storedAnalysisQueryKey(stored.businessPlan.id), stored);

  return (
    <div className="grid gap-6">
      <PageHeader
        className="print:hidden"
        title={<span className="break-words">Analysis for: {report.title}</span>}
        description={analysis.data.businessPlan.fileName ? `From the file ${analysis.data.businessPlan.fileName}` : undefined}
        actions={
          <Button variant="outline" asChild>
            <Link href="/">
              <ArrowLeft aria-hidden="true" />
              Back to Dashboard
            </Link>
          </Button>
        }
      />
      <AnalysisReport report={report} onStoredChange={storedChanged} titleOnScreen={false} />
    </div>
  );
}
