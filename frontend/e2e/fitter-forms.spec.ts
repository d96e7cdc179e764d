/**
 * The fitter's forms on a 360 px phone, in Dutch and English: receiving a cylinder (gross weight beside the
 * tare, errors at the field and in view), the mutation form (type menu ordered for the cylinder, headings
 * that are not choices, numbers in the language with either separator typed, the first reading pre-filled
 * from the delivery weight), numbers pre-filled in the language elsewhere (cylinder edit, installation
 * charge, weight-gap tolerance) and the leak-detection quick action that asks for an installation.
 * With SHOTS_DIR set, the screens are also saved there as PNG.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, baseUrl, uniq } from './support/api';
import { signInWithSession } from './support/auth';
import { writeQrY4m } from './support/qr-codes';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';

type Language = 'nl' | 'en';
const PHONE = { width: 360, height: 740 };

async function phone(browser: Browser, api: Api, language: Language) {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: language === 'nl' ? 'nl-NL' : 'en-GB',
    viewport: PHONE,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInWithSession(page, api.session, { language });
  return {
    page,
    done: async () => {
      expect(errors, 'uncaught errors in the page').toEqual([]);
      await context.close();
    },
  };
}

async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  await page.screenshot({ path: join(dir, `${name}.png`), animations: 'disabled' });
}

/** The type select's button (its hidden input carries the test id). */
const typeMenu = (form: Locator) => form.getByTestId('log-type').locator('..').getByRole('combobox');

/** True when the element's box lies inside the viewport (the fitter can see it without scrolling). */
const inView = (locator: Locator) => expect(locator).toBeInViewport({ ratio: 1 });

const TEXT = {
  nl: {
    gross: 'Bruto (kg)',
    caption: 'Leveringsgewicht: weeg de volle cilinder (bruto). De tarra is de lege cilinder.',
    belowTare:
      'Lager dan de tarra (12,25 kg). Vul het bruto gewicht in: cilinder met gas, niet alleen het gas.',
    content: 'Inhoud 13,25 kg (bruto min tarra)',
    delivery: '25,4',
    diff: '2,2',
    last: '21,4',
    firstType: 'Vullen: bijvullen (service, lekkage)',
    vacuum: 'Terugwinnen: vacuümeren',
    fromDelivery: 'Uit het leveringsgewicht (bruto): de eerste mutatie van deze cilinder',
    notInstallation:
      'Dit is geen label van een installatie. Richt de camera op het QR-label van de installatie.',
  },
  en: {
    gross: 'Gross (kg)',
    caption: 'Delivery weight: weigh the full cylinder (gross). The tare is the empty cylinder.',
    belowTare: 'Below the tare (12.25 kg). Enter the gross weight: cylinder with gas, not the gas alone.',
    content: 'Content 13.25 kg (gross minus tare)',
    delivery: '25.4',
    diff: '2.2',
    last: '21.4',
    firstType: 'Fill-up: top-up (service, leakage)',
    vacuum: 'Reclaim: evacuation',
    fromDelivery: 'From the delivery weight (gross): the first mutation of this cylinder',
    notInstallation: "This is not an installation's label. Scan the QR label on the installation.",
  },
} as const;

