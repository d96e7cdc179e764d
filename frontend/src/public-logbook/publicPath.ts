/**
 * The token of an owner's read-only logbook link (`/logbook/<token>`), or null for any other path. Only this
 * path opens without signing in; what the token is worth is the server's to say (an unknown one is a 404).
 */
export function publicLogbookToken(pathname: string): string | null {
  const match = /^\/logbook\/([A-Za-z0-9_-]{1,200})\/?$/.exec(pathname);
  return match ? match[1] : null;
}
