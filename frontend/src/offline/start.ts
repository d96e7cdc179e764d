/**
 * Started once a signed-in page has loaded (useOfflineStart, lazily): registers the service worker that
 * keeps the app shell, offers a new version as a reload instead of swapping it under a form, and sends the
 * writes left in the queue (and again whenever the connection returns), and keeps today's work on the phone
 * (todaysWork.ts).
 */
import { setOfflineStatus } from './status';
import { replayNow, startReplay } from './outbox';
import { mountBanner } from './banner';
import { keepTodaysWork } from './todaysWork';
import type { I18nProvider } from 'react-admin';

let waiting: ServiceWorker | null = null;

/** The fitter chose to reload into the new version. */
export function applyUpdate(): void {
  if (!waiting) return window.location.reload();
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage('skip-waiting');
}

function offerUpdate(worker: ServiceWorker): void {
  waiting = worker;
  setOfflineStatus({ updateReady: true });
}

async function registerWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  // A worker that was already waiting (installed by an earlier visit) is offered at once. The very first
  // worker is no update: there was no version before it.
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offerUpdate(installing);
    });
  });
}

/**
 * Runs `work` once the page is idle, at the latest after `timeout` ms. Safari has no requestIdleCallback:
 * there it waits a second, so the page's own first requests still go first.
 */
function whenIdle(work: () => void, timeout: number): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout });
  else setTimeout(work, Math.min(timeout, 1_000));
}

/** Today's work into the phone's store once the page is idle: the fitter's own requests go first. */
function keepWorkWhenIdle(): void {
  whenIdle(() => void keepTodaysWork().catch(() => undefined), 10_000);
}

let started = false;

export function startOffline(i18n: I18nProvider): void {
  // Again after signing in (the layout mounts anew): writes that waited for a session go now, and the
  // (maybe other) fitter's work of the day is kept.
  if (started) {
    keepWorkWhenIdle();
    return void replayNow();
  }
  started = true;
  mountBanner(i18n, applyUpdate);
  // The development server has no built files to keep (and hot reload would fight a cache).
  // Once the page is idle: installing downloads and stores every built file, which should not compete
  // with what the fitter opened first (a phone's CPU, the scanner's decoding).
  if (import.meta.env.PROD) whenIdle(() => void registerWorker().catch(() => undefined), 5_000);
  startReplay();
  keepWorkWhenIdle();
  window.addEventListener('online', keepWorkWhenIdle);
}
