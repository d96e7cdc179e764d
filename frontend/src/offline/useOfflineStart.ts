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
    const start = () => void offlineRuntime().then((m) => m.startOffline(i18n));
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => window.removeEventListener('load', start);
  }, [i18n]);
  // Back online, the page asks the server again: what it shows from the phone's copy is replaced (and the
  // strip's "data from" goes with it).
  const refresh = useRefresh();
  useEffect(() => {
    window.addEventListener('online', refresh);
    return () => window.removeEventListener('online', refresh);
  }, [refresh]);
}
