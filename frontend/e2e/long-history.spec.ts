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
  const isPage = (url: string) => /\/assets\/CylinderDetailPage-[^/]+\.js$/.test(new URL(url).pathname);
  const order: string[] = [];
  let detailRequests = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === `/api/cylinders/${cylinder.id}`) {
      detailRequests++;
      order.push('data asked');
    } else if (isPage(r.url())) order.push('page asked');
  });
  page.on('requestfinished', (r) => {
    if (isPage(r.url())) order.push('page arrived');
  });
  await page.goto(`/cylinder/${cylinder.id}`);
  await expect(page.getByTestId('cylinder-serial')).toHaveText(cylinder.serialNumber);
  await page.waitForLoadState('networkidle');
  // The page cannot ask for its data before its code has arrived: the entry did, beside the page's chunk.
  // The page then used that answer instead of asking again.
  expect(order).toEqual(['page asked', 'data asked', 'page arrived']);
  expect(detailRequests).toBe(1);
});
