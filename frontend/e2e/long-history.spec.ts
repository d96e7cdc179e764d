/**
 * A cylinder with a long history: the mutations tab draws the newest page (25) and more on request, the
 * search looks through all of them, and the detail's data request starts with the app's code, not after it.
 */
import { test, expect } from './support/fixtures';
import { uniq } from './support/api';

test('the history shows 25 entries, then 25 more on request; the search covers every entry', async ({
  adminPage: page,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const cylinder = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  const marker = uniq('OUDSTE-');
  for (let i = 0; i < 60; i++)
    await adminApi.createLog({
      cylinderId: cylinder.id,
      mutationType: 'INSPECTION',
      weight: 0,
      workOrder: i === 0 ? marker : `WO-LONG-${i}`,
    });
  await page.addInitScript(() => localStorage.setItem('cylinderDetailTab', 'logs'));
  await page.goto(`/cylinder/${cylinder.id}`);
  await expect(page.getByTestId('tab-logs')).toContainText('60');
  await expect(page.getByTestId('log-entry')).toHaveCount(25);
  await expect(page.getByTestId('log-history-shown')).toHaveText('25 van 60 getoond');

  await page.getByTestId('log-history-more').click();
  await expect(page.getByTestId('log-entry')).toHaveCount(50);
  await page.getByTestId('log-history-more').click();
  await expect(page.getByTestId('log-entry')).toHaveCount(60);
  await expect(page.getByTestId('log-history-more')).toHaveCount(0);

  // The oldest entry is not on the first page, yet the search finds it.
  await page.reload();
  await expect(page.getByTestId('log-entry')).toHaveCount(25);
  await page.getByTestId('log-search').fill(marker);
  await expect(page.getByTestId('log-entry')).toHaveCount(1);
  await expect(page.getByTestId('log-history-more')).toHaveCount(0);
});

test("a cylinder's page asks for its data while the app's code is still loading", async ({
  adminPage: page,
  adminApi,
}) => {
  const cylinder = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  const order: string[] = [];
  let detailRequests = 0;
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path === `/api/cylinders/${cylinder.id}`) {
      detailRequests++;
      if (!order.includes('data')) order.push('data');
    } else if (/\/assets\/CylinderDetailPage-[^/]+\.js$/.test(path)) order.push('page');
    else if (/\/assets\/nl-[^/]+\.js$/.test(path)) order.push('catalogue');
  });
  await page.goto(`/cylinder/${cylinder.id}`);
  await expect(page.getByTestId('cylinder-serial')).toHaveText(cylinder.serialNumber);
  await page.waitForLoadState('networkidle');
  // Before the catalogue has arrived, the first render cannot have happened: the page's chunk and data
  // were asked for by the entry itself. The page then used that answer instead of asking again.
  expect(order.filter((o) => o !== 'catalogue').sort()).toEqual(['data', 'page']);
  expect(order.indexOf('data')).toBeLessThan(order.indexOf('catalogue'));
  expect(order.indexOf('page')).toBeLessThan(order.indexOf('catalogue'));
  expect(detailRequests).toBe(1);
});
