/**
 * The fitter's day without signal, beyond what was opened: after signing in, today's work (the cylinders of
 * the fitter's recent entries, the installations those went into and the ones whose leak check is due) is
 * kept on the phone in the background, so those pages open offline although the fitter never opened them;
 * the pickers search offline over every record kept, not only over searches made before.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, uniq } from './support/api';
import { controlled, freshPhone, keptOnPhone } from './support/phone';

/** The date `days` ago as YYYY-MM-DD. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** A fitter, a gas, a customer with two installations of it, and a cylinder of it the fitter used today. */
async function fitterWithWork(adminApi: Api) {
  const fitter = await adminApi.createUser({ role: 'MONTEUR' });
  const fitterApi = await Api.login(fitter.email, fitter.password);
  const gas = await adminApi.createRefrigerant({ name: uniq('R-'), type: 'HFC', gwp: 2088 });
  const customer = await adminApi.post<{ id: number; name: string }>('customers', {
    name: uniq('Bakkerij '),
  });
  const installation = (name: string, installedOn: string, address?: string) =>
    adminApi.post<{ id: number; name: string }>('installations', {
      customerId: customer.id,
      name,
      category: 'REFRIGERATION',
      refrigerantId: gas.id,
      chargeKg: 10,
      installedOn,
      ...(address ? { address } : {}),
    });
  // Never checked since 2010: its yearly leak check is long overdue (the dashboard lists it as work to do).
  const due = await installation(uniq('Koelcel '), '2010-01-04');
  // Installed yesterday: nothing due; the fitter's entry of today went into it.
  const site = await installation(uniq('Vriescel '), daysAgo(1), `${uniq('Havenstraat')} 3`);
  const cylinder = await adminApi.createCylinder({
    gasType: gas.name,
    refrigerantId: gas.id,
    deliveryWeight: 30,
    tareWeight: 10,
  });
  // This morning's fill-up, entered by the office in the fitter's name.
  await adminApi.createLog({
    cylinderId: cylinder.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 27,
    userId: fitter.id,
    installationId: site.id,
    workOrder: uniq('WO-'),
  });
  return { fitter, fitterApi, gas, customer, due, site, cylinder };
}

/** Signs in on a fresh phone, opens `path`, waits for the service worker and for today's work on the phone. */
async function primedPhone(
  browser: Parameters<typeof freshPhone>[0],
  api: Api,
  path: string,
  kept: string[],
): Promise<{ page: Page; phone: Awaited<ReturnType<typeof freshPhone>> }> {
  const phone = await freshPhone(browser, api);
  const page = await phone.open();
  await page.goto(path);
  await controlled(page);
  await keptOnPhone(page, kept);
  return { page, phone };
}

