/**
 * An entry keeps the moment the fitter saved it, however it reaches the server: a save that gets no answer
 * while the phone believes it is online (a plant room: the radio is up, nothing gets through; the request
 * fails, or hangs until the app gives up) waits in the queue and is dated when it was saved, not when it
 * finally arrives; a save whose answer was lost after the
 * server wrote it is recorded once, at its first date; a save the phone knew it could not send is dated
 * when it was saved too. All on a phone whose clock is hours off, which must neither misdate an entry nor
 * make the server refuse it as dated in the future.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/fixtures';
import type { Api } from './support/api';
import { fitterWithCylinder } from './support/fitter';
import { freshPhone } from './support/phone';

interface LogRow {
  id: number;
  weightBefore: number | null;
  weightAfter: number | null;
  date: string;
}

/** The phone's clock runs this far ahead of the real time (and of the server's). */
const PHONE_CLOCK_AHEAD_MS = 3 * 3_600_000 + 17 * 60_000;
/** Slack for a wait the phone reports against the test's own view of it (same machine, busy cores). */
const SLACK_MS = 2_500;

/**
 * The entry is dated at the tap: not before it (the test's clock and the server's are one machine's), and
 * after it by no more than a save takes to reach the database on a loaded machine, which a request that
 * arrived 10 s or more later could never meet.
 */
function expectDatedAtTap(date: string, tappedAt: number) {
  const at = new Date(date).getTime();
  expect(at).toBeGreaterThanOrEqual(tappedAt - 1_000);
  expect(at).toBeLessThanOrEqual(tappedAt + 5_000);
}

async function logsOf(api: Api, cylinderId: number) {
  const filter = encodeURIComponent(JSON.stringify({ cylinderId }));
  return api.get<LogRow[]>(`logs?filter=${filter}&range=${encodeURIComponent('[0,99]')}`);
}

/** A phone with a wrong clock, signed in as the fitter, on the cylinder's mutation form. */
async function phoneOnForm(browser: Parameters<typeof freshPhone>[0], fitterApi: Api, cylinderId: number) {
  const phone = await freshPhone(browser, fitterApi);
  await phone.context.clock.install({ time: Date.now() + PHONE_CLOCK_AHEAD_MS });
  const page = await phone.open();
  await page.goto(`/cylinder/${cylinderId}?action=charge`);
  await expect(page.getByTestId('log-entry-form')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('log-user')).toHaveValue(/\d+/);
  // The phone really is ahead.
  const phoneNow = await page.evaluate(() => Date.now());
  expect(phoneNow - Date.now()).toBeGreaterThan(PHONE_CLOCK_AHEAD_MS - 60_000);
  return { phone, page };
}

/** Saves a fill-up from 18.4 kg down to `after` and answers the real moment of the tap. */
async function saveFillUp(page: Page, after: string): Promise<number> {
  const form = page.getByTestId('log-entry-form');
  await expect(form.locator('input[name="weightBefore"]')).toHaveValue('18,4');
  await form.locator('input[name="weightAfter"]').fill(after);
  const savedAt = Date.now();
  await form.getByTestId('log-submit').click();
  return savedAt;
}

const queuedNotice = (page: Page) =>
  page.getByText('Opgeslagen op deze telefoon: wordt verstuurd zodra er weer verbinding is');

interface Send {
  at: number;
  key: string;
  queuedFor: string | undefined;
  /** Whether the body carried a date (the phone's clock): it must not. */
  dated: boolean;
}
const sendOf = (request: Request): Send => ({
  at: Date.now(),
  key: request.headers()['idempotency-key'] ?? '',
  queuedFor: request.headers()['queued-for-ms'],
  dated: 'date' in ((request.postDataJSON() as object | null) ?? {}),
});

