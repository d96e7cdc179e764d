import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';

/** The list dialect on a fixed register of five cylinders (its own database: totals are exact). */
describe('cylinder list', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  const id: Record<string, number> = {};
  let s1: number;
  let s2: number;
  let r410: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    s1 = (await t.http().post('/api/suppliers').set(bearer(admin)).send({ name: 'Alpha Gas' }).expect(201))
      .body.id;
    s2 = (await t.http().post('/api/suppliers').set(bearer(admin)).send({ name: 'beta koeling' }).expect(201))
      .body.id;
    r410 = (
      await t
        .http()
        .post('/api/refrigerants')
        .set(bearer(admin))
        .send({ name: 'R-410A', type: 'HFC', gwp: 2088 })
        .expect(201)
    ).body.id;
    const rows: [string, Record<string, unknown>][] = [
      [
        'A',
        {
          serialNumber: 'LST-A1',
          gasType: 'R-32',
          location: 'Van 1',
          supplierId: s1,
          deliveryWeight: 20,
          tareWeight: 10,
        },
      ],
      [
        'B',
        {
          serialNumber: 'LST-B2',
          gasType: 'R-410A',
          location: 'Magazijn Noord',
          status: 'MAINTENANCE',
          cylinderType: 'RECLAIM',
          ownership: 'HUUR',
          deliveryWeight: 20,
          tareWeight: 10,
        },
      ],
      [
        'C',
        { serialNumber: 'LST-C3', gasType: 'r-32', status: 'INACTIVE', deliveryWeight: 30, tareWeight: 10 },
      ],
      [
        'D',
        {
          serialNumber: 'LST-D4 50%',
          gasType: 'R-744',
          location: 'Dak_1',
          status: 'DECOMMISSIONED',
          deliveryWeight: 10,
          tareWeight: 10,
        },
      ],
      [
        'E',
        {
          serialNumber: 'lst-e5',
          gasType: 'R-32',
          location: 'van 2',
          supplierId: s2,
          deliveryWeight: 15,
          tareWeight: 5,
        },
      ],
    ];
    for (const [key, body] of rows)
      id[key] = (await t.http().post('/api/cylinders').set(bearer(fitter)).send(body).expect(201)).body.id;
    const totals =
      'update cylinders set total_filled = $2, total_reclaimed = $3, log_count = $4, gap_count = $5, last_log_date = $6 where id = $1';
    await t.sql(totals, [id.B, '5', '0', 2, 1, '2026-02-01T00:00:00Z']); // 5 of 10 kg: IN_USE, gap
    await t.sql(totals, [id.C, '17', '1', 3, 0, '2026-03-01T00:00:00Z']); // 4 of 20 kg = 20 %: EMPTY
    await t.sql(totals, [id.E, '2', '0', 1, 0, '2026-01-01T00:00:00Z']); // 8 of 10 kg = 80 %: IN_USE
    await t.sql(`update cylinders set created_at = '2020-06-01T00:00:00Z' where id = $1`, [id.A]);
  });
  afterAll(() => t.close());

  const keyOf = (cylinderId: number) => Object.keys(id).find((key) => id[key] === cylinderId);
  const list = async (query: Record<string, unknown> = {}, expectStatus = 200) => {
    const params = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
    return t.http().get('/api/cylinders').query(params).set(bearer(fitter)).expect(expectStatus);
  };
  const keys = async (query: Record<string, unknown>) =>
    (await list(query)).body.map((c: { id: number }) => keyOf(c.id));

  it('answers the whole list without range, with Content-Range, in id order by default', async () => {
    const res = await list();
    expect(res.headers['content-range']).toBe('cylinders 0-4/5');
    expect(res.body.map((c: { id: number }) => keyOf(c.id))).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('answers the same DTO in the list as GET /:id (without logs)', async () => {
    const listed = (await list({ filter: { id: id.B } })).body[0];
    const { logs, recoveredFrom, ...single } = (
      await t.http().get(`/api/cylinders/${id.B}`).set(bearer(fitter)).expect(200)
    ).body;
    expect(logs).toEqual([]);
    expect(recoveredFrom).toEqual([]);
    expect(listed).toEqual(single);
    expect(listed).toMatchObject({
      refrigerantId: r410,
      gwp: 2088,
      currentWeight: 5,
      // A recovery cylinder without a capacity: no percentage.
      fillPercent: 0,
      fillLevel: 'IN_USE',
      hasWeightGap: true,
      co2eTonnes: 10.44,
    });
  });

  it.each<[unknown, string, string[]]>([
    [[0, 1], 'cylinders 0-1/5', ['A', 'B']],
    [[3, 9], 'cylinders 3-4/5', ['D', 'E']],
    [[4, 4], 'cylinders 4-4/5', ['E']],
    [[10, 12], 'cylinders */5', []],
  ])('pages with range %j: %s', async (range, header, expected) => {
    const res = await list({ range, sort: ['id', 'ASC'] });
    expect(res.headers['content-range']).toBe(header);
    expect(res.body.map((c: { id: number }) => keyOf(c.id))).toEqual(expected);
  });

  it('counts the total under a filter while paging', async () => {
    const res = await list({ range: [0, 0], filter: { gasType: 'r-32' } });
    expect(res.headers['content-range']).toBe('cylinders 0-0/3');
  });

  it('sends the unfiltered register size beside a filtered page only (one request for "n of N")', async () => {
    const filtered = await list({ range: [0, 0], filter: { gasType: 'r-32' } });
    expect(filtered.headers['x-unfiltered-total']).toBe('5');
    const searched = await list({ filter: { q: 'nothing-matches-this' } });
    expect(searched.headers['content-range']).toBe('cylinders */0');
    expect(searched.headers['x-unfiltered-total']).toBe('5');
    const gaps = await list({ filter: { hasWeightGap: true } });
    expect(gaps.headers['x-unfiltered-total']).toBe('5');
    const plain = await list({ range: [0, 1] });
    expect(plain.headers['content-range']).toBe('cylinders 0-1/5');
    expect(plain.headers['x-unfiltered-total']).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['q on location, any case', { q: 'VAN' }, ['A', 'E']],
    ['q on serial', { q: 'lst-c' }, ['C']],
    ['q on gas type', { q: 'r-32' }, ['A', 'C', 'E']],
    ['q with a LIKE wildcard taken literally (%)', { q: '50%' }, ['D']],
    ['q with a LIKE wildcard taken literally (_)', { q: '_1' }, ['D']],
    ['status', { status: 'MAINTENANCE' }, ['B']],
    ['ownership', { ownership: 'HUUR' }, ['B']],
    ['cylinderType', { cylinderType: 'RECLAIM' }, ['B']],
    ['gasType exact, any case', { gasType: 'R-32' }, ['A', 'C', 'E']],
    ['gasType is not a substring search', { gasType: 'R-3' }, []],
    ['hasWeightGap true', { hasWeightGap: true }, ['B']],
    ['hasWeightGap false', { hasWeightGap: false }, ['A', 'C', 'D', 'E']],
    ['fillLevel FULL', { fillLevel: 'FULL' }, ['A']],
    ['fillLevel IN_USE (80 % exactly is in use)', { fillLevel: 'IN_USE' }, ['B', 'E']],
    ['fillLevel EMPTY (20 % exactly and zero initial are empty)', { fillLevel: 'EMPTY' }, ['C', 'D']],
    ['createdFrom', { createdFrom: '2021-01-01' }, ['B', 'C', 'D', 'E']],
    ['createdFrom in the future', { createdFrom: '2999-01-01' }, []],
    ['combined', { q: 'lst', status: 'ACTIVE', fillLevel: 'IN_USE' }, ['E']],
  ])('filters on %s', async (_name, filter, expected) => {
    const res = await list({ filter });
    expect(res.body.map((c: { id: number }) => keyOf(c.id))).toEqual(expected);
    expect(res.headers['content-range']).toMatch(new RegExp(`/${expected.length}$`));
  });

  it('filters on refrigerantId, supplierId and a list of ids, and the fill-level filter agrees with the fillLevel field', async () => {
    expect(await keys({ filter: { refrigerantId: r410 } })).toEqual(['B']);
    expect(await keys({ filter: { supplierId: s2 } })).toEqual(['E']);
    expect(await keys({ filter: { supplierId: s1 } })).toEqual(['A']);
    expect(await keys({ filter: { id: [id.E, id.B] } })).toEqual(['B', 'E']);
    const all = (await list()).body as { id: number; fillLevel: string }[];
    for (const level of ['FULL', 'IN_USE', 'EMPTY']) {
      expect(await keys({ filter: { fillLevel: level } })).toEqual(
        all.filter((c) => c.fillLevel === level).map((c) => keyOf(c.id)),
      );
    }
  });

  it.each<[string, 'ASC' | 'DESC', string[]]>([
    ['serialNumber', 'ASC', ['A', 'B', 'C', 'D', 'E']],
    ['serialNumber', 'DESC', ['E', 'D', 'C', 'B', 'A']],
    ['gasType', 'ASC', ['A', 'C', 'E', 'B', 'D']],
    ['status', 'ASC', ['A', 'E', 'D', 'C', 'B']],
    ['location', 'ASC', ['D', 'B', 'A', 'E', 'C']],
    ['location', 'DESC', ['E', 'A', 'B', 'D', 'C']],
    ['supplierName', 'ASC', ['A', 'E', 'B', 'C', 'D']],
    ['ownership', 'DESC', ['E', 'D', 'C', 'A', 'B']],
    ['cylinderType', 'DESC', ['B', 'E', 'D', 'C', 'A']],
    ['currentWeight', 'DESC', ['A', 'E', 'B', 'C', 'D']],
    // B is a recovery cylinder without capacity: 0 %, as D (empty), before it by id.
    ['fillPercent', 'ASC', ['B', 'D', 'C', 'E', 'A']],
    ['createdAt', 'ASC', ['A', 'B', 'C', 'D', 'E']],
    ['lastLogDate', 'DESC', ['C', 'B', 'E', 'D', 'A']],
    ['purchaseDate', 'ASC', ['A', 'B', 'C', 'D', 'E']],
    ['id', 'DESC', ['E', 'D', 'C', 'B', 'A']],
  ])('sorts on %s %s (nulls last, ties by id)', async (field, order, expected) => {
    expect(await keys({ sort: [field, order] })).toEqual(expected);
  });

  it.each<[string, Record<string, string>]>([
    ['an unknown sort field', { sort: '["colour","ASC"]' }],
    ['a bad sort order', { sort: '["id","UP"]' }],
    ['an unknown filter', { filter: '{"colour":"red"}' }],
    ['a bad enum filter', { filter: '{"fillLevel":"HALF"}' }],
    ['a bad boolean filter', { filter: '{"hasWeightGap":"maybe"}' }],
    ['a bad date filter', { filter: '{"createdFrom":"yesterday"}' }],
    ['a bad id filter', { filter: '{"supplierId":"abc"}' }],
    ['bad JSON', { filter: '{nope' }],
    ['a bad range', { range: '[5,1]' }],
    ['an unknown query parameter', { page: '2' }],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await t.http().get('/api/cylinders').query(query).set(bearer(fitter)).expect(400);
    expect(['INVALID_LIST_QUERY', 'VALIDATION_FAILED']).toContain(res.body.code);
  });
});
