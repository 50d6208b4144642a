import { LoaderCircle } from 'lucide-react';
import type { BusinessPlan } from '#shared/schemas/business-plan.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';

type DeleteProjectDialogProps = {
  project: BusinessPlan | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (project: BusinessPlan) => void;
};

export function DeleteProjectDialog({ project, deleting, onCancel, onConfirm }: DeleteProjectDialogProps) {
  return (
    <Dialog open={project !== null} onOpenChange={(open) => (open || deleting ? undefined : onCancel())}>
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this project?</DialogTitle>
          <DialogDescription>
            &ldquo;{project?.title}&rdquo; and its analysis will be deleted for everyone in your organization. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={deleting}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={() => project && onConfirm(project)} disabled={deleting}>
            {deleting ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {deleting ? 'Deleting...' : 'Delete project'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
