import { test, expect } from './support/fixtures';
import { uniq } from './support/api';
import { waitForApp } from './support/pages';

test('cylinder list: count, search, filters with badge and Clear, empty-state hints', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const tag = uniq('LST');
  const gas = uniq('R-LST-');
  await adminApi.createRefrigerant({ name: gas, gwp: 675 });
  await adminApi.createCylinder({
    serialNumber: `${tag}-A`,
    gasType: gas,
    status: 'ACTIVE',
    ownership: 'KOOP',
    location: 'Hal 1',
  });
  await adminApi.createCylinder({
    serialNumber: `${tag}-B`,
    gasType: gas,
    status: 'MAINTENANCE',
    ownership: 'HUUR',
    location: 'Hal 2',
  });
  await adminApi.createCylinder({
    serialNumber: `${tag}-C`,
    gasType: gas,
    status: 'DECOMMISSIONED',
    ownership: 'HUUR',
    cylinderType: 'RECLAIM',
    purchaseDate: '2026-03-07',
  });

  await page.goto('/cylinders');
  await waitForApp(page);
  await expect(page.getByTestId('cylinder-count')).toHaveText(/^\d+ van \d+ cilinders$/);

  await page.getByTestId('cylinder-search').fill(tag.toLowerCase());
  await expect(page.getByTestId('cylinder-row')).toHaveCount(3);
  const count = await page.getByTestId('cylinder-count').innerText();
  expect(count).toMatch(/^3 van \d+ cilinders$/);
  await expect(
    page
      .getByTestId('cylinder-row')
      .filter({ hasText: `${tag}-B` })
      .getByTestId('status-badge'),
  ).toHaveText('Onderhoud');
  await expect(page.getByTestId('cylinder-row').filter({ hasText: `${tag}-C` })).toContainText('07-03-2026');
  await expect(
    page
      .getByTestId('cylinder-row')
      .filter({ hasText: `${tag}-C` })
      .getByTestId('type-icon-RECLAIM'),
  ).toBeVisible();

  // Filters: status, then ownership; the badge counts them; Clear resets.
  await page.getByTestId('filters-toggle').click();
  await page.getByTestId('select-filter-ownership').click();
  await page.getByRole('option', { name: 'Huur', exact: true }).click();
  await expect(page.getByTestId('cylinder-row')).toHaveCount(2);
  await page.getByTestId('select-filter-status').click();
  await page.getByRole('option', { name: 'Onderhoud', exact: true }).click();
  await expect(page.getByTestId('cylinder-row')).toHaveCount(1);
  await expect(page.getByTestId('filter-badge')).toContainText('2');
  await page.getByTestId('select-filter-gasType').click();
  await expect(page.getByRole('option', { name: gas })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByTestId('select-filter-status').click();
  await page.getByRole('option', { name: 'Actief', exact: true }).click();
  await expect(page.getByTestId('cylinders-empty')).toContainText('Geen cilinders gevonden');
  await expect(page.getByTestId('cylinders-empty')).toContainText('Pas je filters of zoekterm aan');

  await page.getByTestId('filters-clear').click();
  await expect(page.getByTestId('cylinder-search')).toHaveValue('');
  await expect(page.getByTestId('cylinder-row').first()).toBeVisible();
  expect(await page.getByTestId('cylinder-row').count()).toBeGreaterThanOrEqual(3);

  // Sorting is done by the server: serial number ascending puts A before B.
  await page.getByTestId('cylinder-search').fill(tag);
  await expect(page.getByTestId('cylinder-row')).toHaveCount(3);
  await page.getByRole('columnheader', { name: 'Serienummer' }).getByRole('button').click();
  await expect(page.getByTestId('cylinder-row').first()).toHaveAttribute('data-serial', `${tag}-A`);

  // CSV export downloads with the bearer header.
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
});
