/**
 * Audit fixes in the real browser: users can be reactivated, the F-gas logbook downloads (per cylinder and
 * for a period), the detail page's QR link shows the label as a PNG, the scanner says when the decoder
 * cannot load, and the dashboard inventory is a card list on a phone.
 */
import { readFile } from 'node:fs/promises';
import jsQR from 'jsqr';
import type { Download, Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { uniq } from './support/api';
import { expectNoSideScroll, waitForApp } from './support/pages';

/**
 * The logbook's header line as a Dutch page downloads it (docs/API-CONTRACT.md): labels in the page's
 * language, then the machine-readable code columns; later columns may be added by the API.
 */
const CSV_HEADER =
  /^datum;serienummer cilinder;gas;GWP;mutatietype;richting;kg verplaatst;ton CO2e;voor;na;werkbon;monteur;ingevoerd door;opmerking;gewichtsverschil;(.+;)?gecorrigeerd;verwijderd;mutationType;direction$/;

async function csvOf(download: Download): Promise<string[]> {
  const text = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
  return text.split(/\r?\n/).filter(Boolean);
}

async function userRow(page: Page, email: string) {
  await page.getByTestId('users-search').fill(email);
  const row = page.locator(`[data-testid="user-row"][data-email="${email}"]`);
  await expect(row).toHaveCount(1);
  return row;
}

test('an admin deactivates a user with records (DELETE) and reactivates them with the Actief switch', async ({
  adminPage: page,
  adminApi,
}) => {
  const fitter = await adminApi.createUser();
  const c = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  await adminApi.createLog({ cylinderId: c.id, mutationType: 'INSPECTION', userId: fitter.id });

  await page.goto('/admin/users');
  await waitForApp(page);
  let row = await userRow(page, fitter.email);
  await expect(row.getByTestId('user-active-badge')).toHaveText('Actief');

  // DELETE of a user that log entries point to: the server deactivates instead.
  await row.getByTestId('row-delete').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
  await expect(page.getByText('De gebruiker heeft mutaties en is gedeactiveerd')).toBeVisible();
  row = await userRow(page, fitter.email);
  await expect(row).toHaveAttribute('data-active', 'false');
  await expect(row.getByTestId('user-active-badge')).toHaveText('Inactief');
  expect((await adminApi.get<{ active: boolean }>(`users/${fitter.id}`)).active).toBe(false);

  // Reactivate: edit, switch 'Actief' on, save.
  await row.getByTestId('row-edit').click();
  const dialog = page.getByTestId('user-dialog');
  await expect(dialog.getByText('Actief')).toBeVisible();
  const active = dialog.getByTestId('user-active');
  await expect(active).not.toBeChecked();
  await active.check();
  await dialog.getByTestId('user-submit').click();
  await expect(dialog).toBeHidden();
  row = await userRow(page, fitter.email);
  await expect(row).toHaveAttribute('data-active', 'true');
  await expect(row.getByTestId('user-active-badge')).toHaveText('Actief');
  expect((await adminApi.get<{ active: boolean }>(`users/${fitter.id}`)).active).toBe(true);

  // And off again with the switch.
  await row.getByTestId('row-edit').click();
  await dialog.getByTestId('user-active').uncheck();
  await dialog.getByTestId('user-submit').click();
  await expect(dialog).toBeHidden();
  await expect((await userRow(page, fitter.email)).getByTestId('user-active-badge')).toHaveText('Inactief');
  expect((await adminApi.get<{ active: boolean }>(`users/${fitter.id}`)).active).toBe(false);
});

test('the F-gas logbook downloads for one cylinder and, for admins, for a period', async ({
  adminPage: page,
  adminApi,
}) => {
  const c = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  const wo = uniq('WO-');
  await adminApi.createLog({
    cylinderId: c.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 28,
    workOrder: wo,
  });

  await page.goto(`/cylinder/${c.id}`);
  await page.getByTestId('tab-logs').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('cylinder-logbook-export').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^logbook-${c.serialNumber}-.*\\.csv$`));
  const lines = await csvOf(download);
  expect(lines[0]).toMatch(CSV_HEADER);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(c.serialNumber);
  expect(lines[1]).toContain(wo);
  // The type in Dutch for the reader, its code at the end for integrators.
  expect(lines[1]).not.toMatch(/^[^;]*;[^;]*;[^;]*;[^;]*;FILLUP_RETROFIT;/);
  expect(lines[1]).toMatch(/;FILLUP_RETROFIT;[A-Z_]+$/);

  // Admin: a period (today .. today) from the admin panel.
  const today = new Date().toISOString().slice(0, 10);
  await page.goto('/admin');
  await waitForApp(page);
  const card = page.getByTestId('logbook-export');
  await card.getByTestId('logbook-from').fill(today);
  await card.getByTestId('logbook-to').fill(today);
  const [period] = await Promise.all([
    page.waitForEvent('download'),
    card.getByTestId('logbook-export-button').click(),
  ]);
  expect(period.suggestedFilename()).toBe(`logbook-${today}_${today}.csv`);
  const all = await csvOf(period);
  expect(all[0]).toMatch(CSV_HEADER);
  expect(all.some((l) => l.includes(wo))).toBe(true);

  // A period before any record: header only.
  await card.getByTestId('logbook-from').fill('2001-01-01');
  await card.getByTestId('logbook-to').fill('2001-01-31');
  const [empty] = await Promise.all([
    page.waitForEvent('download'),
    card.getByTestId('logbook-export-button').click(),
  ]);
  const none = await csvOf(empty);
  expect(none).toHaveLength(1);
  expect(none[0]).toMatch(CSV_HEADER);
});

test("the detail page's QR Code link shows the label as a PNG that decodes to the cylinder URL", async ({
  adminPage: page,
  adminApi,
}) => {
  const c = await adminApi.createCylinder();
  await page.goto(`/cylinder/${c.id}`);
  await page.getByTestId('cylinder-qr-link').click();
  await expect(page).toHaveURL(new RegExp(`/cylinder/${c.id}$`));
  const img = page.getByTestId('qr-label-image');
  await expect(img).toBeVisible();
  expect(await img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const pixels = await img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const d = ctx.getImageData(0, 0, canvas.width, canvas.height);
    return { width: d.width, height: d.height, data: Array.from(d.data) };
  });
  expect(pixels.width).toBeGreaterThanOrEqual(400);
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  expect(code?.data).toBe(c.qrCode);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('qr-label-download').click(),
  ]);
  expect(download.suggestedFilename()).toBe(`qr-${c.serialNumber}.png`);
  const png = await readFile((await download.path()) as string);
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
});

test('the scanner says "Barcodedetectie is niet beschikbaar." when the decoder cannot be loaded', async ({
  adminPage: page,
}) => {
  await page.route(/\/assets\/CameraView-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  await page.getByTestId('quick-action-charge').click();
  await page.getByTestId('picker-scan').click();
  const error = page.getByTestId('scanner-camera-error');
  await expect(error).toHaveText('Barcodedetectie is niet beschikbaar.');
});

test.describe('dashboard on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('inventory by gas type is a card list: whole gas names, labelled full / in use / empty', async ({
    adminPage: page,
    adminApi,
  }) => {
    const gas = uniq('R-1234ze(E)-');
    await adminApi.createCylinder({ gasType: gas, deliveryWeight: 30, tareWeight: 10 });
    await page.goto('/');
    await expect(page.getByTestId('inventory-cards')).toBeVisible();
    await expect(page.getByTestId('inventory-table')).toHaveCount(0);
    const card = page.locator(`[data-testid="inventory-row"][data-gas="${gas}"]`);
    await card.scrollIntoViewIfNeeded();
    const name = card.getByTestId('inventory-gas');
    await expect(name).toHaveText(gas);
    // The name is on one line (it is not split inside a word) and the levels line is labelled.
    const lineHeight = await name.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
    expect((await name.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);
    const levels = card.getByTestId('inventory-levels');
    await expect(levels).toContainText('Vol 1');
    await expect(levels).toContainText('In gebruik 0');
    await expect(levels).toContainText('Leeg 0');
    expect((await levels.boundingBox())!.height).toBeLessThan(lineHeight * 2.5);
    await expectNoSideScroll(page, 360);
  });
});
