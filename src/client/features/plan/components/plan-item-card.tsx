import { CalendarClock, CalendarPlus, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import type { PlanItem, PlanItemStatus } from '#shared/schemas/plan.ts';
import { isOverdue } from '#shared/rules/plan.ts';
import { formatPlanDate } from '#shared/exports/plan-model.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { IpTypeBadge } from '#client/features/reports/components/ip-type-badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { statusActions, type PlanTab } from '../utils/status-actions.ts';
import { PlanStatusBadge } from './plan-status-badge.tsx';

type PlanItemCardProps = {
  item: PlanItem;
  tab: PlanTab;
  /** The offline copy: shown, not changed. */
  readOnly: boolean;
  onChangeStatus: (item: PlanItem, to: PlanItemStatus) => void;
  onRemove: (item: PlanItem) => void;
  onEdit: (item: PlanItem) => void;
};

const cardId = (tab: PlanTab, itemId: number | string) => `plan-item-${tab}-${itemId}`;

/**
 * The button just pressed disappears with the status it changed; focus goes to the changed item, or to the tab's
 * panel when the item has left this tab (Start on the Pending tab), never to <body>.
 */
function focusAfterChange(tab: PlanTab, itemId: number | string) {
  window.requestAnimationFrame(() => {
    const card = document.getElementById(cardId(tab, itemId));
    const target = card ?? document.querySelector<HTMLElement>('[role="tabpanel"][data-state="active"]');
    target?.focus();
  });
}

export function PlanItemCard({ item, tab, readOnly, onChangeStatus, onRemove, onEdit }: PlanItemCardProps) {
  const titleId = `plan-item-${tab}-${item.itemId}-title`;
  const overdue = isOverdue(item, new Date());
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-plan-item={item.id}
      id={cardId(tab, item.itemId)}
      tabIndex={-1}
      className="flex flex-col focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <CardHeader className="gap-2 p-4 pb-3 sm:p-6 sm:pb-3">
        <div className="flex flex-wrap items-center gap-2">
          <PlanStatusBadge status={item.status} />
          <IpTypeBadge type={item.type} />
        </div>
        <CardTitle as="h3" id={titleId} className="text-base">
          {item.name}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-3 px-4 pb-4 text-sm sm:px-6 sm:pb-6">
        <p className="text-muted-foreground">{item.description}</p>
        <p>
          <span className="font-medium">Next step: </span>
          {item.nextStep}
        </p>
        <dl className="flex flex-wrap gap-x-6 gap-y-1">
          <div className="flex items-center gap-1.5">
            <CalendarPlus className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="text-muted-foreground">Added</dt>
            <dd>{formatPlanDate(item.addedAt)}</dd>
          </div>
          <div className={cn('flex items-center gap-1.5', overdue && 'font-medium text-warning')} data-overdue={overdue || undefined}>
            {overdue ? <TriangleAlert className="size-4" aria-hidden="true" /> : <CalendarClock className="size-4 text-muted-foreground" aria-hidden="true" />}
            <dt className={overdue ? undefined : 'text-muted-foreground'}>Due</dt>
            <dd>
              {formatPlanDate(item.dueDate)}
              {overdue ? ' (overdue)' : null}
            </dd>
          </div>
        </dl>
        <div className="flex items-start gap-2 rounded-md bg-muted/50 px-3 py-2">
          <div className="min-w-0 flex-1">
            <p className="text-xs font-medium text-muted-foreground">Notes</p>
            <p className={cn('break-words whitespace-pre-line', !item.notes && 'text-muted-foreground italic')}>{item.notes || 'No notes yet.'}</p>
          </div>
          {readOnly ? null : (
            <Button variant="ghost" size="sm" className="-mr-2 shrink-0" onClick={() => onEdit(item)} aria-label={`Edit due date and notes: ${item.name}`}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
        </div>
      </CardContent>
      <CardFooter className="flex-wrap gap-2 px-4 pb-4 sm:px-6 sm:pb-6">
        {statusActions(tab, item.status).map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.to === 'completed' ? 'default' : 'outline'}
            disabled={readOnly || action.disabled}
            onClick={() => {
              onChangeStatus(item, action.to);
              focusAfterChange(tab, item.itemId);
            }}
          >
            {action.label}
          </Button>
        ))}
        <Button size="sm" variant="outline" className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:ml-auto" disabled={readOnly} onClick={() => onRemove(item)}>
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </CardFooter>
    </Card>
  );
}
