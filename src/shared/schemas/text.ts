import { z } from 'zod';

// NUL cannot be stored by PostgreSQL (text or jsonb), and a lone UTF-16 surrogate is not Unicode: neither can
// reach the database, so every text field of the API refuses them with a 400 (they answered 500 before).
// eslint-disable-next-line no-control-regex
const unstorable = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const loneSurrogates = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** True when the text holds no NUL and no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !unstorable.test(value);
}

export const unstorableTextMessage = (label: string) =>
  `${label} contains a character that cannot be saved (a NUL byte or a broken Unicode character). Remove it and try again.`;

/** A string that can be stored: the base of every text field the API accepts. */
export const storableString = (label = 'The text') => z.string().refine(isStorableText, unstorableTextMessage(label));

/** Removes NUL and replaces unpaired surrogates (U+FFFD), for text the server itself produces (extracted files). */
export function toStorableText(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/\u0000/g, '').replace(loneSurrogates, '\uFFFD');
}
