/**
 * Where to go after signing in: the page (path, query and hash) the visitor wanted when the app sent them to
 * /login, carried as `/login?next=<path>`. Only a path on this app's own origin is ever followed, so a
 * crafted link cannot send a signed-in user to another site.
 */
export const LOGIN_PATH = '/login';
export const NEXT_PARAM = 'next';
export const REASON_PARAM = 'reason';
export const SESSION_EXPIRED_REASON = 'session-expired';

const ORIGIN = 'http://app.invalid';

/**
 * The path to return to, or '/' when `raw` is missing, not a plain same-origin path (`//host`, `/\host`,
 * `https://...`, `javascript:`, control characters) or the sign-in page itself.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw || raw.length > 2000 || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\'))
    return '/';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return '/';
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return '/';
  }
  if (url.origin !== ORIGIN || url.pathname === LOGIN_PATH || url.pathname.startsWith(`${LOGIN_PATH}/`))
    return '/';
  // Dot segments collapse: '/.//evil.example' normalises to '//evil.example', a link to another host.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? '/' : path;
}

/** /login with the page to come back to (nothing for '/'), and optionally why the visitor is there. */
export function loginUrl(returnTo: string, reason?: string): string {
  const params = new URLSearchParams();
  const next = safeReturnPath(returnTo);
  if (next !== '/') params.set(NEXT_PARAM, next);
  if (reason) params.set(REASON_PARAM, reason);
  const query = params.toString();
  return query ? `${LOGIN_PATH}?${query}` : LOGIN_PATH;
}

/**
 * The page to come back to after signing in: the current page, or, while the sign-in page is already open,
 * the page it will return to (its ?next=). Several things may send the user to /login at once (a query's
 * 401 and a form whose save was refused); whichever runs second must not replace ?next= with '/'.
 */
export function currentPath(loc: Pick<Location, 'pathname' | 'search' | 'hash'> = window.location): string {
  if (loc.pathname === LOGIN_PATH) return safeReturnPath(new URLSearchParams(loc.search).get(NEXT_PARAM));
  return safeReturnPath(`${loc.pathname}${loc.search}${loc.hash}`);
}

/** Whether the sign-in page is open because the session ended (not because the user signed out). */
export function signInAfterSessionEnded(
  loc: Pick<Location, 'pathname' | 'search'> = window.location,
): boolean {
  return (
    loc.pathname === LOGIN_PATH &&
    new URLSearchParams(loc.search).get(REASON_PARAM) === SESSION_EXPIRED_REASON
  );
}
