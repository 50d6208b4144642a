/**
 * Spec section 5: the part of the file name before the first dot, dashes and underscores as
 * spaces, each word capitalised ("q3_business-plan.v2.pdf" -> "Q3 Business Plan").
 * Folders some browsers put in the name are dropped first.
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const stem = base.split('.')[0] ?? '';
  return stem
    .replace(/[-_]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
