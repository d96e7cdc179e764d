import { test, expect } from './support/fixtures';
import { expectNoSideScroll, noRawKeys, screenshot, setLanguage, waitForApp } from './support/pages';
import { setPrefs } from './support/auth';

const ADMIN_PAGES = [
  '/cylinders',
  '/admin',
  '/admin/refrigerants',
  '/admin/suppliers',
  '/admin/users',
  '/admin/settings',
  '/settings',
];
const name = (path: string) => path.slice(1).replace(/\//g, '-') || 'dashboard';

test.describe('phone 360x740', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('every page fits 360 px without sideways scrolling; the menu is a drawer', async ({
    adminPage: page,
    adminApi,
  }) => {
    await adminApi.createCylinder({
      location: 'Een heel lange locatienaam in de technische ruimte op het dak',
    });
    for (const path of ADMIN_PAGES) {
      await page.goto(path);
      await waitForApp(page);
      await expectNoSideScroll(page, 360);
      await noRawKeys(page);
      await screenshot(page, `phone-${name(path)}-nl`);
    }
    // The drawer opens from the menu button and navigates.
    await page.goto('/settings');
    await expect(page.getByTestId('menu-cylinders')).toBeHidden();
    await page.getByRole('button', { name: /menu/i }).first().click();
    await expect(page.getByTestId('menu-cylinders')).toBeVisible();
    await page.getByTestId('menu-cylinders').click();
    await expect(page).toHaveURL(/\/cylinders$/);
    await page.getByTestId('add-cylinder').click();
    await expectNoSideScroll(page, 360);
    await noRawKeys(page);
    await screenshot(page, 'phone-cylinder-create-nl');
  });

  test('the sign-in page fits a phone', async ({ page }) => {
    await setPrefs(page, { language: 'nl' });
    await page.goto('/login');
    await expect(page.locator('input[name="email"]')).toBeVisible();
    await expectNoSideScroll(page, 360);
    await screenshot(page, 'phone-login-nl');
  });
});

test('desktop screenshots of every page in both languages', async ({ adminPage: page }) => {
  test.setTimeout(90_000);
  for (const lang of ['nl', 'en'] as const) {
    if (lang === 'en') await setLanguage(page, 'en');
    for (const path of ['/', ...ADMIN_PAGES]) {
      await page.goto(path);
      await waitForApp(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await noRawKeys(page);
      await screenshot(page, `${name(path)}-${lang}`);
    }
  }
});
