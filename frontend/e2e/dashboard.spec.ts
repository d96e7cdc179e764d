/** Dashboard: figures equal the API's, the weight-gap banner, and quick actions through search to the detail page. */
import { test, expect } from './support/fixtures';
import { uniq } from './support/api';

interface Stats {
  totalCylinders: number;
  fillUpCylinders: number;
  reclaimCylinders: number;
  activeCylinders: number;
  maintenanceCylinders: number;
  inactiveCylinders: number;
  totalWeightKg: number;
  cylindersWithLogs: number;
  refrigerantTypes: number;
  weightGapCount: number;
  weightGapCylinderIds: number[];
  inventory: {
    gasType: string;
    count: number;
    full: number;
    inUse: number;
    empty: number;
    totalKg: number;
  }[];
}

const nlKg = (kg: number) =>
  `${new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kg)} kg`;

test('the dashboard shows the same figures as GET /api/stats/dashboard', async ({
  adminPage: page,
  adminApi,
}) => {
  const gas = uniq('R-DB');
  const r = await adminApi.createRefrigerant({ name: gas, gwp: 1430 });
  const a = await adminApi.createCylinder({
    gasType: gas,
    refrigerantId: r.id,
    deliveryWeight: 30,
    tareWeight: 10,
  });
  await adminApi.createCylinder({
    gasType: gas,
    refrigerantId: r.id,
    cylinderType: 'RECLAIM',
    status: 'MAINTENANCE',
  });
  await adminApi.createLog({
    cylinderId: a.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 27.5,
  });
  // a gap: the next reading before does not connect with 27.5
  await adminApi.createLog({
    cylinderId: a.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 27,
    weightAfter: 26,
  });

  // Other suites may add records meanwhile: compare a page load with the API answer fetched right after it.
  let stats!: Stats;
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByTestId('dashboard-stats')).toBeVisible();
    stats = await adminApi.get<Stats>('stats/dashboard');
    await expect(page.getByTestId('stat-total-value')).toHaveText(String(stats.totalCylinders), {
      timeout: 500,
    });
    await expect(page.getByTestId('stat-weight-value')).toHaveText(nlKg(stats.totalWeightKg), {
      timeout: 500,
    });
    await expect(page.getByTestId('stat-with-logs-value')).toHaveText(String(stats.cylindersWithLogs), {
      timeout: 500,
    });
    await expect(page.getByTestId('weight-gap-count')).toHaveAttribute(
      'data-count',
      String(stats.weightGapCount),
      {
        timeout: 500,
      },
    );
    await expect(page.getByTestId('inventory-row')).toHaveCount(stats.inventory.length, { timeout: 500 });
    await expect(page.getByTestId('inventory-chart-row')).toHaveCount(stats.inventory.length, {
      timeout: 500,
    });
    await expect(page.getByTestId('stat-active-value')).toHaveText(String(stats.activeCylinders), {
      timeout: 500,
    });
    await expect(page.getByTestId('stat-total')).toContainText(
      `${stats.fillUpCylinders} vullen · ${stats.reclaimCylinders} terugwinnen`,
      { timeout: 500 },
    );
    await expect(page.getByTestId('stat-maintenance-value')).toHaveText(String(stats.maintenanceCylinders), {
      timeout: 500,
    });
    await expect(page.getByTestId('stat-maintenance')).toContainText(
      stats.maintenanceCylinders > 0 ? 'vereist aandacht' : 'alles in orde',
      { timeout: 500 },
    );
    await expect(page.getByTestId('stat-inactive-value')).toHaveText(String(stats.inactiveCylinders), {
      timeout: 500,
    });
    await expect(page.getByTestId('stat-refrigerants-value')).toHaveText(String(stats.refrigerantTypes), {
      timeout: 500,
    });
  }).toPass({ timeout: 30_000 });

  await expect(page.getByTestId('dashboard-welcome')).toContainText(adminApi.session.user.name);

  const line = stats.inventory.find((l) => l.gasType === gas)!;
  expect(line.count).toBe(2);
  const row = page.locator(`[data-testid="inventory-row"][data-gas="${gas}"]`);
  await expect(row.getByTestId('inventory-count')).toHaveText(String(line.count));
  await expect(row.getByTestId('inventory-kg')).toHaveText(nlKg(line.totalKg));
  await expect(row.getByTestId('inventory-levels')).toHaveText(
    `${line.full} / ${line.inUse} / ${line.empty}`,
  );

  expect(stats.weightGapCount).toBeGreaterThan(0);
  expect(stats.weightGapCylinderIds).toContain(a.id);

  await page.getByTestId('weight-gap-details').click();
  const gapLink = page.getByTestId('weight-gap-list').locator(`a[href="/cylinder/${a.id}"]`);
  await expect(gapLink).toContainText(a.serialNumber);
  await gapLink.click();
  await expect(page).toHaveURL(new RegExp(`/cylinder/${a.id}$`));
});

test('a quick action leads through search to the detail page with the type preselected', async ({
  adminPage: page,
  adminApi,
}) => {
  const tag = uniq('QA');
  const fill = await adminApi.createCylinder({ serialNumber: `${tag}-FILL` });
  const reclaim = await adminApi.createCylinder({ serialNumber: `${tag}-RECL`, cylinderType: 'RECLAIM' });

  await page.goto('/');
  await page.getByTestId('quick-action-charge').click();
  const search = page.getByTestId('picker-search');
  await expect(search).toBeFocused();
  await search.fill(tag.toLowerCase());
  await expect(page.getByTestId('picker-item')).toHaveCount(2);
  await search.fill(`${tag}-nothing`);
  await expect(page.getByTestId('picker-empty')).toHaveText(`Geen cilinders gevonden voor "${tag}-nothing"`);
  await search.fill(`${tag}-fill`);
  await page.locator(`[data-testid="picker-item"][data-serial="${fill.serialNumber}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/cylinder/${fill.id}\\?action=charge$`));
  await expect(page.locator('input[name="mutationType"]')).toHaveValue('FILLUP_RETROFIT');
  await expect(page.getByTestId('log-entry-form')).toBeInViewport();

  // recovery lists reclaim cylinders only and preselects RECLAIM_MAINTENANCE
  await page.goto('/');
  await page.getByTestId('quick-action-recovery').click();
  await page.getByTestId('picker-search').fill(tag);
  await expect(page.getByTestId('picker-item')).toHaveCount(1);
  await expect(page.getByTestId('picker-item')).toHaveAttribute('data-serial', reclaim.serialNumber);
  await page.getByTestId('picker-item').click();
  await expect(page).toHaveURL(new RegExp(`/cylinder/${reclaim.id}\\?action=recovery$`));
  await expect(page.locator('input[name="mutationType"]')).toHaveValue('RECLAIM_MAINTENANCE');
});
