import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { Label } from '#client/components/ui/label.tsx';
import { cn } from '#client/lib/cn.ts';

type FormFieldProps = {
  label: ReactNode;
  /** The validation message, shown under the control and linked to it. */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** One control element; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement;
};

export function FormField({ label, error, hint, className, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Slot id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
        {children}
      </Slot>
      {hint && !error ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
