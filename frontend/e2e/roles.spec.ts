import { test, expect } from './support/fixtures';
import { signInThroughForm } from './support/auth';
import { screenshot } from './support/pages';

test('a MONTEUR signs in, sees no Admin group, no delete, and is refused on admin pages', async ({
  page,
  adminApi,
}) => {
  const fitter = await adminApi.createUser({ role: 'MONTEUR', name: 'Fien Fitter' });
  await adminApi.createCylinder();
  await page.goto('/login');
  await signInThroughForm(page, fitter.email, fitter.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('menu-cylinders')).toBeVisible();
  await expect(page.getByTestId('menu-admin-group')).toHaveCount(0);
  await expect(page.getByTestId('menu-admin-users')).toHaveCount(0);

  await page.goto('/cylinders');
  await expect(page.getByTestId('cylinder-row').first()).toBeVisible();
  await expect(page.getByTestId('view-details').first()).toBeVisible();
  await expect(page.getByTestId('row-delete')).toHaveCount(0);

  for (const path of [
    '/admin/users',
    '/admin',
    '/admin/refrigerants',
    '/admin/suppliers',
    '/admin/settings',
  ]) {
    await page.goto(path);
    await expect(page.getByTestId('access-denied')).toBeVisible();
    await expect(page.getByText('Geen toegang').first()).toBeVisible();
  }
  await page.goto('/admin/users');
  await screenshot(page, 'access-denied-nl');
  // Still signed in: a refusal is not a broken session.
  expect(await page.evaluate(() => !!localStorage.getItem('token'))).toBe(true);
});
