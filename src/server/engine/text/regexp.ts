/** The text as a regular-expression pattern that matches it literally ("Co." matches "Co." and not "Cox"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
