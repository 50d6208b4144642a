import { useState } from 'react';
import { ClipboardList, FileUp, Route } from 'lucide-react';
import { writeStorage } from '#client/lib/storage.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '#client/components/ui/dialog.tsx';

import { TUTORIAL_FLAG } from '../utils/tutorial-flag.ts';

export { TUTORIAL_FLAG };

const steps = [
  { Icon: FileUp, title: 'Upload or paste your business plan', text: 'Drop a TXT, PDF or Word file, or paste the text, and give it a title.' },
  { Icon: ClipboardList, title: 'Review the IP analysis', text: 'See each patent, trademark, trade secret and copyright opportunity, why it was found and how likely it is to succeed.' },
  { Icon: Route, title: 'Explore the recommended strategy', text: 'Follow the phased roadmap and budget, tailor it to your company, and add steps to your implementation plan.' },
];

/** Rendered on the first visit only (see hasSeenTutorial); closing it in any way counts as seen. */
export function WelcomeDialog() {
  const [open, setOpen] = useState(true);
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