test("today's work is kept after sign-in: the fitter's cylinder and the day's installations open offline unopened", async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(240_000);
  const { fitter, fitterApi, due, site, cylinder } = await fitterWithWork(adminApi);
  const elsewhere = await adminApi.createCylinder();
  // Only the dashboard is opened while connected.
  const { page, phone } = await primedPhone(browser, fitterApi, '/', [
    `/api/cylinders/${cylinder.id}`,
    `/api/installations/${due.id}`,
    `/api/installations/${site.id}`,
  ]);
  await expect(page.getByTestId('work-cylinders')).toBeVisible({ timeout: 40_000 });
  await phone.context.setOffline(true);

  await page.goto(`/cylinder/${cylinder.id}`);
  await expect(page.getByTestId('cylinder-serial')).toHaveText(cylinder.serialNumber, { timeout: 40_000 });
  await expect(page.getByTestId('offline-banner')).toHaveText(/Offline, gegevens van \d\d:\d\d/);
  await page.getByTestId('tab-logs').click();
  await expect(page.getByTestId('tab-logs')).toContainText('(1)');
  // The mutation form's fitter list and settings were kept with it: the fitter is preselected.
  await expect(page.getByTestId('log-user')).toHaveValue(String(fitter.id));

  // The site of today's entry, with that entry.
  await page.goto(`/installations/${site.id}`);
  await expect(page.getByTestId('installation-page')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('installation-entry')).toHaveCount(1);

  // The installation whose leak check is due, ready for the check.
  await page.goto(`/installations/${due.id}`);
  await expect(page.getByTestId('installation-page')).toBeVisible({ timeout: 40_000 });
  await page.getByTestId('tab-leakChecks').click();
  await page.getByTestId('add-leak-check').click();
  // The check's fitter picker lists the fitters kept on the phone (a list never asked for in this form).
  await page.getByTestId('select-userId').click();
  await expect(page.getByRole('option', { name: fitter.name })).toBeVisible();
  await page.keyboard.press('Escape');

  // Bounded: a cylinder outside the day's work is not on the phone.
  await page.goto(`/cylinder/${elsewhere.id}`);
  await expect(page.getByTestId('cylinder-error')).toContainText('Offline niet beschikbaar', {
    timeout: 40_000,
  });
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('offline the pickers search every record kept: installations by any word, the gas list', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(240_000);
  const { fitterApi, gas, customer, due, site, cylinder } = await fitterWithWork(adminApi);
  const { page, phone } = await primedPhone(browser, fitterApi, '/cylinders', [
    `/api/cylinders/${cylinder.id}`,
  ]);
  await expect(page.getByTestId('cylinder-count')).toBeVisible({ timeout: 40_000 });
  await phone.context.setOffline(true);

  // The refrigerant picker of a new cylinder: the gas register kept on the phone.
  await page.reload();
  await page.getByTestId('add-cylinder').click({ timeout: 30_000 });
  const dialog = page.getByTestId('cylinder-create-dialog');
  await dialog.locator('input[name="gasType"]').fill(gas.name);
  await expect(page.getByTestId('gas-option').filter({ hasText: gas.name })).toBeVisible();
  await page.keyboard.press('Escape');

  // The installation picker of a fill-up: searches never made online, answered from the records kept.
  await page.goto(`/cylinder/${cylinder.id}?action=charge`);
  await expect(page.getByTestId('log-entry-form')).toBeVisible({ timeout: 40_000 });
  const picker = page.getByTestId('log-installation');
  await picker.click();
  const options = page.getByTestId('installation-option');
  await expect(options.filter({ hasText: site.name })).toBeVisible();
  await expect(options.filter({ hasText: due.name })).toBeVisible();
  // A word of the address and one of the customer's name, in another case.
  await picker.fill('');
  await picker.pressSequentially(`havenstraat ${customer.name.split(' ')[1].toLowerCase()}`, { delay: 20 });
  await expect(options).toHaveCount(1);
  await expect(options).toContainText(site.name);
  await picker.fill('');
  await picker.pressSequentially('geen-zo-een-installatie', { delay: 10 });
  await expect(page.getByText('Geen actieve installatie met dit gas')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveText(/Offline, gegevens van \d\d:\d\d/);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test("an admin at a desk is not sent today's work; an admin who records work as the fitter is", async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const admin = await adminApi.createUser({ role: 'ADMIN' });
  const deskApi = await Api.login(admin.email, admin.password);
  const phone = await freshPhone(browser, deskApi);
  const page = await phone.open();
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) asked.push(decodeURIComponent(url.pathname + url.search));
  });
  const ranToday = () =>
    page.waitForFunction((id) => localStorage.getItem(`offline-todays-work:${id}`) !== null, admin.id, {
      timeout: 60_000,
      polling: 500,
    });
  // The pickers' registers as today's work reads them (pages ask for them in pages of their own).
  const pickerReads = () =>
    asked.filter((u) => u.startsWith('/api/refrigerants?') && u.includes('range=[0,999]'));

  await page.goto('/');
  await expect(page.getByTestId('dashboard-stats')).toBeVisible({ timeout: 40_000 });
  await ranToday();
  // One look at the admin's own recent entries, none: nothing else is fetched for the phone.
  expect(asked.filter((u) => u.startsWith('/api/logs?') && u.includes(`"userId":${admin.id}`))).toHaveLength(
    1,
  );
  expect(pickerReads()).toEqual([]);

  // The admin fills an installation themselves: from then on their phone keeps the day's work.
  const cylinder = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  await adminApi.createLog({
    cylinderId: cylinder.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 28,
    userId: admin.id,
  });
  await page.evaluate((id) => localStorage.removeItem(`offline-todays-work:${id}`), admin.id);
  await page.reload();
  await expect(page.getByTestId('dashboard-stats')).toBeVisible({ timeout: 40_000 });
  await keptOnPhone(page, [`/api/cylinders/${cylinder.id}`]);
  expect(pickerReads()).toHaveLength(1);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});
