/**
 * Phone (360 x 740) screenshots of every fitter page in both languages, into e2e/screenshots/ (git-ignored),
 * plus a check that no page scrolls sideways and that no message key is shown untranslated.
 */
import type { Page } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from './support/fixtures';
import { signInWithSession } from './support/auth';
import { screenshot, expectNoSideScroll, noRawKeys } from './support/pages';

test.use({ viewport: { width: 360, height: 740 } });

/** A dialog covers the viewport only: screenshot what the phone shows, not the full page behind it. */
async function viewportShot(page: Page, name: string) {
  await page.waitForTimeout(300);
  await page.screenshot({
    path: join(dirname(fileURLToPath(import.meta.url)), 'screenshots', `${name}.png`),
    animations: 'disabled',
  });
}

for (const language of ['nl', 'en'] as const) {
  test(`fitter pages on a phone (${language})`, async ({ page, adminApi }) => {
    test.setTimeout(90_000);
    const c = await adminApi.createCylinder({
      deliveryWeight: 30,
      tareWeight: 10,
      location: 'Magazijn A',
      purchaseDate: '2026-03-15',
    });
    await adminApi.createLog({
      cylinderId: c.id,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 30,
      weightAfter: 27.5,
      workOrder: 'WO-100',
      note: 'Koelcel',
    });
    await adminApi.createLog({
      cylinderId: c.id,
      mutationType: 'RECLAIM_MAINTENANCE',
      weightBefore: 27.5,
      weightAfter: 28.25,
    });
    await adminApi.createLog({
      cylinderId: c.id,
      mutationType: 'FILLUP_LEAKAGE',
      weightBefore: 28,
      weightAfter: 27,
    });
    await signInWithSession(page, adminApi.session, { language });

    await page.goto('/');
    await expect(page.getByTestId('dashboard-stats')).toBeVisible();
    await noRawKeys(page);
    await expectNoSideScroll(page);
    await screenshot(page, `phone-${language}-dashboard`);

    await page.getByTestId('quick-action-charge').click();
    await expect(page.getByTestId('picker-list')).toBeVisible();
    await noRawKeys(page);
    await viewportShot(page, `phone-${language}-quick-action`);
    await page.getByTestId('picker-scan').click();
    // no camera in this browser: the scanner shows its camera error and the manual entry
    await expect(page.getByTestId('scanner-camera-error')).toBeVisible({ timeout: 10_000 });
    await noRawKeys(page);
    await viewportShot(page, `phone-${language}-scanner-no-camera`);
    await page.keyboard.press('Escape');

    await page.goto(`/cylinder/${c.id}`);
    await page.getByTestId('tab-details').click();
    await expect(page.getByTestId('current-weight')).toBeVisible();
    await noRawKeys(page);
    await expectNoSideScroll(page);
    await screenshot(page, `phone-${language}-detail`);
    await page.getByTestId('cylinder-edit').click();
    await expect(page.getByTestId('cylinder-edit-form')).toBeVisible();
    await screenshot(page, `phone-${language}-detail-edit`);

    await page.goto(`/cylinder/${c.id}?action=charge`);
    await expect(page.getByTestId('log-entry')).toHaveCount(3);
    await noRawKeys(page);
    await expectNoSideScroll(page);
    await screenshot(page, `phone-${language}-mutations`);
    const form = page.getByTestId('log-entry-form');
    await form.locator('[name="weightBefore"]').fill('26');
    await form.locator('[name="weightAfter"]').fill('25');
    await page.getByTestId('log-submit').click();
    await expect(page.getByTestId('weight-gap-dialog')).toBeVisible();
    await noRawKeys(page);
    await viewportShot(page, `phone-${language}-gap-dialog`);
    await page.getByTestId('weight-gap-back').click();

    await page.goto('/qr-print');
    await expect(page.getByTestId('qr-label').first()).toBeVisible();
    await noRawKeys(page);
    await expectNoSideScroll(page);
    await screenshot(page, `phone-${language}-qr-print`);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, `phone-${language}-qr-print-media`);
    await page.emulateMedia({ media: 'screen' });

    await page.goto('/cylinder/999999');
    await expect(page.getByTestId('cylinder-not-found')).toBeVisible();
    await screenshot(page, `phone-${language}-detail-not-found`);
  });
}
