import { test, expect } from './support/fixtures';
import { uniq, type Api } from './support/api';
import { signInWithSession } from './support/auth';
import { expectNoSideScroll, noRawKeys, screenshot, waitForApp } from './support/pages';

/** Today where the company works, and a day `days` from it, as YYYY-MM-DD. */
const amsterdamToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
function dayFrom(today: string, days: number): string {
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const nlDate = (iso: string) => iso.split('-').reverse().join('-');

const COMPANY_CERTIFICATE = 'BV-E2E-2026';
const FITTER_CERTIFICATE = 'PC-E2E-77';

/** The solid red of the LEAK_UNREPAIRED chip (frontend/src/installations/dueStatus.ts). */
const SOLID_RED = 'rgb(185, 28, 28)';

const WORDS = {
  nl: {
    unrepaired: 'Lek niet gerepareerd',
    overdue: 'Te laat',
    ok: 'In orde',
    alert: 'Lek gevonden op',
    dashboard: 'Lek niet gerepareerd',
  },
  en: {
    unrepaired: 'Leak not repaired',
    overdue: 'Overdue',
    ok: 'OK',
    alert: 'Leak found on',
    dashboard: 'Leak not repaired',
  },
} as const;

interface Made {
  customerId: number;
  leak: { id: number; name: string; foundOn: string };
  never: { id: number; name: string };
  checked: { id: number; name: string };
  /** The company certificate number on file when the leak check was stored. */
  companyCertificate: string;
}

/** A customer with three installations of 12 kg R-404A-like gas: a leak left unrepaired, one never checked since 2020, one checked. */
async function threeInstallations(api: Api): Promise<Made> {
  const today = amsterdamToday();
  const gas = await api.post<{ id: number; name: string }>('refrigerants', {
    name: uniq('R404-'),
    type: 'HFC',
    gwp: 3922,
  });
  const customer = await api.post<{ id: number }>('customers', { name: uniq('Supermarkt ') });
  const installation = (name: string, installedOn: string) =>
    api.post<{ id: number; name: string }>('installations', {
      customerId: customer.id,
      refrigerantId: gas.id,
      name,
      chargeKg: 12,
      installedOn,
      category: 'REFRIGERATION',
    });
  const leak = await installation(uniq('Koelcel lek '), dayFrom(today, -90));
  const foundOn = dayFrom(today, -5);
  // The check stores the fitter's and the company's certificate numbers on file that day.
  const settings = await api.get<{ companyCertificateNumber: string | null }>('settings');
  if (!settings.companyCertificateNumber)
    await api.put('settings', {
      companyCertificateNumber: COMPANY_CERTIFICATE,
      companyCertificateValidUntil: '2035-12-31',
    });
  const fitter = await api.createUser({ name: uniq('Monteur ') });
  await api.put(`users/${fitter.id}`, {
    certificateNumber: FITTER_CERTIFICATE,
    certificateValidUntil: '2035-12-31',
  });
  await api.post('leak-checks', {
    installationId: leak.id,
    checkedOn: foundOn,
    userId: fitter.id,
    result: 'LEAK_FOUND',
    leakLocation: 'persleiding compressor',
  });
  const never = await installation(uniq('Vriescel nooit '), '2020-01-10');
  const checked = await installation(uniq('Koelcel gecontroleerd '), dayFrom(today, -90));
  await api.post('leak-checks', {
    installationId: checked.id,
    checkedOn: dayFrom(today, -2),
    result: 'NO_LEAK',
  });
  return {
    customerId: customer.id,
    leak: { ...leak, foundOn },
    never,
    checked,
    companyCertificate: settings.companyCertificateNumber ?? COMPANY_CERTIFICATE,
  };
}

for (const lang of ['nl', 'en'] as const) {
  test.describe(`leak checks due on a phone (360 px), ${lang}`, () => {
    test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

    for (const dark of [false, true]) {
      test(`a leak not repaired is red and an installation never checked since 2020 is overdue: list, page, dashboard, owner's link (${dark ? 'dark' : 'light'})`, async ({
        page,
        adminApi,
      }) => {
        test.setTimeout(120_000);
        const words = WORDS[lang];
        const made = await threeInstallations(adminApi);
        await signInWithSession(page, adminApi.session, { language: lang, dark });
        const theme = dark ? 'dark' : 'light';

        // The installation list of that customer, soonest due first.
        const query = new URLSearchParams({
          filter: JSON.stringify({ customerId: made.customerId }),
          sort: 'nextLeakCheckDue',
          order: 'ASC',
        });
        await page.goto(`/installations?${query}`);
        await waitForApp(page);
        const rows = page.getByTestId('installation-row');
        await expect(rows).toHaveCount(3);
        const chipOf = (name: string) => rows.filter({ hasText: name }).getByTestId('due-chip');
        await expect(chipOf(made.leak.name)).toHaveAttribute('data-status', 'LEAK_UNREPAIRED');
        await expect(chipOf(made.leak.name)).toHaveText(words.unrepaired);
        await expect(chipOf(made.leak.name)).toHaveCSS('background-color', SOLID_RED);
        await expect(chipOf(made.leak.name)).toHaveCSS('color', 'rgb(255, 255, 255)');
        await expect(chipOf(made.never.name)).toHaveAttribute('data-status', 'OVERDUE');
        await expect(chipOf(made.never.name)).toHaveText(words.overdue);
        await expect(rows.filter({ hasText: made.never.name })).toContainText('10-01-2021');
        await expect(chipOf(made.checked.name)).toHaveText(words.ok);
        await expectNoSideScroll(page, 360);
        await noRawKeys(page);
        await screenshot(page, `leak-check-due-list-${lang}-${theme}`);

        // The due list's filters: only the unrepaired one, only the overdue one.
        for (const [status, name] of [
          ['LEAK_UNREPAIRED', made.leak.name],
          ['OVERDUE', made.never.name],
        ] as const) {
          const filtered = new URLSearchParams({
            filter: JSON.stringify({ customerId: made.customerId, leakCheckStatus: status }),
          });
          await page.goto(`/installations?${filtered}`);
          await expect(rows).toHaveCount(1);
          await expect(rows).toContainText(name);
        }

        // The installation page with the leak: the red chip and a warning that says since when.
        await page.goto(`/installations/${made.leak.id}`);
        await expect(page.getByTestId('installation-page')).toBeVisible();
        const alert = page.getByTestId('leak-unrepaired');
        await expect(alert).toContainText(`${words.alert} ${nlDate(made.leak.foundOn)}`);
        const pageChip = page.getByTestId('fact-next-due').getByTestId('due-chip');
        await expect(pageChip).toHaveText(words.unrepaired);
        await expect(pageChip).toHaveCSS('background-color', SOLID_RED);
        await expectNoSideScroll(page, 360);
        await noRawKeys(page);
        await screenshot(page, `leak-check-due-page-leak-${lang}-${theme}`);

        // The installation never checked: due one interval after its installation, overdue since.
        await page.goto(`/installations/${made.never.id}`);
        await expect(page.getByTestId('installation-page')).toBeVisible();
        await expect(page.getByTestId('fact-next-due')).toContainText('10-01-2021');
        await expect(page.getByTestId('fact-next-due').getByTestId('due-chip')).toHaveText(words.overdue);
        await expect(page.getByTestId('leak-unrepaired')).toHaveCount(0);
        await expectNoSideScroll(page, 360);
        await screenshot(page, `leak-check-due-page-never-${lang}-${theme}`);

        // The dashboard lists the leak first, before what is overdue.
        await page.goto('/');
        const unrepaired = page.getByTestId('leak-check-unrepaired');
        await expect(unrepaired).toContainText(words.dashboard);
        await expect(unrepaired.getByTestId('leak-check-unrepaired-count')).not.toHaveText('0');
        const card = page.getByTestId('leak-check-card');
        const order = await card
          .locator('[data-testid="leak-check-unrepaired"], [data-testid="leak-check-overdue"]')
          .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-testid')));
        expect(order).toEqual(['leak-check-unrepaired', 'leak-check-overdue']);
        await screenshot(page, `leak-check-due-dashboard-${lang}-${theme}`);

        // The owner's link prints the status too, and the certificate numbers the check stored.
        const link = await adminApi.post<{ url: string }>(`installations/${made.leak.id}/share-links`, {});
        await page.goto(new URL(link.url).pathname);
        const status = page.getByTestId('public-logbook-status');
        await expect(status).toHaveAttribute('data-status', 'LEAK_UNREPAIRED');
        await expect(status).toContainText(words.unrepaired);
        const check = page.getByTestId('public-logbook-leak-checks').locator('tbody tr');
        await expect(check).toContainText(FITTER_CERTIFICATE);
        await expect(check).toContainText(made.companyCertificate);
        await expectNoSideScroll(page, 360);
        await screenshot(page, `leak-check-due-public-${lang}-${theme}`);
      });
    }
  });
}
