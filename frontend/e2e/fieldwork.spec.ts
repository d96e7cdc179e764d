/**
 * Field work around installations: the public logbook link (anonymous, then revoked), the dashboard's
 * leak-check card and the scanner reading an installation label. Customers and installations are made
 * through the API: their own pages are tested elsewhere.
 */
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './support/fixtures';
import { Api, baseUrl, uniq } from './support/api';
import { signInWithSession } from './support/auth';
import { writeQrY4m } from './support/qr-codes';
import { chromiumLaunchOptions } from '../../scripts/lib/chromium.mjs';

interface Installation {
  id: number;
  name: string;
  customerName: string;
  leakCheckStatus: string;
}

/** A customer with one installation of a gas of its own (1430 GWP, 10 kg: 14.3 t CO2e, a 12-month interval). */
export async function site(api: Api, data: Record<string, unknown> = {}) {
  const refrigerant = await api.createRefrigerant();
  const customer = await api.post<{ id: number; name: string }>('customers', {
    name: uniq('Klant '),
    address: `Dorpsstraat ${Math.floor(Math.random() * 900) + 1}, Utrecht`,
  });
  const installation = await api.post<Installation>('installations', {
    customerId: customer.id,
    name: uniq('Koelcel '),
    category: 'REFRIGERATION',
    refrigerantId: refrigerant.id,
    chargeKg: 10,
    installedOn: '2023-01-10',
    ...data,
  });
  return { refrigerant, customer, installation };
}

