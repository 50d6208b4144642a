import { useState } from 'react';
import { CloudOff, LoaderCircle, RefreshCw, TriangleAlert } from 'lucide-react';
import type { PlanItem } from '#shared/schemas/plan.ts';
import { summarisePlan } from '#shared/rules/plan.ts';
import { PageHeader } from '#client/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { EditPlanItemDialog } from './components/edit-plan-item-dialog.tsx';
import { PlanEmptyState } from './components/plan-empty-state.tsx';
import { PlanExportMenu } from './components/plan-export-menu.tsx';
import { PlanLoading } from './components/plan-loading.tsx';
import { PlanSummaryCards } from './components/plan-summary-cards.tsx';
import { PlanTabs } from './components/plan-tabs.tsx';
import { LOAD_FAILED, useImplementationPlan } from './hooks/use-implementation-plan.ts';
import { usePlanActions } from './hooks/use-plan-actions.ts';

const savedAtFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function RetryButton({ retry, retrying }: { retry: () => void; retrying: boolean }) {
  return (
    <Button variant="outline" size="sm" onClick={retry} disabled={retrying}>
      {retrying ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
      Try again
    </Button>
  );
}

export function ImplementationPlanPage() {
  const plan = useImplementationPlan();
  const actions = usePlanActions();
  const [editing, setEditing] = useState<PlanItem | null>(null);
  const items = plan.state === 'ready' ? plan.items : [];
  const summary = summarisePlan(items);

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Implementation Plan"
        description="Track the recommendations you chose from your analyses, from pending to completed, with due dates and notes."
        actions={items.length > 0 ? <PlanExportMenu items={items} /> : null}
      />
      {plan.state === 'loading' ? <PlanLoading /> : null}
      {plan.state === 'failed' ? (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Error</AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            <p>{LOAD_FAILED}</p>
            <RetryButton retry={plan.retry} retrying={plan.retrying} />
          </AlertDescription>
        </Alert>
      ) : null}
      {plan.state === 'ready' && plan.offlineSince ? (
        <Alert>
          <CloudOff aria-hidden="true" />
          <AlertTitle>Showing the copy saved in this browser</AlertTitle>
          <AlertDescription className="grid justify-items-start gap-2">
            <p>
              The plan could not be loaded from the server, so this is your plan as last loaded on {savedAtFormat.format(new Date(plan.offlineSince))}.
              Changes are paused until the connection is back; exports still work.
            </p>
            <RetryButton retry={plan.retry} retrying={plan.retrying} />
          </AlertDescription>
        </Alert>
      ) : null}
      {plan.state === 'ready' && items.length === 0 ? <PlanEmptyState /> : null}
      {plan.state === 'ready' && items.length > 0 ? (
        <>
          <PlanSummaryCards summary={summary} />
          <PlanTabs
            items={items}
            summary={summary}
            readOnly={plan.offlineSince !== null}
            onChangeStatus={actions.changeStatus}
            onRemove={actions.removeItem}
            onEdit={setEditing}
          />
        </>
      ) : null}
      <EditPlanItemDialog
        item={editing}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        onSave={(item, changes) => {
          actions.saveDetails(item, changes);
          setEditing(null);
        }}
      />
    </div>
  );
}
