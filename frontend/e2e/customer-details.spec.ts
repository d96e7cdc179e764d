import { test, expect } from './support/fixtures';
import { uniq } from './support/api';
import { expectNoSideScroll, noRawKeys, waitForApp } from './support/pages';

test.describe('a customer with KvK number, postcode and city (phone, Dutch)', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('entered in the dialog, normalised, shown, filtered by city, and offered as a new installation address', async ({
    adminPage: page,
  }) => {
    const name = uniq('Visgroothandel ');
    const city = uniq('Zwolle');
    await page.goto('/customers');
    await waitForApp(page);
    await page.getByTestId('add-customer').click();
    const dialog = page.getByTestId('customer-dialog');
    await dialog.locator('input[name="name"]').fill(name);
    await dialog.locator('input[name="kvkNumber"]').fill('6912 345');
    await dialog.locator('input[name="postcode"]').fill('80/11');
    await dialog.locator('textarea[name="address"]').first().fill('Schuttevaerkade 5');
    await dialog.locator('input[name="city"]').fill(city);
    await page.getByTestId('customer-submit').click();
    // The app's own checks, in Dutch, before anything is sent.
    await expect(dialog).toContainText('Een KvK-nummer heeft 8 cijfers');
    await expect(dialog).toContainText('Vul een postcode in zoals 1234 AB');
    await dialog.locator('input[name="kvkNumber"]').fill('6912 3456');
    await dialog.locator('input[name="postcode"]').fill('8021da');
    await expectNoSideScroll(page, 360);
    await page.getByTestId('customer-submit').click();
    await expect(dialog).toBeHidden();

    // The list: its city under the column, found by the city filter (folded on a phone) in any case.
    await page.getByTestId('filters-toggle').click();
    await page.getByTestId('filter-city').fill(city.toLowerCase());
    await expect(page).toHaveURL(/filter=.*city/);
    const row = page.getByTestId('customer-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(city);
    await row.getByRole('link', { name }).click();

    // The page: KvK number and the address as a letter writes it, the postcode the Dutch way.
    await expect(page.getByTestId('customer-kvkNumber')).toHaveText('KvK-nummer: 69123456');
    await expect(page.getByTestId('customer-address')).toHaveText(
      `Adres: Schuttevaerkade 5\n8021 DA ${city}`,
    );
    await noRawKeys(page);

    // A new installation of this customer: the customer's address is offered and copied in one tap.
    await page.getByTestId('customer-add-installation').click();
    const installation = page.getByTestId('installation-dialog');
    const offer = installation.getByTestId('use-customer-address');
    await expect(offer).toHaveText(`Adres van de klant gebruiken: Schuttevaerkade 5, 8021 DA ${city}`);
    await offer.click();
    await expect(installation.locator('input[name="address"]')).toHaveValue(
      `Schuttevaerkade 5, 8021 DA ${city}`,
    );
    await expect(offer).toHaveCount(0);
    await installation.getByRole('button', { name: 'Annuleren' }).click();

    // Editing shows what was stored.
    await page.getByRole('button', { name: 'Bewerken' }).click();
    const edit = page.getByTestId('customer-dialog');
    await expect(edit.locator('input[name="kvkNumber"]')).toHaveValue('69123456');
    await expect(edit.locator('input[name="postcode"]')).toHaveValue('8021 DA');
    await expect(edit.locator('input[name="city"]')).toHaveValue(city);
  });
});
