/**
 * Accessibility with axe-core (WCAG 2.x A/AA and best practices, from node_modules): no critical or serious
 * violation on any page, light and dark, at phone and desktop width; the mutation form completed and
 * submitted with the keyboard alone, every stop with a visible focus; touch targets of at least 44 px on a
 * phone. `npm run audit:web` prints the same axe findings (all impacts) for the demo register.
 */
import type { Page } from '@playwright/test';
import { blocking, runAxe } from '../../scripts/lib/axe.mjs';
import { test, expect } from './support/fixtures';
import { uniq, type Api } from './support/api';
import { setPrefs, signInWithSession } from './support/auth';

const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;

interface Fixture {
  cylinderId: number;
  customerId: number;
  installationId: number;
}

/** A cylinder with a history (one weight gap), a customer and an installation of its gas. */
async function register(api: Api): Promise<Fixture> {
  const gas = await api.createRefrigerant({ name: uniq('R-'), type: 'HFC', gwp: 2088 });
  const cylinder = await api.createCylinder({
    gasType: gas.name,
    refrigerantId: gas.id,
    deliveryWeight: 30,
    tareWeight: 10,
  });
  await api.createLog({
    cylinderId: cylinder.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 26,
    workOrder: uniq('WO-'),
  });
  await api.createLog({
    cylinderId: cylinder.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 25,
    weightAfter: 23,
    workOrder: uniq('WO-'),
  });
  const customer = await api.post<{ id: number }>('customers', { name: uniq('Bakkerij ') });
  const installation = await api.post<{ id: number }>('installations', {
    customerId: customer.id,
    name: uniq('Koelcel '),
    category: 'REFRIGERATION',
    refrigerantId: gas.id,
    chargeKg: 10,
    installedOn: '2023-01-10',
  });
  return { cylinderId: Number(cylinder.id), customerId: customer.id, installationId: installation.id };
}

/** Every signed-in page: [name, path, what to do once it is open]. */
function pages(f: Fixture): Array<[string, string, ((page: Page) => Promise<void>)?]> {
  return [
    ['dashboard', '/'],
    ['cylinders', '/cylinders'],
    ['cylinder details', `/cylinder/${f.cylinderId}`, (p) => p.getByTestId('tab-details').click()],
    ['cylinder mutations', `/cylinder/${f.cylinderId}`, (p) => p.getByTestId('tab-logs').click()],
    ['installations', '/installations'],
    ['installation', `/installations/${f.installationId}`],
    ['customers', '/customers'],
    ['customer', `/customers/${f.customerId}`],
    ['instruments', '/instruments'],
    ['admin panel', '/admin'],
    ['refrigerants', '/admin/refrigerants'],
    ['suppliers', '/admin/suppliers'],
    ['users', '/admin/users'],
    ['admin settings', '/admin/settings'],
    ['balance', '/admin/balances'],
    ['settings', '/settings'],
    ['QR print', '/qr-print'],
    ['servicing ban help', '/help/servicing-ban'],
  ];
}

/** The page once its data is in: the app's loading indicators gone. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.RaLoading-root, [role="progressbar"]')).toHaveCount(0, { timeout: 20_000 });
}

async function axeFindings(page: Page, where: string): Promise<string[]> {
  return blocking(await runAxe(page)).map((line) => `${where}: ${line}`);
}

for (const [widthName, viewport] of Object.entries(WIDTHS))
  for (const dark of [false, true])
    test.describe(`axe ${widthName} ${dark ? 'dark' : 'light'}`, () => {
      test.use({ viewport, hasTouch: widthName === 'phone', isMobile: widthName === 'phone' });

      test(`no critical or serious violation on any page (${widthName}, ${dark ? 'dark' : 'light'})`, async ({
        page,
        adminApi,
      }) => {
        test.setTimeout(300_000);
        const fixture = await register(adminApi);
        const found: string[] = [];

        // Signed out: the sign-in page.
        await setPrefs(page, { dark });
        await page.goto('/login');
        await expect(page.locator('input[name="email"]')).toBeVisible();
        found.push(...(await axeFindings(page, 'login')));

        await signInWithSession(page, adminApi.session, { dark });
        for (const [name, path, then] of pages(fixture)) {
          await page.goto(path);
          await settled(page);
          if (then) {
            await then(page);
            await settled(page);
          }
          found.push(...(await axeFindings(page, name)));
        }
        if (widthName === 'phone') {
          // The scanner, from the header's scan button (no camera here: it shows why it cannot scan).
          await page.goto('/');
          await settled(page);
          await page.getByTestId('header-scan').click();
          await expect(page.getByTestId('header-scan-dialog')).toBeVisible();
          await page.waitForLoadState('networkidle');
          found.push(...(await axeFindings(page, 'scanner')));
        }
        expect(found, found.join('\n')).toEqual([]);
      });
    });

/** What the focused element is and whether it shows that it has the focus. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    // MUI marks keyboard focus with classes that draw it: a ring or shade on buttons, the field's border.
    const muiRing = el.classList.contains('Mui-focusVisible') || !!el.closest('.Mui-focused');
    return {
      name: el.getAttribute('name') ?? el.parentElement?.querySelector('input')?.getAttribute('name') ?? '',
      testId: el.dataset.testid ?? '',
      role: el.getAttribute('role') ?? el.tagName.toLowerCase(),
      inForm: !!el.closest('[data-testid="log-entry-form"]'),
      visible: outline || muiRing,
    };
  });
}

/** Presses Tab until `match` holds for the focused element (at most 80 presses); every stop must show focus. */
async function tabTo(page: Page, match: (f: NonNullable<Awaited<ReturnType<typeof focused>>>) => boolean) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (f?.inForm) expect(f.visible, `focus visible on ${JSON.stringify(f)}`).toBe(true);
    if (f && match(f)) return f;
  }
  throw new Error('the keyboard never reached the element');
}

