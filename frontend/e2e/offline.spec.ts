/**
 * The fitter's phone without signal: the app is installable (manifest + a service worker that controls the
 * page and never answers /api); after a first visit it opens offline, shows what was seen with "offline,
 * data from", keeps mutations and leak checks in a durable queue and sends each exactly once when the
 * connection returns (also when a send's answer is lost); a write the server refuses is shown, not dropped,
 * and corrected in its own form (pre-filled with what was saved) is recorded once, under a key of its own.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, baseUrl, uniq } from './support/api';
import { fitterWithCylinder } from './support/fitter';
import { controlled, freshPhone } from './support/phone';

interface Cylinder {
  id: number;
  currentWeight: number;
  logCount: number;
}
interface LogRow {
  id: number;
  weightBefore: number | null;
  weightAfter: number | null;
  date: string;
  mutationType: string;
}

async function openCylinder(page: Page, cylinderId: number) {
  await page.goto(`/cylinder/${cylinderId}?action=charge`);
  await expect(page.getByTestId('log-entry-form')).toBeVisible({ timeout: 40_000 });
}

/** Dutch fields show a decimal comma, whichever separator was typed. */
const nl = (kg: string) => kg.replace('.', ',');

/** Records a fill-up with the form: "weight before" is pre-filled with the last weight after. */
async function recordFillUp(page: Page, before: string, after: string) {
  const form = page.getByTestId('log-entry-form');
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue(nl(before));
  await form.locator('input[name="weightAfter"]').fill(after);
  await form.getByTestId('log-submit').click();
  await expect(
    page.getByText('Opgeslagen op deze telefoon: wordt verstuurd zodra er weer verbinding is'),
  ).toBeVisible();
  // The next reading starts where this one ended, even though the server has not seen it yet.
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue(nl(after));
}

async function logsOf(api: Api, cylinderId: number) {
  const filter = encodeURIComponent(JSON.stringify({ cylinderId }));
  return api.get<LogRow[]>(`logs?filter=${filter}&range=${encodeURIComponent('[0,99]')}`);
}

/** Primes the phone: the cylinder with its form, while connected, under the service worker. */
async function firstVisit(page: Page, cylinderId: number) {
  await openCylinder(page, cylinderId);
  await controlled(page);
  await expect(page.getByTestId('log-entry-form')).toBeVisible({ timeout: 40_000 });
  // The app's own data (settings, the fitter list) has been read and kept before the signal goes.
  await expect(page.getByTestId('log-user')).toHaveValue(/\d+/);
}

async function goOffline(context: BrowserContext, page: Page, cylinderId: number) {
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('cylinder-detail')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('offline-banner')).toHaveText(/Offline, gegevens van \d\d:\d\d/);
  await expect(page.getByTestId('cylinder-detail')).toHaveAttribute('data-cylinder-id', String(cylinderId));
}

