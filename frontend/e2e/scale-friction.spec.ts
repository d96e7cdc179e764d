/**
 * Less friction at the scale: the mutation form's date and time, "weight before" pre-filled, the expected
 * gross reading, a label opening on the mutations tab, the header scan button on phones, the picker without
 * decommissioned or inactive cylinders, the scanner keeping 'not found' when the camera fails, translated
 * field checks and a delete that says why it is not possible.
 */
import type { Browser } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, baseUrl, uniq } from './support/api';
import { setPrefs, signInWithSession } from './support/auth';

async function fitterPage(browser: Browser, adminApi: Api, width = 1280) {
  const fitter = await adminApi.createUser({ role: 'MONTEUR' });
  const fitterApi = await Api.login(fitter.email, fitter.password);
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'nl-NL',
    viewport: { width, height: 800 },
  });
  const page = await context.newPage();
  return { fitter, fitterApi, page };
}

const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

test('the mutation form: weight before pre-filled, expected gross shown, back-dated entry kept, future refused', async ({
  adminApi,
  browser,
}) => {
  test.setTimeout(90_000);
  const { fitterApi, page } = await fitterPage(browser, adminApi);
  const cylinder = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  await adminApi.createLog({
    cylinderId: cylinder.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 19,
  });
  await signInWithSession(page, fitterApi.session);
  await page.goto(`/cylinder/${cylinder.id}?action=charge`);
  const form = page.getByTestId('log-entry-form');
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('19');
  await expect(form.getByTestId('log-expected-gross')).toHaveText(
    'Nu op de weegschaal: 19,00 kg bruto (inhoud 9,00 kg + tarra 10,00 kg)',
  );
  const dateField = form.getByTestId('log-date');
  const shown = new Date(await dateField.inputValue());
  expect(Math.abs(shown.getTime() - Date.now())).toBeLessThan(2 * 60_000);

  // In the future: the form says so (translated) and sends nothing.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/logs')) posts += 1;
  });
  const tomorrow = new Date(Date.now() + 24 * 3600_000);
  await dateField.fill(localInput(tomorrow));
  await form.locator('input[name="weightAfter"]').fill('18');
  await form.getByTestId('log-submit').click();
  await expect(form).toContainText('De datum kan niet in de toekomst liggen.');
  expect(posts).toBe(0);

  // Back-dated to yesterday 08:15: saved with that date.
  const yesterday = new Date();
  yesterday.setDate(yesterday.getDate() - 1);
  yesterday.setHours(8, 15, 0, 0);
  await dateField.fill(localInput(yesterday));
  await form.getByTestId('log-submit').click();
  await expect(page.getByText('Mutatie opgeslagen')).toBeVisible();
  const detail = await adminApi.get<{ logs: Array<{ date: string; weight: number; weightBefore: number }> }>(
    `cylinders/${cylinder.id}`,
  );
  const saved = detail.logs.find((l) => l.weightBefore === 19);
  expect(saved && new Date(saved.date).getTime()).toBe(yesterday.getTime());
  expect(saved?.weight).toBe(1);

  // The details tab shows the gross reading beside the content.
  await page.getByTestId('tab-details').click();
  await expect(page.getByTestId('expected-gross')).toContainText('18,00 kg');
  await page.context().close();
});

