import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, postLog } from './support/logs-fixtures';

describe('explaining a gap in a signed year', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  it('answers 409 YEAR_SIGNED_OFF and leaves the gap unexplained', async () => {
    const cylinderId = await createCylinder(t, admin);
    await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 30,
      weightAfter: 29,
      date: '2024-02-01T10:00:00Z',
    }).expect(201);
    const gap = await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 28,
      weightAfter: 27,
      date: '2024-03-01T10:00:00Z',
    }).expect(201);
    await t.http().post('/api/balances/2024/sign-off').set(bearer(admin)).expect(201);
    const res = await t
      .http()
      .post(`/api/logs/${gap.body.id}/explain-gap`)
      .set(bearer(admin))
      .send({ explanation: 'van scale' });
    expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'YEAR_SIGNED_OFF' });
    const del = await t.http().delete(`/api/logs/${gap.body.id}`).set(bearer(admin));
    expect({ status: del.status, code: del.body.code }).toEqual({ status: 409, code: 'YEAR_SIGNED_OFF' });
    const detail = (await t.http().get(`/api/cylinders/${cylinderId}`).set(bearer(admin)).expect(200)).body;
    expect(detail.logs.find((e: { id: number }) => e.id === gap.body.id).gapExplanation).toBeNull();
  });
});