test('the owner opens the shared logbook without signing in; once revoked the link says it is no longer valid', async ({
  adminApi,
  browser,
}) => {
  const { installation, customer } = await site(adminApi);
  const link = await adminApi.post<{ id: number; url: string }>(
    `installations/${installation.id}/share-links`,
    {},
  );
  const path = new URL(link.url).pathname;
  expect(path).toMatch(/^\/logbook\/[A-Za-z0-9_-]{43}$/);

  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'en-GB',
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const adminCalls: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/public/'))
      adminCalls.push(url.pathname);
  });
  await page.goto(path);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId('public-logbook-name')).toHaveText(installation.name);
  await expect(page.getByText(customer.name)).toBeVisible();
  await expect(page.getByRole('heading', { name: '(f) Leak checks and repairs' })).toBeVisible();
  const pdf = page.getByTestId('public-logbook-pdf');
  await expect(pdf).toHaveAttribute('href', `/api/public/logbook/${path.split('/')[2]}.pdf?lang=en`);
  const res = await page.request.get((await pdf.getAttribute('href'))!);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect((await res.body()).subarray(0, 5).toString()).toBe('%PDF-');
  // Phone width: nothing wider than the screen but the tables' own scroll boxes.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByTestId('public-language-nl').click();
  await expect(page.getByRole('heading', { name: '(f) Lekcontroles en reparaties' })).toBeVisible();
  expect(await page.getByTestId('login-card').count()).toBe(0);

  await adminApi.delete(`installations/${installation.id}/share-links/${link.id}`);
  await page.reload();
  await expect(page.getByTestId('public-logbook-invalid')).toContainText('Deze link is niet meer geldig');
  await page.goto('/logbook/not-a-real-token');
  await expect(page.getByTestId('public-logbook-invalid')).toBeVisible();
  expect(adminCalls, 'the public page calls nothing but the public API').toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('the dashboard card lists an overdue installation and links to it and to the filtered list', async ({
  adminApi,
  adminPage: page,
}) => {
  // Due in March 2002: earlier than any other suite's installations (never-checked ones count as overdue
  // from one interval after installation), so it is among the card's due-longest-ago rows whatever else
  // the shared database holds.
  const { installation } = await site(adminApi, { installedOn: '2001-01-10' });
  await adminApi.post('leak-checks', {
    installationId: installation.id,
    checkedOn: '2001-03-02',
    result: 'NO_LEAK',
  });
  expect((await adminApi.get<Installation>(`installations/${installation.id}`)).leakCheckStatus).toBe(
    'OVERDUE',
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const card = page.getByTestId('leak-check-card');
  await expect(card).toBeVisible();
  const overdue = card.getByTestId('leak-check-overdue');
  expect(Number(await overdue.getByTestId('leak-check-overdue-count').innerText())).toBeGreaterThanOrEqual(1);
  await expect(overdue.getByTestId('leak-check-overdue-all')).toHaveAttribute(
    'href',
    /\/installations\?filter=/,
  );
  // The due-longest-ago rows come first.
  const row = overdue.getByTestId('leak-check-row').filter({ hasText: installation.name });
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/installations/${installation.id}$`));
});

test.describe('scanner with a fake camera', () => {
  // As in scanner.spec.ts: on a loaded 2-core machine zxing now and then fails to sample the fake-camera
  // frame for the whole wait; a second attempt reads it, and a scanner that never decodes still fails twice.
  test.describe.configure({ timeout: 90_000, retries: 1 });

  test('scanning an installation label opens its page', async ({ adminApi }) => {
    const { installation } = await site(adminApi);
    const svg = await fetch(`${baseUrl()}/api/installations/${installation.id}/qr.svg`, {
      headers: { Authorization: `Bearer ${adminApi.token}` },
    });
    expect(svg.status).toBe(200);
    // The label encodes <public URL>/installations/<id>; the fake camera shows that text as a QR code.
    const url = `${baseUrl()}/installations/${installation.id}`;
    const dir = mkdtempSync(join(tmpdir(), 'fieldwork-'));
    const video = join(dir, 'installation.y4m');
    writeQrY4m(video, url);
    const browser = await chromium.launch(
      chromiumLaunchOptions([
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ]),
    );
    try {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        locale: 'nl-NL',
        viewport: { width: 390, height: 844 },
      });
      await context.grantPermissions(['camera'], { origin: baseUrl() });
      const page = await context.newPage();
      await signInWithSession(page, adminApi.session);
      await page.goto('/');
      await page.getByTestId('quick-action-charge').click();
      await page.getByTestId('picker-scan').click();
      await expect(page.getByTestId('scanner')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/installations/${installation.id}$`), { timeout: 30_000 });
    } finally {
      await browser.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

test('on a phone a fill-up is linked to the installation chosen in the picker, then proposed again for its work order', async ({
  adminApi,
  adminPage: page,
}) => {
  const { refrigerant, customer, installation } = await site(adminApi);
  // Another customer's installation of another gas never shows up in this cylinder's picker.
  const other = await site(adminApi);
  const cylinder = await adminApi.createCylinder({
    gasType: refrigerant.name,
    refrigerantId: refrigerant.id,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cylinder/${cylinder.id}?action=charge`);
  const form = page.getByTestId('log-entry-form');
  await expect(form).toBeVisible();
  await form.locator('[name="workOrder"]').fill('WB-390');

  const picker = page.getByTestId('log-installation');
  await picker.fill(customer.name);
  const option = page.getByTestId('installation-option').filter({ hasText: installation.name });
  await expect(option).toContainText(customer.name);
  await expect(
    page.getByTestId('installation-option').filter({ hasText: other.installation.name }),
  ).toHaveCount(0);
  await option.click();
  await expect(picker).toHaveValue(`${customer.name} · ${installation.name}`);

  await form.locator('[name="weightBefore"]').fill('25');
  await form.locator('[name="weightAfter"]').fill('23');
  await page.getByTestId('log-submit').click();
  const entry = page.getByTestId('log-entry').first();
  await expect(entry.getByTestId('log-entry-installation')).toHaveText(installation.name);
  await expect(entry.getByTestId('log-entry-installation')).toHaveAttribute(
    'href',
    `/installations/${installation.id}`,
  );
  const logs = await adminApi.get<Array<{ installationId: number | null }>>(
    `logs?filter=${encodeURIComponent(JSON.stringify({ cylinderId: cylinder.id }))}`,
  );
  expect(logs.map((l) => l.installationId)).toEqual([installation.id]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The next fill-up on the same work order proposes the same installation.
  await form.locator('[name="workOrder"]').fill('WB-390');
  await expect(picker).toHaveValue(`${customer.name} · ${installation.name}`);
});

test('a cylinder of reclaimed gas names its facility, asked only when the gas is not virgin', async ({
  adminApi,
  adminPage: page,
}) => {
  const cylinder = await adminApi.createCylinder();
  expect(cylinder.contentOrigin).toBe('VIRGIN');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/cylinder/${cylinder.id}`);
  await expect(page.getByTestId('cylinder-detail')).toBeVisible({ timeout: 20_000 });
  await page.getByTestId('tab-details').click();
  await expect(page.getByTestId('content-origin')).toContainText('Nieuw');
  await page.getByTestId('cylinder-edit').click();
  const form = page.getByTestId('cylinder-edit-form');
  await expect(form.locator('[name="originFacilityName"]')).toHaveCount(0);
  await form.getByTestId('select-contentOrigin').click();
  await page.getByRole('option', { name: 'Geregenereerd' }).click();
  // Without the facility's name the form refuses (the server would answer 400).
  await page.getByTestId('cylinder-save').click();
  await expect(form.locator('[name="originFacilityName"]')).toHaveAttribute('aria-invalid', 'true');
  await form.locator('[name="originFacilityName"]').fill('Regeneratie Noord BV');
  await form.locator('[name="originFacilityCertificate"]').fill('RC-2291');
  await page.getByTestId('cylinder-save').click();
  await expect(page.getByTestId('origin-facility')).toContainText('Regeneratie Noord BV · RC-2291');
  const stored = await adminApi.get<{ contentOrigin: string; originFacility: unknown }>(
    `cylinders/${cylinder.id}`,
  );
  expect(stored.contentOrigin).toBe('RECLAIMED');
  expect(stored.originFacility).toEqual({
    name: 'Regeneratie Noord BV',
    address: null,
    certificateNumber: 'RC-2291',
  });
});

test('the QR print page prints the labels of the chosen installations with their name, customer and QR', async ({
  adminApi,
  adminPage: page,
}) => {
  const { installation, customer } = await site(adminApi);
  await page.goto('/qr-print');
  await page.getByTestId('qr-kind-installations').click();
  await page.getByTestId('qr-installation-search').fill(installation.name);
  const choices = page.getByTestId('qr-installation-choices');
  await choices.getByLabel(`${customer.name} · ${installation.name}`, { exact: false }).check();
  const label = page.getByTestId('qr-installation-label');
  await expect(label).toHaveCount(1);
  await expect(label).toContainText(installation.name);
  await expect(label).toContainText(customer.name);
  const qr = label.getByTestId('installation-qr');
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.getByTestId('qr-print-button')).toBeEnabled();
});
