/**
 * Recovery cylinders, the owner's logbook page, share links with a label and a last day, and the return
 * slip, as a Dutch installer sees them on a phone (360 px) and in English. Records are made through the
 * API; the pages under test are read and used in the browser.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, baseUrl, uniq } from './support/api';
import { signInWithSession } from './support/auth';
import { expectNoSideScroll, noRawKeys, waitForApp } from './support/pages';

const PHONE = { width: 360, height: 780 };
/** Screenshots for review, kept out of git (SHOTS_DIR, else the suite's temp folder). */
const SHOTS = process.env.SHOTS_DIR ?? mkdtempSync(join(tmpdir(), 'recovery-shots-'));
mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true, animations: 'disabled' });

async function phonePage(
  browser: import('@playwright/test').Browser,
  api: Api,
  language: 'nl' | 'en',
  dark = false,
) {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInWithSession(page, api.session, { language, dark });
  return { page, context, errors };
}

/** A customer with one installation of a gas of its own (as fieldwork.spec.ts makes them). */
async function site(api: Api, data: Record<string, unknown> = {}) {
  const refrigerant = await api.createRefrigerant();
  const customer = await api.post<{ id: number; name: string }>('customers', { name: uniq('Klant ') });
  const installation = await api.post<{ id: number; name: string }>('installations', {
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

/** A recovery cylinder of 40 kg capacity holding 36.53 kg recovered from `installation`. */
async function recoveryCylinder(api: Api, refrigerantId: number, gasType: string, installationId: number) {
  const cylinder = await api.createCylinder({
    serialNumber: uniq('TERUG-'),
    gasType,
    refrigerantId,
    deliveryWeight: 15,
    tareWeight: 15,
    cylinderType: 'RECLAIM',
    capacity: 40,
  });
  await api.post('logs', {
    cylinderId: cylinder.id,
    installationId,
    mutationType: 'RECLAIM_MAINTENANCE',
    weight: 36.53,
    acknowledgeWarnings: ['SERVICING_BAN'],
  });
  return cylinder;
}

test('a recovery cylinder shows its fill level against its capacity and the installation its gas came from; the dashboard counts it', async ({
  adminApi,
  browser,
}) => {
  const { refrigerant, installation } = await site(adminApi);
  const cylinder = await recoveryCylinder(adminApi, refrigerant.id, refrigerant.name, installation.id);

  for (const [language, dark, percent, origin] of [
    ['nl', false, '91,3', 'Teruggewonnen'],
    ['en', false, '91.3', 'Recovered'],
    ['nl', true, '91,3', 'Teruggewonnen'],
  ] as const) {
    const { page, context, errors } = await phonePage(browser, adminApi, language, dark);
    await page.goto(`/cylinder/${cylinder.id}`);
    await waitForApp(page);
    await page.getByTestId('tab-details').click();
    await expect(page.getByTestId('fill-level-row')).toContainText(percent);
    await expect(page.getByTestId('capacity')).toContainText(language === 'nl' ? '40,00 kg' : '40.00 kg');
    await expect(page.getByTestId('content-origin')).toHaveText(origin);
    const source = page.getByTestId('recovered-from').getByRole('link', { name: installation.name });
    await expect(source).toBeVisible();
    await expect(source).toHaveAttribute('href', `/installations/${installation.id}`);
    await expectNoSideScroll(page);
    await noRawKeys(page);
    await shot(page, `cylinder-recovery-${language}${dark ? '-dark' : ''}`);

    await page.goto('/');
    await waitForApp(page);
    const card = page.locator(`[data-testid="inventory-row"][data-gas="${refrigerant.name}"]`);
    await expect(card.getByTestId('inventory-levels')).toHaveAttribute('data-full', '1');
    await expect(card.getByTestId('inventory-levels')).toHaveAttribute('data-empty', '0');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: join(SHOTS, `dashboard-gas-card-${language}${dark ? '-dark' : ''}.png`) });
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('the owner’s page titles its sections with the letters of Art. 7 as the PDF does, writes dates as the app does, and names no empty company', async ({
  adminApi,
  browser,
}) => {
  const settings = await adminApi.get<{ organisationName: string }>('settings');
  const { refrigerant, installation } = await site(adminApi, { installedOn: '2010-04-15' });
  await recoveryCylinder(adminApi, refrigerant.id, refrigerant.name, installation.id);
  const link = await adminApi.post<{ id: number; url: string }>(
    `installations/${installation.id}/share-links`,
    { label: 'Eigenaar' },
  );
  try {
    await adminApi.put('settings', { organisationName: '' });
    for (const language of ['nl', 'en'] as const) {
      const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE, locale: 'en-GB' });
      const page = await context.newPage();
      await page.goto(new URL(link.url).pathname);
      if (language === 'nl') await page.getByTestId('public-language-nl').click();
      else await page.getByTestId('public-language-en').click();
      await expect(page.getByTestId('public-logbook-name')).toHaveText(installation.name);
      const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
      const letters = headings.map((h) => /^\(([a-g])\)/.exec(h)?.[1]).filter(Boolean);
      expect(letters).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
      // The same titles as the PDF's sections (the domain's logbookSection labels).
      expect(headings.map((h) => h.split(' · ')[0]).filter((h) => h.startsWith('('))).toEqual(
        language === 'nl'
          ? [
              '(a) Gas en inhoud van de installatie',
              '(b) Bijgevulde hoeveelheden',
              '(c) Teruggewonnen hoeveelheden',
              '(d) Bijgevuld gerecycled, geregenereerd of teruggewonnen gas',
              '(e) Bedrijf en personen die het werk deden',
              '(f) Lekcontroles en reparaties',
              '(g) Buitengebruikstelling',
            ]
          : [
              '(a) Gas and installation charge',
              '(b) Quantities added',
              '(c) Quantities recovered',
              '(d) Recycled, reclaimed or recovered gas added',
              '(e) Company and individuals who did the work',
              '(f) Leak checks and repairs',
              '(g) Decommissioning',
            ],
      );
      // Installed on 15 April 2010, written as everywhere in the app.
      await expect(page.getByText('15-04-2010')).toBeVisible();
      const subtitle = page.getByTestId('public-logbook-subtitle');
      await expect(subtitle).toHaveText(
        language === 'nl'
          ? /^Alleen-lezen kopie · Gemaakt op \d\d-\d\d-\d{4} \d\d:\d\d$/
          : /^Read-only copy · Generated \d\d-\d\d-\d{4} \d\d:\d\d$/,
      );
      await expect(page.getByTestId('public-logbook-recovered')).toContainText(
        language === 'nl' ? 'Teruggewonnen' : 'Recovered',
      );
      await expectNoSideScroll(page);
      await shot(page, `public-logbook-${language}`);
      await context.close();
    }
  } finally {
    await adminApi.put('settings', { organisationName: settings.organisationName });
  }
});

test('share links take a label and a last day, and the list tells them apart', async ({
  adminApi,
  browser,
}) => {
  const { installation } = await site(adminApi);
  for (const language of ['nl', 'en'] as const) {
    const { page, context, errors } = await phonePage(browser, adminApi, language);
    await page.goto(`/installations/${installation.id}`);
    await waitForApp(page);
    await page.getByRole('tab', { name: language === 'nl' ? 'Delen' : 'Share' }).click();
    const label = `Keurmeester ${language}`;
    await page.getByTestId('share-label').fill(label);
    await page.getByTestId('share-expires-on').fill('2099-12-31');
    await page.getByTestId('share-create').click();
    await expect(page.getByTestId('share-url')).toHaveValue(/\/logbook\/[A-Za-z0-9_-]{43}$/);
    const row = page.getByTestId('share-link').filter({ hasText: label });
    await expect(row.getByTestId('share-link-state')).toHaveText(
      language === 'nl' ? 'Actief t/m 31-12-2099' : 'Active until 31-12-2099',
    );
    // The fields are empty again for the next link.
    await expect(page.getByTestId('share-label')).toHaveValue('');
    await expectNoSideScroll(page);
    await noRawKeys(page);
    await shot(page, `share-links-${language}`);
    expect(errors).toEqual([]);
    await context.close();
  }
  const links = await adminApi.get<{ label: string | null; expiresOn: string | null }[]>(
    `installations/${installation.id}/share-links`,
  );
  expect(links.map((l) => [l.label, l.expiresOn])).toEqual([
    ['Keurmeester en', '2099-12-31'],
    ['Keurmeester nl', '2099-12-31'],
  ]);
});

test('a returned cylinder’s page offers its return slip, a PDF in the language on screen', async ({
  adminApi,
  browser,
}) => {
  const supplier = await adminApi.createSupplier({ address: 'Industrieweg 4, Elst' });
  const refrigerant = await adminApi.createRefrigerant();
  const cylinder = await adminApi.createCylinder({
    serialNumber: uniq('RET-'),
    gasType: refrigerant.name,
    refrigerantId: refrigerant.id,
    supplierId: supplier.id,
    deliveryWeight: 25.5,
    tareWeight: 13.1,
  });
  await adminApi.post(`cylinders/${cylinder.id}/return`, { returnedOn: '2026-04-15', weightAtReturn: 14.35 });
  for (const [language, title, day] of [
    ['nl', 'Retourbon cilinder', '15-04-2026'],
    ['en', 'Cylinder return slip', '2026-04-15'],
  ] as const) {
    const { page, context, errors } = await phonePage(browser, adminApi, language);
    await page.goto(`/cylinder/${cylinder.id}`);
    await waitForApp(page);
    await page.getByTestId('tab-details').click();
    await expect(page.getByTestId('cylinder-returned')).toBeVisible();
    await shot(page, `cylinder-returned-${language}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('return-slip').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${language === 'nl' ? 'retourbon' : 'return-slip'}-ret-.+-2026-04-15\\.pdf$`),
    );
    const file = join(SHOTS, `return-slip-${language}.pdf`);
    await download.saveAs(file);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain(`${title} ${cylinder.serialNumber}`);
    expect(text).toContain(supplier.name);
    expect(text).toContain(day);
    expect(errors).toEqual([]);
    await context.close();
  }
});

test('a leak check records how it was made, and the logbook prints it', async ({ adminApi, browser }) => {
  const { installation } = await site(adminApi);
  for (const [language, method] of [
    ['nl', 'Elektronische lekdetector'],
    ['en', 'Bubble solution'],
  ] as const) {
    const { page, context, errors } = await phonePage(browser, adminApi, language);
    await page.goto(`/installations/${installation.id}`);
    await waitForApp(page);
    await page.getByTestId('tab-leakChecks').click();
    await page.getByTestId('add-leak-check').click();
    const dialog = page.getByTestId('leak-check-dialog');
    await page.getByTestId('select-method').click();
    await page.getByRole('option', { name: method, exact: true }).click();
    await expect(page.getByTestId('select-method')).toHaveText(method);
    await shot(page, `leak-check-method-${language}`);
    await page.getByTestId('leak-check-submit').click();
    await expect(dialog).toBeHidden();
    expect(errors).toEqual([]);
    await context.close();
  }
  const logbook = await adminApi.get<{ leakChecks: { method: string | null }[] }>(
    `installations/${installation.id}/logbook`,
  );
  expect(logbook.leakChecks.map((c) => c.method).sort()).toEqual(['BUBBLE_SOLUTION', 'ELECTRONIC_DETECTOR']);
  // The owner's page shows it too, in the reader's language.
  const link = await adminApi.post<{ url: string }>(`installations/${installation.id}/share-links`, {});
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: PHONE });
  const page = await context.newPage();
  await page.goto(new URL(link.url).pathname);
  await page.getByTestId('public-language-nl').click();
  const table = page.getByTestId('public-logbook-leak-checks');
  await expect(table).toContainText('Elektronische lekdetector');
  await expect(table).toContainText('Lekzoekspray / zeepoplossing');
  await context.close();
});
