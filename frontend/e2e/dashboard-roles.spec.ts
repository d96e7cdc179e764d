import { test, expect } from './support/fixtures';
import { Api } from './support/api';
import { signInWithSession } from './support/auth';
import { expectNoSideScroll, noRawKeys, waitForApp } from './support/pages';

test.describe('the dashboard per role (phone, Dutch)', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('a fitter sees their own work: due leak checks, the cylinders of their entries, their latest entries; no stock', async ({
    page,
    adminApi,
  }) => {
    const fitter = await adminApi.createUser({ role: 'MONTEUR' });
    const fitterApi = await Api.login(fitter.email, fitter.password);
    const mine = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
    const someoneElses = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
    await fitterApi.createLog({
      cylinderId: mine.id,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 30,
      weightAfter: 28.5,
    });
    await adminApi.createLog({ cylinderId: someoneElses.id, mutationType: 'INSPECTION' });

    await signInWithSession(page, fitterApi.session);
    await page.goto('/');
    await waitForApp(page);
    await expect(page.getByTestId('leak-check-card')).toBeVisible();
    const cylinders = page.getByTestId('work-cylinders');
    await expect(cylinders).toContainText('Mijn cilinders (laatste 7 dagen)');
    const row = cylinders.locator(`[data-testid="work-cylinder"][data-id="${mine.id}"]`);
    await expect(row).toContainText(mine.serialNumber);
    await expect(row).toContainText('Nog 18,50 kg in de cilinder');
    await expect(
      cylinders.locator(`[data-testid="work-cylinder"][data-id="${someoneElses.id}"]`),
    ).toHaveCount(0);
    const entries = page.getByTestId('work-entries');
    await expect(entries.getByTestId('work-entry')).toHaveCount(1);
    await expect(entries.getByTestId('work-entry')).toContainText(`Vullen: retrofit · ${mine.serialNumber}`);
    // The admin's stock view is not the fitter's.
    await expect(page.getByTestId('dashboard-stats')).toHaveCount(0);
    await expect(page.getByTestId('compliance-card')).toHaveCount(0);
    await expect(page.getByTestId('recent-activity')).toHaveCount(0);
    await expectNoSideScroll(page, 360);
    await noRawKeys(page);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`/cylinder/${mine.id}$`));
  });

  test('a fitter without entries is told so', async ({ page, adminApi }) => {
    const fitter = await adminApi.createUser({ role: 'MONTEUR' });
    const fitterApi = await Api.login(fitter.email, fitter.password);
    await signInWithSession(page, fitterApi.session);
    await page.goto('/');
    await expect(page.getByTestId('work-cylinders')).toContainText(
      'Je hebt de afgelopen 7 dagen geen mutaties gedaan.',
    );
    await expect(page.getByTestId('work-entries')).toContainText('Je hebt nog geen mutaties gedaan.');
  });

  test('an admin keeps the stock view', async ({ adminPage }) => {
    await adminPage.goto('/');
    await expect(adminPage.getByTestId('dashboard-stats')).toBeVisible();
    await expect(adminPage.getByTestId('compliance-card')).toBeVisible();
    await expect(adminPage.getByTestId('leak-check-card')).toBeVisible();
    await expect(adminPage.getByTestId('work-cylinders')).toHaveCount(0);
  });
});
