import { useState, type FormEvent } from 'react';
import type { PlanItem } from '#shared/schemas/plan.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { FormField } from '#client/components/form-field.tsx';

const NOTES_MAX = 5000;

type EditPlanItemDialogProps = {
  item: PlanItem | null;
  onOpenChange: (open: boolean) => void;
  onSave: (item: PlanItem, changes: { dueDate: string | null; notes: string | null }) => void;
};

export function EditPlanItemDialog({ item, onOpenChange, onSave }: EditPlanItemDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={onOpenChange}>
      <DialogContent>{item ? <EditForm key={item.itemId} item={item} onSave={onSave} /> : null}</DialogContent>
    </Dialog>
  );
}

function EditForm({ item, onSave }: { item: PlanItem; onSave: EditPlanItemDialogProps['onSave'] }) {
  const [dueDate, setDueDate] = useState(item.dueDate ?? '');
  const [notes, setNotes] = useState(item.notes ?? '');
  const dueDateError = dueDate && !/^\d{4}-\d{2}-\d{2}$/.test(dueDate) ? 'Due date must be a date like 2026-12-31' : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (dueDateError) return;
    onSave(item, { dueDate: dueDate || null, notes: notes.trim() ? notes : null });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Edit due date and notes</DialogTitle>
        <DialogDescription>{item.name}</DialogDescription>
      </DialogHeader>
      <FormField label="Due date" error={dueDateError} hint="Leave empty for no due date. Overdue items are flagged on the plan.">
        <Input type="date" value={dueDate} onChange={(e) => setDueDate(e.target.value)} className="w-fit" />
      </FormField>
      <FormField label="Notes" hint={`${notes.length} / ${NOTES_MAX} characters`}>
        <Textarea value={notes} maxLength={NOTES_MAX} rows={6} onChange={(e) => setNotes(e.target.value)} placeholder="Who is handling it, what was decided, links to filings..." />
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <Button type="submit">Save</Button>
      </DialogFooter>
    </form>
  );
}