for (const language of ['nl', 'en'] as const) {
  const t = TEXT[language];

  test(`${language}: receiving a cylinder asks for the gross weight beside the tare; a refusal shows at its field, in view`, async ({
    browser,
    adminApi,
  }) => {
    test.setTimeout(90_000);
    const taken = await adminApi.createCylinder();
    const { page, done } = await phone(browser, adminApi, language);
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/cylinders')) posts += 1;
    });
    await page.goto('/cylinders');
    await page.getByTestId('add-cylinder').click({ timeout: 30_000 });
    const dialog = page.getByTestId('cylinder-create-dialog');
    const gross = dialog.locator('input[name="deliveryWeight"]');
    const tare = dialog.locator('input[name="tareWeight"]');
    await expect(dialog.getByTestId('gross-tare-caption')).toHaveText(t.caption);
    await expect(dialog.getByLabel(t.gross)).toBeVisible();
    // The tare sits beside the gross weight, on the same line, even at 360 px.
    const [g, w] = [await gross.boundingBox(), await tare.boundingBox()];
    expect(g && w && Math.abs(g.y - w.y)).toBeLessThan(2);
    expect(g && w && w.x).toBeGreaterThan((g?.x ?? 0) + (g?.width ?? 0) - 1);

    await dialog.locator('input[name="serialNumber"]').fill(uniq('FG-'));
    await dialog.locator('input[name="gasType"]').fill('R-134a');
    // The gas alone (13,25) typed as the delivery weight of a 12,25 kg cylinder: below the tare. Typed
    // with a comma in English and a dot in Dutch: either separator reads.
    await tare.fill(language === 'en' ? '12,25' : '12.25');
    await gross.fill('10');
    await dialog.getByTestId('cylinder-submit').click();
    const help = dialog.getByTestId('delivery-weight-help');
    await expect(help).toHaveText(t.belowTare);
    await expect(gross).toHaveAttribute('aria-invalid', 'true');
    await inView(gross);
    await expect(gross).toBeFocused();
    expect(posts).toBe(0);
    await shot(page, `receive-cylinder-gross-error-${language}`);

    await gross.fill(language === 'en' ? '25,5' : '25.5');
    await expect(help).toHaveText(t.content);

    // A refusal only the server can give (the serial number is taken) shows at its field, scrolled to,
    // while the dialog was scrolled down to its button.
    await dialog.locator('input[name="serialNumber"]').fill(taken.serialNumber);
    await dialog.getByTestId('cylinder-submit').scrollIntoViewIfNeeded();
    await dialog.getByTestId('cylinder-submit').click();
    const serial = dialog.locator('input[name="serialNumber"]');
    await expect(serial).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toContainText(taken.serialNumber);
    await inView(serial);
    expect(posts).toBe(1);
    await expect(dialog.getByTestId('error-banner')).toHaveCount(0);
    await done();
  });

  test(`${language}: the mutation form orders types for the cylinder, shows numbers in the language and starts from the delivery weight`, async ({
    browser,
    adminApi,
  }) => {
    test.setTimeout(90_000);
    const cylinder = await adminApi.createCylinder({ deliveryWeight: 25.4, tareWeight: 10 });
    const { page, done } = await phone(browser, adminApi, language);
    await page.goto(`/cylinder/${cylinder.id}?action=cylinder-info`);
    const form = page.getByTestId('log-entry-form');
    await expect(form).toBeVisible({ timeout: 30_000 });
    const before = form.locator('input[name="weightBefore"]');
    const after = form.locator('input[name="weightAfter"]');
    const weight = form.locator('input[name="weight"]');
    // The first mutation starts from the delivery (gross) weight, in the language's notation.
    await expect(before).toHaveValue(t.delivery);
    await expect(form).toContainText(t.fromDelivery);

    // The type menu of a fill cylinder: its fill-ups first, the service top-up on top; headings are not
    // options and do not stick over them.
    await typeMenu(form).click();
    const menu = page.getByRole('listbox');
    await expect(menu).toBeVisible();
    const options = menu.getByRole('option');
    await expect(options).toHaveCount(14);
    await expect(options.first()).toHaveText(t.firstType);
    await expect(options.nth(0)).toHaveAttribute('data-value', 'FILLUP_LEAKAGE');
    for (let i = 0; i < 4; i++) await expect(options.nth(i)).toHaveAttribute('data-value', /^FILLUP_/);
    await expect(menu.getByRole('option', { name: t.vacuum })).toHaveCount(1);
    const heading = menu.getByTestId('log-type-heading-groupFillup');
    await expect(heading).toBeVisible();
    expect(await heading.evaluate((e) => getComputedStyle(e).position)).not.toBe('sticky');
    await shot(page, `mutation-type-menu-${language}`);
    // A tap on a heading chooses nothing and leaves the menu open.
    await heading.click({ force: true });
    await expect(menu).toBeVisible();
    await options.first().click();
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('log-type')).toHaveValue('FILLUP_LEAKAGE');

    // 23,6 and 21,4 (typed with either separator) give 2,2 in Dutch and 2.2 in English.
    await before.fill(language === 'nl' ? '23.6' : '23,6');
    await expect(page.getByTestId('weight-gap-dialog')).toHaveCount(0);
    await after.fill(language === 'nl' ? '21,4' : '21.4');
    await expect(weight).toHaveValue(t.diff);
    await weight.scrollIntoViewIfNeeded();
    await shot(page, `mutation-form-decimals-${language}`);
    await form.getByTestId('log-submit').click();
    await expect(before).toHaveValue(t.last, { timeout: 15_000 });
    const saved = await adminApi.get<{
      logs: Array<{ weightBefore: number; weightAfter: number; weight: number }>;
    }>(`cylinders/${cylinder.id}`);
    expect(saved.logs.map((l) => [l.weightBefore, l.weightAfter, l.weight])).toEqual([[23.6, 21.4, 2.2]]);
    await expect(form).not.toContainText(t.fromDelivery);

    // A recovery cylinder lists its reclaims first, a recovery during maintenance on top.
    const recovery = await adminApi.createCylinder({
      cylinderType: 'RECLAIM',
      deliveryWeight: 12,
      tareWeight: 12,
    });
    await page.goto(`/cylinder/${recovery.id}?action=cylinder-info`);
    await expect(form).toBeVisible({ timeout: 30_000 });
    await typeMenu(form).click();
    await expect(options.first()).toHaveAttribute('data-value', 'RECLAIM_MAINTENANCE');
    for (let i = 0; i < 6; i++) await expect(options.nth(i)).toHaveAttribute('data-value', /^RECLAIM_/);
    await page.keyboard.press('Escape');
    await done();
  });

  test(`${language}: numbers already stored are pre-filled in the language (cylinder, installation charge, tolerance)`, async ({
    browser,
    adminApi,
  }) => {
    test.setTimeout(90_000);
    const gas = await adminApi.createRefrigerant({ gwp: 1430 });
    const cylinder = await adminApi.createCylinder({ deliveryWeight: 25.4, tareWeight: 12.25 });
    const customer = await adminApi.post<{ id: number }>('customers', { name: uniq('Bakkerij ') });
    const installation = await adminApi.post<{ id: number }>('installations', {
      customerId: customer.id,
      name: uniq('Koelcel '),
      category: 'REFRIGERATION',
      refrigerantId: gas.id,
      chargeKg: 12.5,
    });
    const settings = await adminApi.get<{ weightGapTolerance: number }>('settings');
    const local = (n: number) => (language === 'nl' ? String(n).replace('.', ',') : String(n));
    const { page, done } = await phone(browser, adminApi, language);

    await page.goto(`/cylinder/${cylinder.id}`);
    await page.getByTestId('tab-details').click({ timeout: 30_000 });
    await page.getByTestId('cylinder-edit').click();
    const edit = page.getByTestId('cylinder-edit-form');
    await expect(edit.locator('input[name="deliveryWeight"]')).toHaveValue(t.delivery);
    await expect(edit.locator('input[name="tareWeight"]')).toHaveValue(local(12.25));

    await page.goto(`/installations/${installation.id}`);
    await page.getByTestId('installation-edit').click({ timeout: 30_000 });
    await expect(page.locator('input[name="chargeKg"]')).toHaveValue(local(12.5));

    await page.goto('/admin/settings');
    const tolerance = page.locator('input[name="weightGapTolerance"]');
    await expect(tolerance).toHaveValue(local(settings.weightGapTolerance), { timeout: 30_000 });
    await done();
  });

  test(`${language}: the leak-detection quick action asks for an installation and opens its leak-check form`, async ({
    browser,
    adminApi,
  }) => {
    test.setTimeout(90_000);
    const gas = await adminApi.createRefrigerant({ gwp: 1430 });
    const customer = await adminApi.post<{ id: number; name: string }>('customers', {
      name: uniq('Slagerij '),
    });
    const name = uniq('Vriescel ');
    const installation = await adminApi.post<{ id: number }>('installations', {
      customerId: customer.id,
      name,
      category: 'REFRIGERATION',
      refrigerantId: gas.id,
      chargeKg: 8,
      address: 'Dorpsstraat 1, Utrecht',
    });
    const { page, done } = await phone(browser, adminApi, language);
    await page.goto('/');
    await page.getByTestId('quick-action-leak-detection').click({ timeout: 30_000 });
    const dialog = page.getByTestId('quick-action-dialog');
    await expect(dialog).toHaveAttribute('data-picks', 'installation');
    await expect(dialog.getByTestId('picker-item')).toHaveCount(0);
    await dialog.getByTestId('picker-search').fill(name);
    const row = dialog.locator(
      `[data-testid="picker-installation"][data-installation-id="${installation.id}"]`,
    );
    await expect(row).toContainText(name);
    await expect(dialog.getByTestId('picker-installation')).toHaveCount(1);
    await shot(page, `leak-check-quick-action-${language}`);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/installations/${installation.id}$`));
    await expect(page.getByTestId('leak-check-dialog')).toBeVisible();
    await done();
  });
}

test.describe('the leak-detection action with a fake camera', () => {
  test.describe.configure({ timeout: 60_000 });
  let dir: string;
  test.beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'leak-check-scan-'));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function withCamera(video: string, api: Api, fn: (page: Page) => Promise<void>) {
    const browser = await chromium.launch(
      chromiumLaunchOptions([
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ]),
    );
    try {
      const context = await browser.newContext({ baseURL: baseUrl(), locale: 'nl-NL', viewport: PHONE });
      await context.grantPermissions(['camera'], { origin: baseUrl() });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await signInWithSession(page, api.session);
      await page.goto('/');
      await page.getByTestId('quick-action-leak-detection').click({ timeout: 30_000 });
      await page.getByTestId('picker-scan').click();
      await expect(page.getByTestId('scanner')).toBeVisible();
      await fn(page);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    } finally {
      await browser.close();
    }
  }

  test("an installation's label opens its leak-check form", async ({ adminApi }) => {
    const gas = await adminApi.createRefrigerant({ gwp: 1430 });
    const customer = await adminApi.post<{ id: number }>('customers', { name: uniq('Bakkerij ') });
    const installation = await adminApi.post<{ id: number }>('installations', {
      customerId: customer.id,
      name: uniq('Koelcel '),
      category: 'REFRIGERATION',
      refrigerantId: gas.id,
      chargeKg: 8,
    });
    // What the installation's QR label encodes: the absolute URL of its page.
    const video = join(dir, 'installation.y4m');
    writeQrY4m(video, `${baseUrl()}/installations/${installation.id}`);
    await withCamera(video, adminApi, async (page) => {
      await expect(page).toHaveURL(new RegExp(`/installations/${installation.id}$`), { timeout: 15_000 });
      await expect(page.getByTestId('leak-check-dialog')).toBeVisible();
    });
  });

  test("a cylinder's label says it is not an installation's", async ({ adminApi }) => {
    const cylinder = await adminApi.createCylinder();
    const video = join(dir, 'cylinder.y4m');
    writeQrY4m(video, cylinder.qrCode as string);
    await withCamera(video, adminApi, async (page) => {
      await expect(page.getByTestId('scanner-not-installation')).toHaveText(TEXT.nl.notInstallation, {
        timeout: 15_000,
      });
      await expect(page).toHaveURL(/\/$/);
    });
  });
});
