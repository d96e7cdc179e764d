import { addDays, addMonths, localDate } from '../src/domain';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, createAccount, type Account } from './support/accounts';
import { createRefrigerant } from './support/logs-fixtures';
import {
  createCustomer,
  createInstallation,
  getInstallation,
  postLeakCheck,
} from './support/installations-fixtures';

const today = () => localDate(new Date());

describe('leak checks', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let refrigerantId: number;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    refrigerantId = await createRefrigerant(t, admin, 'R-404A', 3922);
    customerId = await createCustomer(t, admin);
  });
  afterAll(() => t.close());

  /** An installation of 20 kg R-404A (78.44 t CO2e: every 6 months), installed a year ago. */
  const install = (fields: Record<string, unknown> = {}) =>
    createInstallation(t, fitter, {
      customerId,
      refrigerantId,
      chargeKg: 20,
      installedOn: addMonths(today(), -12),
      ...fields,
    });
  const check = async (installationId: number, fields: Record<string, unknown> = {}) =>
    (
      await postLeakCheck(t, fitter, {
        installationId,
        checkedOn: today(),
        result: 'NO_LEAK',
        ...fields,
      }).expect(201)
    ).body;

  type Who = 'anonymous' | 'MONTEUR' | 'ADMIN';
  const as = (who: Who) => (who === 'ADMIN' ? bearer(admin) : who === 'MONTEUR' ? bearer(fitter) : {});

  describe('who may call what', () => {
    const cases: [string, Who, number][] = [
      ['GET /api/leak-checks', 'anonymous', 401],
      ['GET /api/leak-checks', 'MONTEUR', 200],
      ['GET /api/leak-checks', 'ADMIN', 200],
      ['GET /api/leak-checks/:id', 'anonymous', 401],
      ['GET /api/leak-checks/:id', 'MONTEUR', 200],
      ['GET /api/leak-checks/:id', 'ADMIN', 200],
      ['GET /api/leak-checks/:id/history', 'anonymous', 401],
      ['GET /api/leak-checks/:id/history', 'MONTEUR', 403],
      ['GET /api/leak-checks/:id/history', 'ADMIN', 200],
      ['POST /api/leak-checks', 'anonymous', 401],
      ['POST /api/leak-checks', 'MONTEUR', 201],
      ['POST /api/leak-checks', 'ADMIN', 201],
      ['PUT /api/leak-checks/:id', 'anonymous', 401],
      ['PUT /api/leak-checks/:id', 'MONTEUR', 403],
      ['PUT /api/leak-checks/:id', 'ADMIN', 200],
      ['DELETE /api/leak-checks/:id', 'anonymous', 401],
      ['DELETE /api/leak-checks/:id', 'MONTEUR', 403],
      ['DELETE /api/leak-checks/:id', 'ADMIN', 200],
    ];
    it.each(cases)('%s as %s → %i', async (route, who, status) => {
      const [method, pathTemplate] = route.split(' ');
      const installation = await install();
      const path = pathTemplate.replace(':id', String((await check(installation.id)).id));
      let req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path).set(as(who));
      if (method === 'POST')
        req = req.send({ installationId: installation.id, checkedOn: today(), result: 'NO_LEAK' });
      if (method === 'PUT') req = req.send({ note: 'corrected', reason: 'typo' });
      if (method === 'DELETE') req = req.query({ reason: 'entered twice' });
      const res = await req;
      expect(res.status).toBe(status);
      if (status >= 400) expect(res.body.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    });
  });

  it('records a check with who did it and who entered it', async () => {
    const installation = await install({ name: 'Vriescel' });
    const res = await postLeakCheck(t, admin, {
      installationId: installation.id,
      checkedOn: today(),
      userId: fitter.id,
      result: 'LEAK_FOUND',
      leakLocation: ' Compressor ',
      repairedOn: today(),
      repairDescription: 'Seal replaced',
      note: '',
    }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      installationId: installation.id,
      installationName: 'Vriescel',
      checkedOn: today(),
      userId: fitter.id,
      user: { id: fitter.id, name: 'Monteur Mark' },
      enteredById: admin.id,
      enteredBy: { id: admin.id, name: 'Admin Anna' },
      result: 'LEAK_FOUND',
      method: null,
      leakLocation: 'Compressor',
      repairedOn: today(),
      repairDescription: 'Seal replaced',
      followUpOfId: null,
      followUpDueFrom: addDays(today(), 1),
      followUpDueBy: addMonths(today(), 1),
      note: null,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      corrected: false,
      voided: false,
      voidReason: null,
      fitterCertificateNumber: null,
      companyCertificateNumber: null,
      certificateWarning: true,
      instrumentId: null,
      instrument: null,
      instrumentOverdue: false,
    });
    await t.http().get(`/api/leak-checks/${res.body.id}`).set(bearer(fitter)).expect(200);
  });

  describe('bad input: 400, never a 500', () => {
    it.each<[string, Record<string, unknown>, string]>([
      ['checkedOn tomorrow (company time)', { checkedOn: addDays(localDate(new Date()), 1) }, 'checkedOn'],
      ['checkedOn not a date', { checkedOn: '2026-13-01' }, 'checkedOn'],
      ['checkedOn a date-time', { checkedOn: '2026-01-01T10:00:00Z' }, 'checkedOn'],
      ['checkedOn missing', { checkedOn: undefined }, 'checkedOn'],
      ['result unknown', { result: 'MAYBE' }, 'result'],
      ['result missing', { result: undefined }, 'result'],
      [
        'repairedOn in the future',
        { result: 'LEAK_FOUND', repairedOn: addDays(localDate(new Date()), 3) },
        'repairedOn',
      ],
      ['installationId not an id', { installationId: -1 }, 'installationId'],
      ['userId null', { userId: null }, 'userId'],
      ['leakLocation too long', { leakLocation: 'x'.repeat(2001) }, 'leakLocation'],
    ])('%s', async (_, change, field) => {
      const installation = await install();
      const res = await postLeakCheck(t, fitter, {
        installationId: installation.id,
        checkedOn: today(),
        result: 'NO_LEAK',
        ...change,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toContain(field);
    });

    it.each<[string, string, (installationId: number) => Promise<Record<string, unknown>>]>([
      [
        'an installation that does not exist',
        'INSTALLATION_NOT_FOUND',
        async () => ({ installationId: 999999 }),
      ],
      ['a fitter that does not exist', 'USER_NOT_FOUND', async () => ({ userId: 999999 })],
      [
        'a deactivated fitter',
        'USER_INACTIVE',
        async () => {
          const gone = await createAccount(t, admin, 'MONTEUR', 'Gone');
          await t.http().put(`/api/users/${gone.id}`).set(bearer(admin)).send({ active: false }).expect(200);
          return { userId: gone.id };
        },
      ],
      [
        'a follow-up of a check that does not exist',
        'FOLLOW_UP_NOT_FOUND',
        async () => ({ followUpOfId: 999999 }),
      ],
      [
        "a follow-up of another installation's check",
        'FOLLOW_UP_NOT_FOUND',
        async () => ({ followUpOfId: (await check((await install()).id)).id }),
      ],
      [
        'a check before the installation date',
        'VALIDATION_FAILED',
        async () => ({ checkedOn: addMonths(today(), -13) }),
      ],
      ['a repair of a check without a leak', 'VALIDATION_FAILED', async () => ({ repairedOn: today() })],
      [
        'a repair before the check',
        'VALIDATION_FAILED',
        async () => ({ result: 'LEAK_FOUND', checkedOn: today(), repairedOn: addDays(today(), -1) }),
      ],
    ])('refuses %s (%s)', async (_, code, change) => {
      const installation = await install();
      const res = await postLeakCheck(t, fitter, {
        installationId: installation.id,
        checkedOn: today(),
        result: 'NO_LEAK',
        ...(await change(installation.id)),
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
    });
  });

  it('a follow-up re-checks a check of the same installation, dated on or after it', async () => {
    const installation = await install();
    const leak = await check(installation.id, {
      checkedOn: addDays(today(), -10),
      result: 'LEAK_FOUND',
      repairedOn: addDays(today(), -9),
    });
    const early = await postLeakCheck(t, fitter, {
      installationId: installation.id,
      checkedOn: addDays(today(), -11),
      result: 'NO_LEAK',
      followUpOfId: leak.id,
    });
    expect(early.status).toBe(400);
    const followUp = await check(installation.id, { followUpOfId: leak.id });
    const listed = await t
      .http()
      .get('/api/leak-checks')
      .query({ filter: JSON.stringify({ followUpOfId: leak.id }) })
      .set(bearer(fitter))
      .expect(200);
    expect(listed.body.map((c: { id: number }) => c.id)).toEqual([followUp.id]);
  });

  it('the follow-up window: due from repairedOn + 1 day until + 1 month; a check inside it closes it', async () => {
    const installation = await install();
    await check(installation.id, { checkedOn: addMonths(today(), -1) }); // next due in 5 months
    const repairedOn = addDays(today(), -3);
    await check(installation.id, { checkedOn: repairedOn, result: 'LEAK_FOUND', repairedOn });
    expect((await getInstallation(t, fitter, installation.id)).body.nextLeakCheckDue).toBe(
      addMonths(repairedOn, 1),
    );
    // A check on the repair day itself is not the follow-up (not yet 24 hours).
    await check(installation.id, { checkedOn: repairedOn });
    expect((await getInstallation(t, fitter, installation.id)).body.nextLeakCheckDue).toBe(
      addMonths(repairedOn, 1),
    );
    await check(installation.id, { checkedOn: addDays(repairedOn, 1) });
    expect((await getInstallation(t, fitter, installation.id)).body.nextLeakCheckDue).toBe(
      addMonths(addDays(repairedOn, 1), 6),
    );
  });

  it('an administrator corrects a check (history kept) and voids one (kept, no longer counted)', async () => {
    const installation = await install();
    const first = await check(installation.id, { checkedOn: addMonths(today(), -2) });
    const second = await check(installation.id, { checkedOn: addDays(today(), -1), note: 'routine' });
    expect((await getInstallation(t, fitter, installation.id)).body.lastLeakCheckOn).toBe(
      addDays(today(), -1),
    );

    const corrected = await t
      .http()
      .put(`/api/leak-checks/${second.id}`)
      .set(bearer(admin))
      .send({ checkedOn: addDays(today(), -3), reason: 'wrong day' })
      .expect(200);
    expect(corrected.body).toMatchObject({
      checkedOn: addDays(today(), -3),
      corrected: true,
      note: 'routine',
    });
    expect((await getInstallation(t, fitter, installation.id)).body).toMatchObject({
      lastLeakCheckOn: addDays(today(), -3),
      nextLeakCheckDue: addMonths(addDays(today(), -3), 6),
    });

    const voidWithoutReason = await t.http().delete(`/api/leak-checks/${second.id}`).set(bearer(admin));
    expect(voidWithoutReason.status).toBe(400);
    const voided = await t
      .http()
      .delete(`/api/leak-checks/${second.id}`)
      .query({ reason: 'entered for the wrong installation' })
      .set(bearer(admin))
      .expect(200);
    expect(voided.body).toMatchObject({ voided: true, voidReason: 'entered for the wrong installation' });
    expect((await getInstallation(t, fitter, installation.id)).body).toMatchObject({
      lastLeakCheckOn: first.checkedOn,
      nextLeakCheckDue: addMonths(first.checkedOn, 6),
    });

    const again = await t
      .http()
      .delete(`/api/leak-checks/${second.id}`)
      .query({ reason: 'again' })
      .set(bearer(admin));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('LEAK_CHECK_VOIDED');
    const edit = await t.http().put(`/api/leak-checks/${second.id}`).set(bearer(admin)).send({ note: 'x' });
    expect(edit.status).toBe(409);

    // Hidden from fitters, shown to admins on request; the history has every step.
    await t.http().get(`/api/leak-checks/${second.id}`).set(bearer(fitter)).expect(404);
    await t.http().get(`/api/leak-checks/${second.id}`).set(bearer(admin)).expect(200);
    const forFitter = await t
      .http()
      .get('/api/leak-checks')
      .query({ filter: JSON.stringify({ installationId: installation.id }) })
      .set(bearer(fitter))
      .expect(200);
    expect(forFitter.body.map((c: { id: number }) => c.id)).toEqual([first.id]);
    const refused = await t
      .http()
      .get('/api/leak-checks')
      .query({ filter: JSON.stringify({ includeVoided: true }) })
      .set(bearer(fitter));
    expect(refused.status).toBe(403);
    const forAdmin = await t
      .http()
      .get('/api/leak-checks')
      .query({
        filter: JSON.stringify({ installationId: installation.id, includeVoided: true }),
        sort: '["checkedOn","ASC"]',
      })
      .set(bearer(admin))
      .expect(200);
    expect(forAdmin.body.map((c: { id: number }) => c.id)).toEqual([first.id, second.id]);
    const history = await t
      .http()
      .get(`/api/leak-checks/${second.id}/history`)
      .set(bearer(admin))
      .expect(200);
    expect(history.body.map((step: { action: string }) => step.action)).toEqual(['CREATE', 'EDIT', 'VOID']);
    expect(history.body[1]).toMatchObject({
      changes: { checkedOn: { from: addDays(today(), -1), to: addDays(today(), -3) } },
      reason: 'wrong day',
      by: { id: admin.id },
    });
    expect(history.body[2].reason).toBe('entered for the wrong installation');
  });

  it('filters by result, fitter and date range; pages with Content-Range', async () => {
    const installation = await install();
    await check(installation.id, { checkedOn: addDays(today(), -20), result: 'LEAK_FOUND' });
    await check(installation.id, { checkedOn: addDays(today(), -10) });
    await check(installation.id, { checkedOn: today(), userId: admin.id });
    const list = (filter: Record<string, unknown>, range?: string) =>
      t
        .http()
        .get('/api/leak-checks')
        .query({
          filter: JSON.stringify({ installationId: installation.id, ...filter }),
          ...(range ? { range } : {}),
        })
        .set(bearer(fitter))
        .expect(200);
    expect((await list({ result: 'LEAK_FOUND' })).body).toHaveLength(1);
    expect((await list({ userId: admin.id })).body).toHaveLength(1);
    expect(
      (await list({ checkedFrom: addDays(today(), -15), checkedTo: addDays(today(), -5) })).body,
    ).toHaveLength(1);
    const page = await list({}, '[0,1]');
    expect(page.headers['content-range']).toBe('leak-checks 0-1/3');
    expect(page.body.map((c: { checkedOn: string }) => c.checkedOn)).toEqual([
      today(),
      addDays(today(), -10),
    ]);
  });
});