test('a save that gets no answer while the phone thinks it is online is queued and dated when it was saved', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const { phone, page } = await phoneOnForm(browser, fitterApi, cylinderId);

  // Nothing gets through for the next 20 s, yet navigator.onLine stays true.
  const sends: Send[] = [];
  let deadUntil = Number.POSITIVE_INFINITY;
  await page.route('**/api/logs', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sends.push(sendOf(route.request()));
    if (Date.now() < deadUntil) return route.abort('failed');
    return route.continue();
  });
  const savedAt = await saveFillUp(page, '17.2');
  deadUntil = savedAt + 20_000;
  await expect(queuedNotice(page)).toBeVisible();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByTestId('pending-entries').getByTestId('queued-write')).toHaveCount(1);

  // The queue keeps trying with backoff and gets through once the link carries again.
  await expect(page.getByTestId('pending-entries')).toBeHidden({ timeout: 90_000 });
  const delivered = sends[sends.length - 1];
  expect(delivered.at).toBeGreaterThanOrEqual(savedAt + 20_000);

  // Every send carried the form's one key; the form's own send no wait, each replay the time since saving.
  expect(new Set(sends.map((s) => s.key)).size).toBe(1);
  expect(sends.filter((s) => s.dated)).toEqual([]);
  expect(sends[0].queuedFor).toBeUndefined();
  for (const send of sends.slice(1)) {
    expect(Number(send.queuedFor)).toBeGreaterThanOrEqual(send.at - savedAt - SLACK_MS);
    expect(Number(send.queuedFor)).toBeLessThanOrEqual(send.at - savedAt + SLACK_MS);
  }

  const added = (await logsOf(adminApi, cylinderId)).filter((l) => Number(l.weightAfter) === 17.2);
  expect(added).toHaveLength(1);
  expectDatedAtTap(added[0].date, savedAt);
  const date = new Date(added[0].date).getTime();
  // Not when it arrived, 20 s and more later.
  expect(delivered.at - date).toBeGreaterThan(15_000);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a save left hanging until the app gives up is queued and dated at the tap, not when it gave up', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const { phone, page } = await phoneOnForm(browser, fitterApi, cylinderId);

  // The form's own send never gets an answer (nor reaches the server): the app's timeout ends it.
  const sends: Send[] = [];
  await page.route('**/api/logs', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sends.push(sendOf(route.request()));
    if (sends.length === 1) return; // held: no answer, ever
    return route.continue();
  });
  const savedAt = await saveFillUp(page, '17.4');
  await expect(queuedNotice(page)).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('pending-entries')).toBeHidden({ timeout: 60_000 });

  expect(sends.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sends.map((s) => s.key)).size).toBe(1);
  // The replay went after the timeout and counts the wait from the tap.
  const replay = sends[1];
  expect(replay.at - savedAt).toBeGreaterThan(10_000);
  expect(Number(replay.queuedFor)).toBeGreaterThanOrEqual(replay.at - savedAt - SLACK_MS);
  const added = (await logsOf(adminApi, cylinderId)).filter((l) => Number(l.weightAfter) === 17.4);
  expect(added).toHaveLength(1);
  expectDatedAtTap(added[0].date, savedAt);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a save whose answer is lost after the server wrote it is recorded once, at its first date', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const { phone, page } = await phoneOnForm(browser, fitterApi, cylinderId);

  const sends: Send[] = [];
  let drop = true;
  await page.route('**/api/logs', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sends.push(sendOf(route.request()));
    if (drop) {
      drop = false;
      // The server commits; the answer never comes back.
      await route.fetch();
      return route.abort('failed');
    }
    return route.continue();
  });
  const savedAt = await saveFillUp(page, '17.6');
  await expect(queuedNotice(page)).toBeVisible();
  await expect(page.getByTestId('pending-entries')).toBeHidden({ timeout: 60_000 });

  expect(sends.length).toBeGreaterThanOrEqual(2);
  expect(new Set(sends.map((s) => s.key)).size).toBe(1);
  const added = (await logsOf(adminApi, cylinderId)).filter((l) => Number(l.weightAfter) === 17.6);
  expect(added).toHaveLength(1);
  expectDatedAtTap(added[0].date, savedAt);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});

test('a save the phone knew it could not send is dated when it was saved, not when the signal returned', async ({
  browser,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const { fitterApi, cylinderId } = await fitterWithCylinder(adminApi);
  const { phone, page } = await phoneOnForm(browser, fitterApi, cylinderId);

  const sends: Send[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/logs') sends.push(sendOf(r));
  });
  await phone.context.setOffline(true);
  const savedAt = await saveFillUp(page, '17.9');
  await expect(queuedNotice(page)).toBeVisible();
  // The signal comes back a while later.
  await page.waitForTimeout(12_000);
  await phone.context.setOffline(false);
  await expect(page.getByTestId('pending-entries')).toBeHidden({ timeout: 60_000 });

  const delivered = sends[sends.length - 1];
  // The body carries no date of the phone's clock (3 h ahead, it would be refused as in the future).
  expect(sends.filter((s) => s.dated)).toEqual([]);
  expect(Number(delivered.queuedFor)).toBeGreaterThanOrEqual(12_000);
  const added = (await logsOf(adminApi, cylinderId)).filter((l) => Number(l.weightAfter) === 17.9);
  expect(added).toHaveLength(1);
  expectDatedAtTap(added[0].date, savedAt);
  const date = new Date(added[0].date).getTime();
  expect(delivered.at - date).toBeGreaterThan(10_000);
  expect(phone.errors).toEqual([]);
  await phone.context.close();
});
