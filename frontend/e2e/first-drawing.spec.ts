/**
 * The first drawing (src/firstDrawing): on a phone, the dashboard and a cylinder opened directly are drawn
 * by the boot script from the page's own live data before the app's code runs; the app then takes over
 * without moving anything and without a later, larger paint (the page's largest paint stays the drawing's).
 * The app's code is held back here until the drawing has been checked, as a slow line would.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { signInWithSession } from './support/auth';

const PHONE = { width: 412, height: 823 };

/** Holds the app's main module until `release()`: the page shows only what the boot script drew. */
async function holdApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Paints {
  /** Each largest-paint candidate: whether it was the drawing's. */
  largest: Array<{ inDrawing: boolean; text: string }>;
  shift: number;
}

/** Records the page's largest-paint candidates and its layout shifts from its first moment. */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const paints: Paints = { largest: [], shift: 0 };
    (window as unknown as { __paints: Paints }).__paints = paints;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { element: Element | null }>)
        paints.largest.push({
          inDrawing: !!e.element?.closest('#first-drawing'),
          text: (e.element?.textContent ?? '').slice(0, 40),
        });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<PerformanceEntry & { value: number }>)
        paints.shift += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const paintsOf = (page: Page) => page.evaluate(() => (window as unknown as { __paints: Paints }).__paints);
const textOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => (el as HTMLElement).innerText.replace(/\s+/g, ' ').trim());

test.describe('first drawing on a phone', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('the dashboard is drawn from its live figures first, then the app takes over unchanged', async ({
    adminPage: page,
  }) => {
    await recordPaints(page);
    const release = await holdApp(page);
    await page.goto('/');
    const drawing = page.locator('#first-drawing');
    await expect(drawing.locator('.fd-stats')).toBeVisible();
    await expect(drawing).toContainText('Welkom terug');
    await expect(page.locator('#root')).toBeHidden();
    const drawnStats = await textOf(page, '#first-drawing .fd-stats');
    const drawnActions = await textOf(page, '#first-drawing .fd-actions');

    release();
    await expect(page.getByTestId('dashboard-stats')).toBeVisible();
    await expect(drawing).toHaveCount(0);
    // The same figures and words as the app's own page, from the same answer and catalogue.
    expect(await textOf(page, '[data-testid="dashboard-stats"]')).toBe(drawnStats);
    const actions = await page
      .locator('[data-testid^="quick-action-"]')
      .evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim()).join(' '));
    expect(actions).toBe(drawnActions);
    const paints = await paintsOf(page);
    expect(paints.shift, 'nothing moved when the app took over').toBe(0);
    expect(paints.largest.length).toBeGreaterThan(0);
    expect(paints.largest.at(-1)?.inDrawing, 'the largest paint is the drawing, not a later one').toBe(true);
  });

  test('a cylinder opened directly is drawn with its header, tabs and the form, in English and dark', async ({
    page,
    adminApi,
  }) => {
    const cylinder = (await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 })) as {
      id: number;
      serialNumber: string;
    };
    await signInWithSession(page, adminApi.session, { language: 'en', dark: true });
    await recordPaints(page);
    const release = await holdApp(page);
    await page.goto(`/cylinder/${cylinder.id}`);
    const drawing = page.locator('#first-drawing');
    await expect(drawing.locator('.fd-serial')).toHaveText(cylinder.serialNumber);
    await expect(drawing).toContainText('New mutation');
    await expect(page.locator('html')).toHaveClass(/dark/);
    const drawnTabs = await textOf(page, '#first-drawing .fd-tabs');
    const drawnBar = await drawing.locator('.fd-bar').evaluate((el) => getComputedStyle(el).backgroundColor);

    release();
    await expect(page.getByTestId('cylinder-serial')).toHaveText(cylinder.serialNumber);
    await expect(drawing).toHaveCount(0);
    expect(await textOf(page, '[role="tablist"]')).toBe(drawnTabs);
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).toBe(drawnBar);
    const paints = await paintsOf(page);
    expect(paints.shift, 'nothing moved when the app took over').toBe(0);
    expect(paints.largest.at(-1)?.inDrawing, 'the largest paint is the drawing, not a later one').toBe(true);
  });

  test('without a valid session no page content is drawn: only a live answer for the session is', async ({
    page,
    adminApi,
  }) => {
    await signInWithSession(page, { ...adminApi.session, token: 'not-a-token' });
    await page.addInitScript(() => {
      (window as unknown as { __drawn: boolean }).__drawn = false;
      new MutationObserver(() => {
        if (document.querySelector('#first-drawing .fd-page'))
          (window as unknown as { __drawn: boolean }).__drawn = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    expect(await page.evaluate(() => (window as unknown as { __drawn: boolean }).__drawn)).toBe(false);
  });
});

test('on a wide screen the app draws its own first screen (no first drawing)', async ({
  adminPage: page,
}) => {
  await page.addInitScript(() => {
    (window as unknown as { __drawn: boolean }).__drawn = false;
    new MutationObserver(() => {
      if (document.getElementById('first-drawing'))
        (window as unknown as { __drawn: boolean }).__drawn = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByTestId('dashboard-stats')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __drawn: boolean }).__drawn)).toBe(false);
});
