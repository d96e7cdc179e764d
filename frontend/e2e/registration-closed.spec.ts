import { test, expect } from './support/fixtures';
import { setPrefs } from './support/auth';

test('with self-registration off the sign-in page offers no registration', async ({ page, adminApi }) => {
  const before = (await adminApi.get<{ registrationOpen: boolean }>('settings')).registrationOpen;
  await adminApi.put('settings', { registrationOpen: false });
  try {
    const pub = await fetch(`${process.env.E2E_BASE_URL}/api/settings/public`).then((r) => r.json());
    expect(pub.registrationOpen).toBe(false);
    await setPrefs(page, { language: 'en' });
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.getByTestId('login-mode')).toHaveCount(0);
    // An admin switches it on: the page offers registration again.
    await adminApi.put('settings', { registrationOpen: true });
    await page.reload();
    await expect(page.getByTestId('login-mode')).toHaveText('Need an account? Register');
  } finally {
    // The other suites share this server: leave registration as it was (off by default).
    await adminApi.put('settings', { registrationOpen: before });
  }
});
