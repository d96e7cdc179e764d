import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, createAccount, type Account } from './support/accounts';
import { createCylinder, postLog, storedTotals } from './support/logs-fixtures';
import { LogsService } from '../src/logs/logs.service';

describe('mutation log /api/logs', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  const verify = () => t.app.get(LogsService).verifyTotals();
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  describe('roles per operation', () => {
    let cylinderId: number;
    let entryId: number;
    beforeAll(async () => {
      cylinderId = await createCylinder(t, admin);
      entryId = (await postLog(t, fitter, { cylinderId, mutationType: 'INSPECTION' }).expect(201)).body.id;
    });

    const cases: [
      string,
      string,
      (id: number) => string,
      Record<string, unknown> | null,
      { anon: number; fitter: number; admin: number },
    ][] = [
      ['list', 'get', () => '/api/logs', null, { anon: 401, fitter: 200, admin: 200 }],
      ['export', 'get', () => '/api/logs/export.csv', null, { anon: 401, fitter: 200, admin: 200 }],
      ['one', 'get', (id) => `/api/logs/${id}`, null, { anon: 401, fitter: 200, admin: 200 }],
      ['history', 'get', (id) => `/api/logs/${id}/history`, null, { anon: 401, fitter: 403, admin: 200 }],
      ['edit', 'put', (id) => `/api/logs/${id}`, { note: 'checked' }, { anon: 401, fitter: 403, admin: 200 }],
    ];
    it.each(cases)('%s', async (_name, method, path, body, expected) => {
      const call = (account?: Account) => {
        const req = (t.http() as unknown as Record<string, (url: string) => import('supertest').Test>)[
          method
        ](path(entryId));
        if (account) req.set(bearer(account));
        return body ? req.send(body) : req;
      };
      expect((await call()).status).toBe(expected.anon);
      expect((await call(fitter)).status).toBe(expected.fitter);
      expect((await call(admin)).status).toBe(expected.admin);
    });

    it('create: anonymous 401, fitter and admin 201; delete: anonymous 401, fitter 403, admin 200', async () => {
      await t.http().post('/api/logs').send({ cylinderId, mutationType: 'INSPECTION' }).expect(401);
      await postLog(t, fitter, { cylinderId, mutationType: 'INSPECTION' }).expect(201);
      const mine = await postLog(t, admin, { cylinderId, mutationType: 'MOVED' }).expect(201);
      await t.http().delete(`/api/logs/${mine.body.id}`).expect(401);
      await t.http().delete(`/api/logs/${mine.body.id}`).set(bearer(fitter)).expect(403);
      await t.http().delete(`/api/logs/${mine.body.id}`).set(bearer(admin)).expect(200);
    });

    it.each(['abc', '-1', '1.5', '0', '2147483648'])('id %s answers 400', async (id) => {
      const res = await t.http().get(`/api/logs/${id}`).set(bearer(admin)).expect(400);
      expect(res.body.code).toBe('INVALID_ID');
      await t.http().put(`/api/logs/${id}`).set(bearer(admin)).send({ note: 'x' }).expect(400);
      await t.http().delete(`/api/logs/${id}`).set(bearer(admin)).expect(400);
    });

    it('unknown ids answer 404', async () => {
      await t.http().get('/api/logs/999999').set(bearer(admin)).expect(404);
      await t.http().get('/api/logs/999999/history').set(bearer(admin)).expect(404);
      await t.http().put('/api/logs/999999').set(bearer(admin)).send({ note: 'x' }).expect(404);
      await t.http().delete('/api/logs/999999').set(bearer(admin)).expect(404);
    });
  });

  describe('create', () => {
    it('answers the entry with names, direction and the caller as fitter and enterer', async () => {
      const cylinderId = await createCylinder(t, admin);
      const res = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_RETROFIT',
        weightBefore: 30,
        weightAfter: 28.75,
        workOrder: '  WO-1  ',
        note: '   ',
      }).expect(201);
      expect(res.body).toEqual({
        id: expect.any(Number),
        cylinderId,
        cylinderSerialNumber: expect.any(String),
        gasType: 'R-32',
        mutationType: 'FILLUP_RETROFIT',
        direction: 'OUT',
        installationId: null,
        installationName: null,
        workOrder: 'WO-1',
        weight: 1.25,
        weightBefore: 30,
        weightAfter: 28.75,
        weightGap: null,
        gapExplanation: null,
        note: null,
        userId: fitter.id,
        user: { id: fitter.id, name: 'Monteur Mark' },
        enteredById: fitter.id,
        enteredBy: { id: fitter.id, name: 'Monteur Mark' },
        date: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        corrected: false,
        deleted: false,
        fitterCertificateNumber: null,
        companyCertificateNumber: null,
        certificateWarning: true,
        servicingBanAcknowledged: false,
        instrumentId: null,
        instrument: null,
        instrumentOverdue: false,
      });
      expect(await storedTotals(t, cylinderId)).toMatchObject({
        total_filled: '1.250',
        total_reclaimed: '0.000',
        log_count: 1,
        gap_count: 0,
      });
      const again = await t.http().get(`/api/logs/${res.body.id}`).set(bearer(fitter)).expect(200);
      expect(again.body).toEqual(res.body);
    });

    it('stores another fitter chosen by an admin; enteredBy stays the caller', async () => {
      const cylinderId = await createCylinder(t, admin);
      const res = await postLog(t, admin, {
        cylinderId,
        mutationType: 'RECLAIM_WEIGH',
        weight: 2,
        userId: fitter.id,
      }).expect(201);
      expect(res.body).toMatchObject({
        userId: fitter.id,
        enteredById: admin.id,
        direction: 'IN',
        weight: 2,
      });
    });

    it('refuses unknown or inactive fitters and unknown cylinders', async () => {
      const cylinderId = await createCylinder(t, admin);
      expect(
        (await postLog(t, admin, { cylinderId, mutationType: 'INSPECTION', userId: 999999 }).expect(400)).body
          .code,
      ).toBe('USER_NOT_FOUND');
      const leaver = await createAccount(t, admin, 'MONTEUR', 'Leaver');
      await t.http().put(`/api/users/${leaver.id}`).set(bearer(admin)).send({ active: false }).expect(200);
      expect(
        (await postLog(t, admin, { cylinderId, mutationType: 'INSPECTION', userId: leaver.id }).expect(400))
          .body.code,
      ).toBe('USER_INACTIVE');
      expect(
        (await postLog(t, admin, { cylinderId: 999999, mutationType: 'INSPECTION' }).expect(400)).body.code,
      ).toBe('CYLINDER_NOT_FOUND');
    });

    it.each([
      ['mutationType', { mutationType: 'RECLAIM_RECOVERY' }],
      ['weight', { mutationType: 'INSPECTION', weight: -1 }],
      ['weight', { mutationType: 'RECLAIM_WEIGH', weight: 1000.001 }],
      ['weight', { mutationType: 'RECLAIM_WEIGH', weight: 1.2345 }],
      ['weight', { mutationType: 'RECLAIM_WEIGH', weight: '1' }],
      ['workOrder', { mutationType: 'INSPECTION', workOrder: 'x'.repeat(101) }],
      ['note', { mutationType: 'INSPECTION', note: 'x'.repeat(2001) }],
      ['date', { mutationType: 'INSPECTION', date: 'yesterday' }],
      ['date', { mutationType: 'INSPECTION', date: new Date(Date.now() + 10 * 60_000).toISOString() }],
      ['date', { mutationType: 'INSPECTION', date: '1999-12-31T23:59:59Z' }],
      ['extra', { mutationType: 'INSPECTION', extra: 1 }],
    ])('refuses a bad %s (400)', async (field, body) => {
      const cylinderId = await createCylinder(t, admin);
      const res = await postLog(t, fitter, { cylinderId, ...body }).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toContain(field);
      expect((await storedTotals(t, cylinderId)).log_count).toBe(0);
    });

    it('accepts a date up to 5 minutes ahead (clock skew) and a max-length work order and note', async () => {
      const cylinderId = await createCylinder(t, admin);
      const date = new Date(Date.now() + 4 * 60_000).toISOString();
      const res = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'INSPECTION',
        date,
        workOrder: 'w'.repeat(100),
        note: 'n'.repeat(2000),
      }).expect(201);
      expect(res.body.date).toBe(date);
    });
  });

  describe('the weight model', () => {
    let cylinderId: number;
    beforeAll(async () => {
      cylinderId = await createCylinder(t, admin, { deliveryWeight: 30, tareWeight: 10 });
    });

    it.each([
      [
        'fill-up: both readings derive the weight',
        { mutationType: 'FILLUP_WEIGH', weightBefore: 30, weightAfter: 29.5 },
        201,
        0.5,
      ],
      [
        'reclaim: both readings derive the weight',
        { mutationType: 'RECLAIM_WEIGH', weightBefore: 29.5, weightAfter: 30.25 },
        201,
        0.75,
      ],
      [
        'a matching weight with both readings',
        { mutationType: 'FILLUP_WEIGH', weightBefore: 30.25, weightAfter: 30, weight: 0.25 },
        201,
        0.25,
      ],
      ['weight alone', { mutationType: 'FILLUP_LEAKAGE', weight: 0.1 }, 201, 0.1],
      [
        'general type with equal readings',
        { mutationType: 'INSPECTION', weightBefore: 29.9, weightAfter: 29.9 },
        201,
        0,
      ],
      ['general type with weight 0', { mutationType: 'MOVED', weight: 0 }, 201, 0],
    ])('%s', async (_name, body, status, weight) => {
      const res = await postLog(t, fitter, { cylinderId, ...body }).expect(status);
      expect(res.body.weight).toBe(weight);
    });

    it.each([
      ['WEIGHT_MISMATCH', { mutationType: 'FILLUP_WEIGH', weightBefore: 30, weightAfter: 29, weight: 2 }],
      ['FILLUP_HEAVIER', { mutationType: 'FILLUP_RETROFIT', weightBefore: 29, weightAfter: 30 }],
      ['RECLAIM_LIGHTER', { mutationType: 'RECLAIM_MAINTENANCE', weightBefore: 30, weightAfter: 29 }],
      ['WEIGHT_REQUIRED', { mutationType: 'RECLAIM_TRANSFER' }],
      ['WEIGHT_REQUIRED', { mutationType: 'FILLUP_RETROFIT', weightBefore: 30 }],
      ['GENERAL_MOVES_NOTHING', { mutationType: 'INSPECTION', weightBefore: 30, weightAfter: 29 }],
      ['GENERAL_MOVES_NOTHING', { mutationType: 'OTHER', weight: 1 }],
    ])('refuses with %s', async (code, body) => {
      const before = await storedTotals(t, cylinderId);
      const res = await postLog(t, fitter, { cylinderId, ...body }).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code, error: res.body.message });
      expect(await storedTotals(t, cylinderId)).toEqual(before);
    });

    it('says in plain words that a fill-up cannot make the cylinder heavier', async () => {
      const res = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_RETROFIT',
        weightBefore: 29,
        weightAfter: 30,
      }).expect(400);
      expect(res.body.error).toMatch(/cannot be heavier/);
    });

    it('refuses a fill-up larger than the content (NOT_ENOUGH_CONTENT with available and requested), allows exactly all', async () => {
      const id = await createCylinder(t, admin, { deliveryWeight: 12.5, tareWeight: 10 });
      await postLog(t, fitter, { cylinderId: id, mutationType: 'FILLUP_RETROFIT', weight: 1 }).expect(201);
      const res = await postLog(t, fitter, {
        cylinderId: id,
        mutationType: 'FILLUP_RETROFIT',
        weight: 1.501,
      }).expect(400);
      expect(res.body).toMatchObject({
        code: 'NOT_ENOUGH_CONTENT',
        params: { available: 1.5, requested: 1.501 },
      });
      await postLog(t, fitter, { cylinderId: id, mutationType: 'FILLUP_RETROFIT', weight: 1.5 }).expect(201);
      expect(await storedTotals(t, id)).toMatchObject({ total_filled: '2.500', log_count: 2 });
      // a reclaim refills it
      await postLog(t, fitter, { cylinderId: id, mutationType: 'RECLAIM_RETROFIT', weight: 0.75 }).expect(
        201,
      );
      await postLog(t, fitter, { cylinderId: id, mutationType: 'FILLUP_RETROFIT', weight: 0.75 }).expect(201);
      expect(await verify()).toEqual([]);
    });
  });

  describe('the weight gap', () => {
    it.each([
      [10.05, null],
      [9.95, null],
      [10.051, 0.051],
      [9.949, -0.051],
      [10.5, 0.5],
    ])('previous after 10.000, before %d: gap %s (tolerance 0.05)', async (before, gap) => {
      const cylinderId = await createCylinder(t, admin, { deliveryWeight: 30, tareWeight: 0 });
      await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weightBefore: 11,
        weightAfter: 10,
        date: ago(60),
      }).expect(201);
      const res = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'INSPECTION',
        weightBefore: before,
        weightAfter: before,
      }).expect(201);
      expect(res.body.weightGap).toBe(gap);
      expect((await storedTotals(t, cylinderId)).gap_count).toBe(gap === null ? 0 : 1);
      const cylinder = await t.http().get(`/api/cylinders/${cylinderId}`).set(bearer(fitter)).expect(200);
      expect(cylinder.body.hasWeightGap).toBe(gap !== null);
    });

    it('no gap without a previous reading or without a reading before', async () => {
      const cylinderId = await createCylinder(t, admin);
      expect(
        (
          await postLog(t, fitter, {
            cylinderId,
            mutationType: 'FILLUP_WEIGH',
            weightBefore: 25,
            weightAfter: 24,
          }).expect(201)
        ).body.weightGap,
      ).toBeNull();
      expect(
        (await postLog(t, fitter, { cylinderId, mutationType: 'FILLUP_WEIGH', weight: 1 }).expect(201)).body
          .weightGap,
      ).toBeNull();
      // the latest earlier entry has no weightAfter: no comparison
      expect(
        (
          await postLog(t, fitter, {
            cylinderId,
            mutationType: 'FILLUP_WEIGH',
            weightBefore: 20,
            weightAfter: 19,
          }).expect(201)
        ).body.weightGap,
      ).toBeNull();
    });

    it('honours a tolerance changed in the settings', async () => {
      const cylinderId = await createCylinder(t, admin, { deliveryWeight: 30, tareWeight: 0 });
      await postLog(t, fitter, {
        cylinderId,
        mutationType: 'INSPECTION',
        weightBefore: 10,
        weightAfter: 10,
        date: ago(10),
      }).expect(201);
      await t.http().put('/api/settings').set(bearer(admin)).send({ weightGapTolerance: 0.2 }).expect(200);
      try {
        expect(
          (
            await postLog(t, fitter, {
              cylinderId,
              mutationType: 'INSPECTION',
              weightBefore: 10.2,
              weightAfter: 10.2,
              date: ago(9),
            }).expect(201)
          ).body.weightGap,
        ).toBeNull();
        expect(
          (
            await postLog(t, fitter, {
              cylinderId,
              mutationType: 'INSPECTION',
              weightBefore: 10.401,
              weightAfter: 10.401,
              date: ago(8),
            }).expect(201)
          ).body.weightGap,
        ).toBe(0.201);
      } finally {
        await t.http().put('/api/settings').set(bearer(admin)).send({ weightGapTolerance: 0.05 }).expect(200);
      }
    });

    it('a back-dated entry takes its gap from the entry before it and recomputes the gap of the entry after it', async () => {
      const cylinderId = await createCylinder(t, admin, { deliveryWeight: 30, tareWeight: 0 });
      await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weightBefore: 30,
        weightAfter: 28,
        date: ago(300),
      }).expect(201);
      const late = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weightBefore: 26,
        weightAfter: 25,
        date: ago(100),
      }).expect(201);
      expect(late.body.weightGap).toBe(-2);
      expect((await storedTotals(t, cylinderId)).gap_count).toBe(1);
      // the missing mutation is recorded afterwards, between the two
      const missing = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_RETROFIT',
        weightBefore: 28,
        weightAfter: 26,
        date: ago(200),
      }).expect(201);
      expect(missing.body.weightGap).toBeNull();
      expect(
        (await t.http().get(`/api/logs/${late.body.id}`).set(bearer(fitter)).expect(200)).body.weightGap,
      ).toBeNull();
      const totals = await storedTotals(t, cylinderId);
      expect(totals).toMatchObject({ total_filled: '5.000', log_count: 3, gap_count: 0 });
      expect(new Date(totals.last_log_date!).toISOString()).toBe(late.body.date);
      expect(await verify()).toEqual([]);
    });
  });

  describe('edit and delete keep the history and correct the totals', () => {
    it('edit: EDIT revision with from/to of the changed fields, totals and gaps recomputed', async () => {
      const cylinderId = await createCylinder(t, admin, { deliveryWeight: 30, tareWeight: 0 });
      const first = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weightBefore: 30,
        weightAfter: 28,
        date: ago(300),
        workOrder: 'WO-1',
      }).expect(201);
      const second = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weightBefore: 27.5,
        weightAfter: 27,
        date: ago(200),
      }).expect(201);
      expect(second.body.weightGap).toBe(-0.5);

      // The first reading after was mistyped: 28 should have been 27.5
      const edited = await t
        .http()
        .put(`/api/logs/${first.body.id}`)
        .set(bearer(admin))
        .send({ weightAfter: 27.5, reason: 'typo' })
        .expect(200);
      expect(edited.body).toMatchObject({
        weight: 2.5,
        weightAfter: 27.5,
        corrected: true,
        workOrder: 'WO-1',
      });
      expect(
        (await t.http().get(`/api/logs/${second.body.id}`).set(bearer(admin))).body.weightGap,
      ).toBeNull();
      expect(await storedTotals(t, cylinderId)).toMatchObject({
        total_filled: '3.000',
        gap_count: 0,
        log_count: 2,
      });

      const history = await t.http().get(`/api/logs/${first.body.id}/history`).set(bearer(admin)).expect(200);
      expect(history.body.map((r: { action: string }) => r.action)).toEqual(['CREATE', 'EDIT']);
      expect(history.body[0]).toMatchObject({
        by: { id: fitter.id, name: 'Monteur Mark' },
        reason: null,
        changes: { weightAfter: { from: null, to: 28 } },
      });
      expect(history.body[1]).toEqual({
        id: expect.any(Number),
        action: 'EDIT',
        at: expect.any(String),
        by: { id: admin.id, name: 'Admin Anna' },
        changes: { weightAfter: { from: 28, to: 27.5 }, weight: { from: 2, to: 2.5 } },
        reason: 'typo',
      });

      // Moving the date: the first entry now comes after the second one
      await t
        .http()
        .put(`/api/logs/${first.body.id}`)
        .set(bearer(admin))
        .send({ date: ago(100) })
        .expect(200);
      const [a, b] = await Promise.all(
        [first.body.id, second.body.id].map(
          async (id) => (await t.http().get(`/api/logs/${id}`).set(bearer(admin))).body,
        ),
      );
      expect(b.weightGap).toBeNull(); // now the first of the cylinder
      expect(a.weightGap).toBe(3); // 30 - 27
      expect(await storedTotals(t, cylinderId)).toMatchObject({ gap_count: 1 });
      expect(new Date((await storedTotals(t, cylinderId)).last_log_date!).toISOString()).toBe(a.date);

      // Type change to a reclaim with readings: the weight is derived again, totals move across
      const reclaim = await t
        .http()
        .put(`/api/logs/${second.body.id}`)
        .set(bearer(admin))
        .send({ mutationType: 'RECLAIM_WEIGH', weightBefore: 27, weightAfter: 27.5 })
        .expect(200);
      expect(reclaim.body).toMatchObject({ direction: 'IN', weight: 0.5 });
      expect(await storedTotals(t, cylinderId)).toMatchObject({
        total_filled: '2.500',
        total_reclaimed: '0.500',
      });
      expect(await verify()).toEqual([]);

      // Weight rules apply to the merged entry
      const bad = await t
        .http()
        .put(`/api/logs/${second.body.id}`)
        .set(bearer(admin))
        .send({ weightAfter: 26 })
        .expect(400);
      expect(bad.body.code).toBe('RECLAIM_LIGHTER');
    });

    it('delete: never physical, hidden, DELETE revision with reason, totals reversed, successor gap recomputed; twice 409; edit 409', async () => {
      const cylinderId = await createCylinder(t, admin, { deliveryWeight: 30, tareWeight: 0 });
      const a = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weightBefore: 30,
        weightAfter: 29,
        date: ago(300),
      }).expect(201);
      const b = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weightBefore: 29,
        weightAfter: 28,
        date: ago(200),
      }).expect(201);
      const c = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_WEIGH',
        weightBefore: 28,
        weightAfter: 27,
        date: ago(100),
      }).expect(201);

      const deleted = await t
        .http()
        .delete(`/api/logs/${b.body.id}?reason=${encodeURIComponent('wrong cylinder')}`)
        .set(bearer(admin))
        .expect(200);
      expect(deleted.body).toMatchObject({ id: b.body.id, deleted: true });
      const [row] = await t.sql<{ deleted_by_id: number; delete_reason: string; deleted_at: Date }>(
        'select deleted_by_id, delete_reason, deleted_at from log_entries where id = $1',
        [b.body.id],
      );
      expect(row).toMatchObject({
        deleted_by_id: admin.id,
        delete_reason: 'wrong cylinder',
        deleted_at: expect.any(Date),
      });
      expect((await t.http().get(`/api/logs/${c.body.id}`).set(bearer(admin))).body.weightGap).toBe(-1); // 28 - 29
      expect(await storedTotals(t, cylinderId)).toMatchObject({
        total_filled: '2.000',
        log_count: 2,
        gap_count: 1,
      });

      await t.http().get(`/api/logs/${b.body.id}`).set(bearer(fitter)).expect(404);
      await t.http().get(`/api/logs/${b.body.id}`).set(bearer(admin)).expect(200);
      const visible = await t
        .http()
        .get('/api/logs')
        .query({ filter: JSON.stringify({ cylinderId }) })
        .set(bearer(fitter))
        .expect(200);
      expect(visible.body.map((e: { id: number }) => e.id)).toEqual([c.body.id, a.body.id]);
      expect(visible.headers['content-range']).toBe('logs 0-1/2');
      const cylinder = await t.http().get(`/api/cylinders/${cylinderId}`).set(bearer(fitter)).expect(200);
      expect(cylinder.body.logs.map((e: { id: number }) => e.id)).toEqual([c.body.id, a.body.id]);
      const all = await t
        .http()
        .get('/api/logs')
        .query({ filter: JSON.stringify({ cylinderId, includeDeleted: true }) })
        .set(bearer(admin))
        .expect(200);
      expect(all.body).toHaveLength(3);
      await t
        .http()
        .get('/api/logs')
        .query({ filter: JSON.stringify({ includeDeleted: true }) })
        .set(bearer(fitter))
        .expect(403);

      expect((await t.http().delete(`/api/logs/${b.body.id}`).set(bearer(admin)).expect(409)).body.code).toBe(
        'LOG_ENTRY_DELETED',
      );
      expect(
        (await t.http().put(`/api/logs/${b.body.id}`).set(bearer(admin)).send({ note: 'x' }).expect(409)).body
          .code,
      ).toBe('LOG_ENTRY_DELETED');

      const history = await t.http().get(`/api/logs/${b.body.id}/history`).set(bearer(admin)).expect(200);
      expect(
        history.body.map((r: { action: string; reason: string | null }) => [r.action, r.reason]),
      ).toEqual([
        ['CREATE', null],
        ['DELETE', 'wrong cylinder'],
      ]);
      await t
        .http()
        .delete(`/api/logs/${a.body.id}?reason=${'x'.repeat(501)}`)
        .set(bearer(admin))
        .expect(400);

      // deleting the last entry moves last_log_date back
      await t.http().delete(`/api/logs/${c.body.id}`).set(bearer(admin)).expect(200);
      const totals = await storedTotals(t, cylinderId);
      expect(totals).toMatchObject({ total_filled: '1.000', log_count: 1, gap_count: 0 });
      expect(new Date(totals.last_log_date!).toISOString()).toBe(a.body.date);
      expect(
        await t.sql('select count(*)::int as n from log_entries where cylinder_id = $1', [cylinderId]),
      ).toEqual([{ n: 3 }]);
      expect(await verify()).toEqual([]);
    });
  });

  describe('list', () => {
    let cylinderId: number;
    let ids: number[];
    beforeAll(async () => {
      cylinderId = await createCylinder(t, admin, { deliveryWeight: 50, tareWeight: 10 });
      ids = [];
      const bodies = [
        { mutationType: 'FILLUP_RETROFIT', weight: 1, workOrder: 'WO-100', date: '2026-01-05T10:00:00.000Z' },
        {
          mutationType: 'RECLAIM_VACUUM',
          weight: 3,
          note: 'vacuum 50% done',
          date: '2026-01-06T10:00:00.000Z',
          userId: admin.id,
        },
        { mutationType: 'INSPECTION', note: 'all fine', date: '2026-01-07T23:30:00.000Z' },
      ];
      for (const body of bodies)
        ids.push((await postLog(t, fitter, { cylinderId, ...body }).expect(201)).body.id);
    });
    const list = (filter: object, extra: Record<string, string> = {}) =>
      t
        .http()
        .get('/api/logs')
        .query({ filter: JSON.stringify({ cylinderId, ...filter }), ...extra })
        .set(bearer(fitter));

    it('defaults to date DESC and pages with Content-Range', async () => {
      const res = await list({}, { range: '[0,1]' }).expect(200);
      expect(res.body.map((e: { id: number }) => e.id)).toEqual([ids[2], ids[1]]);
      expect(res.headers['content-range']).toBe('logs 0-1/3');
    });

    it.each([
      [{ direction: 'IN' }, [1]],
      [{ direction: 'OUT' }, [0]],
      [{ direction: 'NONE' }, [2]],
      [{ mutationType: 'RECLAIM_VACUUM' }, [1]],
      [{ q: 'wo-1' }, [0]],
      [{ q: '50%' }, [1]],
      [{ dateFrom: '2026-01-06', dateTo: '2026-01-07' }, [2, 1]],
      [{ dateTo: '2026-01-05T12:00:00Z' }, [0]],
    ])('filter %j', async (filter, expected) => {
      const res = await list(filter).expect(200);
      expect(res.body.map((e: { id: number }) => e.id)).toEqual(expected.map((i) => ids[i]));
      expect(res.headers['content-range']).toMatch(new RegExp(`/${expected.length}$`));
    });

    it('filters by fitter and by id; sorts by weight', async () => {
      expect((await list({ userId: admin.id }).expect(200)).body.map((e: { id: number }) => e.id)).toEqual([
        ids[1],
      ]);
      expect((await list({ id: [ids[0], ids[2]] }).expect(200)).body).toHaveLength(2);
      const sorted = await list({}, { sort: '["weight","ASC"]' }).expect(200);
      expect(sorted.body.map((e: { weight: number }) => e.weight)).toEqual([0, 1, 3]);
    });

    it.each([
      [{ sort: '["note","ASC"]' }],
      [{ sort: 'nope' }],
      [{ filter: '{"colour":"red"}' }],
      [{ filter: '{"direction":"UP"}' }],
      [{ range: '[5,1]' }],
    ])('refuses %j with 400', async (query) => {
      await t.http().get('/api/logs').query(query).set(bearer(fitter)).expect(400);
    });
  });

  it('50 concurrent POSTs on one cylinder are all stored and the totals agree with the log', async () => {
    const cylinderId = await createCylinder(t, admin, { deliveryWeight: 200, tareWeight: 10 });
    const bodies = Array.from({ length: 50 }, (_, i) =>
      i % 3 === 0
        ? { cylinderId, mutationType: 'RECLAIM_MAINTENANCE', weight: 0.333 }
        : i % 3 === 1
          ? { cylinderId, mutationType: 'FILLUP_RETROFIT', weight: 1.111, date: ago(i) }
          : { cylinderId, mutationType: 'INSPECTION', weightBefore: 5 + i / 1000, weightAfter: 5 + i / 1000 },
    );
    const results = await Promise.all(bodies.map((body, i) => postLog(t, i % 2 ? fitter : admin, body)));
    expect(results.map((r) => r.status)).toEqual(bodies.map(() => 201));
    const totals = await storedTotals(t, cylinderId);
    expect(totals).toMatchObject({
      log_count: 50,
      total_filled: (17 * 1.111).toFixed(3),
      total_reclaimed: (17 * 0.333).toFixed(3),
    });
    expect(await verify()).toEqual([]);
  });
});
