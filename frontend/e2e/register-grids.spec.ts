import { readFile } from 'node:fs/promises';
import { test, expect } from './support/fixtures';
import { uniq } from './support/api';
import { waitForApp } from './support/pages';

/** The registers as data grids: each test searches for the rows it created itself (other tests run alongside). */
test.describe('register grids', () => {
  test('refrigerants: paging, sort by a column, URL filters, translated CSV, bulk delete with the refusal reason', async ({
    adminPage: page,
    adminApi,
  }) => {
    test.setTimeout(90_000);
    const tag = uniq('GRID-');
    const created = [] as { id: number; name: string }[];
    for (let i = 0; i < 12; i++) {
      created.push(
        await adminApi.createRefrigerant({ name: `${tag}-${String(i).padStart(2, '0')}`, gwp: 100 * i }),
      );
    }
    // One in use: bulk delete must refuse it and say why, in Dutch.
    await adminApi.createCylinder({ serialNumber: `${tag}-CYL`, gasType: created[11].name });

    const search = encodeURIComponent(JSON.stringify({ q: tag }));
    await page.goto(`/admin/refrigerants?filter=${search}&perPage=10&sort=gwp&order=DESC`);
    await waitForApp(page);
    const rows = page.getByTestId('refrigerant-row');
    await expect(rows).toHaveCount(10);
    await expect(page.getByTestId('list-search')).toHaveValue(tag);
    await expect(rows.first()).toContainText(`${tag}-11`);
    await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText('1-10');

    // Next page from the server: the last two by GWP.
    await page.getByRole('button', { name: /volgende pagina/i }).click();
    await expect(rows).toHaveCount(2);
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).toContainText(`${tag}-01`);

    // Sorting by name ascending through the column header, kept in the URL.
    await page.locator('thead').getByText('Naam', { exact: true }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect(page).toHaveURL(/page=1/);
    await expect(rows.first()).toContainText(`${tag}-00`);

    // A type filter in the URL narrows the list (all created ones are HFC: 'Natuurlijk' leaves none).
    await page.getByTestId('filter-type').click();
    await page.getByRole('option', { name: 'Natuurlijk' }).click();
    await expect(page).toHaveURL(/Natural/);
    await expect(page.getByTestId('list-empty')).toBeVisible();
    await page.getByTestId('filter-type').click();
    await page.getByRole('option', { name: 'Alle' }).click();
    await expect(rows).toHaveCount(10);

    // CSV in the user's language, of the filtered list (all pages).
    const download = page.waitForEvent('download');
    await page.getByTestId('export-csv').click();
    const file = await download;
    const csv = await readFile(await file.path(), 'utf8');
    expect(csv.split('\r\n')[0]).toBe('Naam,Type,GWP,Cilinders');
    expect(csv).toContain(`${tag}-11,HFK,1100,1`);
    expect(csv.trim().split('\r\n')).toHaveLength(13);

    // Bulk delete: the row in use cannot be selected; two deletable ones go.
    await page.locator('thead').getByText('Naam', { exact: true }).click(); // name DESC: -11 first
    await expect(rows.first()).toContainText(`${tag}-11`);
    await expect(rows.first().locator('input[type="checkbox"]')).toBeDisabled();
    await rows.nth(1).locator('input[type="checkbox"]').check();
    await rows.nth(2).locator('input[type="checkbox"]').check();
    await page.getByTestId('bulk-delete').click();
    await expect(page.getByRole('dialog')).toContainText('2 koudemiddelen verwijderen?');
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText('2 records verwijderd')).toBeVisible();
    await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText('van 10');
  });

  test('a refused bulk delete keeps the row and shows the server reason in Dutch', async ({
    adminPage: page,
    adminApi,
  }) => {
    const tag = uniq('RACE-');
    const ref = await adminApi.createRefrigerant({ name: `${tag}-R`, gwp: 5 });
    await page.goto(`/admin/refrigerants?filter=${encodeURIComponent(JSON.stringify({ q: tag }))}`);
    await waitForApp(page);
    const row = page.getByTestId('refrigerant-row');
    await expect(row).toHaveCount(1);
    await row.locator('input[type="checkbox"]').check();
    // Taken into use after the page was loaded: the server refuses (409 REFRIGERANT_IN_USE).
    await adminApi.createCylinder({ serialNumber: `${tag}-C`, gasType: ref.name });
    await page.getByTestId('bulk-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Verwijderen' }).click();
    await expect(page.getByText(/0 verwijderd, 1 geweigerd/)).toBeVisible();
    await expect(page.getByText(/0 verwijderd, 1 geweigerd/)).not.toContainText('cannot be deleted');
    await expect(row).toHaveCount(1);
  });

  test('suppliers and users: search and filters in the URL, sort by every column header', async ({
    adminPage: page,
    adminApi,
  }) => {
    const tag = uniq('SUPG-');
    await adminApi.createSupplier({ name: `${tag} Alpha`, contactPerson: 'Zed' });
    const b = await adminApi.createSupplier({ name: `${tag} Beta`, contactPerson: 'Ann' });
    await adminApi.createCylinder({ serialNumber: `${tag}-C`, supplierId: b.id });
    await page.goto(
      `/admin/suppliers?filter=${encodeURIComponent(JSON.stringify({ q: tag, hasCylinders: true }))}`,
    );
    await waitForApp(page);
    const rows = page.getByTestId('supplier-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${tag} Beta`);
    await expect(rows.first().getByTestId('row-delete')).toBeDisabled();
    await page.getByTestId('filter-hasCylinders').click();
    await page.getByRole('option', { name: 'Alle' }).click();
    await expect(rows).toHaveCount(2);
    for (const header of ['Bedrijf', 'Contact', 'Cilinders', 'Locatie']) {
      await page.locator('thead').getByText(header, { exact: true }).click();
      await expect(rows).toHaveCount(2);
    }
    // A new column sorts ascending first; a second click turns it round.
    await page.locator('thead').getByText('Contact', { exact: true }).click();
    await expect(page).toHaveURL(/sort=contactPerson&order=ASC|order=ASC.*sort=contactPerson/);
    await expect(rows.first()).toContainText(`${tag} Beta`);
    await page.locator('thead').getByText('Contact', { exact: true }).click();
    await expect(page).toHaveURL(/sort=contactPerson&order=DESC|order=DESC.*sort=contactPerson/);
    await expect(rows.first()).toContainText(`${tag} Alpha`);

    await page.goto(
      `/admin/users?filter=${encodeURIComponent(JSON.stringify({ role: 'ADMIN', active: true }))}`,
    );
    await waitForApp(page);
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    for (const badge of await page.getByTestId('role-badge').allInnerTexts()) expect(badge).toBe('Beheerder');
  });
});
