import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#client/lib/api-client.ts';

/** Puts the server's per-field messages next to their fields; false when there were none to show. */
export function showFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: Path<T>[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const { field, message } of error.fieldErrors) {
    if ((fields as string[]).includes(field)) {
      setError(field as Path<T>, { message });
      shown = true;
    }
  }
  return shown;
}
