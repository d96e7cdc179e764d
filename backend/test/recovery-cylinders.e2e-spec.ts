import fc from 'fast-check';
import {
  currentContentSql,
  fillBasisKg,
  fillBasisSql,
  fillLevel,
  fillLevelSql,
  fillPercent,
  gramsToKg,
  initialContentSql,
  toGrams,
  type FillLevel,
} from '../src/domain';
import type { CylinderDetailDto } from '../src/cylinders/dto/cylinder-detail.dto';
import type { DashboardStatsDto } from '../src/stats/dto/dashboard-stats.dto';
import type { LogbookDto } from '../src/logbook/dto/logbook.dto';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createRefrigerant, postLog } from './support/logs-fixtures';
import { createCustomer, createInstallation } from './support/installations-fixtures';
import { parseCsv } from './support/csv';
import { binary, pdfToText } from './support/pdf';

// A recovery (RECLAIM) cylinder arrives empty and fills with gas taken out of installations. Its fill level
// is its content against its capacity, its content is RECOVERED gas with the installations it came from,
// and a fill-up from it carries that origin into the installation's logbook.

const SEED = 20261129;

describe('recovery cylinders', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let gasId: number;
  let customerId: number;
  let serial = 0;

  const create = (fields: Record<string, unknown>) =>
    t
      .http()
      .post('/api/cylinders')
      .set(bearer(admin))
      .send({
        serialNumber: `RC-${++serial}`,
        gasType: 'R-404A',
        refrigerantId: gasId,
        deliveryWeight: 15,
        tareWeight: 15,
        cylinderType: 'RECLAIM',
        ...fields,
      });
  const detail = async (id: number): Promise<CylinderDetailDto> =>
    (await t.http().get(`/api/cylinders/${id}`).set(bearer(admin)).expect(200)).body;
  const entry = async (body: Record<string, unknown>) =>
    (
      await postLog(t, admin, { acknowledgeWarnings: ['SERVICING_BAN'], userId: fitter.id, ...body }).expect(
        201,
      )
    ).body.id as number;
  const installation = async (name: string) =>
    (
      await createInstallation(t, admin, {
        customerId,
        refrigerantId: gasId,
        name,
        category: 'REFRIGERATION',
      })
    ).id;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    gasId = await createRefrigerant(t, admin, 'R-404A', 3922);
    customerId = await createCustomer(t, admin, { name: 'Slagerij De Vries' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('the fill level: SQL and its TypeScript twin agree for any cylinder type, capacity and content (property)', async () => {
    const id = (await create({ capacity: 40 }).expect(201)).body.id as number;
    const grams = (max: number) => fc.integer({ min: 0, max });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('FILL_UP' as const, 'RECLAIM' as const),
        fc.option(fc.integer({ min: 1, max: 999_999 }), { nil: null }),
        grams(99_999),
        grams(999_999),
        grams(999_999),
        async (type, capacity, initial, reclaimed, filledWanted) => {
          const filled = Math.min(filledWanted, initial + reclaimed);
          await t.sql('begin');
          try {
            // The type and its origin move together (a check constraint); the rest straight on the row.
            await t.sql(
              `update cylinders set cylinder_type = $1, content_origin = $2, capacity = $3::numeric,
                 tare_weight = 10, delivery_weight = 10 + $4::numeric, total_reclaimed = $5::numeric,
                 total_filled = $6::numeric where id = $7`,
              [
                type,
                type === 'RECLAIM' ? 'RECOVERED' : 'VIRGIN',
                capacity === null ? null : gramsToKg(capacity),
                gramsToKg(initial),
                gramsToKg(reclaimed),
                gramsToKg(filled),
                id,
              ],
            );
            const [row] = await t.sql<{ level: FillLevel; current: string }>(
              `select ${fillLevelSql(currentContentSql('c'), fillBasisSql('c', initialContentSql('c')))} as level,
                      ${currentContentSql('c')}::text as current
                 from cylinders c where c.id = $1`,
              [id],
            );
            const basis = fillBasisKg({
              cylinderType: type,
              capacity: capacity === null ? null : gramsToKg(capacity),
              initialKg: gramsToKg(initial),
            });
            expect(row.level).toBe(fillLevel(row.current, basis));
          } finally {
            await t.sql('rollback');
          }
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
  });

  it('a recovery cylinder holding 36.53 kg of 40 kg is 91.3 % full, of recovered gas from the installations it came from', async () => {
    const koelcel = await installation('Koelcel 2');
    const vriescel = await installation('Vriescel 1');
    const id = (await create({ capacity: 40 }).expect(201)).body.id as number;
    await entry({
      cylinderId: id,
      installationId: koelcel,
      mutationType: 'RECLAIM_MAINTENANCE',
      weight: 20,
      date: '2026-03-01T09:00:00Z',
    });
    await entry({
      cylinderId: id,
      installationId: vriescel,
      mutationType: 'RECLAIM_DECOMMISSION',
      weight: 16.53,
      date: '2026-03-02T09:00:00Z',
    });
    const cylinder = await detail(id);
    expect(cylinder).toMatchObject({
      cylinderType: 'RECLAIM',
      capacity: 40,
      currentWeight: 36.53,
      fillPercent: 91.3,
      fillLevel: 'FULL',
      contentOrigin: 'RECOVERED',
      originFacility: null,
      recoveredFrom: [
        { installationId: koelcel, name: 'Koelcel 2', kg: 20 },
        { installationId: vriescel, name: 'Vriescel 1', kg: 16.53 },
      ],
    });
  });

  it('refuses origins a recovery cylinder cannot hold, and keeps the origin with the type on an edit', async () => {
    const refused = async (res: { status: number; body: { fields?: Record<string, string[]> } }) => {
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fields ?? {})).toEqual(['contentOrigin']);
    };
    // Creating: a table of type and origin.
    const cases: [string, Record<string, unknown>, string | null][] = [
      ['RECLAIM, no origin', {}, 'RECOVERED'],
      ['RECLAIM, RECOVERED', { contentOrigin: 'RECOVERED' }, 'RECOVERED'],
      ['RECLAIM, VIRGIN', { contentOrigin: 'VIRGIN' }, null],
      ['RECLAIM, RECYCLED', { contentOrigin: 'RECYCLED', originFacility: { name: 'Recycling BV' } }, null],
      ['FILL_UP, no origin', { cylinderType: 'FILL_UP', deliveryWeight: 30 }, 'VIRGIN'],
      ['FILL_UP, RECOVERED', { cylinderType: 'FILL_UP', contentOrigin: 'RECOVERED' }, null],
    ];
    for (const [name, fields, origin] of cases) {
      const res = await create(fields);
      if (origin === null) await refused(res);
      else expect([name, res.status, res.body.contentOrigin]).toEqual([name, 201, origin]);
    }
    for (const capacity of [0, -1, 1000.001, 1.0001, '40']) {
      const res = await create({ capacity });
      expect([capacity, res.status, Object.keys(res.body.fields ?? {})]).toEqual([
        capacity,
        400,
        ['capacity'],
      ]);
    }

    // Editing: made a recovery cylinder, it holds recovered gas; no longer one, it needs an origin of its own.
    const put = (id: number, version: number, fields: Record<string, unknown>) =>
      t
        .http()
        .put(`/api/cylinders/${id}`)
        .set(bearer(admin))
        .send({ version, ...fields });
    const fill = (await create({ cylinderType: 'FILL_UP', deliveryWeight: 30 }).expect(201)).body;
    const made = await put(fill.id, fill.version, { cylinderType: 'RECLAIM', capacity: 12.5 }).expect(200);
    expect(made.body).toMatchObject({ contentOrigin: 'RECOVERED', capacity: 12.5 });
    await refused(await put(fill.id, made.body.version, { cylinderType: 'FILL_UP' }));
    await refused(await put(fill.id, made.body.version, { contentOrigin: 'VIRGIN' }));
    const back = await put(fill.id, made.body.version, { cylinderType: 'FILL_UP', contentOrigin: 'VIRGIN' });
    expect(back.status).toBe(200);
    expect(back.body).toMatchObject({ contentOrigin: 'VIRGIN', capacity: 12.5 });
    const [stored] = await t.sql<{ content_origin: string }>(
      'select content_origin from cylinders where id = $1',
      [fill.id],
    );
    expect(stored.content_origin).toBe('VIRGIN');
  });

  it('the dashboard counts recovery cylinders by their capacity, as each cylinder shows it', async () => {
    const gas = await createRefrigerant(t, admin, 'R-449A', 1397);
    const recoveries: [number | null, number][] = [
      [40, 36.53],
      [40, 20],
      [40, 8],
      [null, 10.46],
      [25, 13],
    ];
    const site = (await createInstallation(t, admin, { customerId, refrigerantId: gas, name: 'Koelcel 449' }))
      .id;
    const ids: number[] = [];
    for (const [capacity, kg] of recoveries) {
      const id = (await create({ gasType: 'R-449A', refrigerantId: gas, capacity }).expect(201)).body
        .id as number;
      await entry({ cylinderId: id, installationId: site, mutationType: 'RECLAIM_MAINTENANCE', weight: kg });
      ids.push(id);
    }
    const levels = await Promise.all(ids.map(async (id) => (await detail(id)).fillLevel));
    expect(levels).toEqual(['FULL', 'IN_USE', 'EMPTY', 'IN_USE', 'IN_USE']);
    expect(
      recoveries.map(([capacity, kg]) =>
        fillPercent(kg, fillBasisKg({ cylinderType: 'RECLAIM', capacity, initialKg: 0 })),
      ),
    ).toEqual([91.3, 50, 20, 0, 52]);
    const stats: DashboardStatsDto = (
      await t.http().get('/api/stats/dashboard').set(bearer(admin)).expect(200)
    ).body;
    const line = stats.inventory.find((l) => l.gasType === 'R-449A')!;
    expect(line).toMatchObject({ count: 5, full: 1, inUse: 3, empty: 1 });
    // The list's fill-level filter reads the same fragment.
    for (const level of ['FULL', 'IN_USE', 'EMPTY']) {
      const list = await t
        .http()
        .get('/api/cylinders')
        .query({ filter: JSON.stringify({ gasType: 'R-449A', fillLevel: level }) })
        .set(bearer(admin))
        .expect(200);
      expect([level, list.body.map((c: { id: number }) => c.id)]).toEqual([
        level,
        ids.filter((_, i) => levels[i] === level),
      ]);
    }
    expect(toGrams(line.totalKg)).toBe(recoveries.reduce((sum, [, kg]) => sum + toGrams(kg), 0));
  });

  it('a fill-up from a recovery cylinder is recovered gas in the logbook, JSON, CSV and PDF, in both languages', async () => {
    const source = await installation('Bron Koelcel');
    const target = await installation('Doel Koelcel');
    const id = (await create({ capacity: 40 }).expect(201)).body.id as number;
    await entry({
      cylinderId: id,
      installationId: source,
      mutationType: 'RECLAIM_MAINTENANCE',
      weight: 12,
      date: '2026-04-01T09:00:00Z',
      workOrder: 'WB-1',
    });
    await entry({
      cylinderId: id,
      installationId: target,
      mutationType: 'FILLUP_LEAKAGE',
      weight: 2.5,
      date: '2026-04-02T09:00:00Z',
      workOrder: 'WB-2',
    });

    const book: LogbookDto = (
      await t.http().get(`/api/installations/${target}/logbook`).set(bearer(admin)).expect(200)
    ).body;
    expect(book.added.entries).toEqual([
      expect.objectContaining({
        contentOrigin: 'RECOVERED',
        originFacility: null,
        recoveredFrom: [{ installationId: source, name: 'Bron Koelcel' }],
      }),
    ]);
    expect(book.origin).toMatchObject({ virginKg: 0, recoveredKg: 2.5 });
    expect(book.origin.entries).toHaveLength(1);

    const csv = async (installationId: number, lang: string) => {
      const res = await t
        .http()
        .get(`/api/installations/${installationId}/logbook.csv`)
        .query({ lang })
        .set(bearer(admin))
        .expect(200);
      const [header, ...rows] = parseCsv(res.text);
      return rows.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i]])));
    };
    expect(await csv(target, 'en')).toEqual([
      expect.objectContaining({
        event: 'FILL_UP',
        'content origin': 'RECOVERED',
        'origin (facility or installation)': 'Bron Koelcel',
      }),
    ]);
    // The recovery out of the source is recovered gas too, never "virgin".
    expect(await csv(source, 'nl')).toEqual([
      expect.objectContaining({ gebeurtenis: 'Terugwinnen', 'herkomst gas': 'Teruggewonnen' }),
    ]);
    expect(await csv(target, 'nl')).toEqual([
      expect.objectContaining({
        'herkomst gas': 'Teruggewonnen',
        'herkomst (bedrijf of installatie)': 'Bron Koelcel',
      }),
    ]);

    const pdf = async (lang: string) =>
      pdfToText(
        (
          await t
            .http()
            .get(`/api/installations/${target}/logbook.pdf`)
            .query({ lang })
            .set(bearer(admin))
            .buffer(true)
            .parse(binary)
            .expect(200)
        ).body as Buffer,
      );
    const en = await pdf('en');
    expect(en).toMatch(/Recovered \(kg\)\s+2\.500/);
    expect(en).toMatch(/2\.500\s+RC-\d+\s+Recovered\s+Bron Koelcel/);
    const nl = await pdf('nl');
    expect(nl).toMatch(/Teruggewonnen \(kg\)\s+2,500/);
    expect(nl).toMatch(/RC-\d+\s+Teruggewonnen\s+Bron Koelcel/);
  });
});
