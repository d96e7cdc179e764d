/**
 * The compliance pieces of the installations web app: an administrator corrects a leak check and reads
 * its history; the pickers search the server (installation by address in the mutation form, customer by
 * address in the installation form); the server's field refusals show on the fields; the servicing-ban
 * dialog and its help page; the own certificate on the settings page and the users list's warning chip.
 * Records are made through the API; each test drives only the page it is about.
 */
import { test, expect } from './support/fixtures';
import { Api, uniq } from './support/api';
import { signInWithSession } from './support/auth';
import { noRawKeys, setLanguage, waitForApp } from './support/pages';

interface Installation {
  id: number;
  name: string;
  customerName: string;
}

/** A customer at a street of its own, with one installation of a gas of its own. */
async function site(
  api: Api,
  { gwp = 1430, category = 'REFRIGERATION' }: { gwp?: number; category?: string } = {},
) {
  const street = uniq('Havenkade');
  const refrigerant = await api.createRefrigerant({ gwp });
  const customer = await api.post<{ id: number; name: string }>('customers', {
    name: uniq('Klant '),
    address: `${street} 12, Rotterdam`,
  });
  const installation = await api.post<Installation>('installations', {
    customerId: customer.id,
    name: uniq('Koelcel '),
    address: `${street} 12, Rotterdam`,
    category,
    refrigerantId: refrigerant.id,
    chargeKg: 10,
    installedOn: '2023-01-10',
  });
  return { street, refrigerant, customer, installation };
}

