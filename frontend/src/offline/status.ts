/**
 * What the offline strip (banner.ts) shows, kept outside React so the response cache, the queue and the
 * service worker's registration can all report to it.
 */
export interface OfflineStatus {
  /** The browser says it has a connection (navigator.onLine). */
  online: boolean;
  /** When the oldest answer shown from this phone's copy was fetched (ms), null while all data is live. */
  dataFrom: number | null;
  /** Writes saved on this phone that the server has not acknowledged yet (waiting or refused). */
  queued: number;
  /** Of those, the ones the server refused: the fitter has to fix or discard them. */
  refused: number;
  /** A new version of the app is installed and waits for a reload. */
  updateReady: boolean;
}

type Listener = (status: OfflineStatus) => void;

let status: OfflineStatus = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  dataFrom: null,
  queued: 0,
  refused: 0,
  updateReady: false,
};
const listeners = new Set<Listener>();

export function offlineStatus(): OfflineStatus {
  return status;
}

export function setOfflineStatus(change: Partial<OfflineStatus>): void {
  const next = { ...status, ...change };
  if ((Object.keys(next) as (keyof OfflineStatus)[]).every((k) => next[k] === status[k])) return;
  status = next;
  for (const listener of listeners) listener(status);
}

export function subscribeOfflineStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** An answer came from this phone's copy, fetched at `savedAt`: the banner names the oldest one shown. */
export function noteCachedData(savedAt: number): void {
  setOfflineStatus({ dataFrom: status.dataFrom === null ? savedAt : Math.min(status.dataFrom, savedAt) });
}

/** A live answer came from the server: once back online, the banner's "data from" goes. */
export function noteLiveData(): void {
  if (status.dataFrom !== null && status.online) setOfflineStatus({ dataFrom: null });
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => setOfflineStatus({ online: true }));
  window.addEventListener('offline', () => setOfflineStatus({ online: false }));
}
