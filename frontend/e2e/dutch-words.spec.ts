import { test, expect } from './support/fixtures';
import { uniq } from './support/api';
import { chooseOption, noRawKeys, waitForApp } from './support/pages';

/** What the Dutch pages say: the domain's words in Dutch, and one name per status on a chip and its filter. */
test.describe('Dutch words on the pages', () => {
  test('the dashboard names refrigerant types in Dutch (HFK, Natuurlijk), never the stored code', async ({
    adminPage: page,
    adminApi,
  }) => {
    const hfc = await adminApi.createRefrigerant({ name: uniq('R-NLW-'), type: 'HFC', gwp: 1430 });
    const natural = await adminApi.createRefrigerant({ name: uniq('R-NAT-'), type: 'Natural', gwp: 3 });
    for (const gas of [hfc, natural])
      await adminApi.createCylinder({ gasType: gas.name, refrigerantId: gas.id });
    await page.goto('/');
    await waitForApp(page);
    const row = (gas: string) => page.locator(`[data-testid="inventory-row"][data-gas="${gas}"]`);
    await expect(row(hfc.name)).toContainText('HFK · GWP 1.430');
    await expect(row(hfc.name)).not.toContainText('HFC');
    await expect(row(natural.name)).toContainText('Natuurlijk · GWP 3');
    await expect(row(natural.name)).not.toContainText('Natural');
    await noRawKeys(page);
  });

  test("an installation's status chip says what its filter says", async ({ adminPage: page, adminApi }) => {
    const gas = await adminApi.createRefrigerant();
    const customer = await adminApi.post<{ id: number }>('customers', { name: uniq('Klant ') });
    const name = uniq('Koelcel ');
    await adminApi.post('installations', {
      customerId: customer.id,
      name,
      category: 'REFRIGERATION',
      refrigerantId: gas.id,
      chargeKg: 5,
    });
    await page.goto('/installations');
    await waitForApp(page);
    await chooseOption(page, 'filter-status', 'In gebruik');
    await page.getByTestId('list-search').fill(name);
    const row = page.getByTestId('installation-row').filter({ hasText: name });
    await expect(row.getByTestId('status-badge')).toHaveText('In gebruik');
  });
});
