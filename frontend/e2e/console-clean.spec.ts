import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, uniq } from './support/api';
import { signInWithSession } from './support/auth';
import { waitForApp } from './support/pages';

/**
 * Every signed-in page loads without a single console error (a stylesheet announced as a JavaScript module
 * was one on every page): each page opened as a fresh load, as a bookmark or a scanned label opens it,
 * for an admin on a desk and a fitter on a phone.
 */
async function pagesOf(adminApi: Api) {
  const gas = await adminApi.createRefrigerant();
  const cylinder = await adminApi.createCylinder({ gasType: gas.name, refrigerantId: gas.id });
  const customer = await adminApi.post<{ id: number }>('customers', { name: uniq('Klant ') });
  const installation = await adminApi.post<{ id: number }>('installations', {
    customerId: customer.id,
    name: uniq('Koelcel '),
    category: 'REFRIGERATION',
    refrigerantId: gas.id,
    chargeKg: 5,
  });
  const everyone = [
    '/',
    '/cylinders',
    `/cylinder/${cylinder.id}`,
    '/customers',
    `/customers/${customer.id}`,
    '/installations',
    `/installations/${installation.id}`,
    '/instruments',
    '/qr-print',
    '/settings',
    '/help/servicing-ban',
    '/offline',
  ];
  const admins = [
    '/admin',
    '/admin/users',
    '/admin/refrigerants',
    '/admin/suppliers',
    '/admin/settings',
    '/admin/balances',
  ];
  return { everyone, admins };
}

async function consoleErrorsOn(page: Page, paths: string[]): Promise<string[]> {
  const errors: string[] = [];
  let at = '';
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${at}: ${message.text()}`);
  });
  for (const path of paths) {
    at = path;
    await page.goto(path);
    await waitForApp(page);
    // Everything the page asked for has arrived (and failed, if it was going to).
    await page.waitForLoadState('networkidle');
  }
  return errors;
}

test('an admin at a desk: no console error on any page', async ({ adminPage: page, adminApi }) => {
  test.setTimeout(180_000);
  const { everyone, admins } = await pagesOf(adminApi);
  expect(await consoleErrorsOn(page, [...everyone, ...admins])).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('a fitter: no console error on any page', async ({ page, adminApi }) => {
    test.setTimeout(180_000);
    const { everyone } = await pagesOf(adminApi);
    const fitter = await adminApi.createUser({ role: 'MONTEUR' });
    await signInWithSession(page, (await Api.login(fitter.email, fitter.password)).session);
    expect(await consoleErrorsOn(page, everyone)).toEqual([]);
  });
});
