import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, postLog } from './support/logs-fixtures';

describe('annual balance sign-off and the year lock', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let cylinderId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    cylinderId = await createCylinder(t, admin);
  });
  afterAll(() => t.close());

  const signOff = (year: number | string, who: Account | null = admin) =>
    t
      .http()
      .post(`/api/balances/${year}/sign-off`)
      .set(who ? bearer(who) : {});
  const inspection = (date: string) => postLog(t, admin, { cylinderId, mutationType: 'INSPECTION', date });
  const entriesIn = async (year: number) =>
    Number(
      (
        await t.sql<{ n: string }>(
          `select count(*) as n from log_entries
            where extract(year from date at time zone 'Europe/Amsterdam') = $1`,
          [year],
        )
      )[0].n,
    );

  it.each([
    ['anonymous', 401, null],
    ['MONTEUR', 403, 'fitter'],
    ['ADMIN', 201, 'admin'],
  ] as const)('sign-off as %s -> %i', async (_role, status, who) => {
    const account = who === 'admin' ? admin : who === 'fitter' ? fitter : null;
    await signOff(2001, account).expect(status);
  });

  it.each([
    ['MONTEUR', 403, 'fitter'],
    ['ADMIN', 200, 'admin'],
  ] as const)('the list of sign-offs as %s -> %i', async (_role, status, who) => {
    await t
      .http()
      .get('/api/balances/sign-offs')
      .set(bearer(who === 'admin' ? admin : fitter))
      .expect(status);
  });

  it('twice -> 409 YEAR_ALREADY_SIGNED_OFF; the list names who signed which year when', async () => {
    await signOff(2002).expect(201);
    expect((await signOff(2002).expect(409)).body.code).toBe('YEAR_ALREADY_SIGNED_OFF');
    const list = (await t.http().get('/api/balances/sign-offs').set(bearer(admin)).expect(200)).body;
    expect(list).toContainEqual({
      year: 2002,
      signedById: admin.id,
      signedByName: expect.any(String),
      signedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  describe('a year that has not ended', () => {
    // The company's year by the database's clock, as every other day rule of the register reads it.
    let currentYear: number;
    beforeAll(async () => {
      [{ year: currentYear }] = await t.sql<{ year: number }>(
        `select extract(year from (now() at time zone 'Europe/Amsterdam')::date)::int as year`,
      );
    });

    it.each([
      ['the current year', 0],
      ['next year', 1],
      ['a year far ahead', 50],
    ])('%s -> 409 YEAR_NOT_ENDED, nothing signed, its entries still accepted', async (_name, ahead) => {
      const year = currentYear + ahead;
      const res = await signOff(year).expect(409);
      expect(res.body).toMatchObject({ code: 'YEAR_NOT_ENDED', params: { year, currentYear } });
      expect(await t.sql('select year from year_sign_offs where year = $1', [year])).toEqual([]);
      await inspection(new Date().toISOString()).expect(201);
    });

    it('the year before the current one can be signed off', async () => {
      await signOff(currentYear - 1).expect(201);
      expect((await signOff(currentYear - 1).expect(409)).body.code).toBe('YEAR_ALREADY_SIGNED_OFF');
    });
  });

  it.each(['abc', '1999', '2101', '20261', '-2026', '2026.0'])('year %s -> 400', async (year) => {
    expect((await signOff(year).expect(400)).body.code).toBe('VALIDATION_FAILED');
  });

  describe('a signed year', () => {
    let signedEntry: number;
    let laterEntry: number;
    beforeAll(async () => {
      signedEntry = (await inspection('2023-06-01T10:00:00.000Z').expect(201)).body.id;
      laterEntry = (await inspection('2024-06-01T10:00:00.000Z').expect(201)).body.id;
      await signOff(2023).expect(201);
    });

    // The year is the company's (Europe/Amsterdam, UTC+1 in winter): its edges on both sides.
    it.each([
      ['2023-01-01T00:00:00.000Z', 409],
      ['2022-12-31T22:59:59.999Z', 201],
      ['2022-12-31T23:00:00.000Z', 409],
      ['2023-12-31T22:59:59.999Z', 409],
      ['2023-12-31T23:00:00.000Z', 201],
    ])('an entry dated %s -> %i', async (date, status) => {
      const res = await inspection(date).expect(status);
      if (status === 409) expect(res.body.code).toBe('YEAR_SIGNED_OFF');
    });

    it('its entries can be neither changed nor deleted; none moves into it', async () => {
      const edit = await t
        .http()
        .put(`/api/logs/${signedEntry}`)
        .set(bearer(admin))
        .send({ note: 'changed' })
        .expect(409);
      expect(edit.body.code).toBe('YEAR_SIGNED_OFF');
      await t.http().delete(`/api/logs/${signedEntry}`).set(bearer(admin)).expect(409);
      const moved = await t
        .http()
        .put(`/api/logs/${laterEntry}`)
        .set(bearer(admin))
        .send({ date: '2023-07-01T10:00:00.000Z' })
        .expect(409);
      expect(moved.body.code).toBe('YEAR_SIGNED_OFF');
      const [row] = await t.sql<{ note: string | null; deleted_at: Date | null }>(
        'select note, deleted_at from log_entries where id = $1',
        [signedEntry],
      );
      expect(row).toEqual({ note: null, deleted_at: null });
      // Entries of other years stay editable.
      await t.http().put(`/api/logs/${laterEntry}`).set(bearer(admin)).send({ note: 'fine' }).expect(200);
    });
  });

  it('a sign-off racing with inserts: no entry of the year appears after the sign-off answered', async () => {
    const year = 2021;
    const inserts = Array.from({ length: 24 }, (_, i) =>
      inspection(`2021-03-${String(1 + i).padStart(2, '0')}T09:00:00.000Z`),
    );
    let atAnswer = -1;
    const signing = signOff(year).then(async (res) => {
      atAnswer = await entriesIn(year);
      return res;
    });
    const answers = await Promise.all(inserts);
    expect((await signing).status).toBe(201);
    for (const res of answers) {
      expect([201, 409]).toContain(res.status);
      if (res.status === 409) expect(res.body.code).toBe('YEAR_SIGNED_OFF');
    }
    expect(await entriesIn(year)).toBe(atAnswer);
    expect(atAnswer).toBe(answers.filter((res) => res.status === 201).length);
  });
});
