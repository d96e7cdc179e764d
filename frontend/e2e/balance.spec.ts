import { readFileSync } from 'node:fs';
import { test, expect } from './support/fixtures';
import { Api, uniq } from './support/api';
import { signInWithSession } from './support/auth';
import { expectNoSideScroll, noRawKeys, screenshot, waitForApp } from './support/pages';

type BalanceRow = { gas: string; [field: string]: number | string | null };
type SignOff = { year: number; signedByName: string | null; signedAt: string };

const COLUMNS = [
  'openingKg',
  'receivedKg',
  'filledKg',
  'recoveredKg',
  'returnedKg',
  'unexplainedKg',
  'closingKg',
] as const;

const today = () => new Date().toISOString().slice(0, 10);

test.describe('the annual balance (admin)', () => {
  test('figures equal the API, CSV downloads, a year is signed off after a confirmation and then shown locked', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.setTimeout(180_000);
    const year = new Date().getFullYear();
    // A gas of this test only: its row is not moved by other suites' records.
    const gas = await adminApi.createRefrigerant({ name: uniq('R-BAL-'), type: 'HFC', gwp: 2088 });
    const cylinder = await adminApi.createCylinder({
      gasType: gas.name,
      refrigerantId: gas.id,
      deliveryWeight: 25.5,
      tareWeight: 12.5,
      receivedOn: today(),
    });
    await adminApi.createLog({
      cylinderId: cylinder.id,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 25.5,
      weightAfter: 22.25,
    });
    const rows = await adminApi.get<BalanceRow[]>(`balances?year=${year}`);
    const expected = rows.find((r) => r.gas === gas.name)!;
    expect(expected).toMatchObject({ receivedKg: 13, filledKg: 3.25, closingKg: 9.75 });

    // The admin finds the page in the menu.
    await page.goto('/');
    await waitForApp(page);
    await page.getByTestId('menu-admin-balances').click();
    await expect(page).toHaveURL(/\/admin\/balances/);
    await expect(page.getByTestId('balance-page').getByRole('heading', { name: 'Jaarbalans' })).toBeVisible();

    // Every figure of the gas's row is the API's, in kg and t CO2e, shown in Dutch.
    const row = page.locator(`[data-testid="balance-row"][data-gas="${gas.name}"]`);
    await expect(row).toBeVisible();
    for (const column of COLUMNS) {
      const cell = row.getByTestId(`balance-${column}`);
      await expect(cell).toHaveAttribute('data-kg', String(expected[column]));
      const co2e = expected[column.replace(/Kg$/, 'Co2eTonnes')];
      await expect(cell).toHaveAttribute('data-co2e', String(co2e));
    }
    await expect(row.getByTestId('balance-filledKg')).toContainText('3,250 kg');
    await expect(row.getByTestId('balance-closingKg')).toContainText('t CO2e');
    // The unexplained column is explained by the weight-gap list.
    await page.getByTestId('balance-gap-list').click();
    await expect(page).toHaveURL(/\/cylinders\?.*hasWeightGap/);
    await page.goBack();
    await expect(row).toBeVisible();
    await noRawKeys(page);
    await screenshot(page, 'balance-desktop-nl');

    // The CSV of the year, with the gas in it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('balance-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`fgas-balance-${year}.csv`);
    const csv = readFileSync((await download.path()) as string, 'utf8');
    expect(csv).toContain(gas.name);
    expect(csv).toContain('3,25');

    // The current year has not ended: it is not offered for sign-off, and the page says from when it is.
    await expect(page.getByTestId('balance-open')).toContainText(
      `${year} loopt nog: het kan worden afgetekend vanaf 1 januari ${year + 1}.`,
    );
    await expect(page.getByTestId('balance-sign-off')).toHaveCount(0);

    // Signing off a past year nobody records in (the current one would lock the other suites' entries).
    const past = year - 9;
    await page.getByTestId('balance-year').click();
    await page.getByRole('option', { name: String(past), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`year=${past}`));
    // Gases that held and moved nothing that year are left out.
    await expect(page.getByTestId('balance-empty')).toHaveText(
      `Er is in ${past} geen koudemiddel verplaatst.`,
    );
    await expect(page.getByTestId('balance-open')).toBeVisible();
    await page.getByTestId('balance-sign-off').click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`${past} aftekenen?`);
    // Cancel first: nothing is signed.
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(confirm).toBeHidden();
    expect((await adminApi.get<SignOff[]>('balances/sign-offs')).some((s) => s.year === past)).toBe(false);
    await page.getByTestId('balance-sign-off').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Aftekenen' }).click();
    await expect(page.getByTestId('balance-locked')).toContainText(`${past} is afgetekend door Anna Admin`);
    await expect(page.getByTestId('balance-sign-off')).toHaveCount(0);
    await expect(page.locator(`[data-testid="balance-sign-off-row"][data-year="${past}"]`)).toContainText(
      'Anna Admin',
    );
    const signOffs = await adminApi.get<SignOff[]>('balances/sign-offs');
    expect(signOffs.find((s) => s.year === past)?.signedByName).toBe('Anna Admin');
    // The lock holds on a reload too.
    await page.reload();
    await expect(page.getByTestId('balance-locked')).toBeVisible();
    await screenshot(page, 'balance-locked-desktop-nl');
  });

  test.describe('on a phone, dark', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    test('the balance reads as one card per gas without sideways scroll', async ({ page, adminApi }) => {
      const gas = await adminApi.createRefrigerant({ name: uniq('R-BALP-'), type: 'HFC', gwp: 675 });
      await adminApi.createCylinder({ gasType: gas.name, refrigerantId: gas.id, receivedOn: today() });
      await signInWithSession(page, adminApi.session, { language: 'nl', dark: true });
      await page.goto('/admin/balances');
      await waitForApp(page);
      await expect(page.locator(`[data-testid="balance-row"][data-gas="${gas.name}"]`)).toBeVisible();
      await expect(page.getByTestId('balance-cards')).toBeVisible();
      await expectNoSideScroll(page, 390);
      await noRawKeys(page);
      await screenshot(page, 'balance-phone-dark-nl');
    });
  });

  test('a MONTEUR has no menu entry and is refused on the route', async ({ page, adminApi }) => {
    const fitter = await adminApi.createUser({ role: 'MONTEUR' });
    const fitterApi = await Api.login(fitter.email, fitter.password);
    await signInWithSession(page, fitterApi.session);
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByTestId('menu-cylinders')).toBeVisible();
    await expect(page.getByTestId('menu-admin-balances')).toHaveCount(0);
    await page.goto('/admin/balances');
    await expect(page.getByTestId('access-denied')).toBeVisible();
    await expect(page.getByTestId('balance-page')).toHaveCount(0);
  });
});
