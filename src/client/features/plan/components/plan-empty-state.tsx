import { ClipboardList, LayoutDashboard } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button.tsx';

export function PlanEmptyState() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <ClipboardList className="size-6 text-muted-foreground" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-semibold">Your Implementation Plan is Empty</h2>
      <p className="text-sm text-muted-foreground">
        Analyze a business plan, open a recommendation and choose Add to Implementation Plan. The items you add are tracked here from pending to
        completed, with due dates, notes and exports.
      </p>
      <Button asChild>
        <Link href="/">
          <LayoutDashboard aria-hidden="true" />
          Go to Dashboard
        </Link>
      </Button>
    </section>
  );
}
