/**
 * Data safety at the scale: a save refused because the session ended is never reported as saved, what was
 * typed comes back after signing in on the same page and form; deep links survive sign-in (never to another
 * origin); every create carries an Idempotency-Key that a retry of the same submission reuses.
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, baseUrl, uniq } from './support/api';
import { signInWithSession } from './support/auth';
import { fitterWithCylinder } from './support/fitter';

const NEW_PASSWORD = 'Nieuw-wachtwoord-42';

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'nl-NL' });
  return context.newPage();
}

/** Signs in on the sign-in page as it is (keeps its ?next=) and waits until the app has left it. */
async function signInHere(page: Page, email: string, password: string) {
  await expect(page.getByTestId('login-card')).toBeVisible({ timeout: 20_000 });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('login-submit').click();
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 20_000 }).not.toBe('/login');
}

/** Records, from the first document on, whether a given text was ever shown (even for a moment). */
async function watchForText(page: Page, text: string) {
  await page.addInitScript((needle) => {
    const w = window as unknown as { __seen?: boolean };
    w.__seen = false;
    new MutationObserver(() => {
      if (document.body?.innerText.includes(needle)) w.__seen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
}

const logCount = async (api: Api, id: number) =>
  (await api.get<{ logCount: number }>(`cylinders/${id}`)).logCount;

test('a save after the session ended is not reported as saved; the typed entry comes back after sign-in', async ({
  adminApi,
  browser,
}) => {
  test.setTimeout(90_000);
  const { fitter, fitterApi, cylinder } = await fitterWithCylinder(adminApi);
  const page = await newPage(browser);
  await watchForText(page, 'Mutatie opgeslagen');
  await signInWithSession(page, fitterApi.session);
  const link = `/cylinder/${cylinder.id}?action=charge`;
  await page.goto(link);
  const form = page.getByTestId('log-entry-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('18,4');
  // The form looks up the work order's earlier entries as it is typed; that lookup answers before the
  // session ends here, so the save below is what meets the ended session (the next test has it the other way).
  const lookup = page.waitForResponse((r) => r.url().includes('/api/logs?') && r.url().includes('WB-7781'));
  await form.locator('input[name="workOrder"]').fill('WB-7781');
  await form.locator('input[name="weightAfter"]').fill('17,15');
  await form.locator('textarea[name="note"]').fill('Koelcel 3, lekkage hersteld');
  expect((await lookup).status()).toBe(200);

  // The session really ends: the fitter's password is changed elsewhere, which revokes the token.
  await adminApi.put(`users/${fitter.id}`, { password: NEW_PASSWORD });
  const before = await logCount(adminApi, cylinder.id);
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/logs') && r.request().method() === 'POST',
  );
  await form.getByTestId('log-submit').click();
  expect((await refused).status()).toBe(401);

  await expect(page).toHaveURL(/\/login\?/, { timeout: 15_000 });
  await expect(page.getByTestId('login-session-expired')).toContainText('Je sessie is beëindigd');
  expect(new URL(page.url()).searchParams.get('next')).toBe(link);
  expect(await logCount(adminApi, cylinder.id)).toBe(before);

  await signInHere(page, fitter.email, NEW_PASSWORD);
  await expect(page).toHaveURL(`${baseUrl()}${link}`);
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.locator('input[name="workOrder"]')).toHaveValue('WB-7781');
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('18,4');
  await expect(form.locator('input[name="weightAfter"]')).toHaveValue('17,15');
  await expect(form.locator('textarea[name="note"]')).toHaveValue('Koelcel 3, lekkage hersteld');
  await expect(form.locator('input[name="mutationType"]')).toHaveValue('FILLUP_RETROFIT');
  expect(await page.evaluate(() => (window as unknown as { __seen?: boolean }).__seen)).toBe(false);

  await form.getByTestId('log-submit').click();
  await expect(page.getByText('Mutatie opgeslagen')).toBeVisible();
  await expect.poll(() => logCount(adminApi, cylinder.id)).toBe(before + 1);
  const logs = (
    await adminApi.get<{ logs: Array<{ workOrder: string; weight: number; note: string }> }>(
      `cylinders/${cylinder.id}`,
    )
  ).logs;
  expect(logs.filter((l) => l.workOrder === 'WB-7781')).toEqual([
    expect.objectContaining({ weight: 1.25, note: 'Koelcel 3, lekkage hersteld' }),
  ]);
  await page.context().close();
});

test('the session ends while the fitter types: a request other than the save meets it first, and what was typed comes back after sign-in', async ({
  adminApi,
  browser,
}) => {
  test.setTimeout(90_000);
  const { fitter, fitterApi, cylinder } = await fitterWithCylinder(adminApi);
  const page = await newPage(browser);
  await signInWithSession(page, fitterApi.session);
  const link = `/cylinder/${cylinder.id}?action=charge`;
  await page.goto(link);
  const form = page.getByTestId('log-entry-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('18,4');
  await form.locator('input[name="weightAfter"]').fill('16,9');
  await form.locator('textarea[name="note"]').fill('Condensor vervangen');

  const lookup = page.waitForResponse((r) => r.url().includes('/api/logs?') && r.url().includes('WB-9901'));
  await form.locator('input[name="workOrder"]').fill('WB-9901');
  expect((await lookup).status()).toBe(200);

  await adminApi.put(`users/${fitter.id}`, { password: NEW_PASSWORD });
  const before = await logCount(adminApi, cylinder.id);
  // Typing goes on: the form looks the new work order up, unless another request of the page met the ended
  // session a moment earlier and the sign-in page already replaced the form.
  await form
    .locator('input[name="workOrder"]')
    .fill('WB-9902', { timeout: 3_000 })
    .catch(() => undefined);

  await expect(page).toHaveURL(/\/login\?/, { timeout: 15_000 });
  await expect(page.getByTestId('login-session-expired')).toContainText('Je sessie is beëindigd');
  expect(new URL(page.url()).searchParams.get('next')).toBe(link);
  await signInHere(page, fitter.email, NEW_PASSWORD);
  await expect(page).toHaveURL(`${baseUrl()}${link}`);
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.locator('input[name="workOrder"]')).toHaveValue(/^WB-990[12]$/);
  await expect(form.locator('input[name="weightAfter"]')).toHaveValue('16,9');
  await expect(form.locator('textarea[name="note"]')).toHaveValue('Condensor vervangen');
  expect(await logCount(adminApi, cylinder.id)).toBe(before);

  // Signing out on purpose leaves nothing typed behind in the tab.
  await form.locator('textarea[name="note"]').fill('Niet bewaren');
  await page.getByRole('button', { name: 'Gebruikersmenu' }).click();
  await page.getByRole('menuitem', { name: /Afmelden|Uitloggen/ }).click();
  await expect(page).toHaveURL(/\/login/);
  // The app hands /login over to the sign-in page with a page load: read the tab once it is done.
  await expect
    .poll(() =>
      page
        .evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('draft:')))
        .catch(() => ['navigating']),
    )
    .toEqual([]);
  await page.context().close();
});

test('deep links survive sign-in, query included, and never lead to another origin', async ({
  adminApi,
  browser,
}) => {
  test.setTimeout(180_000);
  const { fitter, cylinder } = await fitterWithCylinder(adminApi);
  const tag = uniq('DL');
  const links = [
    `/cylinder/${cylinder.id}?action=charge`,
    `/cylinders?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`,
    '/settings',
  ];
  for (const link of links) {
    const page = await newPage(browser);
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?next=/);
    await signInHere(page, fitter.email, fitter.password);
    await expect(page).toHaveURL(`${baseUrl()}${link}`);
    if (link.startsWith('/cylinder/')) {
      await expect(page.getByTestId('cylinder-detail')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByTestId('tab-logs')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('input[name="mutationType"]')).toHaveValue('FILLUP_RETROFIT');
    }
    await page.context().close();
  }
  for (const hostile of [
    '//evil.example/x',
    'https://evil.example/',
    '/.//evil.example',
    'javascript:alert(1)',
  ]) {
    const page = await newPage(browser);
    await page.goto(`/login?next=${encodeURIComponent(hostile)}`);
    await signInHere(page, fitter.email, fitter.password);
    expect(new URL(page.url()).origin).toBe(baseUrl());
    await expect(page.getByTestId('work-cylinders')).toBeVisible({ timeout: 20_000 });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  }
});

