import { useEffect } from 'react';
import { useI18nProvider, useRefresh } from 'react-admin';
import { offlineRuntime } from './lazy';

/**
 * Starts the offline parts (service worker, the queue's replay, the offline strip: offline/start.ts) once a
 * signed-in page has loaded, and refreshes the page's data when the connection returns. Not on the sign-in
 * page: without a session there is nothing to keep or send, and its first load stays what it was.
 */
export function useOfflineStart(): void {
  const i18n = useI18nProvider();
  useEffect(() => {
    // Once the page has loaded and the phone is idle: the worker's install downloads the whole app shell,
    // which must not compete with the page's own code and data for a slow link or a busy CPU.
    let idle: number | undefined;
    const start = () => {
      const run = () => void offlineRuntime().then((m) => m.startOffline(i18n));
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(run, { timeout: 5000 });
      else idle = window.setTimeout(run, 1000);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        else window.clearTimeout(idle);
      }
    };
  }, [i18n]);
  // Back online, the page asks the server again: what it shows from the phone's copy is replaced (and the
  // strip's "data from" goes with it).
  const refresh = useRefresh();
  useEffect(() => {
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);
}
