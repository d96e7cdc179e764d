import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder } from './support/logs-fixtures';

/**
 * Queued-For-Ms: a mutation that waited on the phone (no signal, or a send that got no answer) is dated
 * when it was saved, the server's now less the wait, whenever it finally arrives; a malformed wait is a
 * 400 QUEUED_FOR_INVALID that writes nothing; a replay under a stored Idempotency-Key answers the first
 * answer whatever wait it carries.
 */
describe('POST /api/logs with Queued-For-Ms', () => {
  let t: TestApp;
  let fitter: Account;
  let cylinderId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ fitter } = await adminAndFitter(t));
    cylinderId = await createCylinder(t, fitter, { deliveryWeight: 60, tareWeight: 10 });
  });
  afterAll(() => t.close());

  let n = 0;
  const entry = (extra: Record<string, unknown> = {}) => ({
    cylinderId,
    mutationType: 'FILLUP_LEAKAGE',
    weight: 0.01,
    workOrder: `QF-${process.pid}-${++n}`,
    ...extra,
  });
  const rows = async (workOrder: unknown) =>
    Number(
      (
        await t.sql<{ n: string }>('select count(*) as n from log_entries where work_order = $1', [workOrder])
      )[0].n,
    );
  const post = (body: object, wait?: string | string[], key?: string) => {
    let req = t.http().post('/api/logs').set(bearer(fitter));
    // An array sends the header once per value (supertest types that only for Cookie).
    if (wait !== undefined) req = req.set('Queued-For-Ms', wait as string);
    if (key !== undefined) req = req.set('Idempotency-Key', key);
    return req.send(body);
  };

  const HOUR = 3_600_000;
  const SECOND_SLACK = 2_000;

  it.each<[string, string | undefined, number]>([
    ['no header: now', undefined, 0],
    ['0: now', '0', 0],
    ['90 s', '90000', 90_000],
    ['3 h: earlier the same day or the day before', String(3 * HOUR), 3 * HOUR],
    ['leading zeros', '000060000', 60_000],
    ['two days (a weekend without signal)', String(48 * HOUR), 48 * HOUR],
  ])('an undated entry is dated the server time less the wait: %s', async (_name, wait, waitedMs) => {
    const body = entry();
    const from = Date.now();
    const res = await post(body, wait, randomUUID()).expect(201);
    const to = Date.now();
    const date = new Date(res.body.date).getTime();
    expect(date).toBeGreaterThanOrEqual(from - waitedMs - SECOND_SLACK);
    expect(date).toBeLessThanOrEqual(to - waitedMs + SECOND_SLACK);
    // Never ahead of the server.
    expect(date).toBeLessThanOrEqual(to + SECOND_SLACK);
    expect(await rows(body.workOrder)).toBe(1);
  });

  it('a wait back to just after 2000-01-01 is kept; one reaching before it is refused', async () => {
    const body = entry();
    const wait = Date.now() - Date.parse('2000-01-02T00:00:00Z');
    const res = await post(body, String(wait)).expect(201);
    expect(Math.abs(new Date(res.body.date).getTime() - Date.parse('2000-01-02T00:00:00Z'))).toBeLessThan(
      SECOND_SLACK + 1_000,
    );
    const early = entry();
    const refused = await post(early, String(Date.now() - Date.parse('1999-12-31T00:00:00Z'))).expect(400);
    expect(refused.body.code).toBe('QUEUED_FOR_INVALID');
    expect(await rows(early.workOrder)).toBe(0);
  });

  it.each<[string, string | string[]]>([
    ['empty', ''],
    ['a word', 'soon'],
    ['negative', '-60000'],
    ['a fraction', '1500.5'],
    ['an exponent', '1e6'],
    ['hexadecimal', '0x10'],
    ['a plus sign', '+60000'],
    ['a unit', '60000ms'],
    ['16 digits (past any wait)', '1234567890123456'],
    ['huge, 15 digits (before 2000)', '999999999999999'],
    ['two values', '1000, 2000'],
    ['two headers', ['1000', '2000']],
  ])('refuses %s with 400 QUEUED_FOR_INVALID and writes nothing', async (_name, wait) => {
    const body = entry();
    const res = await post(body, wait, randomUUID()).expect(400);
    expect(res.body.code).toBe('QUEUED_FOR_INVALID');
    expect(res.body.message).toMatch(/Queued-For-Ms/);
    expect(await rows(body.workOrder)).toBe(0);
  });

  it('a date in the body wins over the wait; a malformed wait is refused with one too', async () => {
    const dated = '2026-01-15T08:30:00.000Z';
    const body = entry({ date: dated });
    const res = await post(body, String(5 * HOUR)).expect(201);
    expect(res.body.date).toBe(dated);
    const other = entry({ date: dated });
    expect((await post(other, '-1').expect(400)).body.code).toBe('QUEUED_FOR_INVALID');
    expect(await rows(other.workOrder)).toBe(0);
  });

  it('a replay of a stored key answers the first answer, first date included, whatever wait it carries', async () => {
    // The first send reached the server but its answer was lost; the queue sends it again hours later.
    const body = entry();
    const key = randomUUID();
    const first = await post(body, undefined, key).expect(201);
    for (const wait of [String(2 * HOUR), '0', String(30 * HOUR)]) {
      const again = await post(body, wait, key).expect(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
    }
    expect(await rows(body.workOrder)).toBe(1);
  });

  it('a malformed wait keeps nothing under the key: the corrected replay with the same key is written once', async () => {
    const body = entry();
    const key = randomUUID();
    await post(body, 'later', key).expect(400);
    const from = Date.now();
    const res = await post(body, String(HOUR), key).expect(201);
    expect(res.headers['idempotent-replayed']).toBeUndefined();
    expect(new Date(res.body.date).getTime()).toBeLessThanOrEqual(Date.now() - HOUR + SECOND_SLACK);
    expect(new Date(res.body.date).getTime()).toBeGreaterThanOrEqual(from - HOUR - SECOND_SLACK);
    expect(await rows(body.workOrder)).toBe(1);
  });

  it('places a late entry by its saved moment: the entry saved later but sent first stays after it', async () => {
    // Two fill-ups of one cylinder: the first waited an hour in the queue, the second went straight
    // through. Dated by when they were saved, the queued one comes first in the cylinder's history.
    const cyl = await createCylinder(t, fitter, { deliveryWeight: 40, tareWeight: 10 });
    const straight = await post({
      cylinderId: cyl,
      mutationType: 'FILLUP_LEAKAGE',
      weightBefore: 39,
      weightAfter: 38,
    }).expect(201);
    const queued = await post(
      { cylinderId: cyl, mutationType: 'FILLUP_LEAKAGE', weightBefore: 40, weightAfter: 39 },
      String(HOUR),
    ).expect(201);
    expect(new Date(queued.body.date).getTime()).toBeLessThan(new Date(straight.body.date).getTime());
    const list = await t
      .http()
      .get(
        `/api/logs?filter=${encodeURIComponent(JSON.stringify({ cylinderId: cyl }))}&sort=${encodeURIComponent('["date","ASC"]')}`,
      )
      .set(bearer(fitter))
      .expect(200);
    expect(list.body.map((l: { id: number }) => l.id)).toEqual([queued.body.id, straight.body.id]);
    // In date order the readings follow on: no weight gap on either.
    expect(list.body.map((l: { weightGap: unknown }) => l.weightGap ?? null)).toEqual([null, null]);
  });
});
