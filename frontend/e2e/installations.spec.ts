import { execFileSync } from 'node:child_process';
import { test, expect } from './support/fixtures';
import { baseUrl, uniq } from './support/api';
import { setPrefs, signInThroughForm } from './support/auth';
import { chooseOption, expectNoSideScroll, noRawKeys, screenshot, waitForApp } from './support/pages';

/** The text of a downloaded PDF, read back with poppler's pdftotext (as an inspector's viewer would show it). */
function pdfText(path: string): string {
  return execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' });
}

test.describe('installations on a phone (390 px), in Dutch', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('register a customer and an installation, record a leak with its repair, logbook PDF, share link, decommission', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.setTimeout(180_000);
    const gas = await adminApi.createRefrigerant({ name: uniq('R-'), type: 'HFC', gwp: 1430 });
    const customerName = uniq('Slagerij ');
    const installationName = uniq('Koelcel ');

    // A customer, through the register's dialog.
    await page.goto('/customers');
    await waitForApp(page);
    await page.getByTestId('add-customer').click();
    const customerDialog = page.getByTestId('customer-dialog');
    await customerDialog.locator('input[name="name"]').fill(customerName);
    await customerDialog.locator('input[name="phone"]').fill('010-1234567');
    await page.getByTestId('customer-submit').click();
    await expect(customerDialog).toBeHidden();
    await page.getByTestId('list-search').fill(customerName);
    // The search is in the URL once the list has asked for it: then the row is the searched one.
    await expect(page).toHaveURL(/filter=/);
    await expect(page.getByTestId('customer-row')).toHaveCount(1);
    await page.getByRole('link', { name: customerName }).click();
    await expect(page).toHaveURL(/\/customers\/\d+$/);
    await expect(page.getByTestId('customer-page')).toBeVisible();
    await expectNoSideScroll(page, 390);

    // An installation of that customer; the charge is checked to the gram in the user's language.
    await page.getByTestId('customer-add-installation').click();
    const dialog = page.getByTestId('installation-dialog');
    await dialog.locator('input[name="name"]').fill(installationName);
    await chooseOption(page, 'select-refrigerantId', gas.name);
    await dialog.locator('input[name="chargeKg"]').fill('1,2345');
    await page.getByTestId('installation-submit').click();
    await expect(dialog).toContainText('Hoogstens 3 decimalen (hele grammen)');
    await dialog.locator('input[name="chargeKg"]').fill('12,5');
    await page.getByTestId('installation-submit').click();
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: installationName }).click();

    // The installation page: facts, Dutch labels, no sideways scroll.
    const installationPage = page.getByTestId('installation-page');
    await expect(installationPage).toBeVisible();
    await expect(page.getByTestId('fact-charge')).toContainText('12,5 kg');
    await expect(page.getByTestId('fact-gas')).toContainText(gas.name);
    await expect(page.getByTestId('fact-co2e')).toContainText('CO2e');
    await expect(page.getByTestId('tab-leakChecks')).toHaveText('Lekcontroles');
    await expect(page.getByTestId('fact-next-due').getByTestId('due-chip')).toBeVisible();
    await expectNoSideScroll(page, 390);
    await noRawKeys(page);
    const installationId = Number(new URL(page.url()).pathname.split('/').pop());

    // A fill-up linked to it shows under Entries, linked to its cylinder.
    const cylinder = await adminApi.createCylinder({ gasType: gas.name, refrigerantId: gas.id });
    await adminApi.createLog({
      cylinderId: cylinder.id,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 20,
      weightAfter: 18.75,
      installationId,
    });
    await page.reload();
    await expect(page.getByTestId('installation-entry')).toHaveCount(1);
    await expect(page.getByTestId('installation-entry').getByRole('link')).toHaveAttribute(
      'href',
      `/cylinder/${cylinder.id}`,
    );

    // A leak found and repaired today: the follow-up window is shown.
    await page.getByTestId('tab-leakChecks').click();
    await page.getByTestId('add-leak-check').click();
    const checkDialog = page.getByTestId('leak-check-dialog');
    await page.getByTestId('select-result').click();
    await page.getByRole('option', { name: 'Lek gevonden' }).click();
    await checkDialog.locator('textarea[name="leakLocation"]').first().fill('Persleiding bij de compressor');
    const today = await checkDialog.locator('input[name="checkedOn"]').inputValue();
    await checkDialog.locator('input[name="repairedOn"]').fill(today);
    await checkDialog.locator('textarea[name="repairDescription"]').first().fill('Flare vervangen');
    await page.getByTestId('leak-check-submit').click();
    await expect(checkDialog).toBeHidden();
    await expect(page.getByTestId('leak-check-row')).toHaveCount(1);
    await expect(page.getByTestId('follow-up-due')).toContainText('Hercontrole nodig tussen');
    await expectNoSideScroll(page, 390);

    // The logbook PDF, downloaded with the session's token, read back.
    await page.getByTestId('tab-logbook').click();
    await expect(page.getByTestId('logbook-sections')).toContainText('(f) Lekcontroles');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('logbook-pdf').click(),
    ]);
    // Saved under the server's name, made from the installation, its customer and the period.
    expect(download.suggestedFilename()).toMatch(/^fgas-logbook-.+\.pdf$/);
    const text = pdfText((await download.path()) as string);
    expect(text).toContain(installationName);
    expect(text).toContain(customerName);
    expect(text).toContain('Persleiding');

    // A share link opens the logbook anonymously until it is revoked.
    await page.getByTestId('tab-share').click();
    await page.getByTestId('share-create').click();
    const url = await page.getByTestId('share-url').inputValue();
    const token = url.split('/logbook/')[1];
    expect(token.length).toBeGreaterThanOrEqual(22);
    const anonymous = () => fetch(`${baseUrl()}/api/public/logbook/${token}`);
    const open = await anonymous();
    expect(open.status).toBe(200);
    expect(JSON.stringify(await open.json())).toContain(installationName);
    await page.getByTestId('share-revoke').click();
    await expect(page.getByTestId('share-link').first()).toHaveAttribute('data-revoked', 'true');
    expect((await anonymous()).status).toBe(404);

    // An administrator voids the check with a reason: it stays listed, marked, with the reason.
    await page.getByTestId('tab-leakChecks').click();
    await page.getByTestId('void-leak-check').click();
    await page
      .getByTestId('void-leak-check-dialog')
      .locator('textarea[name="reason"]')
      .first()
      .fill('Dubbel ingevoerd');
    await page.getByTestId('void-leak-check-submit').click();
    await expect(page.getByTestId('leak-check-row')).toContainText('Vervallen');
    await expect(page.getByTestId('leak-check-row')).toContainText('Dubbel ingevoerd');
    await expect(page.getByTestId('follow-up-due')).toHaveCount(0);

    // The customer now has an installation: its delete is refused, in Dutch.
    await page.goto(`/customers`);
    await page.getByTestId('list-search').fill(customerName);
    await expect(page).toHaveURL(/filter=/);
    await expect(page.getByTestId('customer-row')).toHaveCount(1);
    await page.getByTestId('row-delete').click();
    await page.getByRole('button', { name: 'Verwijderen' }).last().click();
    await expect(
      page.getByText('Deze klant heeft installaties en kan niet worden verwijderd.'),
    ).toBeVisible();

    // Decommissioning: shown clearly, no new leak checks offered.
    await page.goto(`/installations/${installationId}`);
    await page.getByTestId('installation-decommission').click();
    await page.getByTestId('select-gasDestination').click();
    await page.getByRole('option', { name: 'Afgevoerd voor regeneratie' }).click();
    await page.getByTestId('decommission-submit').click();
    await expect(page.getByTestId('installation-decommissioned')).toBeVisible();
    await expect(installationPage).toHaveAttribute('data-status', 'DECOMMISSIONED');
    await page.getByTestId('tab-leakChecks').click();
    await expect(page.getByTestId('leak-check-row')).toHaveCount(1);
    await expect(page.getByTestId('add-leak-check')).toHaveCount(0);
    await expect(page.getByTestId('follow-up-due')).toHaveCount(0);
    await expectNoSideScroll(page, 390);
    await screenshot(page, 'phone-installation-decommissioned-nl');

    // Dark mode: the page and its chips once, for the eye.
    await setPrefs(page, { language: 'nl', dark: true });
    await page.goto('/installations');
    await waitForApp(page);
    await expect(page.getByTestId('installation-row').first()).toBeVisible();
    await expectNoSideScroll(page, 390);
    await screenshot(page, 'phone-installations-dark-nl');
  });
});

