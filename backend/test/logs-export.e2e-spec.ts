import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';
import { parseCsv } from './support/csv';
import { co2eTonnes } from '../src/domain';
import { formatDateTimeNl } from '../src/common/csv';
import type { LogEntryDto } from '../src/logs/dto/log-entry.dto';

const nl = (n: number | null) => (n === null ? '' : String(n).replace('.', ','));

describe('logbook export /api/logs/export.csv', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  it('is the F-gas logbook: BOM, ;, CRLF, decimal comma; parsed back it equals the API data', async () => {
    const refrigerantId = await createRefrigerant(t, admin, 'R-404A', 3922);
    const cylinderId = await createCylinder(t, admin, {
      gasType: 'R-404A',
      refrigerantId,
      deliveryWeight: 40,
      tareWeight: 15,
    });
    const other = await createCylinder(t, admin);
    const ago = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
    await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 40,
      weightAfter: 38.765,
      workOrder: 'WO;1',
      note: 'said "hi"\nnext line',
      date: ago(50),
    }).expect(201);
    await postLog(t, fitter, {
      cylinderId,
      mutationType: 'RECLAIM_MAINTENANCE',
      weightBefore: 38.5,
      weightAfter: 39,
      note: '=SUM(A1)',
      date: ago(40),
    }).expect(201);
    const edited = await postLog(t, admin, {
      cylinderId,
      mutationType: 'INSPECTION',
      date: ago(30),
      userId: fitter.id,
    }).expect(201);
    await t
      .http()
      .put(`/api/logs/${edited.body.id}`)
      .set(bearer(admin))
      .send({ note: 'checked' })
      .expect(200);
    const gone = await postLog(t, fitter, { cylinderId, mutationType: 'MOVED', date: ago(20) }).expect(201);
    await t.http().delete(`/api/logs/${gone.body.id}`).set(bearer(admin)).expect(200);
    await postLog(t, fitter, { cylinderId: other, mutationType: 'MOVED' }).expect(201);

    const res = await t
      .http()
      .get('/api/logs/export.csv')
      .query({ filter: JSON.stringify({ cylinderId }), lang: 'en' })
      .set(bearer(fitter))
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
      })
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="fgas-logbook-\d{4}-\d\d-\d\d\.csv"/,
    );
    const text = res.body as string;
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual([
      'date',
      'cylinder serial',
      'gas',
      'GWP',
      'mutation type',
      'direction',
      'kg moved',
      'tonnes CO2e',
      'before',
      'after',
      'work order',
      'fitter',
      'entered by',
      'note',
      'gap',
      'gap explanation',
      'corrected',
      'deleted',
    ]);

    const api = await t
      .http()
      .get('/api/logs')
      .query({ filter: JSON.stringify({ cylinderId }), sort: '["date","ASC"]' })
      .set(bearer(fitter))
      .expect(200);
    expect(rows).toHaveLength(api.body.length);
    expect(rows).toHaveLength(3);
    const expected = api.body.map((e: LogEntryDto) => [
      formatDateTimeNl(e.date),
      e.cylinderSerialNumber,
      'R-404A',
      '3922',
      e.mutationType,
      e.direction,
      nl(e.weight),
      nl(co2eTonnes(e.weight, 3922)),
      nl(e.weightBefore),
      nl(e.weightAfter),
      e.workOrder ?? '',
      e.user.name,
      e.enteredBy.name,
      e.note === '=SUM(A1)' ? "'=SUM(A1)" : (e.note ?? ''),
      nl(e.weightGap),
      e.gapExplanation?.text ?? '',
      e.corrected ? 'yes' : 'no',
      'no',
    ]);
    expect(rows).toEqual(expected);
    expect(rows[0].slice(6, 10)).toEqual(['1,235', '4,844', '40', '38,765']);
    expect(rows[1][14]).toBe('-0,265');

    // admins can include the deleted entry
    const all = await t
      .http()
      .get('/api/logs/export.csv')
      .query({ filter: JSON.stringify({ cylinderId, includeDeleted: true }), lang: 'en' })
      .set(bearer(admin))
      .expect(200);
    expect(
      parseCsv(all.text)
        .slice(1)
        .map((r) => r[17]),
    ).toEqual(['no', 'no', 'no', 'yes']);
    await t
      .http()
      .get('/api/logs/export.csv')
      .query({ filter: JSON.stringify({ includeDeleted: true }) })
      .set(bearer(fitter))
      .expect(403);
    await t.http().get('/api/logs/export.csv').query({ filter: '{"bad":1}' }).set(bearer(fitter)).expect(400);
  });
});
