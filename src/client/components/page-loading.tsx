import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

/** A centred busy indicator that screen readers announce. */
export function PageLoading({ label = 'Loading...', className }: { label?: string; className?: string }) {
  return (
    <div role="status" aria-live="polite" className={cn('flex min-h-[50vh] flex-col items-center justify-center gap-3 text-muted-foreground', className)}>
      <LoaderCircle className="size-6 animate-spin" aria-hidden="true" />
      <span className="text-sm">{label}</span>
    </div>
  );
}
