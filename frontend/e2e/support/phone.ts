import type { Browser, Page } from '@playwright/test';
import { baseUrl, type Api } from './api';
import { signInWithSession } from './auth';

/** A fresh browser profile (no service worker yet) signed in as `api`'s user; fails on page errors. */
export async function freshPhone(browser: Browser, api: Api, viewport?: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'nl-NL',
    ...(viewport ? { viewport } : {}),
  });
  const errors: string[] = [];
  const open = async () => {
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await signInWithSession(page, api.session);
    return page;
  };
  return { context, open, errors };
}

/**
 * Waits until the service worker has installed (the shell is kept), then loads the page again: a page
 * opened before the worker existed is never taken over, its next load is.
 */
export async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 30_000 });
}

/**
 * Waits until the phone's store (IndexedDB `fgas-offline`, store `responses`) holds an answer for each of
 * `paths` (API URLs such as `/api/cylinders/5`) for the signed-in user.
 */
export async function keptOnPhone(page: Page, paths: string[], timeout = 60_000) {
  await page.waitForFunction(
    async (wanted) => {
      const user = JSON.parse(localStorage.getItem('user') ?? 'null') as { id: number } | null;
      if (!user) return false;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const r = indexedDB.open('fgas-offline');
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => reject(r.error);
      });
      try {
        if (!db.objectStoreNames.contains('responses')) return false;
        const keys = await new Promise<IDBValidKey[]>((resolve, reject) => {
          const r = db.transaction('responses').objectStore('responses').getAllKeys();
          r.onsuccess = () => resolve(r.result);
          r.onerror = () => reject(r.error);
        });
        return wanted.every((p) => keys.includes(`${user.id} ${p}`));
      } finally {
        db.close();
      }
    },
    paths,
    { timeout, polling: 500 },
  );
}
