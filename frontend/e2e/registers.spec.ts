import { test, expect } from './support/fixtures';
import { Api, uniq } from './support/api';
import { screenshot, waitForApp } from './support/pages';

test.describe('admin registers through the forms', () => {
  test('creates a refrigerant, a supplier and a cylinder', async ({ adminPage: page }) => {
    test.setTimeout(90_000);
    const refName = uniq('R-');
    const supplierName = uniq('Koeltechniek ');
    const serial = uniq('FG-');

    // Refrigerant through the modal on /admin/refrigerants.
    await page.goto('/admin/refrigerants');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Koudemiddelen', level: 1 })).toBeVisible();
    await page.getByTestId('add-refrigerant').click();
    const dialog = page.getByTestId('refrigerant-dialog');
    await expect(dialog.getByRole('heading', { name: 'Koudemiddel toevoegen' })).toBeVisible();
    await expect(dialog.locator('input[name="name"]')).toHaveAttribute('placeholder', 'bijv. R-410A');
    await expect(dialog.getByText('Leeg laten als onbekend')).toBeVisible();
    await dialog.locator('input[name="name"]').fill(refName);
    await dialog.getByTestId('refrigerant-type').click();
    await page.getByRole('option', { name: 'HFK' }).click();
    await dialog.locator('input[name="gwp"]').fill('2088');
    await dialog.getByTestId('refrigerant-submit').click();
    await expect(dialog).toBeHidden();
    // The register is paged by the server: find the new row by searching for it.
    await page.getByTestId('list-search').fill(refName);
    const refRow = page.getByTestId('refrigerant-row').filter({ hasText: refName });
    await expect(refRow).toContainText('2.088');
    // Other suites add refrigerants to the same database meanwhile: assert on the row this test created.
    await expect(refRow.locator('[data-band="HIGH"]')).toHaveCount(1);

    // Duplicate name: the server's 409 comes back translated in the modal.
    await page.getByTestId('add-refrigerant').click();
    await dialog.locator('input[name="name"]').fill(refName.toLowerCase());
    await dialog.getByTestId('refrigerant-submit').click();
    await expect(dialog.getByTestId('error-banner')).toContainText(
      'Er bestaat al een koudemiddel met deze naam.',
    );
    await dialog.getByRole('button', { name: 'Annuleren' }).click();

    // Supplier through the modal on /admin/suppliers.
    await page.goto('/admin/suppliers');
    await expect(page.getByText('Leveranciersoverzicht')).toBeVisible();
    await page.getByTestId('add-supplier').click();
    const sDialog = page.getByTestId('supplier-dialog');
    await expect(sDialog.getByRole('heading', { name: 'Nieuwe leverancier toevoegen' })).toBeVisible();
    await sDialog.locator('input[name="name"]').fill(supplierName);
    await sDialog.locator('input[name="contactPerson"]').fill('Piet Koel');
    await sDialog.locator('input[name="email"]').fill('piet@koel.test');
    await sDialog.locator('textarea[name="address"]').fill('Koudeweg 1\nUtrecht');
    await sDialog.getByTestId('supplier-submit').click();
    await expect(sDialog).toBeHidden();
    await page.getByTestId('list-search').fill(supplierName);
    await expect(page.getByTestId('supplier-row').filter({ hasText: supplierName })).toContainText(
      'Piet Koel',
    );

    // Cylinder through the 'Add New Cylinder' modal: type-ahead picks the refrigerant, supplier select.
    await page.goto('/cylinders');
    await page.getByTestId('add-cylinder').click();
    const cDialog = page.getByTestId('cylinder-create-dialog');
    await expect(cDialog.getByRole('heading', { name: 'Nieuwe cilinder toevoegen' })).toBeVisible();
    await expect(cDialog.locator('input[name="serialNumber"]')).toHaveAttribute(
      'placeholder',
      'bijv. FG-0001',
    );
    await cDialog.locator('input[name="serialNumber"]').fill(serial);
    await cDialog.locator('input[name="gasType"]').fill(refName.slice(0, 5));
    const option = page.getByTestId('gas-option').filter({ hasText: refName });
    await expect(option).toContainText('HFK');
    await expect(option).toContainText('2.088');
    await option.click();
    await expect(cDialog.locator('input[name="gasType"]')).toHaveValue(refName);
    await cDialog.locator('input[name="deliveryWeight"]').fill('25.5');
    await cDialog.locator('input[name="tareWeight"]').fill('12.25');
    await expect(cDialog.getByTestId('select-status')).toHaveText('Actief');
    await expect(cDialog.getByTestId('select-cylinderType')).toHaveText('Vullen');
    await expect(cDialog.getByTestId('select-ownership')).toHaveText('Koop');
    await cDialog.getByTestId('supplier-select').click();
    await page.getByRole('option', { name: supplierName }).click();
    await cDialog.locator('input[name="location"]').fill('Magazijn A');
    await screenshot(page, 'cylinder-create-nl');
    await cDialog.getByTestId('cylinder-submit').click();
    await expect(cDialog).toBeHidden();
    await page.getByTestId('cylinder-search').fill(serial);
    const row = page.getByTestId('cylinder-row').filter({ hasText: serial });
    await expect(row).toBeVisible();
    await expect(row).toContainText(refName);
    await expect(row).toContainText('13,25 kg');
    await expect(row).toContainText(supplierName);
    await expect(row.getByTestId('status-badge')).toHaveText('Actief');

    // The refrigerant is now in use: its delete button is disabled.
    await page.goto(`/admin/refrigerants?filter=${encodeURIComponent(JSON.stringify({ q: refName }))}`);
    await expect(
      page.getByTestId('refrigerant-row').filter({ hasText: refName }).getByTestId('row-delete'),
    ).toBeDisabled();

    // View details opens the detail page at a real path.
    await page.goto('/cylinders');
    await page.getByTestId('cylinder-search').fill(serial);
    // Wait until the search has been applied (the list re-renders its rows) before clicking.
    await expect(page).toHaveURL(new RegExp(`filter=.*${serial}`));
    await expect(page.getByTestId('cylinder-row')).toHaveCount(1);
    await page.getByTestId('cylinder-row').filter({ hasText: serial }).getByTestId('view-details').click();
    await expect(page).toHaveURL(/\/cylinder\/\d+$/);
  });

  test('delete asks for confirmation; a cylinder with mutations is refused with a translated message', async ({
    adminPage: page,
    adminApi,
  }) => {
    const ref = await adminApi.createRefrigerant({ name: uniq('R-DEL-'), gwp: null });
    await page.goto(`/admin/refrigerants?filter=${encodeURIComponent(JSON.stringify({ q: ref.name }))}`);
    const row = page.getByTestId('refrigerant-row').filter({ hasText: ref.name });
    await expect(row).toContainText('n.v.t.');
    await row.getByTestId('row-delete').click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toContainText(`Weet je zeker dat je "${ref.name}" wilt verwijderen?`);
    await confirm.getByRole('button', { name: 'Annuleren' }).click();
    await expect(row).toBeVisible();
    await row.getByTestId('row-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(row).toHaveCount(0);

    // A cylinder with a log entry: delete is not offered, and the button says why (the server's 409
    // CYLINDER_HAS_LOGS stays the rule behind it).
    const cyl = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
    await adminApi.createLog({ cylinderId: cyl.id, mutationType: 'INSPECTION' });
    await page.goto('/cylinders');
    await page.getByTestId('cylinder-search').fill(cyl.serialNumber);
    const cRow = page.getByTestId('cylinder-row').filter({ hasText: cyl.serialNumber });
    await expect(cRow.getByTestId('row-delete')).toBeDisabled();
    await expect(cRow.getByTestId('row-delete')).toHaveAttribute('aria-description', /Buiten gebruik/);
    await expect(cRow).toBeVisible();

    // Without entries it goes.
    const empty = await adminApi.createCylinder();
    await page.getByTestId('cylinder-search').fill(empty.serialNumber);
    const eRow = page.getByTestId('cylinder-row').filter({ hasText: empty.serialNumber });
    await eRow.getByTestId('row-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('Cilinder succesvol verwijderd')).toBeVisible();
    await expect(eRow).toHaveCount(0);
  });

  test('users page: create a fitter with the Dutch labels, then delete it', async ({ adminPage: page }) => {
    const email = `${uniq('u-').toLowerCase()}@e2e.test`;
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'Gebruikersbeheer', level: 1 })).toBeVisible();
    await expect(page.getByTestId('users-search')).toHaveAttribute(
      'placeholder',
      'Zoek op naam of e-mail...',
    );
    await page.getByTestId('add-user').click();
    const dialog = page.getByTestId('user-dialog');
    await expect(dialog.getByRole('heading', { name: 'Nieuwe gebruiker' })).toBeVisible();
    // One asterisk per required label (the input's own mark), none in the words.
    await expect(dialog.locator('label', { hasText: /^Naam/ })).toHaveText(/^Naam\s*\*$/);
    await expect(dialog.locator('label', { hasText: /^E-mail/ })).toHaveText(/^E-mail\s*\*$/);
    // The app's own validation, in Dutch, instead of the browser's bubbles.
    await dialog.getByTestId('user-submit').click();
    await expect(dialog.getByText('Verplicht')).toHaveCount(3);
    await dialog.locator('input[name="name"]').fill('Mo Monteur');
    await dialog.locator('input[name="email"]').fill('geen-adres');
    await dialog.getByLabel('Wachtwoord').fill('kort');
    await dialog.getByTestId('user-submit').click();
    await expect(dialog.getByText('Vul een geldig e-mailadres in')).toBeVisible();
    await expect(dialog.getByText('Minstens 8 tekens')).toBeVisible();
    await dialog.locator('input[name="email"]').fill(email);
    await dialog.getByLabel('Wachtwoord').fill('Welkom123!');
    await expect(dialog.getByTestId('user-role')).toHaveText('Monteur');
    await expect(dialog.getByRole('button', { name: 'Aanmaken' })).toBeVisible();
    await dialog.getByTestId('user-submit').click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('users-search').fill(email);
    const row = page.getByTestId('user-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('role-badge')).toHaveText('Monteur');
    // Self-registration is off by default: this is how a fitter gets an account, and it signs in at once.
    expect((await Api.login(email, 'Welkom123!')).session.user.role).toBe('MONTEUR');
    await row.getByTestId('row-edit').click();
    await expect(dialog.getByRole('heading', { name: 'Gebruiker bewerken' })).toBeVisible();
    await expect(dialog.getByText('(laat leeg om ongewijzigd te laten)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Opslaan' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await row.getByTestId('row-delete').click();
    await expect(page.getByRole('dialog')).toContainText(
      'Weet je zeker dat je deze gebruiker wilt verwijderen?',
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('Geen gebruikers gevonden')).toBeVisible();
  });
});