test('every create carries an Idempotency-Key, reused when the same submission is retried', async ({
  adminApi,
  browser,
}) => {
  test.setTimeout(90_000);
  const { fitterApi, cylinder } = await fitterWithCylinder(adminApi);
  const page = await newPage(browser);
  await signInWithSession(page, fitterApi.session);
  const keys: string[] = [];
  let dropNext = true;
  let failNext = false;
  await page.route('**/api/logs', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropNext) {
      dropNext = false;
      return route.abort('failed'); // the connection drops: the outcome is unknown to the app
    }
    if (failNext) {
      failNext = false;
      // An answer that leaves the outcome unknown too: the form shows it and keeps the key.
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Unavailable' }),
      });
    }
    return route.continue();
  });
  await page.goto(`/cylinder/${cylinder.id}?action=charge`);
  const form = page.getByTestId('log-entry-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await form.locator('input[name="weightAfter"]').fill('18');
  await form.getByTestId('log-submit').click();
  // No answer: the entry waits on the phone and the queue sends it again at once, under the same key.
  await expect(
    page.getByText('Opgeslagen op deze telefoon: wordt verstuurd zodra er weer verbinding is'),
  ).toBeVisible();
  await expect(page.getByTestId('pending-entries')).toBeHidden({ timeout: 30_000 });
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  expect(keys[1]).toBe(keys[0]);

  // A server that answers "unavailable": the fitter taps Save again, values unchanged, same key.
  failNext = true;
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('18');
  await form.locator('input[name="weightAfter"]').fill('17.8');
  await form.getByTestId('log-submit').click();
  await expect(form.getByTestId('log-form-error')).toBeVisible();
  await form.getByTestId('log-submit').click();
  await expect(page.getByText('Mutatie opgeslagen')).toBeVisible();
  expect(keys).toHaveLength(4);
  expect(keys[3]).toBe(keys[2]);
  expect(keys[2]).not.toBe(keys[0]);

  // A new submission after success gets a new key.
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('17,8');
  await form.locator('input[name="weightAfter"]').fill('17.5');
  await form.getByTestId('log-submit').click();
  await expect.poll(() => keys.length).toBe(5);
  expect(keys[4]).not.toBe(keys[2]);

  // Changed values after a failure get a new key too.
  failNext = true;
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('17,5');
  await form.locator('input[name="weightAfter"]').fill('17');
  await form.getByTestId('log-submit').click();
  await expect(form.getByTestId('log-form-error')).toBeVisible();
  await form.locator('input[name="weightAfter"]').fill('16.9');
  await form.getByTestId('log-submit').click();
  await expect.poll(() => keys.length).toBe(7);
  expect(keys[6]).not.toBe(keys[5]);

  // The new-cylinder dialog (the generic data provider's create) sends one as well.
  const cylinderKeys: string[] = [];
  await page.route('**/api/cylinders', async (route) => {
    if (route.request().method() === 'POST')
      cylinderKeys.push(route.request().headers()['idempotency-key'] ?? '');
    return route.continue();
  });
  await page.goto('/cylinders');
  await page.getByTestId('add-cylinder').click({ timeout: 30_000 });
  const dialog = page.getByTestId('cylinder-create-dialog');
  await dialog.locator('input[name="serialNumber"]').fill(uniq('FG-IK-'));
  await dialog.locator('input[name="gasType"]').fill('R-134a');
  await dialog.locator('input[name="deliveryWeight"]').fill('25');
  await dialog.locator('input[name="tareWeight"]').fill('12');
  await dialog.getByTestId('cylinder-submit').click();
  await expect(dialog).toBeHidden();
  expect(cylinderKeys).toHaveLength(1);
  expect(cylinderKeys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
  await page.context().close();
});
