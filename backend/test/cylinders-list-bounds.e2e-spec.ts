import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';

interface Listed {
  id: number;
  serialNumber: string;
  currentWeight: number;
  createdAt: string;
  supplierName: string | null;
}

/**
 * The list's bounded count on a register larger than it counts: 1,030 cylinders (its own database), with
 * the register's size kept by the database.
 */
describe('cylinder list: bounded total and stored register size', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  const SIZE = 1030;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    const supplier = (
      await t.http().post('/api/suppliers').set(bearer(admin)).send({ name: 'Bound Gas' }).expect(201)
    ).body.id;
    // Contents repeat every 37 cylinders (ties for the id tie-break), every third has the supplier.
    await t.sql(
      `insert into cylinders (serial_number, gas_type, supplier_id, delivery_weight, tare_weight, cylinder_type, status,
                              ownership, created_at, updated_at)
         select 'BND-' || lpad(g::text, 5, '0'), case when g % 2 = 0 then 'R-404A' else 'R-32' end,
                case when g % 3 = 0 then $1::int end, 10 + (g % 37), 10, 'FILL_UP',
                case when g % 10 = 0 then 'INACTIVE' else 'ACTIVE' end, 'KOOP',
                timestamp '2024-01-01' + (g % 400) * interval '1 day', now()
           from generate_series(1, $2::int) g`,
      [supplier, SIZE],
    );
  });
  afterAll(() => t.close());

  const list = (query: Record<string, unknown>) =>
    t
      .http()
      .get('/api/cylinders')
      .query(
        Object.fromEntries(
          Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
        ),
      )
      .set(bearer(fitter))
      .expect(200);

  it.each<[string, Record<string, unknown>, string, string | undefined]>([
    [
      'a first page of a search matching all',
      { range: [0, 24], filter: { q: 'bnd' } },
      'cylinders 0-24/1000',
      'true',
    ],
    [
      'a later page: counted to 1,000 past its start',
      { range: [1000, 1024], filter: { q: 'bnd' } },
      'cylinders 1000-1024/1030',
      undefined,
    ],
    [
      'a page counted exactly below the bound',
      { range: [0, 24], filter: { q: 'bnd', status: 'INACTIVE' } },
      'cylinders 0-24/103',
      undefined,
    ],
    ['the unfiltered register: its stored size, exact', { range: [0, 9] }, 'cylinders 0-9/1030', undefined],
    ['the unfiltered register past its end', { range: [2000, 2009] }, 'cylinders */1030', undefined],
    ['an unpaged list: counted exactly', { filter: { q: 'bnd' } }, 'cylinders 0-1029/1030', undefined],
    ['a page past the end', { range: [2000, 2024], filter: { q: 'bnd' } }, 'cylinders */1030', undefined],
  ])('%s', async (_name, query, range, capped) => {
    const res = await list(query);
    expect(res.headers['content-range']).toBe(range);
    expect(res.headers['x-total-capped']).toBe(capped);
  });

  it('reaches every match exactly once for a client that pages until the total', async () => {
    const seen: number[] = [];
    let total = Infinity;
    for (let start = 0; start < total; start += 100) {
      const res = await list({
        range: [start, start + 99],
        sort: ['currentWeight', 'DESC'],
        filter: { q: 'bnd' },
      });
      total = Number(/\/(\d+)$/.exec(res.headers['content-range'])![1]);
      seen.push(...res.body.map((c: Listed) => c.id));
    }
    expect(seen).toHaveLength(SIZE);
    expect(new Set(seen).size).toBe(SIZE);
  });

  // Each sort against the unpaged list (its matches counted and numbered without a bound) and its own rule.
  it.each<[string, 'ASC' | 'DESC', (a: Listed, b: Listed) => number]>([
    ['currentWeight', 'DESC', (a, b) => b.currentWeight - a.currentWeight || b.id - a.id],
    ['currentWeight', 'ASC', (a, b) => a.currentWeight - b.currentWeight || a.id - b.id],
    ['createdAt', 'DESC', (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id],
    ['serialNumber', 'ASC', (a, b) => a.serialNumber.localeCompare(b.serialNumber) || a.id - b.id],
    [
      'supplierName',
      'DESC',
      (a, b) =>
        (a.supplierName === null ? 1 : 0) - (b.supplierName === null ? 1 : 0) ||
        (b.supplierName ?? '').localeCompare(a.supplierName ?? '') ||
        b.id - a.id,
    ],
  ])('pages sorted by %s %s in the same order as the whole list and its rule', async (field, order, rule) => {
    const whole: Listed[] = (await list({ sort: [field, order], filter: { status: 'ACTIVE' } })).body;
    expect([...whole].sort(rule).map((c) => c.id)).toEqual(whole.map((c) => c.id));
    const pages: Listed[] = [];
    for (const start of [0, 25, 50, 75])
      pages.push(
        ...(await list({ range: [start, start + 24], sort: [field, order], filter: { status: 'ACTIVE' } }))
          .body,
      );
    expect(pages.map((c) => c.id)).toEqual(whole.slice(0, 100).map((c) => c.id));
  });

  it('keeps the register size (X-Unfiltered-Total) equal to the cylinders in every write', async () => {
    const size = async () =>
      Number((await list({ range: [0, 0], filter: { q: 'x' } })).headers['x-unfiltered-total']);
    const count = async () =>
      Number((await t.sql<{ n: string }>('select count(*) as n from cylinders'))[0].n);
    expect(await size()).toBe(await count());
    const created = (
      await t
        .http()
        .post('/api/cylinders')
        .set(bearer(fitter))
        .send({ serialNumber: 'BND-NEW', gasType: 'R-32', deliveryWeight: 20, tareWeight: 10 })
        .expect(201)
    ).body.id;
    expect(await size()).toBe(SIZE + 1);
    await t.http().delete(`/api/cylinders/${created}`).set(bearer(admin)).expect(200);
    expect(await size()).toBe(SIZE);
    // The count moves inside the write's transaction and goes back with its rollback.
    await t.sql(`begin`);
    await t.sql(`delete from cylinders where serial_number like 'BND-0000%'`);
    const [{ total }] = await t.sql<{ total: number }>('select total from cylinder_register_size');
    expect(total).toBe(SIZE - 9);
    await t.sql(`rollback`);
    expect(await size()).toBe(SIZE);
    expect(await count()).toBe(SIZE);
  });
});
