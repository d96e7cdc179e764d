/**
 * Test fixtures shared by all suites. Import `test` and `expect` from here instead of @playwright/test:
 *
 *   import { test, expect } from './support/fixtures';
 *   test('x', async ({ page, adminPage, adminApi }) => { ... });
 *
 * - baseURL: the app started by global-setup.ts (process.env.E2E_BASE_URL), so page.goto('/cylinders') works.
 * - adminApi: an Api signed in as the suite admin (see api.ts).
 * - adminPage: a page already signed in as that admin (token put in localStorage before the app loads),
 *   language Dutch, light theme, starting at about:blank; call adminPage.goto('/...').
 * - Every test fails on an uncaught page error and on a request to a host other than the app.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { Api, baseUrl } from './api';
import { signInWithSession } from './auth';

interface Fixtures {
  adminApi: Api;
  adminPage: Page;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    const foreign: string[] = [];
    const origin = new URL(baseUrl()).host;
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('request', (r) => {
      const u = new URL(r.url());
      if ((u.protocol === 'http:' || u.protocol === 'https:') && u.host !== origin) foreign.push(r.url());
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(foreign, 'requests to third-party hosts').toEqual([]);
  },
  adminApi: async ({}, use) => {
    await use(await Api.asAdmin());
  },
  adminPage: async ({ page, adminApi }, use) => {
    await signInWithSession(page, adminApi.session);
    await use(page);
  },
});

export { expect };
