/** Cylinder detail: an admin explains a weight gap; the dashboard banner then no longer counts the cylinder. */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { Api, baseUrl } from './support/api';
import { signInWithSession } from './support/auth';

interface Stats {
  weightGapCount: number;
  weightGapCylinderIds: number[];
}

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const entry = (page: Page, id: number) => page.locator(`[data-testid="log-entry"][data-log-id="${id}"]`);

async function openLogEntries(page: Page, id: number) {
  // ?action= opens the log entries tab itself; wait for the app's own signal that this cylinder has loaded
  // (under load that can take longer than a click's timeout) instead of clicking the tab at a guess.
  await page.goto(`/cylinder/${id}?action=cylinder-info`);
  await expect(page.locator(`[data-testid="cylinder-detail"][data-cylinder-id="${id}"]`)).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('tab-logs')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('log-history')).toBeVisible({ timeout: 15_000 });
}

/** The dashboard shows the server's count (other suites may add gaps meanwhile: compare with the API each try). */
async function expectBannerFollowsServer(page: Page, api: Api, cylinderId: number, flagged: boolean) {
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByTestId('dashboard-stats')).toBeVisible();
    const stats = await api.get<Stats>('stats/dashboard');
    expect(stats.weightGapCylinderIds.includes(cylinderId)).toBe(flagged);
    if (stats.weightGapCount === 0) {
      await expect(page.getByTestId('weight-gap-banner')).toHaveCount(0, { timeout: 500 });
      return;
    }
    await expect(page.getByTestId('weight-gap-count')).toHaveAttribute(
      'data-count',
      String(stats.weightGapCount),
      { timeout: 500 },
    );
  }).toPass({ timeout: 20_000 });
  if ((await page.getByTestId('weight-gap-banner').count()) === 0) return;
  await page.getByTestId('weight-gap-details').click();
  await expect(page.getByTestId('weight-gap-list').locator(`a[href="/cylinder/${cylinderId}"]`)).toHaveCount(
    flagged ? 1 : 0,
  );
}

test('an admin explains both gaps of a cylinder; the dashboard stops counting it; a MONTEUR only reads', async ({
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
    date: ago(90),
  });
  // two entries with a gap: 28.5 after 29 (-0,50), then 28.3 after 28 (+0,30)
  const first = await adminApi.createLog({
    cylinderId: c.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 28.5,
    weightAfter: 28,
    date: ago(60),
  });
  const second = await adminApi.createLog({
    cylinderId: c.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 28.3,
    weightAfter: 27.5,
    date: ago(30),
  });
  expect(first.weightGap).toBe(-0.5);
  expect(second.weightGap).toBe(0.3);
  await expectBannerFollowsServer(page, adminApi, c.id, true);

  await openLogEntries(page, c.id);
  await expect(entry(page, first.id).getByTestId('log-entry-gap')).toHaveText('Gewichtsverschil -0,50 kg');
  await expect(entry(page, second.id).getByTestId('log-entry-gap')).toHaveText('Gewichtsverschil +0,30 kg');
  await expect(page.getByTestId('log-explain-gap')).toHaveCount(2);

  // the dialog checks the text (translated), Cancel changes nothing
  await entry(page, first.id).getByTestId('log-explain-gap').click();
  const dialog = page.getByTestId('gap-explain-dialog');
  await expect(dialog).toContainText('Gewichtsverschil verklaren');
  await expect(dialog).toContainText('-0,50 kg');
  await dialog.getByTestId('gap-explain-save').click();
  await expect(dialog).toContainText('Vul een verklaring in.');
  await dialog.getByTestId('gap-explain-text').fill('  ab ');
  await dialog.getByTestId('gap-explain-save').click();
  await expect(dialog).toContainText('De verklaring moet minstens 3 tekens hebben.');
  await dialog.getByTestId('gap-explain-cancel').click();
  await expect(dialog).toBeHidden();
  expect((await adminApi.get<{ gapExplanation: unknown }>(`logs/${first.id}`)).gapExplanation).toBeNull();

  // explain the first gap: shown with who and when; the cylinder still has the second gap
  await entry(page, first.id).getByTestId('log-explain-gap').click();
  await dialog.getByTestId('gap-explain-text').fill('Gewogen op de weegschaal in de bus');
  await dialog.getByTestId('gap-explain-save').click();
  await expect(dialog).toBeHidden();
  const explained = entry(page, first.id).getByTestId('log-entry-gap-explanation');
  await expect(explained).toContainText('Gewogen op de weegschaal in de bus');
  await expect(explained).toContainText(`Verklaard door ${adminApi.session.user.name}`);
  await expect(entry(page, first.id).getByTestId('log-entry-gap')).toHaveAttribute('data-explained', 'true');
  await expect(entry(page, first.id).getByTestId('log-explain-gap')).toHaveCount(0);
  await expect(page.getByTestId('log-explain-gap')).toHaveCount(1);
  expect((await adminApi.get<{ hasWeightGap: boolean }>(`cylinders/${c.id}`)).hasWeightGap).toBe(true);

  // the change history shows the step
  await entry(page, first.id).getByTestId('log-revisions').click();
  await expect(page.getByTestId('revision')).toHaveCount(2);
  await expect(page.getByTestId('revision').nth(1)).toContainText('Gewichtsverschil verklaard');
  await page.getByTestId('revisions-dialog').getByRole('button', { name: 'Sluiten' }).click();

  // explain the second gap: the cylinder no longer counts
  await entry(page, second.id).getByTestId('log-explain-gap').click();
  await dialog.getByTestId('gap-explain-text').fill('Restant in de slang');
  await dialog.getByTestId('gap-explain-save').click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('log-explain-gap')).toHaveCount(0);
  expect((await adminApi.get<{ hasWeightGap: boolean }>(`cylinders/${c.id}`)).hasWeightGap).toBe(false);
  await expectBannerFollowsServer(page, adminApi, c.id, false);

  // a MONTEUR sees the explanations but no Explain button
  const fitter = await adminApi.createUser({ role: 'MONTEUR' });
  const fitterApi = await Api.login(fitter.email, fitter.password);
  await adminApi.createLog({
    cylinderId: c.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 27,
    weightAfter: 26.5,
  });
  const context = await browser.newContext({ baseURL: baseUrl(), locale: 'nl-NL' });
  const fitterPage = await context.newPage();
  await signInWithSession(fitterPage, fitterApi.session);
  await openLogEntries(fitterPage, c.id);
  await expect(fitterPage.getByTestId('log-entry')).toHaveCount(4);
  await expect(fitterPage.getByTestId('log-entry-gap')).toHaveCount(3);
  await expect(fitterPage.getByTestId('log-entry-gap-explanation')).toHaveCount(2);
  await expect(fitterPage.getByTestId('log-explain-gap')).toHaveCount(0);
  await context.close();
});