/** YYYY-MM-DD `days` from today (UTC; the tests' margins are weeks, not hours). */
const daysFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('an administrator corrects a leak check; a refusal shows on its field; the history keeps the old values', async ({
  adminApi,
  adminPage: page,
}) => {
  const { installation } = await site(adminApi);
  const check = await adminApi.post<{ id: number }>('leak-checks', {
    installationId: installation.id,
    checkedOn: '2026-11-02',
    result: 'NO_LEAK',
    note: 'Eerste notitie',
  });
  await page.goto(`/installations/${installation.id}`);
  await page.getByTestId('tab-leakChecks').click();
  const row = page.getByTestId('leak-check-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('leak-check-history')).toHaveCount(0);
  await row.getByTestId('correct-leak-check').click();

  const dialog = page.getByTestId('leak-check-dialog');
  await expect(dialog).toContainText('Lekcontrole corrigeren');
  await expect(dialog.locator('textarea[name="note"]').first()).toHaveValue('Eerste notitie');
  // Before the installation date (2023-01-10): the server refuses, in Dutch, on the date field.
  await dialog.locator('input[name="checkedOn"]').fill('2022-12-31');
  await page.getByTestId('leak-check-submit').click();
  await expect(dialog).toContainText('Mag niet voor de installatiedatum liggen');
  await expect(dialog).not.toContainText('checkedOn must');

  await dialog.locator('input[name="checkedOn"]').fill('2026-11-03');
  await expect(dialog).not.toContainText('Mag niet voor de installatiedatum liggen');
  await dialog.locator('textarea[name="note"]').first().fill('Gecorrigeerde notitie');
  await dialog.locator('textarea[name="reason"]').first().fill('Verkeerde dag ingevoerd');
  await page.getByTestId('leak-check-submit').click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Gecorrigeerd');
  await expect(row).toContainText('Gecorrigeerde notitie');
  await expect(row).toContainText('03-11-2026');

  const stored = await adminApi.get<{ note: string; checkedOn: string; corrected: boolean }>(
    `leak-checks/${check.id}`,
  );
  expect(stored).toMatchObject({ note: 'Gecorrigeerde notitie', checkedOn: '2026-11-03', corrected: true });

  await row.getByTestId('leak-check-history').click();
  const history = page.getByTestId('revisions-dialog');
  await expect(history.getByTestId('revision')).toHaveCount(2);
  const edit = history.getByTestId('revision').nth(1);
  await expect(edit).toContainText('Gewijzigd');
  await expect(edit).toContainText('Reden: Verkeerde dag ingevoerd');
  await expect(edit.locator('[data-field="note"]')).toHaveText(
    'Opmerking: Eerste notitie → Gecorrigeerde notitie',
  );
  await expect(edit.locator('[data-field="checkedOn"]')).toContainText('02-11-2026 → 03-11-2026');
  await noRawKeys(page);
});

test('the mutation form finds the installation by part of its address, and the entry is saved linked to it', async ({
  adminApi,
  adminPage: page,
}) => {
  const { street, refrigerant, installation, customer } = await site(adminApi);
  const cylinder = await adminApi.createCylinder({
    gasType: refrigerant.name,
    refrigerantId: refrigerant.id,
  });
  // A second installation of the same gas elsewhere: only the search tells the two apart.
  const elsewhere = await adminApi.post<Installation>('installations', {
    customerId: customer.id,
    name: uniq('Koelcel '),
    address: 'Stationsplein 1, Utrecht',
    category: 'REFRIGERATION',
    refrigerantId: refrigerant.id,
    chargeKg: 10,
  });
  const searches: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/installations') searches.push(url.searchParams.get('filter') ?? '');
  });
  await page.goto(`/cylinder/${cylinder.id}?action=charge`);
  const form = page.getByTestId('log-entry-form');
  await expect(form).toBeVisible();
  const picker = page.getByTestId('log-installation');
  await picker.click();
  await expect(page.getByTestId('installation-option')).toHaveCount(2);
  await expect(page.getByTestId('installation-option').filter({ hasText: elsewhere.name })).toBeVisible();
  searches.length = 0;
  // Part of the street name, typed as a person types: the server is asked, once typing pauses.
  await picker.pressSequentially(street.slice(4).toLowerCase(), { delay: 20 });
  const option = page.getByTestId('installation-option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(installation.name);
  await expect(option).toContainText(`${street} 12, Rotterdam`);
  // A pause while typing (a busy machine) may narrow the list on a prefix first; the whole text follows.
  await expect
    .poll(() => searches.some((f) => f.includes(`"q":"${street.slice(4).toLowerCase()}"`)))
    .toBe(true);
  // Debounced: far fewer list calls than keys typed.
  expect(searches.length).toBeLessThan(street.slice(4).length / 2);
  await option.click();
  await expect(picker).toHaveValue(`${customer.name} · ${installation.name}`);
  await form.locator('[name="weightBefore"]').fill('25');
  await form.locator('[name="weightAfter"]').fill('23');
  await page.getByTestId('log-submit').click();
  await expect(page.getByTestId('log-entry').first().getByTestId('log-entry-installation')).toHaveText(
    installation.name,
  );
  const logs = await adminApi.get<Array<{ installationId: number | null }>>(
    `logs?filter=${encodeURIComponent(JSON.stringify({ cylinderId: cylinder.id }))}`,
  );
  expect(logs.map((l) => l.installationId)).toEqual([installation.id]);
});

