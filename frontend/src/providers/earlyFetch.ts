import { authHeaders } from './session';
import { withTimeout } from './requestTimeout';

/**
 * GET answers asked for before the page that needs them exists: boot.ts starts the current route's data
 * request while the app's code and catalogue are still loading (routePreload.ts), and the page's own
 * request for the same URL takes that answer instead of waiting for the code first and the network after.
 * An answer is taken once, and only within EARLY_FETCH_TTL_MS of its start: later reads go to the network.
 */
const EARLY_FETCH_TTL_MS = 10_000;

const started = new Map<string, { at: number; answer: Promise<unknown> }>();

/** Starts `send` for `url` now, unless an early request for it is already under way; answers that request. */
export function fetchEarly<T>(url: string, send: () => Promise<T>): Promise<T> {
  const running = started.get(url);
  if (running) return running.answer as Promise<T>;
  const answer = send();
  // Never an unhandled rejection: the page that takes it sees the error as its own request's.
  answer.catch(() => undefined);
  started.set(url, { at: Date.now(), answer });
  return answer;
}

/** The early answer for `url`, once (undefined when none was started or it is too old to trust). */
export function takeEarly<T>(url: string): Promise<T> | undefined {
  const early = started.get(url);
  started.delete(url);
  if (!early || Date.now() - early.at > EARLY_FETCH_TTL_MS) return undefined;
  return early.answer as Promise<T>;
}

/** An answer as react-admin's fetchJson gives it (what the data provider's httpClient answers). */
export interface EarlyAnswer {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
}

/**
 * Starts GET `url` with the session's header, without the app's code (boot.ts runs before it arrives).
 * A refusal (not 2xx) answers undefined: the page's own request then meets it and handles it as always
 * (an ended session, a missing cylinder).
 */
export function fetchEarlyJson(url: string): Promise<EarlyAnswer | undefined> {
  return fetchEarly(url, () =>
    withTimeout(url, null, (signal) =>
      fetch(url, { headers: { Accept: 'application/json', ...authHeaders() }, signal }),
    ).then(async (res): Promise<EarlyAnswer | undefined> => {
      if (!res.ok) return undefined;
      const body = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(body);
      } catch {
        json = undefined;
      }
      return { status: res.status, headers: res.headers, body, json };
    }),
  );
}
