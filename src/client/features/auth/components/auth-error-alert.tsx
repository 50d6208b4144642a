import { CircleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '#client/components/ui/alert.tsx';

/** The failure alert shown above a form's submit button (spec section 8). */
export function AuthErrorAlert({ title, detail }: { title: string; detail?: string }) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      {detail ? <AlertDescription>{detail}</AlertDescription> : null}
    </Alert>
  );
}