test('a MONTEUR has the registers in the menu, registers an installation, and is offered no delete, decommission or share', async ({
  page,
  adminApi,
}) => {
  const fitter = await adminApi.createUser({ role: 'MONTEUR' });
  const gas = await adminApi.createRefrigerant({ name: uniq('R-'), type: 'HFC', gwp: 2088 });
  const customer = await adminApi.post<{ id: number; name: string }>('customers', {
    name: uniq('Bakkerij '),
  });
  await page.goto('/login');
  await signInThroughForm(page, fitter.email, fitter.password);
  await expect(page.getByTestId('menu-installations')).toHaveText(/Installaties/);
  await expect(page.getByTestId('menu-customers')).toHaveText(/Klanten/);

  await page.getByTestId('menu-customers').click();
  await page.getByTestId('list-search').fill(customer.name);
  await expect(page).toHaveURL(/filter=/);
  await expect(page.getByTestId('customer-row')).toHaveCount(1);
  await expect(page.getByTestId('row-delete')).toHaveCount(0);
  await page.getByRole('link', { name: customer.name }).click();
  await page.getByTestId('customer-add-installation').click();
  const dialog = page.getByTestId('installation-dialog');
  await dialog.locator('input[name="name"]').fill('Vriescel');
  await chooseOption(page, 'select-refrigerantId', gas.name);
  await dialog.locator('input[name="chargeKg"]').fill('2,4');
  await page.getByTestId('installation-submit').click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'Vriescel' }).click();
  await expect(page.getByTestId('installation-page')).toBeVisible();
  await expect(page.getByTestId('installation-edit')).toBeVisible();
  await expect(page.getByTestId('installation-decommission')).toHaveCount(0);
  await expect(page.getByTestId('tab-share')).toHaveCount(0);
  await expect(page.getByTestId('tab-leakChecks')).toBeVisible();
});
