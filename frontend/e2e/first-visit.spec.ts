import { test, expect } from './support/fixtures';
import { ADMIN } from './support/accounts';
import { screenshot, setLanguage } from './support/pages';
import { setPrefs } from './support/auth';

test.describe('first visit', () => {
  test('an anonymous visitor sees a usable sign-in at once, registers and becomes admin', async ({
    page,
  }) => {
    await setPrefs(page, { language: 'nl', dark: false });
    // Every client-side route change is recorded: a logout bounce (react-admin#10764) would leave /login.
    await page.addInitScript(() => {
      const w = window as unknown as { __paths: string[] };
      w.__paths = [];
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History['pushState']>) => {
          original(...args);
          w.__paths.push(location.pathname);
        };
      }
    });
    await page.goto('/cylinders');
    // The page asked for rides along and opens after signing in.
    await expect(page).toHaveURL(/\/login\?next=%2Fcylinders$/);
    const email = page.locator('input[name="email"]');
    await expect(email).toBeEditable();
    await page.waitForTimeout(800);
    const paths = await page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
    expect(
      paths.filter((p) => p !== '/login'),
      'sign-in usable at once: the app never bounced away from /login',
    ).toEqual([]);
    await expect(page).toHaveURL(/\/login\?next=%2Fcylinders$/);
    await expect(page.getByRole('heading', { name: 'Welkom terug' })).toBeVisible();
    await expect(page.getByTestId('logo-light')).toBeVisible();
    await screenshot(page, 'login-nl');

    // Theme toggle with the seed's tooltips, dark logo.
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('aria-label', 'Naar donkere modus');
    await toggle.click();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await expect(page.getByTestId('logo-dark')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-label', 'Naar lichte modus');
    await screenshot(page, 'login-dark-nl');
    await toggle.click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);

    await setLanguage(page, 'en');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('aria-label', 'Switch to Dark Mode');
    await screenshot(page, 'login-en');

    // Wrong credentials: a translated error above the button; cleared on the next submit.
    await email.fill('nobody@e2e.test');
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await expect(page.getByTestId('login-error')).not.toBeEmpty();
    await setLanguage(page, 'nl');

    // Register mode: no role choice.
    await page.getByTestId('login-mode').click();
    await expect(page.getByRole('heading', { name: 'Account aanmaken' })).toBeVisible();
    await expect(page.getByTestId('login-error')).toHaveCount(0);
    await expect(page.getByLabel(/rol/i)).toHaveCount(0);
    await screenshot(page, 'register-nl');
    await page.locator('input[name="name"]').fill(ADMIN.name);
    await email.fill(ADMIN.email);
    await page.locator('input[name="password"]').fill(ADMIN.password);
    const submit = page.getByTestId('login-submit');
    await submit.click();
    await expect(page).toHaveURL(/\/cylinders$/, { timeout: 15_000 });

    // The first account is ADMIN: the admin group shows, the user menu has initial, name and e-mail.
    await expect(page.getByTestId('menu-admin-group')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}'));
    expect(stored.role).toBe('ADMIN');
    expect(await page.evaluate(() => !!localStorage.getItem('token'))).toBe(true);
    await expect(page.getByTestId('user-initial').first()).toHaveText('A');
    await page.getByTestId('user-initial').first().click();
    await expect(page.getByTestId('user-menu-identity')).toContainText(ADMIN.name);
    await expect(page.getByTestId('user-menu-identity')).toContainText(ADMIN.email);
    await page.getByRole('menuitem', { name: 'Uitloggen' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The app hands /login over to the sign-in page with a page load: read the token once it is done.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('token')).catch(() => 'navigating'))
      .toBeNull();

    // After the first account, self-registration is off until the admin switches it on: the QR labels
    // carry the site's address, and a passer-by who registered would read every customer.
    await expect(page.getByRole('heading', { name: 'Welkom terug' })).toBeVisible();
    await expect(page.getByTestId('login-mode')).toHaveCount(0);
    const pub = await fetch(`${process.env.E2E_BASE_URL}/api/settings/public`).then((r) => r.json());
    expect(pub.registrationOpen).toBe(false);
    const stranger = await fetch(`${process.env.E2E_BASE_URL}/api/auth/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Voorbijganger', email: 'stranger@e2e.test', password: 'Stranger-2026!' }),
    });
    expect(stranger.status).toBe(403);
    expect((await stranger.json()).code).toBe('REGISTRATION_CLOSED');
  });
});
