import type { Page } from '@playwright/test';
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

/**
 * The header's title fits or ends in an ellipsis: nothing in it is wider than the title itself (a wider box
 * is cut mid-word, without one), and what cuts the text ellipsizes. Answers whether the title was cut.
 */
async function expectTitleFits(page: Page): Promise<boolean> {
  // A page puts its title in the header once it has drawn.
  await expect(page.locator('#react-admin-title')).toHaveText(/\S/);
  const title = await page.evaluate(() => {
    const root = document.getElementById('react-admin-title');
    if (!root) return null;
    const width = root.getBoundingClientRect().width;
    const boxes = [root, ...root.querySelectorAll<HTMLElement>('*')];
    return {
      text: root.textContent ?? '',
      // Inline text is the title's to ellipsize; a box (an inline-block) wider than the title is cut bare.
      wider: boxes
        .filter(
          (el) => getComputedStyle(el).display !== 'inline' && el.getBoundingClientRect().width > width + 0.5,
        )
        .map((el) => el.outerHTML),
      cutWithout: boxes
        .filter(
          (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).textOverflow !== 'ellipsis',
        )
        .map((el) => el.outerHTML),
      cut: boxes.some((el) => el.scrollWidth > el.clientWidth + 1),
    };
  });
  expect(title, 'the header has a title').not.toBeNull();
  expect(title!.wider, `nothing in "${title!.text}" is wider than the title`).toEqual([]);
  expect(title!.cutWithout, `"${title!.text}" is cut only with an ellipsis`).toEqual([]);
  return title!.cut;
}

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
      await expectTitleFits(page);
      await noRawKeys(page);
      await screenshot(page, `phone-${name(path)}-nl`);
    }
    // A title longer than the header has room for ("Opgeslagen op deze telefoon").
    await page.goto('/offline');
    await expect(page.getByTestId('offline-queue-page')).toBeVisible();
    expect(await expectTitleFits(page)).toBe(true);
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
