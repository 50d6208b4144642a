import { useState } from 'react';
import { LoaderCircle } from 'lucide-react';
import { RESTORE_CONFIRMATION, type BackupJob } from '#shared/schemas/backups.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';

type Props = { backup: BackupJob | null; restoring: boolean; onCancel: () => void; onConfirm: (backup: BackupJob) => void };

/** Restoring replaces every table: the operator types RESTORE first. */
export function RestoreDialog({ backup, restoring, onCancel, onConfirm }: Props) {
  const [typed, setTyped] = useState('');
  const confirmed = typed.trim() === RESTORE_CONFIRMATION;
  return (
    <Dialog
      open={backup !== null}
      onOpenChange={(open) => {
        if (open || restoring) return;
        setTyped('');
        onCancel();
      }}
    >
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Restore this backup?</DialogTitle>
          <DialogDescription>
            Every organization, user, plan and analysis is replaced by the contents of backup {backup?.id}
            {backup ? ` from ${new Date(backup.timestamp).toLocaleString()}` : ''}. Changes made since then are lost, and you may need to
            sign in again.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (backup && confirmed) onConfirm(backup);
          }}
        >
          <Label htmlFor="restore-confirmation">Type {RESTORE_CONFIRMATION} to confirm</Label>
          <Input id="restore-confirmation" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={onCancel} disabled={restoring}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={!confirmed || restoring}>
              {restoring ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
              {restoring ? 'Restoring...' : 'Restore backup'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
