/**
 * Dark mode on the main pages (dashboard, cylinder list, detail, refrigerants, users), both languages, at
 * desktop and phone width: screenshots into e2e/screenshots/dark-<width>-<page>-<lang>.png (look at them),
 * plus checks that no card or paper stays white on the dark background and no message key shows.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { signInWithSession } from './support/auth';
import { expectNoSideScroll, noRawKeys, screenshot, waitForApp } from './support/pages';

const WIDTHS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 740 } } as const;

/** Surfaces (cards, papers, table heads, dialogs) whose background is light in dark mode. */
async function lightSurfaces(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lum = (c: string) => {
      const m = c.match(/[\d.]+/g);
      if (!m) return 0;
      const alpha = m.length === 4 ? Number(m[3]) : 1;
      const [r, g, b] = m.slice(0, 3).map((v) => Number(v) / 255);
      // A translucent tint over the dark page is about as light as its colour times its opacity.
      return (0.2126 * r + 0.7152 * g + 0.0722 * b) * alpha;
    };
    const found: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(
      '.MuiPaper-root, .MuiCard-root, .MuiTableCell-root, .MuiAlert-root, .MuiChip-root, main, body',
    )) {
      // QR labels are black on white on purpose.
      if (el.closest('[data-qr-value], .qr-print-card')) continue;
      const bg = getComputedStyle(el).backgroundColor;
      if (lum(bg) > 0.6) found.push(`${el.className.toString().slice(0, 60)} ${bg}`);
    }
    return found;
  });
}

for (const [widthName, viewport] of Object.entries(WIDTHS)) {
  for (const language of ['nl', 'en'] as const) {
    test.describe(`dark ${widthName} ${language}`, () => {
      test.use({ viewport });

      test(`main pages are readable in dark mode (${widthName}, ${language})`, async ({ page, adminApi }) => {
        test.setTimeout(60_000);
        const ref = await adminApi.createRefrigerant({ gwp: 2088 });
        const c = await adminApi.createCylinder({
          gasType: ref.name,
          refrigerantId: ref.id,
          deliveryWeight: 30,
          tareWeight: 10,
          location: 'Magazijn A',
        });
        await adminApi.createLog({
          cylinderId: c.id,
          mutationType: 'FILLUP_RETROFIT',
          weightBefore: 30,
          weightAfter: 26,
          workOrder: 'WO-1',
        });
        await signInWithSession(page, adminApi.session, { language, dark: true });
        const pages: Array<[string, string]> = [
          ['dashboard', '/'],
          ['cylinders', '/cylinders'],
          ['detail', `/cylinder/${c.id}`],
          ['admin-refrigerants', '/admin/refrigerants'],
          ['admin-users', '/admin/users'],
        ];
        for (const [name, path] of pages) {
          await page.goto(path);
          await waitForApp(page);
          await expect(page.locator('html')).toHaveClass(/dark/);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          if (name === 'detail') await expect(page.getByTestId('cylinder-serial')).toBeVisible();
          // Check the page with its data: a check before the rows arrive would pass vacuously.
          await page.waitForLoadState('networkidle');
          if (path.includes('users')) await expect(page.getByTestId('role-badge').first()).toBeVisible();
          await noRawKeys(page);
          if (widthName === 'phone') await expectNoSideScroll(page, 360);
          expect(await lightSurfaces(page), `light surfaces on ${path}`).toEqual([]);
          await screenshot(page, `dark-${widthName}-${name}-${language}`);
          if (name === 'detail') {
            await page.getByTestId('tab-logs').click();
            await expect(page.getByTestId('log-entry')).toHaveCount(1);
            expect(await lightSurfaces(page), `light surfaces on ${path} (mutations)`).toEqual([]);
            await screenshot(page, `dark-${widthName}-detail-mutations-${language}`);
          }
        }
      });
    });
  }
}
