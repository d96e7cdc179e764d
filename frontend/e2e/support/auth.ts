/**
 * Sign-in helpers for browser suites.
 *
 * - signInWithSession(page, session, prefs?): the fast way. Puts token and user in localStorage (the app's
 *   session keys) before any page script runs, plus language (i18nextLng, default 'nl') and darkMode
 *   (default false). Then navigate with page.goto(path).
 * - signInThroughForm(page, email, password): the real sign-in page; waits until the app left /login.
 */
import { expect, type Page } from '@playwright/test';
import type { Session } from './api';

export interface Prefs {
  language?: 'nl' | 'en';
  dark?: boolean;
}

export async function signInWithSession(page: Page, session: Session, prefs: Prefs = {}): Promise<void> {
  await page.addInitScript(
    ([token, user, language, dark]) => {
      // Only on the first document of the test: later navigations keep what the app itself stored.
      try {
        if (sessionStorage.getItem('e2e-init')) return;
        sessionStorage.setItem('e2e-init', '1');
        localStorage.setItem('token', token);
        localStorage.setItem('user', user);
        localStorage.setItem('i18nextLng', language);
        localStorage.setItem('darkMode', String(dark));
      } catch {
        /* about:blank has no storage */
      }
    },
    [session.token, JSON.stringify(session.user), prefs.language ?? 'nl', prefs.dark ?? false] as const,
  );
}

/** Sets language and theme before the app loads, without a session (e.g. for the sign-in page). */
export async function setPrefs(page: Page, prefs: Prefs): Promise<void> {
  await page.addInitScript(
    ([language, dark]) => {
      try {
        if (sessionStorage.getItem('e2e-prefs')) return;
        sessionStorage.setItem('e2e-prefs', '1');
        localStorage.setItem('i18nextLng', language);
        localStorage.setItem('darkMode', String(dark));
      } catch {
        /* about:blank has no storage */
      }
    },
    [prefs.language ?? 'nl', prefs.dark ?? false] as const,
  );
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().endsWith('/login')) await page.goto('/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 15_000 });
}
