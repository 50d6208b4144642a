import { CircleAlert, CircleCheck, CircleMinus, CircleX } from 'lucide-react';
import { statusLabel, toneOf, type Tone } from '#shared/rules/monitoring.ts';
import { cn } from '#client/lib/cn.ts';

const toneClass: Record<Tone, string> = {
  good: 'border-success/30 bg-success/10 text-success',
  // Mixed toward the text colour: the warning hue alone is too light for small text on its tint (WCAG AA).
  warning: 'border-warning/40 bg-warning/10 text-[color-mix(in_oklch,var(--warning)_70%,var(--foreground))]',
  bad: 'border-destructive/30 bg-destructive/10 text-destructive',
  neutral: 'border-border bg-muted text-muted-foreground',
};

const toneIcon = { good: CircleCheck, warning: CircleAlert, bad: CircleX, neutral: CircleMinus };

/** A status word with the spec's good / warning / bad colouring and an icon, so colour is never the only cue. */
export function StatusBadge({ status, label, tone, className }: { status: string; label?: string; tone?: Tone; className?: string }) {
  const t = tone ?? toneOf(status);
  const Icon = toneIcon[t];
  return (
    <span
      data-tone={t}
      className={cn('inline-flex items-center gap-1 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap', toneClass[t], className)}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {label ?? statusLabel(status)}
    </span>
  );
}
