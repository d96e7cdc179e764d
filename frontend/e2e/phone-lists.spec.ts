import { test, expect } from './support/fixtures';
import { uniq } from './support/api';
import { waitForApp } from './support/pages';

/** The registers on a 360 px phone: records on the first screen, whole titles, filters that can be cleared. */
test.describe('lists on a phone (360 px, Dutch)', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('the installations list folds its filters behind one button, as the cylinder list does', async ({
    adminPage: page,
    adminApi,
  }) => {
    const gas = await adminApi.createRefrigerant();
    const customer = await adminApi.post<{ id: number }>('customers', { name: uniq('Klant ') });
    await adminApi.post('installations', {
      customerId: customer.id,
      name: uniq('Koelcel '),
      category: 'REFRIGERATION',
      refrigerantId: gas.id,
      chargeKg: 5,
    });
    await page.goto('/installations');
    await waitForApp(page);
    for (const filter of ['customerId', 'refrigerantId', 'leakCheckStatus', 'status'])
      await expect(page.getByTestId(`filter-${filter}`)).toBeHidden();
    // The first record shows on the first screen.
    await expect(page.getByTestId('installation-row').first()).toBeInViewport();
    await page.getByTestId('filters-toggle').click();
    await expect(page.getByTestId('filter-status')).toBeVisible();
    await expect(page.getByTestId('filters-toggle')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the header shows a whole page title', async ({ adminPage: page }) => {
    for (const [path, title] of [
      ['/', 'Dashboard'],
      ['/cylinders', 'Cilinders'],
      ['/installations', 'Installaties'],
      ['/customers', 'Klanten'],
    ] as const) {
      await page.goto(path);
      await waitForApp(page);
      const header = page.locator('#react-admin-title');
      await expect(header).toHaveText(title);
      // Not cut: the title's text is no wider than the room it has.
      const cut = await header.evaluate((root) =>
        [root, ...root.querySelectorAll('*')].some((el) => el.scrollWidth > el.clientWidth + 1),
      );
      expect(cut, `"${title}" is cut in the header`).toBe(false);
    }
  });

  test('a filter a dashboard link set shows, clears with one tap, and is gone when the menu opens the list', async ({
    adminPage: page,
  }) => {
    // The dashboard's leak-check link: overdue active installations.
    const filter = JSON.stringify({ leakCheckStatus: 'OVERDUE', status: 'ACTIVE' });
    await page.goto(`/installations?filter=${encodeURIComponent(filter)}`);
    await waitForApp(page);
    await expect(page.getByTestId('filter-badge')).toContainText('2');
    await expect(page.getByTestId('filters-clear')).toBeVisible();

    // The menu opens the register as it names it: every installation.
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByTestId('menu-installations').click();
    await expect(page).toHaveURL(/\/installations(\?.*)?$/);
    await expect(page.getByTestId('installation-row').first()).toBeVisible();
    await expect(page.getByTestId('filters-clear')).toHaveCount(0);
    expect(decodeURIComponent(page.url())).not.toContain('OVERDUE');

    // A filter set by a link is cleared with the button, also one no select shows.
    const hidden = JSON.stringify({ leakCheckStatus: 'NEVER_CHECKED', id: [1, 2, 3] });
    await page.goto(`/installations?filter=${encodeURIComponent(hidden)}`);
    await waitForApp(page);
    await page.getByTestId('filters-clear').click();
    await expect(page.getByTestId('filters-clear')).toHaveCount(0);
    await expect(page).not.toHaveURL(/NEVER_CHECKED/);
  });
});
