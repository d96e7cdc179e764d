/**
 * Measuring instruments: an administrator registers one whose calibration has lapsed; a fitter picks it in
 * the mutation form, is warned, saves anyway, and the saved entry carries the overdue flag. Dutch, phone.
 */
import { test, expect } from './support/fixtures';
import { Api, uniq } from './support/api';
import { signInWithSession } from './support/auth';
import { expectNoSideScroll, noRawKeys, screenshot, waitForApp } from './support/pages';

test.describe('instruments on a phone (390 px), in Dutch', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('admin registers an overdue scale; a fitter picks it, is warned, and the saved entry is flagged', async ({
    adminPage: page,
    adminApi,
    browser,
  }) => {
    test.setTimeout(180_000);
    const serial = uniq('WS-');

    // The administrator registers a scale whose calibration ran out at the end of last year.
    await page.goto('/instruments');
    await waitForApp(page);
    await expect(page.getByRole('heading', { name: 'Meetinstrumenten', level: 1 })).toBeVisible();
    await page.getByTestId('add-instrument').click();
    const dialog = page.getByTestId('instrument-dialog');
    await page.getByTestId('instrument-kind').click();
    await page.getByTestId('instrument-kind-SCALE').click();
    await dialog.locator('input[name="serialNumber"]').fill(serial);
    await dialog.locator('input[name="make"]').fill('Refco REF-Scale');
    // A due date before the calibration is refused in the form, in Dutch.
    await dialog.locator('input[name="calibratedOn"]').fill('2025-01-10');
    await dialog.locator('input[name="calibrationDue"]').fill('2025-01-09');
    await page.getByTestId('instrument-submit').click();
    await expect(dialog).toContainText('Mag niet vóór de kalibratiedatum liggen');
    await dialog.locator('input[name="calibrationDue"]').fill('2025-12-31');
    await page.getByTestId('instrument-submit').click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('list-search').fill(serial);
    await expect(page).toHaveURL(/filter=/);
    const row = page.getByTestId('instrument-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('instrument-overdue')).toHaveText('Verlopen');
    await expectNoSideScroll(page, 390);
    await noRawKeys(page);
    const [instrument] = await adminApi.get<{ id: number; serialNumber: string }[]>(
      `instruments?filter=${encodeURIComponent(JSON.stringify({ q: serial }))}`,
    );
    expect(instrument.serialNumber).toBe(serial);

    // A fitter, on their own phone: reads the register (no add, edit or delete) ...
    const fitter = await adminApi.createUser({ role: 'MONTEUR' });
    const fitterApi = await Api.login(fitter.email, fitter.password);
    const cylinder = await adminApi.createCylinder({ deliveryWeight: 25, tareWeight: 12.5 });
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'nl-NL',
    });
    const phone = await context.newPage();
    const pageErrors: string[] = [];
    phone.on('pageerror', (e) => pageErrors.push(e.message));
    await signInWithSession(phone, fitterApi.session);
    await phone.goto('/instruments');
    await waitForApp(phone);
    await expect(phone.getByTestId('instrument-row').first()).toBeVisible();
    await expect(phone.getByTestId('add-instrument')).toHaveCount(0);
    await expect(phone.getByTestId('row-delete')).toHaveCount(0);

    // ... picks the scale in the mutation form and is warned before saving ...
    await phone.goto(`/cylinder/${cylinder.id}?action=charge`);
    const form = phone.getByTestId('log-entry-form');
    await expect(form).toBeVisible({ timeout: 15_000 });
    await expect(phone.getByTestId('instrument-overdue-warning')).toHaveCount(0);
    await phone.getByTestId('log-instrument').click();
    await phone.getByTestId(`instrument-option-${instrument.id}`).click();
    const warning = phone.getByTestId('instrument-overdue-warning');
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('Kalibratie verlopen (geldig tot 31-12-2025)');
    await expectNoSideScroll(phone, 390);
    await noRawKeys(phone);
    await screenshot(phone, 'instrument-overdue-warning-nl-phone');

    // ... saves anyway: the entry is stored, and flagged.
    await form.locator('[name="weightBefore"]').fill('25');
    await form.locator('[name="weightAfter"]').fill('24');
    await phone.getByTestId('log-submit').click();
    const entry = phone.getByTestId('log-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('record-instrument-overdue')).toHaveText(
      `Instrument ${serial}: kalibratie verlopen`,
    );
    const [saved] = await fitterApi.get<{ instrumentId: number; instrumentOverdue: boolean }[]>(
      `logs?filter=${encodeURIComponent(JSON.stringify({ cylinderId: cylinder.id }))}`,
    );
    expect(saved).toMatchObject({ instrumentId: instrument.id, instrumentOverdue: true });
    // The form is ready for the next entry, without the instrument or its warning.
    await expect(phone.getByTestId('instrument-overdue-warning')).toHaveCount(0);

    // Once used, the administrator cannot delete it: the row says why.
    await page.reload();
    await expect(row.getByTestId('row-delete')).toBeDisabled();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});

test('in English, the leak-check form warns from the day after the due date, and the saved check is flagged', async ({
  page,
  adminApi,
}) => {
  const gas = await adminApi.createRefrigerant({ name: uniq('R-'), type: 'HFC', gwp: 1430 });
  const customer = await adminApi.post<{ id: number }>('customers', { name: uniq('Bakery ') });
  const installation = await adminApi.post<{ id: number }>('installations', {
    customerId: customer.id,
    refrigerantId: gas.id,
    name: uniq('Cold room '),
    chargeKg: 12,
  });
  const detector = await adminApi.post<{ id: number; serialNumber: string }>('instruments', {
    kind: 'LEAK_DETECTOR',
    serialNumber: uniq('LD-'),
    calibratedOn: '2024-06-30',
    calibrationDue: '2025-06-30',
  });
  await signInWithSession(page, adminApi.session, { language: 'en' });
  await page.goto(`/installations/${installation.id}`);
  await waitForApp(page);
  await page.getByTestId('tab-leakChecks').click();
  await page.getByTestId('add-leak-check').click();
  const dialog = page.getByTestId('leak-check-dialog');
  await dialog.locator('input[name="checkedOn"]').fill('2025-06-30');
  await page.getByTestId('leak-check-instrument').click();
  await page.getByTestId(`instrument-option-${detector.id}`).click();
  // On the due date itself the calibration still holds ...
  await expect(page.getByTestId('instrument-overdue-warning')).toHaveCount(0);
  // ... the day after it is overdue.
  await dialog.locator('input[name="checkedOn"]').fill('2025-07-01');
  await expect(page.getByTestId('instrument-overdue-warning')).toHaveText(
    'Calibration overdue (valid until 30-06-2025). You can still save; the record will be flagged.',
  );
  await noRawKeys(page);
  await page.getByTestId('leak-check-submit').click();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('leak-check-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('record-instrument-overdue')).toHaveText(
    `Instrument ${detector.serialNumber}: calibration overdue`,
  );
});