test('the installation form finds the customer by part of its address; a refused phone shows on its field', async ({
  adminApi,
  adminPage: page,
}) => {
  const { street, refrigerant, customer } = await site(adminApi);
  const name = uniq('Vriescel ');
  await page.goto('/installations');
  await waitForApp(page);
  await page.getByTestId('add-installation').click();
  const dialog = page.getByTestId('installation-dialog');
  const customerPicker = dialog.getByTestId('customer-picker');
  await customerPicker.pressSequentially(street.slice(2), { delay: 20 });
  const option = page.getByTestId('customer-option');
  await expect(option).toHaveCount(1);
  await expect(option).toContainText(customer.name);
  await option.click();
  await expect(customerPicker).toHaveValue(customer.name);
  await dialog.locator('input[name="name"]').fill(name);
  await page.getByTestId('select-refrigerantId').click();
  await page.getByRole('option', { name: refrigerant.name, exact: true }).click();
  await dialog.locator('input[name="chargeKg"]').fill('3,5');
  await page.getByTestId('installation-submit').click();
  await expect(dialog).toBeHidden();
  const [saved] = await adminApi.get<Array<{ customerId: number; name: string }>>(
    `installations?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`,
  );
  expect(saved).toMatchObject({ customerId: customer.id, name });

  // The customer dialog: the server refuses a phone that is no telephone number; the field says why.
  await page.goto(`/customers`);
  await waitForApp(page);
  await page.getByTestId('add-customer').click();
  const customerDialog = page.getByTestId('customer-dialog');
  await customerDialog.locator('input[name="name"]').fill(uniq('Slagerij '));
  await customerDialog.locator('input[name="phone"]').fill('bel mij maar');
  await page.getByTestId('customer-submit').click();
  const phoneField = customerDialog.locator('.MuiFormControl-root').filter({
    has: page.locator('input[name="phone"]'),
  });
  await expect(phoneField).toContainText('Vul een telefoonnummer in');
  await expect(phoneField.locator('input')).toHaveAttribute('aria-invalid', 'true');
  await expect(customerDialog).not.toContainText('phone must');
  await customerDialog.locator('input[name="phone"]').fill('010-1234567');
  await expect(phoneField).not.toContainText('Vul een telefoonnummer in');
  await page.getByTestId('customer-submit').click();
  await expect(customerDialog).toBeHidden();
});

test('virgin R404A into a refrigeration installation: the ban dialog; back stores nothing, confirm stores it acknowledged', async ({
  adminApi,
  adminPage: page,
}) => {
  const { refrigerant, installation, customer } = await site(adminApi, { gwp: 3922 });
  const cylinder = await adminApi.createCylinder({
    gasType: refrigerant.name,
    refrigerantId: refrigerant.id,
    contentOrigin: 'VIRGIN',
  });
  const entries = () =>
    adminApi.get<Array<{ installationId: number; servicingBanAcknowledged: boolean; date: string }>>(
      `logs?filter=${encodeURIComponent(JSON.stringify({ cylinderId: cylinder.id }))}`,
    );
  await page.goto(`/cylinder/${cylinder.id}?action=charge`);
  const form = page.getByTestId('log-entry-form');
  await expect(form).toBeVisible();
  await page.getByTestId('log-installation').fill(customer.name);
  await page.getByTestId('installation-option').filter({ hasText: installation.name }).click();
  await form.locator('[name="weightBefore"]').fill('25');
  await form.locator('[name="weightAfter"]').fill('24');
  await page.getByTestId('log-submit').click();

  const dialog = page.getByTestId('servicing-ban-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Onderhoudsverbod');
  await page.getByTestId('servicing-ban-back').click();
  await expect(dialog).toBeHidden();
  expect(await entries()).toEqual([]);

  // The dialog's link opens the rule table in a new tab; the form stays as it was.
  await page.getByTestId('log-submit').click();
  await expect(dialog).toBeVisible();
  const [help] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByTestId('servicing-ban-help-link').click(),
  ]);
  await expect(help.getByTestId('servicing-ban-help')).toBeVisible();
  await expect(help.getByTestId('servicing-ban-rule')).toHaveCount(2);
  await help.close();
  expect(await entries()).toEqual([]);

  await page.getByTestId('servicing-ban-confirm').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('log-entry')).toHaveCount(1);
  const stored = await entries();
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ installationId: installation.id, servicingBanAcknowledged: true });
  expect(stored[0].date.slice(0, 4)).toBe('2026');
});

