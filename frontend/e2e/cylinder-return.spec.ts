import { test, expect } from './support/fixtures';
import { uniq } from './support/api';
import { signInWithSession } from './support/auth';
import { expectNoSideScroll, noRawKeys, screenshot, waitForApp } from './support/pages';

/** YYYY-MM-DD, `days` from today (the server's calendar is Europe/Amsterdam; close enough off midnight). */
function day(days = 0): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const listUrl = (filter: Record<string, string>) =>
  `/cylinders?filter=${encodeURIComponent(JSON.stringify(filter))}`;

test.describe('cylinder life in the list and the return to the supplier', () => {
  test('rental chips show the traffic light and filter the list', async ({ adminPage: page, adminApi }) => {
    const prefix = uniq('RT-');
    const rented = (suffix: string, rentalFreeUntil: string) =>
      adminApi.createCylinder({ serialNumber: `${prefix}-${suffix}`, ownership: 'HUUR', rentalFreeUntil });
    await rented('RED', day(-3));
    await rented('AMBER', day(10));
    await rented('GREEN', day(60));
    await adminApi.createCylinder({ serialNumber: `${prefix}-OWN`, retestDue: day(-1) });

    await page.goto(listUrl({ q: prefix }));
    await waitForApp(page);
    await expect(page.getByTestId('cylinder-row')).toHaveCount(4);
    for (const [status, colour, label] of [
      ['RED', 'Error', 'Huur verschuldigd'],
      ['AMBER', 'Warning', 'Huurvrije periode loopt af'],
      ['GREEN', 'Success', 'Huurvrij'],
    ] as const) {
      const chip = page.locator(`[data-serial="${prefix}-${status}"]`).getByTestId('rental-chip');
      await expect(chip).toHaveAttribute('data-status', status);
      await expect(chip).toHaveClass(new RegExp(`MuiChip-color${colour}`));
      await expect(chip).toHaveText(label);
    }
    const owned = page.locator(`[data-serial="${prefix}-OWN"]`);
    await expect(owned.getByTestId('rental-chip')).toHaveCount(0);
    await expect(owned.getByTestId('retest-chip')).toHaveText('Herkeuring verlopen');
    await screenshot(page, 'cylinder-rental-chips-desktop-nl');

    // The filters: red rentals only, then overdue retests only.
    await page.getByTestId('filters-toggle').click();
    // A click that lands while the filter panel is still opening can focus the select without opening it.
    await expect(async () => {
      await page.getByTestId('select-filter-rentalStatus').click();
      await expect(page.getByRole('option', { name: 'Huur verschuldigd' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await page.getByRole('option', { name: 'Huur verschuldigd' }).click();
    await expect(page.getByTestId('cylinder-row')).toHaveCount(1);
    await expect(page.getByTestId('cylinder-row')).toHaveAttribute('data-serial', `${prefix}-RED`);
    await page.goto(listUrl({ q: prefix, retestStatus: 'OVERDUE' }));
    await expect(page.getByTestId('cylinder-row')).toHaveCount(1);
    await expect(page.getByTestId('cylinder-row')).toHaveAttribute('data-serial', `${prefix}-OWN`);
    await noRawKeys(page);
  });

  test('the return dialog shows the below-tare refusal translated, then returns the cylinder', async ({
    adminPage: page,
    adminApi,
  }) => {
    const cylinder = await adminApi.createCylinder({
      ownership: 'HUUR',
      rentalFreeUntil: day(-3),
      deliveryWeight: 25,
      tareWeight: 12.5,
      receivedOn: day(-40),
      deliveryReference: 'PB-4711',
    });
    await page.goto(`/cylinder/${cylinder.id}`);
    await waitForApp(page);
    await page.getByTestId('tab-details').click();
    await expect(page.getByTestId('delivery-reference')).toHaveText('PB-4711');
    await expect(page.getByTestId('rental-free-until').getByTestId('rental-chip')).toHaveAttribute(
      'data-status',
      'RED',
    );

    // The edit form carries the life fields: a retest date set there shows with its chip.
    await page.getByTestId('cylinder-edit').click();
    const form = page.getByTestId('cylinder-edit-form');
    await expect(form.locator('input[name="rentalFreeUntil"]')).toHaveValue(day(-3));
    await form.locator('input[name="retestDue"]').fill(day(20));
    await screenshot(page, 'cylinder-edit-life-desktop-nl');
    await page.getByTestId('cylinder-save').click();
    await expect(page.getByTestId('retest-due').getByTestId('retest-chip')).toHaveText(
      'Herkeuring binnenkort',
    );

    await page.getByTestId('cylinder-return').click();
    const dialog = page.getByTestId('return-dialog');
    await expect(dialog).toBeVisible();
    await dialog.locator('input[name="weightAtReturn"]').fill('10');
    await page.getByTestId('return-submit').click();
    await expect(dialog.getByTestId('error-banner')).toContainText(
      'Het gewicht bij retour mag niet lager zijn dan het tarragewicht.',
    );
    await screenshot(page, 'cylinder-return-error-desktop-nl');

    await dialog.locator('input[name="weightAtReturn"]').fill('13,2');
    await expect(dialog.getByTestId('return-content')).toContainText('0,70 kg');
    await dialog.locator('input[name="returnReference"]').fill('RT-88');
    await page.getByTestId('return-submit').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('cylinder-returned')).toContainText('13,20 kg');
    await expect(page.getByTestId('cylinder-returned')).toContainText('RT-88');
    await expect(page.getByTestId('status-badge').first()).toHaveAttribute('data-status', 'INACTIVE');
    await expect(page.getByTestId('returned-chip').first()).toBeVisible();
    await expect(page.getByTestId('cylinder-return')).toHaveCount(0);
    // No longer a rental to watch.
    await expect(page.getByTestId('rental-chip')).toHaveCount(0);
    const stored = await adminApi.get<Record<string, unknown>>(`cylinders/${cylinder.id}`);
    expect(stored).toMatchObject({ returnedOn: day(), weightAtReturn: 13.2, returnReference: 'RT-88' });
    await noRawKeys(page);
    await screenshot(page, 'cylinder-returned-desktop-nl');
  });

  test.describe('on a phone, in Dutch', () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    for (const dark of [false, true]) {
      test(`detail, return dialog and dashboard card fit the width (${dark ? 'dark' : 'light'})`, async ({
        page,
        adminApi,
      }) => {
        const cylinder = await adminApi.createCylinder({
          ownership: 'HUUR',
          rentalFreeUntil: day(5),
          rentalReturnBy: day(30),
          retestDue: day(20),
        });
        await signInWithSession(page, adminApi.session, { language: 'nl', dark });
        const theme = dark ? 'dark' : 'light';
        await page.goto(`/cylinder/${cylinder.id}`);
        await waitForApp(page);
        await page.getByTestId('tab-details').click();
        await expect(page.getByTestId('cylinder-life')).toContainText('Ontvangst, huur en herkeuring');
        await expect(page.getByTestId('retest-due').getByTestId('retest-chip')).toHaveText(
          'Herkeuring binnenkort',
        );
        await expectNoSideScroll(page, 390);
        await noRawKeys(page);
        await screenshot(page, `cylinder-life-phone-${theme}-nl`);

        await page.getByTestId('cylinder-return').click();
        await expect(page.getByTestId('return-dialog')).toBeVisible();
        await expectNoSideScroll(page, 390);
        await screenshot(page, `cylinder-return-dialog-phone-${theme}-nl`);
        await page.keyboard.press('Escape');

        await page.goto('/');
        await expect(page.getByTestId('compliance-card')).toBeVisible();
        await expect(page.getByTestId('compliance-rentals-amber-count')).not.toHaveText('0');
        await expectNoSideScroll(page, 390);
        await noRawKeys(page);
        await screenshot(page, `dashboard-compliance-phone-${theme}-nl`);
        await page.getByTestId('compliance-rentals-amber-link').click();
        await expect(page).toHaveURL(/\/cylinders\?.*rentalStatus/);
        await expect(page.locator(`[data-serial="${cylinder.serialNumber}"]`)).toBeVisible();
      });
    }
  });
});
