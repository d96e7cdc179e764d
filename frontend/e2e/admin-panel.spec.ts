import { test, expect } from './support/fixtures';
import { uniq } from './support/api';
import { waitForApp } from './support/pages';

/**
 * The admin panel's two tabs are the registers' own grids: server-side search over the active tab, the
 * register's counts, edit from a row and add from the header. Each test finds only the rows it created.
 */
test('admin panel: both registers in tabs with their counts, one search box, edit and add', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const tag = uniq('PANEL-');
  const refrigerant = await adminApi.createRefrigerant({ name: `${tag}-R`, gwp: 675 });
  await adminApi.createSupplier({ name: `${tag} Supplier`, contactPerson: 'Piet Panel' });
  const registerSize = async () => (await adminApi.get<{ total: number }>('refrigerants/stats')).total;
  const before = await registerSize();

  await page.goto('/admin');
  await waitForApp(page);
  // The tab counts the whole register; other suites running beside this one may add to it meanwhile.
  const tab = page.getByTestId('tab-refrigerants');
  const shown = async () =>
    Number(/\(([\d.]+)\)/.exec((await tab.textContent()) ?? '')?.[1].replaceAll('.', '') ?? NaN);
  await expect.poll(shown).toBeGreaterThanOrEqual(before);
  expect(await shown()).toBeLessThanOrEqual(await registerSize());

  // One search box: it narrows the refrigerants, and the suppliers tab opens with the same search.
  await page.getByTestId('admin-search').fill(tag);
  const refrigerantRows = page.getByTestId('refrigerant-row');
  await expect(refrigerantRows).toHaveCount(1);
  await expect(refrigerantRows).toContainText(`${tag}-R`);
  await expect(refrigerantRows).toContainText('675');

  await page.getByTestId('tab-suppliers').click();
  const supplierRows = page.getByTestId('supplier-row');
  await expect(supplierRows).toHaveCount(1);
  await expect(supplierRows).toContainText(`${tag} Supplier`);
  await expect(supplierRows).toContainText('Piet Panel');

  // Add from the header opens the suppliers' create dialog with the panel's short title.
  await page.getByTestId('admin-add').click();
  await expect(page.getByRole('dialog')).toContainText('Leverancier toevoegen');
  await page.getByRole('dialog').getByRole('button', { name: 'Annuleren' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Edit from a refrigerant row saves through the register's own dialog and the row shows the new GWP.
  await page.getByTestId('tab-refrigerants').click();
  await expect(refrigerantRows).toHaveCount(1);
  await refrigerantRows.getByTestId('row-edit').click();
  const gwp = page.getByRole('dialog').locator('input[name="gwp"]');
  await gwp.fill('1430');
  await page.getByRole('dialog').getByRole('button', { name: 'Bijwerken' }).click();
  await expect(refrigerantRows).toContainText('1.430');
  expect((await adminApi.get<{ gwp: number }>(`refrigerants/${refrigerant.id}`)).gwp).toBe(1430);

  // A search that matches nothing says so in the register's words.
  await page.getByTestId('admin-search').fill(`${tag}-none`);
  await expect(page.getByTestId('list-empty')).toHaveText('Geen koudemiddelen gevonden');
});