test('the servicing-ban help page shows the domain rule table in Dutch and in English, from the menu', async ({
  adminPage: page,
}) => {
  await page.goto('/');
  await waitForApp(page);
  await page.getByTestId('menu-help-servicing-ban').click();
  await expect(page).toHaveURL(/\/help\/servicing-ban$/);
  const rules = page.getByTestId('servicing-ban-rule');
  await expect(rules).toHaveCount(2);
  await expect(rules.nth(0)).toContainText('Koeling');
  await expect(rules.nth(0)).toContainText('2.500 of meer');
  await expect(rules.nth(0)).toContainText('vanaf 01-01-2025');
  await expect(rules.nth(0)).toContainText('vanaf 01-01-2030');
  await expect(rules.nth(1)).toContainText('vanaf 01-01-2026');
  await expect(rules.nth(1)).toContainText('vanaf 01-01-2032');
  await expect(page.getByTestId('servicing-ban-rules')).toContainText('Nieuw gas verboden');
  await noRawKeys(page);

  await setLanguage(page, 'en');
  await expect(page.getByTestId('servicing-ban-rules')).toContainText('Virgin gas banned');
  await expect(rules.nth(0)).toContainText('Refrigeration');
  await expect(rules.nth(0)).toContainText('2,500 or more');
  await expect(rules.nth(1)).toContainText('from 01-01-2032');
  await noRawKeys(page);
});

test('a fitter sees the own certificate with its expiry warning; the users list flags expiring and expired ones', async ({
  adminApi,
  adminPage,
  browser,
}) => {
  const expiring = await adminApi.createUser({ role: 'MONTEUR' });
  await adminApi.put(`users/${expiring.id}`, {
    certificateNumber: 'FG-2024-0815',
    certificateCategory: 'Categorie I',
    certificateValidUntil: daysFromToday(30),
  });
  const expired = await adminApi.createUser({ role: 'MONTEUR' });
  await adminApi.put(`users/${expired.id}`, {
    certificateNumber: 'FG-2019-0001',
    certificateCategory: 'Categorie II',
    certificateValidUntil: daysFromToday(-10),
  });
  const valid = await adminApi.createUser({ role: 'MONTEUR' });
  await adminApi.put(`users/${valid.id}`, {
    certificateNumber: 'FG-2026-0100',
    certificateCategory: 'Categorie I',
    certificateValidUntil: daysFromToday(400),
  });

  const context = await browser.newContext({ locale: 'nl-NL' });
  const page = await context.newPage();
  const fitterApi = await Api.login(expiring.email, expiring.password);
  await signInWithSession(page, fitterApi.session);
  await page.goto('/settings');
  const card = page.getByTestId('my-certificate');
  await expect(card).toHaveAttribute('data-status', 'EXPIRING_SOON');
  await expect(page.getByTestId('my-certificate-number')).toHaveText('FG-2024-0815');
  await expect(page.getByTestId('my-certificate-category')).toHaveText('Categorie I');
  const [y, m, d] = daysFromToday(30).split('-');
  await expect(page.getByTestId('my-certificate-valid-until')).toHaveText(`${d}-${m}-${y}`);
  await expect(page.getByTestId('my-certificate-warning')).toContainText(
    `Je F-gassencertificaat verloopt op ${d}-${m}-${y}`,
  );
  // Read-only: nothing in the card can be typed into.
  await expect(card.locator('input')).toHaveCount(0);
  await page.getByTestId('settings-lang-en').click();
  await expect(page.getByTestId('my-certificate-warning')).toContainText(
    `Your F-gas certificate expires on ${d}-${m}-${y}`,
  );
  await context.close();

  await adminPage.goto('/admin/users');
  await waitForApp(adminPage);
  const rowOf = async (email: string) => {
    await adminPage.getByTestId('users-search').fill(email);
    const row = adminPage.locator(`[data-testid="user-row"][data-email="${email}"]`);
    await expect(row).toHaveCount(1);
    return row;
  };
  await expect((await rowOf(expired.email)).getByTestId('certificate-chip')).toHaveAttribute(
    'data-status',
    'EXPIRED',
  );
  await expect((await rowOf(expired.email)).getByTestId('certificate-chip')).toContainText(
    'Certificaat verlopen op',
  );
  await expect((await rowOf(expiring.email)).getByTestId('certificate-chip')).toHaveAttribute(
    'data-status',
    'EXPIRING_SOON',
  );
  await expect((await rowOf(valid.email)).getByTestId('certificate-chip')).toHaveCount(0);
});
