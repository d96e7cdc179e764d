import { test, expect } from './support/fixtures';
import { setLanguage, waitForApp } from './support/pages';

test('the language switch changes every label and is remembered', async ({ adminPage: page }) => {
  await page.goto('/admin/suppliers');
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: 'Leveranciers', level: 1 })).toBeVisible();
  await expect(page.getByTestId('menu-cylinders')).toContainText('Cilinders');
  await expect(page.getByText('Totaal leveranciers')).toBeVisible();

  await setLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Suppliers', level: 1 })).toBeVisible();
  await expect(page.getByTestId('menu-cylinders')).toContainText('Cylinders');
  await expect(page.getByText('Total Suppliers')).toBeVisible();
  await expect(page.getByText('Supplier Directory')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Suppliers', level: 1 })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(page.getByTestId('role-badge').first()).toHaveText(/Admin|Fitter/);

  await setLanguage(page, 'nl');
  await expect(page.getByRole('heading', { name: 'Gebruikersbeheer', level: 1 })).toBeVisible();
});

test('dark mode toggles the theme, the html class and localStorage, and survives a reload', async ({
  adminPage: page,
}) => {
  await page.goto('/settings');
  await waitForApp(page);
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  const bodyBg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBg = await bodyBg();
  const toggle = page.locator('header').getByTestId('theme-toggle');
  await expect(toggle).toHaveAttribute('aria-label', 'Naar donkere modus');
  await toggle.click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  await expect.poll(bodyBg).not.toBe(lightBg);
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  await expect(page.locator('header').getByTestId('theme-toggle')).toHaveAttribute(
    'aria-label',
    'Naar lichte modus',
  );
  // The settings page switch does the same.
  await page.getByTestId('settings-theme-light').click();
  await expect(html).not.toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
});

test('profile: name change and password change with the current password', async ({ page, adminApi }) => {
  const user = await adminApi.createUser({ role: 'MONTEUR', name: 'Paul Profiel' });
  const { Api } = await import('./support/api');
  const { signInWithSession } = await import('./support/auth');
  const session = (await Api.login(user.email, user.password)).session;
  await signInWithSession(page, session);
  await page.goto('/settings');
  await page.locator('input[name="name"]').fill('Paula Profiel');
  await page.locator('input[name="newPassword"]').fill('Nieuw-wachtwoord-1');
  await page.getByTestId('profile-save').click();
  await expect(page.getByTestId('error-banner')).toContainText(/huidige wachtwoord/i);
  await page.locator('input[name="currentPassword"]').fill(user.password);
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Profiel opgeslagen')).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
  expect(stored.name).toBe('Paula Profiel');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBe(session.token);
  await Api.login(user.email, 'Nieuw-wachtwoord-1');
});
