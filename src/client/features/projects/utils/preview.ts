/** Spec section 9: the project card shows the first 150 characters of the plan. */
export const PREVIEW_LENGTH = 150;

/** The first 150 characters, whitespace runs collapsed, with an ellipsis when the text goes on. */
export function contentPreview(content: string, length = PREVIEW_LENGTH): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  return `${[...flat].slice(0, length).join('').trimEnd()}…`;
}
