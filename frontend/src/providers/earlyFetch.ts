/**
 * GET answers asked for before the page that needs them exists: main.tsx starts the current route's data
 * request while the app's code and catalogue are still loading (routePreload.ts), and the page's own
 * request for the same URL takes that answer instead of waiting for the code first and the network after.
 * An answer is taken once, and only within EARLY_FETCH_TTL_MS of its start: later reads go to the network.
 */
const EARLY_FETCH_TTL_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `send` for `url` now, unless an early request for it is already under way. */
export function fetchEarly<T>(url: string, send: () => Promise<T>): void {
  if (started.has(url)) return;
  const answer = send();
  // Never an unhandled rejection: the page that takes it sees the error as its own request's.
  answer.catch(() => undefined);
  started.set(url, { at: Date.now(), answer });
}

/** The early answer for `url`, once (undefined when none was started or it is too old to trust). */
export function takeEarly<T>(url: string): Promise<T> | undefined {
  const early = started.get(url);
  started.delete(url);
  if (!early || Date.now() - early.at > EARLY_FETCH_TTL_MS) return undefined;
  return early.answer as Promise<T>;
}
