import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import type { ReportData } from './report-data.ts';
import { BudgetSection } from './budget-section.tsx';
import { CountsChart } from './counts-chart.tsx';
import { CustomStrategySummary } from './custom-strategy-summary.tsx';
import { RecommendationList } from './recommendation-list.tsx';
import { RoadmapPhases } from './roadmap-section.tsx';

function ReportSection({ id, title, description, children, className }: { id: string; title: ReactNode; description?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn('report-section grid gap-4', className)}>
      <div>
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}

export function ReportSections({ report }: { report: ReportData }) {
  const { result, customStrategy } = report;
  const strategy = customStrategy ? customStrategy.strategy : result.strategy;
  return (
    <>
      <div className="grid gap-4 @3xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card className="report-card">
          <CardHeader className="pb-3">
            <CardTitle as="h2" id="report-summary">
              Summary
            </CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm leading-relaxed">
            <p>{result.summary}</p>
            {result.notes.length ? (
              <ul className="grid gap-1 text-xs text-muted-foreground">
                {result.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            ) : null}
          </CardContent>
        </Card>
        <Card className="report-card">
          <CardHeader className="pb-3">
            <CardTitle as="h2" id="report-counts">
              Opportunities by type
            </CardTitle>
          </CardHeader>
          <CardContent>
            <CountsChart counts={result.counts} />
          </CardContent>
        </Card>
      </div>

      <ReportSection id="report-recommendations" title={`Recommendations (${result.recommendations.length})`} description="Open a recommendation for its reasons, the passages of your plan behind it and the next step.">
        <RecommendationList recommendations={result.recommendations} businessPlanId={report.businessPlanId} />
      </ReportSection>

      <ReportSection
        id="report-roadmap"
        title="Protection Roadmap"
        description={customStrategy ? 'Built from your custom strategy parameters.' : 'What to do first, and what can wait.'}
      >
        {customStrategy ? <CustomStrategySummary custom={customStrategy} /> : null}
        <RoadmapPhases strategy={strategy} />
      </ReportSection>

      <ReportSection id="report-budget" title="Estimated Budget" description="Official fees and typical professional costs; confirm them before filing.">
        <BudgetSection result={result} estimatedBudget={strategy.estimatedBudget} custom={customStrategy !== null} />
      </ReportSection>
    </>
  );
}
