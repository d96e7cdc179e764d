/**
 * What an auditor and an admin read, in both languages: the gap alert on the detail leads to the flagged
 * entry; the change history speaks the user's language (field names, dates, kilograms, names, types);
 * the sidebar names its two settings pages apart and the admin panel as its page title; one word for the
 * delivery weight on the detail and in the form; one check mark on a success alert.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { signInWithSession } from './support/auth';

const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

const CASES = [
  {
    language: 'nl' as const,
    fields: [
      'Datum en tijd',
      'Mutatietype',
      'Monteur',
      'Gewicht voor',
      'Gewicht na',
      'Verplaatste hoeveelheid',
    ],
    type: 'Vullen: retrofit',
    kg: '28,50 kg',
    delivery: 'Leveringsgewicht',
  },
  {
    language: 'en' as const,
    fields: ['Date and time', 'Mutation type', 'Fitter', 'Weight before', 'Weight after', 'Quantity moved'],
    type: 'Fill-up: retrofit',
    kg: '28.50 kg',
    delivery: 'Delivery weight',
  },
];

const entry = (page: Page, id: number) => page.locator(`[data-testid="log-entry"][data-log-id="${id}"]`);

for (const c of CASES) {
  test(`${c.language}: the gap alert leads to the flagged entry; its change history reads as text`, async ({
    page,
    adminApi,
  }) => {
    await signInWithSession(page, adminApi.session, { language: c.language });
    const cylinder = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
    await adminApi.createLog({
      cylinderId: cylinder.id,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 30,
      weightAfter: 29,
      date: ago(40),
    });
    // 28.5 after 29: a gap of -0.50 kg on this entry
    const flagged = await adminApi.createLog({
      cylinderId: cylinder.id,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 28.5,
      weightAfter: 28,
      date: ago(30),
    });
    expect(flagged.weightGap).toBe(-0.5);
    // newer entries push the flagged one down the history
    for (let i = 0; i < 12; i++)
      await adminApi.createLog({
        cylinderId: cylinder.id,
        mutationType: 'INSPECTION',
        weight: 0,
        date: ago(29 - i),
      });

    await page.goto(`/cylinder/${cylinder.id}`);
    await expect(page.getByTestId('cylinder-detail')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('tab-details').click();
    await expect(page.getByTestId('cylinder-gap-flag')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('delivery-weight').locator('xpath=..')).toContainText(c.delivery);
    await page.getByTestId('cylinder-gap-show').click();

    const target = entry(page, flagged.id);
    await expect(target).toHaveAttribute('data-highlighted', 'true');
    await expect(page.locator('[data-highlighted="true"]')).toHaveCount(1);
    await expect(target).toBeInViewport();
    await expect(target.getByTestId('log-entry-gap')).toBeVisible();

    // The CREATE revision lists every field of the new entry: in words, never as the API spells it.
    await target.getByTestId('log-revisions').click();
    const dialog = page.getByTestId('revisions-dialog');
    await expect(dialog.getByTestId('revision-change').first()).toBeVisible();
    const lines = await dialog.getByTestId('revision-change').allInnerTexts();
    for (const field of c.fields)
      expect(
        lines.some((l) => l.startsWith(`${field}:`)),
        field,
      ).toBe(true);
    const text = lines.join('\n');
    expect(text).toContain(c.type);
    expect(text).toContain(c.kg);
    expect(text).toContain(adminApi.session.user.name);
    expect(text).not.toMatch(/FILLUP_|userId|mutationType|weightBefore|\d{4}-\d\d-\d\dT|\.\d{3}Z/);
    await page.screenshot({ path: `e2e/screenshots/records-history-${c.language}.png` });
  });

  test(`${c.language}: sidebar names apart, admin panel named as in the menu, delivery weight one word`, async ({
    page,
    adminApi,
  }) => {
    await signInWithSession(page, adminApi.session, { language: c.language });
    await page.goto('/admin');
    const menuAdmin = (await page.getByTestId('menu-admin').innerText()).trim();
    const mine = (await page.getByTestId('menu-settings').innerText()).trim();
    const adminSettings = (await page.getByTestId('menu-admin-settings').innerText()).trim();
    expect(mine).not.toBe(adminSettings);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(menuAdmin);

    const cylinder = await adminApi.createCylinder();
    await page.goto(`/cylinder/${cylinder.id}`);
    await expect(page.getByTestId('cylinder-detail')).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('tab-details').click();
    await page.getByTestId('cylinder-edit').click();
    const form = page.getByTestId('cylinder-edit-form');
    // The delivery weight is named above its gross and tare fields (short labels that fit a phone).
    await expect(form.getByTestId('gross-tare-caption')).toContainText(`${c.delivery}:`);
    if (c.language === 'nl') await expect(form).not.toContainText('Afleveringsgewicht');
    await form.locator('[name="location"]').fill('Bus 7');
    await page.getByTestId('cylinder-save').click();
    const updated = page.getByTestId('cylinder-updated');
    await expect(updated).toBeVisible();
    await expect(updated).not.toContainText('✓');
    await expect(updated.locator('svg')).toHaveCount(1);
  });
}
