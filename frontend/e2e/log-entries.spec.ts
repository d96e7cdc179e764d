/** Cylinder detail: mutation form with live difference, weight-gap warning, admin corrections, MONTEUR view. */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, baseUrl } from './support/api';
import { signInWithSession } from './support/auth';

const nlKg = (kg: number) =>
  `${new Intl.NumberFormat('nl-NL', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kg)} kg`;

async function openLogEntries(page: Page, id: number, action = 'charge') {
  await page.goto(`/cylinder/${id}?action=${action}`);
  await expect(page.getByTestId('log-entry-form')).toBeVisible({ timeout: 15_000 });
}

const form = (page: Page) => page.getByTestId('log-entry-form');
const field = (page: Page, name: string) => form(page).locator(`[name="${name}"]`);

test('a fill-up with the live difference saves and lowers the current weight', async ({
  adminPage: page,
  adminApi,
}) => {
  const c = await adminApi.createCylinder({ deliveryWeight: 25, tareWeight: 12.5 });
  await openLogEntries(page, c.id);
  await expect(page.getByTestId('log-history-empty')).toHaveText('Nog geen mutaties.');
  // the signed-in user is preselected as the fitter
  await expect(field(page, 'userId')).toHaveValue(String(adminApi.session.user.id));
  await field(page, 'workOrder').fill('WO-4711');
  await field(page, 'weightBefore').fill('25');
  await field(page, 'weightAfter').fill('22.7');
  await expect(field(page, 'weight')).toHaveValue('2,3');
  await field(page, 'note').fill('Dakunit blok B');
  await page.getByTestId('log-submit').click();

  await expect(page.getByTestId('log-entry')).toHaveCount(1);
  const entry = page.getByTestId('log-entry').first();
  await expect(entry.getByTestId('log-entry-type')).toHaveText('Vullen: retrofit');
  await expect(entry.getByTestId('log-entry-weight')).toHaveText(`-${nlKg(2.3)}`);
  await expect(entry).toContainText('WO-4711');
  await expect(entry).toContainText('Dakunit blok B');
  // the form reset, with "weight before" taken from this entry's "weight after" for the next reading
  await expect(field(page, 'weightBefore')).toHaveValue('22,7');
  await expect(field(page, 'weight')).toHaveValue('');

  const fresh = await adminApi.get<{ currentWeight: number; totalFilled: number }>(`cylinders/${c.id}`);
  expect(fresh.currentWeight).toBe(12.5 - 2.3);
  await page.getByTestId('tab-details').click();
  await expect(page.getByTestId('current-weight')).toHaveText(nlKg(10.2));
  await expect(page.getByTestId('total-filled')).toHaveText(`-${nlKg(2.3)}`);
  await expect(page.getByTestId('content-chart')).toHaveAttribute('data-points', '12.5,10.2');

  // history search (case-insensitive over type, work order, note, user)
  await page.getByTestId('tab-logs').click();
  await page.getByTestId('log-search').fill('dakunit');
  await expect(page.getByTestId('log-entry')).toHaveCount(1);
  await page.getByTestId('log-search').fill('nothing-like-this');
  await expect(page.getByTestId('log-history-empty')).toHaveText(
    'Geen mutaties gevonden voor deze zoekopdracht.',
  );
});

test('the client mirrors the weight rules in the user language', async ({ adminPage: page, adminApi }) => {
  const c = await adminApi.createCylinder();
  await openLogEntries(page, c.id);
  await field(page, 'weightBefore').fill('20');
  await field(page, 'weightAfter').fill('21');
  await page.getByTestId('log-submit').click();
  await expect(page.getByTestId('log-form-error')).toHaveText(
    'Na het vullen kan de cilinder niet zwaarder zijn dan ervoor.',
  );
  await expect(page.getByTestId('log-entry')).toHaveCount(0);
});

test('the weight-gap dialog appears at 0.06 kg and not at 0.05 kg', async ({ adminPage: page, adminApi }) => {
  const c = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  await adminApi.createLog({
    cylinderId: c.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 28,
  });
  await openLogEntries(page, c.id);

  // 0.05 kg off: saves without a warning
  await field(page, 'weightBefore').fill('28.05');
  await field(page, 'weightAfter').fill('27');
  await page.getByTestId('log-submit').click();
  await expect(page.getByTestId('log-entry')).toHaveCount(2);
  await expect(page.getByTestId('weight-gap-dialog')).toHaveCount(0);

  // 0.06 kg off: the warning, back to the form, then save anyway
  await field(page, 'weightBefore').fill('27.06');
  await field(page, 'weightAfter').fill('26');
  await page.getByTestId('log-submit').click();
  const dialog = page.getByTestId('weight-gap-dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Gewichtswaarschuwing');
  await expect(dialog).toContainText("'Gewicht voor' (27,06 kg)");
  await expect(dialog).toContainText("'Gewicht na' van de vorige mutatie (27,00 kg)");
  await expect(page.getByTestId('weight-gap-difference')).toHaveText('Verschil: +0,06 kg');
  await expect(dialog).toContainText('weegfout of een mogelijk lek');
  await page.getByTestId('weight-gap-back').click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'weightBefore')).toHaveValue('27.06');
  await page.getByTestId('log-submit').click();
  await page.getByTestId('weight-gap-save').click();
  await expect(page.getByTestId('log-entry')).toHaveCount(3);
  await expect(page.getByTestId('log-entry').first().getByTestId('log-entry-gap')).toHaveText(
    'Gewichtsverschil +0,06 kg',
  );
  const logs = (await adminApi.get<{ logs: { weightGap: number | null }[] }>(`cylinders/${c.id}`)).logs;
  expect(logs.map((l) => l.weightGap)).toEqual([0.06, null, null]);
});