test('the mutation form is completed and submitted with the keyboard alone, focus always visible', async ({
  page,
  adminApi,
}) => {
  const cylinder = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  await signInWithSession(page, adminApi.session);
  await page.addInitScript(() => localStorage.setItem('cylinderDetailTab', 'logs'));
  await page.goto(`/cylinder/${cylinder.id}`);
  await expect(page.getByTestId('log-entry-form')).toBeVisible();
  await settled(page);

  await tabTo(page, (f) => f.inForm && f.name === 'mutationType');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  for (let i = 0; i < 40; i++) {
    const id = await page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid);
    if (id === 'log-type-INSPECTION') break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(page.getByTestId('log-type-INSPECTION')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();

  await tabTo(page, (f) => f.name === 'workOrder');
  const workOrder = uniq('WO-KEYS-');
  await page.keyboard.type(workOrder);
  await tabTo(page, (f) => f.name === 'weightBefore');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('30');
  await tabTo(page, (f) => f.name === 'weightAfter');
  await page.keyboard.type('30');
  await tabTo(page, (f) => f.testId === 'log-submit');
  await page.keyboard.press('Enter');

  await expect(page.getByTestId('log-entry')).toHaveCount(1);
  await expect(page.getByTestId('log-entry-type')).toHaveText('Inspectie');
  const detail = await adminApi.get<{ logs: Array<{ workOrder: string; mutationType: string }> }>(
    `cylinders/${cylinder.id}`,
  );
  expect(detail.logs.map((l) => [l.mutationType, l.workOrder])).toEqual([['INSPECTION', workOrder]]);
});

test.describe('phone', () => {
  test.use({ viewport: WIDTHS.phone, hasTouch: true, isMobile: true });

  test('on a phone every control is a touch target of at least 44 x 44 px', async ({ page, adminApi }) => {
    test.setTimeout(120_000);
    const fixture = await register(adminApi);
    await signInWithSession(page, adminApi.session);
    const small: string[] = [];
    for (const [name, path, then] of pages(fixture).filter(([n]) =>
      ['dashboard', 'cylinders', 'cylinder details', 'cylinder mutations', 'installation'].includes(n),
    )) {
      await page.goto(path);
      await settled(page);
      if (then) {
        await then(page);
        await settled(page);
      }
      const found = await page.evaluate(() => {
        const controls = document.querySelectorAll<HTMLElement>(
          'button, [role="button"], [role="tab"], [role="combobox"], a.MuiButton-root, a.MuiListItemButton-root, a.MuiMenuItem-root',
        );
        const out: string[] = [];
        for (const el of controls) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
          if (box.width < 44 || box.height < 44)
            out.push(
              `${el.dataset.testid ?? el.getAttribute('aria-label') ?? el.textContent?.slice(0, 30)} ${Math.round(box.width)}x${Math.round(box.height)}`,
            );
        }
        return out;
      });
      small.push(...found.map((f) => `${name}: ${f}`));
    }
    expect(small, small.join('\n')).toEqual([]);
  });
});

/** Relative luminance (WCAG) of a computed `rgb(r, g, b)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
    const c = Number(v) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

for (const dark of [false, true])
  test(`offline, the strip at the foot of the page is in the ${dark ? 'dark' : 'light'} theme's colours and passes axe`, async ({
    page,
    adminApi,
  }) => {
    test.setTimeout(180_000);
    const fixture = await register(adminApi);
    await signInWithSession(page, adminApi.session, { dark });
    await page.goto(`/cylinder/${fixture.cylinderId}?action=charge`);
    const form = page.getByTestId('log-entry-form');
    await expect(form).toBeVisible({ timeout: 40_000 });
    await settled(page);

    await page.context().setOffline(true);
    const strip = page.getByTestId('offline-banner');
    await expect(strip).toContainText('Offline');
    // A fill-up saved without a connection: the strip counts it and offers its list (its button too).
    await expect(form.locator('input[name="weightBefore"]')).toHaveValue('23');
    await form.locator('input[name="weightAfter"]').fill('22');
    await form.getByTestId('log-submit').click();
    await expect(strip).toContainText('Wacht op verzending: 1');
    await expect(page.getByTestId('offline-queue-show')).toBeVisible();

    const colours = await strip.evaluate((el) => ({
      strip: getComputedStyle(el).backgroundColor,
      page: getComputedStyle(document.body).backgroundColor,
    }));
    // The strip is as dark (or light) as the page it sits on, never a light band on the dark theme.
    if (dark) expect(luminance(colours.strip)).toBeLessThan(0.05);
    else expect(luminance(colours.strip)).toBeGreaterThan(0.8);
    expect(Math.abs(luminance(colours.strip) - luminance(colours.page))).toBeLessThan(0.25);

    const found = await axeFindings(page, 'offline strip');
    expect(found, found.join('\n')).toEqual([]);
  });
