import type { ReactNode } from 'react';
import { reportBudget } from '#shared/exports/report-model.ts';
import { allIpTypes } from '#shared/rules/fee-budget.ts';
import { customFeeBudgetOptions } from '#shared/rules/custom-strategy-budget.ts';
import { cn } from '#client/lib/cn.ts';
import type { ReportData } from './report-data.ts';
import { BudgetSection } from './budget-section.tsx';
import { CustomStrategySummary } from './custom-strategy-summary.tsx';
import { RecommendationList } from './recommendation-list.tsx';
import { ReportNav } from './report-nav.tsx';
import { AtAGlance, ReportSummary } from './report-summary.tsx';
import { RoadmapPhases } from './roadmap-section.tsx';

function ReportSection({ id, title, description, children, className }: { id: string; title: ReactNode; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('report-section grid gap-4', className)}>
      <div>
        {/* Focusable so the section menu can move focus here; scroll-margin clears the sticky bars. */}
        <h2 id={id} tabIndex={-1} className="scroll-mt-32 text-lg font-semibold tracking-tight outline-none">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

/** The report as an advisor's memo: what to do now, the findings at a glance and in detail, the roadmap, the budget. */
export function ReportSections({ report }: { report: ReportData }) {
  const { result, customStrategy } = report;
  const strategy = customStrategy ? customStrategy.strategy : result.strategy;
  const params = customStrategy?.customParameters ?? null;
  const budget = reportBudget({ result, customStrategy });
  const types = params ? customFeeBudgetOptions(params).types : allIpTypes;
  return (
    <>
      <ReportNav />
      <ReportSection id="report-summary" title="Summary">
        <ReportSummary result={result} budget={budget} types={types} />
      </ReportSection>

      <ReportSection
        id="report-findings"
        title="Findings by type"
        description="Open a finding for its reasons, the passages of your plan behind it and the next step."
      >
        <AtAGlance result={result} budget={budget} types={types} />
        <RecommendationList recommendations={result.recommendations} businessPlanId={report.businessPlanId} budget={budget} />
      </ReportSection>

      <ReportSection
        id="report-roadmap"
        title="Protection roadmap"
        description={customStrategy ? 'Built from your custom strategy parameters.' : 'What to do first, and what can wait.'}
      >
        {customStrategy ? <CustomStrategySummary custom={customStrategy} /> : null}
        <RoadmapPhases strategy={strategy} />
      </ReportSection>

      <ReportSection id="report-budget" title="Budget" description="Official fees and typical professional costs; confirm them before filing.">
        <BudgetSection budget={budget} params={params} />
      </ReportSection>
    </>
  );
}