test('an admin corrects and deletes an entry; a MONTEUR sees neither button', async ({
  adminPage: page,
  adminApi,
  browser,
}) => {
  const c = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  await adminApi.createLog({
    cylinderId: c.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 29,
    workOrder: 'WO-1',
  });
  await adminApi.createLog({ cylinderId: c.id, mutationType: 'INSPECTION', note: 'Visueel ok' });
  await openLogEntries(page, c.id, 'cylinder-info');

  // correct the fill-up: 30 -> 28.5 (1.5 kg)
  const fillup = page.getByTestId('log-entry').filter({ hasText: 'WO-1' });
  await fillup.getByTestId('log-edit').click();
  await expect(form(page)).toHaveAttribute('data-mode', 'edit');
  // The page scrolls smoothly to the form at the top: wait for the scroll to end, not its first frame.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(field(page, 'weightAfter')).toHaveValue('29');
  await field(page, 'weightAfter').fill('28.5');
  await expect(field(page, 'weight')).toHaveValue('1,5');
  await field(page, 'reason').fill('Afleesfout');
  await page.getByTestId('log-submit').click();
  await expect(form(page)).toHaveAttribute('data-mode', 'add');
  await expect(fillup.getByTestId('log-entry-weight')).toHaveText(`-${nlKg(1.5)}`);
  await expect(fillup).toContainText('gecorrigeerd');
  await fillup.getByTestId('log-revisions').click();
  await expect(page.getByTestId('revisions-dialog').getByTestId('revision')).not.toHaveCount(0);
  await expect(page.getByTestId('revisions-dialog')).toContainText('Afleesfout');
  await page.getByTestId('revisions-dialog').getByRole('button').last().click();

  // delete the inspection after confirming
  const inspection = page.getByTestId('log-entry').filter({ hasText: 'Visueel ok' });
  await inspection.getByTestId('log-delete').click();
  await expect(page.getByText('Weet je zeker dat je deze mutatie wilt verwijderen?')).toBeVisible();
  await page.getByRole('button', { name: 'Verwijderen' }).last().click();
  await expect(page.getByTestId('log-entry')).toHaveCount(1);
  const fresh = await adminApi.get<{ currentWeight: number; logs: unknown[] }>(`cylinders/${c.id}`);
  expect(fresh.logs).toHaveLength(1);
  expect(fresh.currentWeight).toBe(18.5);

  // a MONTEUR sees the history but no edit / delete / history buttons
  const fitter = await adminApi.createUser({ role: 'MONTEUR' });
  const fitterApi = await Api.login(fitter.email, fitter.password);
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'nl-NL' });
  const fitterPage = await context.newPage();
  await signInWithSession(fitterPage, fitterApi.session);
  await openLogEntries(fitterPage, c.id, 'cylinder-info');
  await expect(fitterPage.getByTestId('log-entry')).toHaveCount(1);
  await expect(fitterPage.getByTestId('log-edit')).toHaveCount(0);
  await expect(fitterPage.getByTestId('log-delete')).toHaveCount(0);
  await expect(fitterPage.getByTestId('log-revisions')).toHaveCount(0);
  await context.close();
});

test('editing a cylinder saves with its version; a stale version gets the translated conflict', async ({
  adminPage: page,
  adminApi,
}) => {
  const c = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  await page.goto(`/cylinder/${c.id}`);
  await page.getByTestId('tab-details').click();
  await page.getByTestId('cylinder-edit').click();
  const editForm = page.getByTestId('cylinder-edit-form');
  await editForm.locator('[name="location"]').fill('Bus 12');
  await page.getByTestId('cylinder-save').click();
  // One check mark: the alert's own success icon, none in the text.
  await expect(page.getByTestId('cylinder-updated')).toHaveText('Cilinder bijgewerkt');
  await expect(page.getByTestId('cylinder-updated').locator('svg')).toHaveCount(1);
  await expect(page.getByTestId('cylinder-detail')).toContainText('Bus 12');
  expect((await adminApi.get<{ location: string }>(`cylinders/${c.id}`)).location).toBe('Bus 12');

  // someone else saves in between: our save is refused with 409 STALE_VERSION, shown in Dutch
  await page.getByTestId('cylinder-edit').click();
  const fresh = await adminApi.get<Record<string, unknown>>(`cylinders/${c.id}`);
  await adminApi.put(`cylinders/${c.id}`, {
    serialNumber: fresh.serialNumber,
    gasType: fresh.gasType,
    deliveryWeight: fresh.deliveryWeight,
    tareWeight: fresh.tareWeight,
    location: 'Elders',
    version: fresh.version,
  });
  await editForm.locator('[name="location"]').fill('Bus 13');
  await page.getByTestId('cylinder-save').click();
  await expect(page.getByTestId('cylinder-edit-error')).toHaveText(
    'Iemand anders heeft dit intussen gewijzigd. Herlaad en probeer opnieuw.',
  );
});
