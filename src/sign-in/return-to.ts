/** Any origin stands in for ours: only a value that stays on it is kept. */
const OWN = 'http://this-service.invalid';

// Browsers drop tabs and newlines from a URL and read a backslash as a slash, so `/\t/evil` is
// `//evil` to them; such characters (and controls, invisible format characters, any whitespace)
// are refused, not cleaned. Non-ASCII is percent-encoded by
// URL below, so the Location header never holds a character Node refuses to send.
const UNSAFE = /[\s\\\p{Cc}\p{Cf}]/u;

/**
 * The page the browser goes to after signing in: a path of this site that the app routes
 * (`isAppPage`), parsed as a URL against our own origin; anything else is `/`, never an error.
 */
export const safeReturnTo = (value: unknown, isAppPage: (path: string) => boolean): string => {
  if (typeof value !== 'string' || value.length > 2000 || !value.startsWith('/')) return '/';
  if (UNSAFE.test(value)) return '/';
  let url: URL;
  try {
    url = new URL(value, OWN);
  } catch {
    return '/';
  }
  if (url.origin !== OWN || !isAppPage(url.pathname)) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
};
