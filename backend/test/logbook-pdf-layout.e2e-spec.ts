import type { Response } from 'superagent';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, createRefrigerant } from './support/logs-fixtures';
import { createCustomer, createInstallation, postLeakCheck } from './support/installations-fixtures';
import { binary, pdfPagesText } from './support/pdf';

// The logbook PDF as an inspector reads it, page by page (pdftotext -layout): werkbon numbers and serial
// numbers never break inside, a note keeps readable lines, a section heading always stands on the page of
// its first row, and the leak-check table names the instrument the check was made with.

const HEADING = /^\s*\([a-g]\) \S/;
const FOOTER = /(page|pagina) \d+ (of|van) \d+\s*$/;
/** The first header cell of each of the logbook's tables. */
const TABLE_HEADER = /^\s*(Date|Datum|Checked on|Gecontroleerd op|Name|Naam)\s{2,}/;
const DAYS = 90;
const workOrder = (n: number) => `WB-2026-${String(n).padStart(7, '0')}`;
const NOTE =
  'Lekkage bij de expansieklep gevonden, bijgevuld na reparatie; geëvacueerd, afgeperst met stikstof en nagemeten';

describe('the logbook PDF over pages', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let installation: number;

  const pdf = async (query: Record<string, string>) => {
    const res: Response = await t
      .http()
      .get(`/api/installations/${installation}/logbook.pdf`)
      .query(query)
      .set(bearer(admin))
      .buffer(true)
      .parse(binary)
      .expect(200);
    return pdfPagesText(res.body as Buffer);
  };

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    const gas = await createRefrigerant(t, admin, 'R-404A', 3922);
    const customerId = await createCustomer(t, admin, { name: 'Slagerij De Vries' });
    installation = (
      await createInstallation(t, admin, {
        customerId,
        refrigerantId: gas,
        name: 'Koelcel Lang',
        chargeKg: 30,
      })
    ).id;
    const cylinder = await createCylinder(t, admin, {
      refrigerantId: gas,
      gasType: 'R-404A',
      deliveryWeight: 900,
      tareWeight: 10,
    });
    // One fill-up a day from 1 January 2026 (straight into the table: only the logbook's reading is tested),
    // every third one with a long note; every tenth a recovery.
    await t.sql(
      `insert into log_entries (cylinder_id, mutation_type, installation_id, weight, note, user_id, entered_by_id, date, work_order)
       select $1, case when n % 10 = 0 then 'RECLAIM_MAINTENANCE' else 'FILLUP_LEAKAGE' end, $2, 0.25,
              case when n % 3 = 0 then $5 end, $3, $3, timestamptz '2026-01-01 09:00+01' + (n - 1) * interval '1 day',
              'WB-2026-' || lpad(n::text, 7, '0')
         from generate_series(1, $4::int) n`,
      [cylinder, installation, fitter.id, DAYS, NOTE],
    );
    const instrument = (
      await t
        .http()
        .post('/api/instruments')
        .set(bearer(admin))
        .send({ kind: 'LEAK_DETECTOR', serialNumber: 'LD-4711', calibrationDue: '2027-01-01' })
        .expect(201)
    ).body.id;
    await postLeakCheck(t, admin, {
      installationId: installation,
      checkedOn: '2026-03-01',
      userId: fitter.id,
      result: 'NO_LEAK',
      method: 'ELECTRONIC_DETECTOR',
      instrumentId: instrument,
    }).expect(201);
    await postLeakCheck(t, admin, {
      installationId: installation,
      checkedOn: '2026-03-02',
      userId: fitter.id,
      result: 'NO_LEAK',
    }).expect(201);
  });

  afterAll(async () => {
    await t.close();
  });

  it('never leaves a section heading at the foot of a page, for any length of period (every day of 90, both languages)', async () => {
    let crossings = 0;
    for (let days = 1; days <= DAYS; days++) {
      const to = new Date(Date.UTC(2026, 0, days)).toISOString().slice(0, 10);
      const lang = days % 2 === 0 ? 'nl' : 'en';
      const pages = await pdf({ from: '2026-01-01', to, lang });
      if (pages.length > 1) crossings++;
      pages.forEach((page, index) => {
        const lines = page.split('\n').filter((line) => line.trim() !== '' && !FOOTER.test(line));
        lines.forEach((line, i) => {
          if (!HEADING.test(line)) return;
          // The heading, then its first line on this page; a table's header, then its first row too.
          const [next, row] = lines.slice(i + 1, i + 3);
          const stranded = next === undefined || HEADING.test(next);
          const headerAlone =
            next !== undefined && TABLE_HEADER.test(next) && (row === undefined || HEADING.test(row));
          expect([days, lang, index + 1, line.trim(), stranded, headerAlone]).toEqual([
            days,
            lang,
            index + 1,
            line.trim(),
            false,
            false,
          ]);
        });
      });
    }
    // The periods cross page ends at many different heights.
    expect(crossings).toBeGreaterThan(40);
  }, 120_000);

  it("prints every werkbon number whole on one line, and the note's first words on one line", async () => {
    const pages = await pdf({ lang: 'nl' });
    const text = pages.join('\n');
    for (let n = 1; n <= DAYS; n++) expect([n, text.includes(workOrder(n))]).toEqual([n, true]);
    // The note's first words on one line, in the fill-ups' table (nine columns) as in the recoveries'.
    const noteStart = 'Lekkage bij de expansieklep';
    const withNote = text.split('\n').filter((line) => line.includes(noteStart));
    expect(withNote.length).toBe(DAYS / 3);
  });

  it('records how each leak check was made and prints the method with the instrument, or says none was recorded', async () => {
    const checks = (
      await t
        .http()
        .get('/api/leak-checks')
        .query({ filter: JSON.stringify({ installationId: installation }) })
        .set(bearer(admin))
        .expect(200)
    ).body as { id: number; checkedOn: string; method: string | null }[];
    const byDay = Object.fromEntries(checks.map((c) => [c.checkedOn, c]));
    expect(byDay['2026-03-01'].method).toBe('ELECTRONIC_DETECTOR');
    expect(byDay['2026-03-02'].method).toBeNull();
    // A method outside the list is refused; a correction records it, with its history.
    for (const method of ['SNIFFING_DOG', 42, '']) {
      const res = await postLeakCheck(t, admin, {
        installationId: installation,
        checkedOn: '2026-03-03',
        result: 'NO_LEAK',
        method,
      }).expect(400);
      expect(Object.keys(res.body.fields ?? {})).toEqual(['method']);
    }
    const corrected = await t
      .http()
      .put(`/api/leak-checks/${byDay['2026-03-02'].id}`)
      .set(bearer(admin))
      .send({ method: 'BUBBLE_SOLUTION', reason: 'method forgotten' })
      .expect(200);
    expect(corrected.body.method).toBe('BUBBLE_SOLUTION');
    for (const [lang, detector, bubbles, kind] of [
      ['en', 'Electronic leak detector', 'Bubble solution', 'Leak detector LD-4711'],
      ['nl', 'Elektronische lekdetector', 'Lekzoekspray / zeepoplossing', 'Lekdetector LD-4711'],
    ] as const) {
      const text = (await pdf({ lang })).join('\n');
      expect(text).toMatch(new RegExp(`2026-03-01 \\(#\\d+\\)\\s+\\S+ \\S+\\s+${detector}`));
      expect(text).toContain(kind);
      expect(text).toMatch(
        new RegExp(`2026-03-02 \\(#\\d+\\)\\s+\\S+ \\S+\\s+${bubbles.replace('/', '\\/')}`),
      );
      expect(text).toMatch(lang === 'en' ? /Method \/ instrument/ : /Methode \/ meetinstrument/);
    }
    await t
      .http()
      .put(`/api/leak-checks/${byDay['2026-03-02'].id}`)
      .set(bearer(admin))
      .send({ method: null, reason: 'back to unknown' })
      .expect(200);
    const text = (await pdf({ lang: 'en' })).join('\n');
    expect(text).toMatch(/2026-03-02 \(#\d+\)\s+No leak\s+not recorded/);
  });
});
