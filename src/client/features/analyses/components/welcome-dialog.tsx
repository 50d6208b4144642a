import { useState } from 'react';
import { ClipboardList, FileUp, Route } from 'lucide-react';
import { readStorage, writeStorage } from '#client/lib/storage.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';

/** Spec section 9: the local flag that marks the tutorial as seen. */
export const TUTORIAL_FLAG = 'has_seen_tutorial';

const steps = [
  { Icon: FileUp, title: 'Upload or paste your business plan', text: 'Drop a TXT, PDF or Word file, or paste the text, and give it a title.' },
  { Icon: ClipboardList, title: 'Review the IP analysis', text: 'See each patent, trademark, trade secret and copyright opportunity, why it was found and how likely it is to succeed.' },
  { Icon: Route, title: 'Explore the recommended strategy', text: 'Follow the phased roadmap and budget, tailor it to your company, and add steps to your implementation plan.' },
];

/** Opens on the first visit only; closing it in any way counts as seen. */
export function WelcomeDialog() {
  const [open, setOpen] = useState(() => readStorage(TUTORIAL_FLAG) !== 'true');
  function close() {
    writeStorage(TUTORIAL_FLAG, 'true');
    setOpen(false);
  }
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Welcome to Moatmap</DialogTitle>
          <DialogDescription>Find what in your business plan is worth protecting, in three steps.</DialogDescription>
        </DialogHeader>
        <ol className="grid gap-4">
          {steps.map(({ Icon, title, text }, index) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              <div>
                <p className="font-medium">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </p>
                <p className="text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ol>
        <DialogFooter>
          <Button onClick={close} className="w-full sm:w-auto">
            Get Started
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
