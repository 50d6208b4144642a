/**
 * The page to open after signing in: the returnUrl only when it is a path on this site.
 * "//host" and "/\host" are protocol-relative URLs to another site, so they fall back to "/".
 */
export function safeReturnUrl(returnUrl: string | null | undefined): string {
  if (!returnUrl || !returnUrl.startsWith('/')) return '/';
  if (returnUrl.startsWith('//') || returnUrl.startsWith('/\\')) return '/';
  // Control characters (tabs, newlines) are stripped by URL parsers and could rebuild "//".
  if (/\p{Cc}/u.test(returnUrl)) return '/';
  return returnUrl;
}

/** The login address that brings the visitor back to `path` afterwards. */
export function loginUrlFor(path: string): string {
  return `/login?returnUrl=${encodeURIComponent(path)}`;
}
