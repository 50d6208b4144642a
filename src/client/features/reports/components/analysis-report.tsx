import { useEffect, useRef, useState } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { toast } from 'sonner';
import type { CustomStrategyParameters } from '#shared/schemas/custom-strategy.ts';
import type { StoredAnalysis } from '#shared/schemas/business-plan.ts';
import { generateCustomStrategy } from '#shared/rules/custom-strategy.ts';
import { REPORT_DISCLAIMER, formatLongDate, type ReportInput } from '#shared/exports/report-model.ts';
import { useSaveCustomStrategy } from '../api/save-custom-strategy.ts';
import { useRestoreOriginalStrategy } from '../api/restore-original-strategy.ts';
import { CustomStrategyDialog } from './custom-strategy-dialog.tsx';
import { ReportToolbar } from './report-toolbar.tsx';
import { ReportSections } from './report-sections.tsx';
import type { ReportData } from './report-data.ts';
import '../report-print.css';

const GENERATION_FAILED = 'There was an error creating your custom strategy. Please try again.';

type AnalysisReportProps = {
  report: ReportData;
  /** The analysis as the server now stores it, after the custom strategy was saved or removed. */
  onStoredChange: (stored: StoredAnalysis) => void;
  /** False where the page heading already names the plan: the title then shows only on paper. */
  titleOnScreen?: boolean;
  /** Changes each time a new answer should take focus to the report's heading (0: leave focus where it is). */
  focusTitleKey?: number;
};

/**
 * The report of one analysis: summary, counts, recommendations, roadmap and budget, with the
 * toolbar (custom strategy, exports, print). The custom strategy is generated at once from the
 * shared rules and saved with the analysis; the spec's fixed 2-second wait was a fake spinner.
 */
export function AnalysisReport({ report, onStoredChange, titleOnScreen = true, focusTitleKey = 0 }: AnalysisReportProps) {
  // Focus is moved here, where the heading exists: the report is loaded lazily, so the page cannot reach it earlier.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitleKey) titleRef.current?.focus();
  }, [focusTitleKey]);
  const [dialogOpen, setDialogOpen] = useState(false);
  const hadCustom = report.customStrategy !== null;

  const save = useSaveCustomStrategy(report.businessPlanId, (stored) => {
    onStoredChange(stored);
    setDialogOpen(false);
    if (hadCustom) toast.success('Custom Strategy Generated', { description: 'The roadmap was rebuilt from your new parameters.' });
    else toast.success('Custom Strategy Created', { description: 'Your custom IP protection roadmap now replaces the original one.' });
  });
  const restore = useRestoreOriginalStrategy(report.businessPlanId, (stored) => {
    onStoredChange(stored);
    toast.success('Original Strategy Restored', { description: 'The roadmap from the analysis is shown again.' });
  });

  function generate(params: CustomStrategyParameters) {
    try {
      const strategy = generateCustomStrategy(report.result.recommendations, params, new Date());
      save.mutate(strategy, { onError: () => toast.error('Generation Failed', { description: GENERATION_FAILED }) });
    } catch (error) {
      console.error('Custom strategy generation failed', error);
      toast.error('Generation Failed', { description: GENERATION_FAILED });
    }
  }

  const exportInput = (): ReportInput => ({
    title: report.title,
    businessPlanId: report.businessPlanId,
    analysisDate: report.analysisDate,
    result: report.result,
    customStrategy: report.customStrategy,
  });

  return (
    <article className="print-report @container grid gap-8" aria-labelledby="report-title" data-testid="analysis-report">
      <header className="flex flex-col gap-3 @2xl:flex-row @2xl:items-start @2xl:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            IP analysis report
            {hadCustom ? <Badge className="bg-teal-700 tracking-normal text-white normal-case dark:bg-teal-300 dark:text-teal-950">Custom Strategy</Badge> : null}
          </p>
          <h2
            id="report-title"
            ref={titleRef}
            tabIndex={-1}
            className={cn('mt-1 text-2xl font-semibold tracking-tight break-words outline-none', !titleOnScreen && 'sr-only print:not-sr-only')}
          >
            {report.title}
          </h2>
          {report.analysisDate ? <p className="mt-1 text-sm text-muted-foreground">Analyzed {formatLongDate(report.analysisDate)}</p> : null}
        </div>
        <ReportToolbar
          report={exportInput}
          hasCustomStrategy={hadCustom}
          restoring={restore.isPending}
          onCustomize={() => setDialogOpen(true)}
          onRestore={() =>
            restore.mutate(undefined, { onError: () => toast.error('Restore Failed', { description: 'The original strategy could not be restored. Please try again.' }) })
          }
        />
      </header>
      <ReportSections report={report} />
      <p className="border-t pt-4 text-xs text-muted-foreground">{REPORT_DISCLAIMER}</p>
      <CustomStrategyDialog
        open={dialogOpen}
        onOpenChange={setDialogOpen}
        initial={report.customStrategy?.customParameters ?? null}
        generating={save.isPending}
        onSubmit={generate}
      />
    </article>
  );
}