test('installable: the manifest is linked and valid, the service worker controls the page and leaves /api alone', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const phone = await freshPhone(browser, adminApi);
  const page = await phone.open();
  await page.goto('/');
  await expect(page.getByTestId('dashboard-stats')).toBeVisible({ timeout: 40_000 });

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifestRes = await page.request.get(href!);
  expect(manifestRes.ok()).toBe(true);
  const manifest = (await manifestRes.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose !== 'maskable');
    expect(icon, `a ${size} px icon`).toBeTruthy();
    const res = await page.request.get(icon!.src);
    expect(res.headers()['content-type']).toBe('image/png');
    const png = await res.body();
    // The PNG header's width and height (IHDR) are the size the manifest claims.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  const themes = await page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((m) => m.getAttribute('media')));
  expect(themes).toEqual(['(prefers-color-scheme: light)', '(prefers-color-scheme: dark)']);

  await controlled(page);
  const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(worker!).pathname).toBe('/sw.js');

  // Controlled: the shell comes from the worker, the API from the server.
  const at = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path);
  const [shell, list] = [at('/cylinders'), at('/api/cylinders')];
  await page.goto('/cylinders');
  expect((await shell).fromServiceWorker()).toBe(true);
  expect((await list).fromServiceWorker()).toBe(false);
  await expect(page.getByTestId('cylinder-count')).toBeVisible({ timeout: 40_000 });
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('offline: open a seen cylinder, record two fill-ups and a leak check, close, reopen, reconnect: each arrives once', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(240_000);
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const refrigerant = await adminApi.createRefrigerant();
  const customer = await adminApi.post<{ id: number }>('customers', { name: uniq('Klant ') });
  const installation = await adminApi.post<{ id: number }>('installations', {
    customerId: customer.id,
    name: uniq('Koelcel '),
    category: 'REFRIGERATION',
    refrigerantId: refrigerant.id,
    chargeKg: 10,
    installedOn: '2023-01-10',
  });
  const before = await adminApi.get<Cylinder>(`cylinders/${cylinderId}`);

  const phone = await freshPhone(browser, fitterApi);
  let page = await phone.open();
  // The installation page seen once while connected, then the cylinder.
  await page.goto(`/installations/${installation.id}`);
  await expect(page.getByTestId('installation-page')).toBeVisible({ timeout: 40_000 });
  await page.getByTestId('tab-leakChecks').click();
  await expect(page.getByTestId('add-leak-check')).toBeVisible();
  await firstVisit(page, cylinderId);

  await goOffline(phone.context, page, cylinderId);
  await recordFillUp(page, '18.4', '17');
  await recordFillUp(page, '17', '15.5');
  const pending = page.getByTestId('pending-entries').getByTestId('queued-write');
  await expect(pending).toHaveCount(2);
  // The weight-gap check runs against the last entry on this phone: 16 kg after 15.5 kg is a gap.
  const form = page.getByTestId('log-entry-form');
  await form.locator('input[name="weightBefore"]').fill('16');
  await form.locator('input[name="weightAfter"]').fill('15');
  await form.getByTestId('log-submit').click();
  await expect(page.getByTestId('weight-gap-dialog')).toBeVisible();
  await page.getByTestId('weight-gap-back').click();
  await expect(pending).toHaveCount(2);
  await expect(pending.first()).toContainText('Wacht op verzending');
  await expect(page.getByTestId('offline-banner')).toContainText('Wacht op verzending: 2');

  await page.goto(`/installations/${installation.id}`);
  await expect(page.getByTestId('installation-page')).toBeVisible({ timeout: 40_000 });
  await page.getByTestId('tab-leakChecks').click();
  await page.getByTestId('add-leak-check').click();
  const dialog = page.getByTestId('leak-check-dialog');
  await page.getByTestId('leak-check-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('offline-banner')).toContainText('Wacht op verzending: 3');

  // Nothing reached the server yet.
  expect(await logsOf(adminApi, cylinderId)).toHaveLength(1);

  // The app is closed and opened again, still without signal: the queue is still there.
  await page.close();
  page = await phone.open();
  await openCylinder(page, cylinderId);
  await expect(page.getByTestId('pending-entries').getByTestId('queued-write')).toHaveCount(2);

  const reconnectedAt = Date.now();
  await phone.context.setOffline(false);
  await expect(page.getByTestId('pending-entries')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 30_000 });

  const logs = await logsOf(adminApi, cylinderId);
  expect(logs).toHaveLength(3);
  const added = logs.filter((l) => l.weightBefore !== 30);
  expect(added.map((l) => [Number(l.weightBefore), Number(l.weightAfter)]).sort()).toEqual([
    [17, 15.5],
    [18.4, 17],
  ]);
  // Dated when they were saved on the phone, not when the connection returned.
  for (const entry of added) expect(new Date(entry.date).getTime()).toBeLessThan(reconnectedAt);
  const after = await adminApi.get<Cylinder>(`cylinders/${cylinderId}`);
  expect(after.logCount).toBe(before.logCount + 2);
  // Two fill-ups out of the cylinder: 1.4 + 1.5 kg.
  expect(Math.round((before.currentWeight - after.currentWeight) * 1000)).toBe(2900);
  const checks = await adminApi.get<{ id: number; result: string }[]>(
    `leak-checks?filter=${encodeURIComponent(JSON.stringify({ installationId: installation.id }))}`,
  );
  expect(checks.map((c) => c.result)).toEqual(['NO_LEAK']);
  // The page shows the server's entries now.
  await expect(page.getByTestId('tab-logs')).toContainText('(3)');
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a replay whose answer is lost after the server wrote it is sent again with its key and recorded once', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(240_000);
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const phone = await freshPhone(browser, fitterApi);
  const page = await phone.open();
  await firstVisit(page, cylinderId);
  await goOffline(phone.context, page, cylinderId);
  await recordFillUp(page, '18.4', '18');
  await recordFillUp(page, '18', '17.25');

  // The connection drops after the server committed the first send: the app never sees that answer.
  const keys: string[] = [];
  let drop = true;
  await page.route('**/api/logs', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (drop) {
      drop = false;
      await route.fetch();
      return route.abort('failed');
    }
    return route.continue();
  });
  await phone.context.setOffline(false);
  await expect(page.getByTestId('pending-entries')).toBeHidden({ timeout: 60_000 });

  expect(keys).toHaveLength(3);
  expect(keys[1]).toBe(keys[0]);
  expect(keys[2]).not.toBe(keys[0]);
  const logs = await logsOf(adminApi, cylinderId);
  expect(logs).toHaveLength(3);
  expect(logs.filter((l) => Number(l.weightBefore) === 18.4)).toHaveLength(1);
  expect(logs.filter((l) => Number(l.weightBefore) === 18)).toHaveLength(1);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('an entry sent from the queue stays the last reading until the page has it: "weight before" never steps back', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const phone = await freshPhone(browser, fitterApi);
  const page = await phone.open();
  await openCylinder(page, cylinderId);
  await expect(page.getByTestId('log-user')).toHaveValue(/\d+/);
  // Every value "weight before" shows, as the fitter would see it (one read per frame).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { weightBeforeSeen: string[] }).weightBeforeSeen = seen;
    const look = () => {
      const input = document.querySelector<HTMLInputElement>('input[name="weightBefore"]');
      if (input && seen[seen.length - 1] !== input.value) seen.push(input.value);
      requestAnimationFrame(look);
    };
    look();
  });
  const seen = () =>
    page.evaluate(() => (window as unknown as { weightBeforeSeen: string[] }).weightBeforeSeen);

  // The save gets no answer: it waits in the queue and is sent again at once. The page's reload after that
  // send is slow (a weak signal), so the queue is empty well before the page has the recorded entry.
  let dropped = false;
  let reloadsHeld = 0;
  await page.route('**/api/logs', async (route) => {
    if (route.request().method() !== 'POST' || dropped) return route.continue();
    dropped = true;
    return route.abort('failed');
  });
  await page.route(`**/api/cylinders/${cylinderId}`, async (route) => {
    if (!dropped || route.request().method() !== 'GET') return route.continue();
    reloadsHeld++;
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    return route.continue();
  });
  const form = page.getByTestId('log-entry-form');
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('18,4');
  await form.locator('input[name="weightAfter"]').fill('18');
  await form.getByTestId('log-submit').click();
  await expect(page.getByTestId('pending-entries')).toBeHidden({ timeout: 30_000 });
  await expect(page.getByTestId('tab-logs')).toContainText('(2)', { timeout: 30_000 });
  expect(reloadsHeld).toBeGreaterThan(0);
  // From the save on, "weight before" read 18 (where the saved entry left the scale) and nothing else.
  const values = await seen();
  expect(values.slice(values.indexOf('18'))).toEqual(['18']);

  // The next reading's difference is from the readings shown.
  await form.locator('input[name="weightAfter"]').fill('17.8');
  await expect(form.locator('input[name="weight"]')).toHaveValue('0,2');
  const logs = await logsOf(adminApi, cylinderId);
  expect(logs).toHaveLength(2);
  expect(logs.filter((l) => Number(l.weightBefore) === 18.4)).toHaveLength(1);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a replay the server refuses is shown to the fitter, kept until discarded, and never recorded', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(240_000);
  const fitter = await adminApi.createUser({ role: 'MONTEUR' });
  const fitterApi = await Api.login(fitter.email, fitter.password);
  const cylinder = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  const phone = await freshPhone(browser, fitterApi);
  const page = await phone.open();
  await firstVisit(page, cylinder.id);
  await goOffline(phone.context, page, cylinder.id);
  const form = page.getByTestId('log-entry-form');
  await form.locator('input[name="weightBefore"]').fill('30');
  await recordFillUp(page, '30', '28');

  // Meanwhile the office deletes the cylinder (registered by mistake): a mutation on it is refused now.
  await adminApi.delete(`cylinders/${cylinder.id}`);
  await phone.context.setOffline(false);

  const row = page.getByTestId('pending-entries').getByTestId('queued-write');
  await expect(row).toHaveAttribute('data-state', 'refused', { timeout: 60_000 });
  await expect(row.getByTestId('queued-write-refusal')).toContainText('Cilinder niet gevonden');
  // Its cylinder is gone: there is no form left to correct it in, only "send again" or "discard".
  await expect(row.getByTestId('queued-write-edit')).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toContainText('Geweigerd door de server: 1');

  // Its list is one tap away from any page, and survives a reload.
  await page.getByTestId('offline-queue-show').click();
  await expect(page).toHaveURL(/\/offline$/);
  await page.reload();
  const listed = page.getByTestId('offline-queue-page').getByTestId('queued-write');
  await expect(listed).toHaveCount(1);
  await expect(listed).toHaveAttribute('data-state', 'refused');
  await listed.getByTestId('queued-write-discard').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(listed).toHaveCount(0);
  await expect(page.getByTestId('offline-banner')).toBeHidden();

  const logs = await adminApi.get<LogRow[]>(
    `logs?filter=${encodeURIComponent(JSON.stringify({ cylinderId: cylinder.id }))}`,
  );
  expect(logs).toHaveLength(0);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a refused replay is corrected in its form, pre-filled with what was saved, and then recorded exactly once', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(240_000);
  // 8.4 kg left in the cylinder (30 kg gross, 10 kg tare, 11.6 kg filled out).
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const phone = await freshPhone(browser, fitterApi);
  const page = await phone.open();
  await firstVisit(page, cylinderId);
  await goOffline(phone.context, page, cylinderId);
  await recordFillUp(page, '18.4', '17');

  // Meanwhile a colleague's fill-up from the same cylinder reached the office: 0.5 kg is left, so the
  // phone's 1.4 kg is more than the cylinder holds now.
  await adminApi.createLog({
    cylinderId,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 18.4,
    weightAfter: 10.5,
  });
  const sent: { key: string; body: { weightBefore: number; weightAfter: number } }[] = [];
  await page.route('**/api/logs', async (route) => {
    if (route.request().method() === 'POST')
      sent.push({
        key: route.request().headers()['idempotency-key'] ?? '',
        body: route.request().postDataJSON() as { weightBefore: number; weightAfter: number },
      });
    return route.continue();
  });
  await phone.context.setOffline(false);
  const row = page.getByTestId('pending-entries').getByTestId('queued-write');
  await expect(row).toHaveAttribute('data-state', 'refused', { timeout: 60_000 });
  await expect(row.getByTestId('queued-write-refusal')).toContainText('Niet genoeg koudemiddel');

  // From the list of writes on this phone: "edit" opens the cylinder's form with the saved values.
  await page.getByTestId('offline-queue-show').click();
  await page.getByTestId('offline-queue-page').getByTestId('queued-write-edit').click();
  await expect(page).toHaveURL(new RegExp(`/cylinder/${cylinderId}\\?fix=\\d+$`));
  const form = page.getByTestId('log-entry-form');
  await expect(form).toHaveAttribute('data-mode', 'fix', { timeout: 40_000 });
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('18,4');
  await expect(form.locator('input[name="weightAfter"]')).toHaveValue('17');
  await expect(page.getByTestId('log-type')).toHaveValue('FILLUP_RETROFIT');
  await expect(page.getByTestId('log-form-error')).toContainText('Niet genoeg koudemiddel');

  // The scale read 10.5 kg before and 10.1 kg after: the weight the office now knows, no gap.
  await form.locator('input[name="weightBefore"]').fill('10.5');
  await form.locator('input[name="weightAfter"]').fill('10.1');
  await form.getByTestId('log-submit').click();
  await expect(page.getByTestId('weight-gap-dialog')).toBeHidden();
  await expect(page.getByTestId('pending-entries')).toBeHidden({ timeout: 60_000 });
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 30_000 });
  await expect(form).toHaveAttribute('data-mode', 'add');

  // Sent twice in all: refused as saved, then corrected under a key of its own (other values, other key).
  expect(sent.map((s) => [s.body.weightBefore, s.body.weightAfter])).toEqual([
    [18.4, 17],
    [10.5, 10.1],
  ]);
  expect(sent[1].key).not.toBe(sent[0].key);
  const logs = await logsOf(adminApi, cylinderId);
  expect(logs.map((l) => [Number(l.weightBefore), Number(l.weightAfter)]).sort()).toEqual([
    [10.5, 10.1],
    [18.4, 10.5],
    [30, 18.4],
  ]);
  const after = await adminApi.get<Cylinder>(`cylinders/${cylinderId}`);
  // 20 kg in, 11.6 + 7.9 + 0.4 kg filled out.
  expect(Math.round(after.currentWeight * 1000)).toBe(100);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a refused leak check is corrected in its form and recorded once, under a key of its own', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(240_000);
  const fitter = await adminApi.createUser({ role: 'MONTEUR' });
  const fitterApi = await Api.login(fitter.email, fitter.password);
  const refrigerant = await adminApi.createRefrigerant();
  const customer = await adminApi.post<{ id: number }>('customers', { name: uniq('Klant ') });
  const installation = await adminApi.post<{ id: number }>('installations', {
    customerId: customer.id,
    name: uniq('Koelcel '),
    category: 'REFRIGERATION',
    refrigerantId: refrigerant.id,
    chargeKg: 10,
    installedOn: '2023-01-10',
  });
  const phone = await freshPhone(browser, fitterApi);
  const page = await phone.open();
  const openChecks = async () => {
    await expect(page.getByTestId('installation-page')).toBeVisible({ timeout: 40_000 });
    await page.getByTestId('tab-leakChecks').click();
    await expect(page.getByTestId('add-leak-check')).toBeVisible();
  };
  await page.goto(`/installations/${installation.id}`);
  await openChecks();
  await controlled(page);
  await phone.context.setOffline(true);
  await page.reload();
  await openChecks();

  // Offline the phone cannot know the installation's date: a check dated before it is kept, then refused.
  await page.getByTestId('add-leak-check').click();
  const dialog = page.getByTestId('leak-check-dialog');
  await dialog.locator('input[name="checkedOn"]').fill('2022-12-31');
  await dialog.locator('textarea[name="note"]').first().fill('Ronde noord');
  await page.getByTestId('leak-check-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('offline-banner')).toContainText('Wacht op verzending: 1');

  const sent: { key: string; checkedOn: string }[] = [];
  await page.route('**/api/leak-checks', async (route) => {
    if (route.request().method() === 'POST')
      sent.push({
        key: route.request().headers()['idempotency-key'] ?? '',
        checkedOn: (route.request().postDataJSON() as { checkedOn: string }).checkedOn,
      });
    return route.continue();
  });
  await phone.context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toContainText('Geweigerd door de server: 1', {
    timeout: 60_000,
  });
  await page.getByTestId('offline-queue-show').click();
  const row = page.getByTestId('offline-queue-page').getByTestId('queued-write');
  // The refusal names the field in the fitter's language; the form opened to correct it says what is wrong.
  await expect(row.getByTestId('queued-write-refusal')).toContainText('Gecontroleerd op');
  await row.getByTestId('queued-write-edit').click();

  await expect(page).toHaveURL(new RegExp(`/installations/${installation.id}\\?fix=\\d+$`));
  await expect(dialog).toContainText('Registratie op deze telefoon corrigeren', { timeout: 40_000 });
  await expect(dialog.locator('input[name="checkedOn"]')).toHaveValue('2022-12-31');
  await expect(dialog.locator('textarea[name="note"]').first()).toHaveValue('Ronde noord');
  await expect(dialog).toContainText('Mag niet voor de installatiedatum liggen');
  await dialog.locator('input[name="checkedOn"]').fill('2023-02-01');
  await page.getByTestId('leak-check-submit').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 60_000 });

  expect(sent.map((s) => s.checkedOn)).toEqual(['2022-12-31', '2023-02-01']);
  expect(sent[1].key).not.toBe(sent[0].key);
  const checks = await adminApi.get<{ checkedOn: string; note: string | null }[]>(
    `leak-checks?filter=${encodeURIComponent(JSON.stringify({ installationId: installation.id }))}`,
  );
  expect(checks.map((c) => [c.checkedOn, c.note])).toEqual([['2023-02-01', 'Ronde noord']]);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('scanning offline opens a cylinder seen before, and says when one is not available offline', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(240_000);
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const seen = await adminApi.get<{ serialNumber: string }>(`cylinders/${cylinderId}`);
  const unseen = await adminApi.createCylinder();
  // A phone's screen: the header's scan button is there.
  const phone = await freshPhone(browser, fitterApi, { width: 390, height: 844 });
  const page = await phone.open();
  await firstVisit(page, cylinderId);
  await page.goto('/');
  await expect(page.getByTestId('work-cylinders')).toBeVisible({ timeout: 40_000 });
  await phone.context.setOffline(true);
  await page.reload();

  await page.getByTestId('header-scan').click();
  const scan = async (code: string) => {
    await page.getByTestId('scanner-manual-input').fill(code);
    await page.getByTestId('scanner-manual-submit').click();
  };
  await scan(unseen.serialNumber);
  await expect(page.getByTestId('scanner-failed')).toContainText('Offline niet beschikbaar');
  await scan(seen.serialNumber.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`/cylinder/${cylinderId}\\?action=`));
  await expect(page.getByTestId('cylinder-serial')).toHaveText(seen.serialNumber);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a new version waits for the fitter: "new version, reload" instead of a swap under the form', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const phone = await freshPhone(browser, fitterApi);
  const page = await phone.open();
  await firstVisit(page, cylinderId);
  const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);

  const form = page.getByTestId('log-entry-form');
  await form.locator('input[name="weightAfter"]').fill('17');
  // Another version of the worker turns up (a browser fetches a worker's script itself, out of a test's
  // reach, so the next version is the same build under another script URL: to the browser a new worker).
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw.js?next', { scope: '/' });
  });
  const prompt = page.getByTestId('offline-banner');
  await expect(prompt).toHaveText(/Er is een nieuwe versie van de app\./, { timeout: 60_000 });
  // Nothing was swapped: the typed value is still there, the old worker still in charge.
  await expect(form.locator('input[name="weightAfter"]')).toHaveValue('17');
  expect(await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL)).toBe(first);

  await Promise.all([page.waitForEvent('load'), page.getByTestId('update-reload').click()]);
  await expect(page.getByTestId('log-entry-form')).toBeVisible({ timeout: 40_000 });
  const now = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(now).toBe(`${baseUrl()}/sw.js?next`);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a new cylinder registered offline is created once when the connection returns', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const fitter = await adminApi.createUser({ role: 'MONTEUR' });
  const fitterApi = await Api.login(fitter.email, fitter.password);
  const phone = await freshPhone(browser, fitterApi);
  const page = await phone.open();
  await page.goto('/cylinders');
  await expect(page.getByTestId('cylinder-count')).toBeVisible({ timeout: 40_000 });
  await controlled(page);
  await expect(page.getByTestId('cylinder-count')).toBeVisible({ timeout: 40_000 });
  await phone.context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toHaveText(/Offline, gegevens van \d\d:\d\d/);

  const serial = uniq('FG-OFF-');
  await page.getByTestId('add-cylinder').click({ timeout: 30_000 });
  const dialog = page.getByTestId('cylinder-create-dialog');
  await dialog.locator('input[name="serialNumber"]').fill(serial);
  await dialog.locator('input[name="gasType"]').fill('R-134a');
  await dialog.locator('input[name="deliveryWeight"]').fill('25');
  await dialog.locator('input[name="tareWeight"]').fill('12');
  await dialog.getByTestId('cylinder-submit').click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Opgeslagen op deze telefoon: wordt verstuurd zodra er weer verbinding is'),
  ).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toContainText('Wacht op verzending: 1');

  await phone.context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 60_000 });
  const found = await adminApi.get<{ serialNumber: string }[]>(
    `cylinders?filter=${encodeURIComponent(JSON.stringify({ q: serial }))}`,
  );
  expect(found.map((c) => c.serialNumber)).toEqual([serial]);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});