test('a label opened with the phone camera lands on the mutations tab; the header scan button; the picker', async ({
  adminApi,
  browser,
}) => {
  test.setTimeout(90_000);
  const { fitter, fitterApi, page } = await fitterPage(browser, adminApi, 360);
  const tag = uniq('PK');
  const make = (status: string) =>
    adminApi.createCylinder({ serialNumber: `${tag}-${status}`, status, deliveryWeight: 20, tareWeight: 8 });
  const active = await make('ACTIVE');
  await make('MAINTENANCE');
  await make('INACTIVE');
  await make('DECOMMISSIONED');

  // Signed out, the phone's camera opens the label: sign in, and the form is ready on the mutations tab.
  await page.goto(`/cylinder/${active.id}`);
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.locator('input[name="email"]').fill(fitter.email);
  await page.locator('input[name="password"]').fill(fitter.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${baseUrl()}/cylinder/${active.id}`, { timeout: 20_000 });
  await expect(page.getByTestId('cylinder-detail')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('tab-logs')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('log-entry-form')).toBeInViewport({ timeout: 10_000 });

  // The header's scan button on a phone: a typed serial opens the cylinder on its mutations tab. The page
  // scrolled down to the form and the phone header slides away on the way down; scrolling up brings it back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByTestId('header-scan').click({ timeout: 30_000 });
  await page.getByTestId('scanner-manual-input').fill(`${tag}-ACTIVE`);
  await page.getByTestId('scanner-manual-submit').click();
  await expect(page).toHaveURL(new RegExp(`/cylinder/${active.id}\\?action=`), { timeout: 15_000 });
  await expect(page.getByTestId('cylinder-detail')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('tab-logs')).toHaveAttribute('aria-selected', 'true');

  // The fill-up picker offers active and maintenance cylinders, never inactive or decommissioned ones.
  await page.goto('/');
  await expect(page.getByTestId('work-cylinders')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('quick-action-charge').click({ timeout: 30_000 });
  await page.getByTestId('picker-search').fill(tag);
  await expect(page.getByTestId('picker-item')).toHaveCount(2, { timeout: 10_000 });
  const serials = await page
    .getByTestId('picker-item')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-serial')));
  expect(serials.sort()).toEqual([`${tag}-ACTIVE`, `${tag}-MAINTENANCE`]);
  await page.context().close();
  void fitterApi;
});

test('scanner: a camera that fails after an unknown serial was typed leaves "not found" visible', async ({
  adminApi,
  browser,
}) => {
  test.setTimeout(90_000);
  const { fitterApi, page } = await fitterPage(browser, adminApi);
  // The camera answers only when the test says so: first the typed serial, then the camera's failure.
  await page.addInitScript(() => {
    const w = window as unknown as { __failCamera?: () => void };
    const fails: Array<() => void> = [];
    w.__failCamera = () => fails.splice(0).forEach((f) => f());
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: {
        getUserMedia: () =>
          new Promise((_, reject) =>
            fails.push(() => reject(new DOMException('No camera', 'NotFoundError'))),
          ),
      },
    });
  });
  await signInWithSession(page, fitterApi.session);
  await page.goto('/');
  await expect(page.getByTestId('work-cylinders')).toBeVisible({ timeout: 30_000 });
  await page.getByTestId('quick-action-charge').click({ timeout: 30_000 });
  await page.getByTestId('picker-scan').click();
  await page.getByTestId('scanner-manual-input').fill(uniq('NO-SUCH-'));
  await page.getByTestId('scanner-manual-submit').click();
  await expect(page.getByTestId('scanner-not-found')).toHaveText('Cilinder niet gevonden');
  await page.evaluate(() => (window as unknown as { __failCamera: () => void }).__failCamera());
  await expect(page.getByTestId('scanner-camera-error')).toBeVisible();
  await expect(page.getByTestId('scanner-not-found')).toHaveText('Cilinder niet gevonden');
  await expect(page.getByTestId('scanner-again')).toBeVisible();
  await page.context().close();
});

test('forms check their own fields in the page language; delete says why a cylinder with mutations stays', async ({
  adminApi,
  adminPage: page,
  browser,
}) => {
  test.setTimeout(90_000);
  // Sign-in page, Dutch and English: the app's messages, no browser bubble (the form does not validate natively).
  for (const [language, required] of [
    ['nl', 'Verplicht'],
    ['en', 'Required'],
  ] as const) {
    const context = await browser.newContext({ baseURL: baseUrl(), locale: 'en-US' });
    const login = await context.newPage();
    await setPrefs(login, { language });
    await login.goto('/login');
    await expect(login.getByTestId('login-card')).toBeVisible({ timeout: 20_000 });
    await expect(login.locator('form')).toHaveAttribute('novalidate', '');
    await login.getByTestId('login-submit').click();
    await expect(login.getByTestId('login-card').getByText(required)).toHaveCount(2);
    await login.locator('input[name="email"]').fill('geen-adres');
    await login.getByTestId('login-submit').click();
    await expect(login.getByTestId('login-card')).toContainText(
      language === 'nl' ? 'Vul een geldig e-mailadres in' : 'Enter a valid e-mail address',
    );
    await context.close();
  }

  // New cylinder: empty required fields are named in Dutch and nothing is sent.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/cylinders')) posts += 1;
  });
  await page.goto('/cylinders');
  await expect(page.getByTestId('add-cylinder')).toBeEnabled({ timeout: 30_000 });
  await page.getByTestId('add-cylinder').click({ timeout: 30_000 });
  const dialog = page.getByTestId('cylinder-create-dialog');
  await dialog.getByTestId('cylinder-submit').click();
  await expect(dialog.getByText('Verplicht')).toHaveCount(4);
  await dialog.locator('input[name="deliveryWeight"]').fill('1200');
  await dialog.getByTestId('cylinder-submit').click();
  await expect(dialog).toContainText('Hoogstens 1.000');
  expect(posts).toBe(0);
  await page.keyboard.press('Escape');

  // Delete: disabled with the reason for a cylinder with mutations, offered for one without.
  const tag = uniq('DEL');
  const used = await adminApi.createCylinder({ serialNumber: `${tag}-USED` });
  await adminApi.createLog({
    cylinderId: used.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 25,
    weightAfter: 24,
  });
  await adminApi.createCylinder({ serialNumber: `${tag}-NEW` });
  await page.goto(`/cylinders?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
  const usedRow = page.locator(`[data-testid="cylinder-row"][data-serial="${tag}-USED"]`);
  const newRow = page.locator(`[data-testid="cylinder-row"][data-serial="${tag}-NEW"]`);
  await expect(usedRow.getByTestId('row-delete')).toBeDisabled({ timeout: 15_000 });
  await expect(usedRow.getByTestId('row-delete-wrap')).toHaveAttribute('title', /1 mutatie.*Buiten gebruik/);
  await expect(newRow.getByTestId('row-delete')).toBeEnabled();
});
