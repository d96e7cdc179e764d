import fc from 'fast-check';
import { addDays, localDate, rentalStatus, retestStatus } from '../src/domain';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';

describe('cylinder life: receipt, rental, retest, return', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  const today = () => localDate(new Date());
  const serial = () => `CL-${Date.now().toString(36)}-${++counter}`;
  const create = async (body: Record<string, unknown> = {}, expectStatus = 201) =>
    (
      await t
        .http()
        .post('/api/cylinders')
        .set(bearer(admin))
        .send({ serialNumber: serial(), gasType: 'R-32', deliveryWeight: 20, tareWeight: 10, ...body })
        .expect(expectStatus)
    ).body;
  const show = async (id: number) =>
    (await t.http().get(`/api/cylinders/${id}`).set(bearer(fitter)).expect(200)).body;
  const listed = async (filter: Record<string, unknown>) =>
    (
      await t
        .http()
        .get('/api/cylinders')
        .query({ filter: JSON.stringify(filter) })
        .set(bearer(fitter))
        .expect(200)
    ).body.map((c: { id: number }) => c.id) as number[];
  const returnIt = (id: number, body: Record<string, unknown>, who: Account | null = admin) =>
    t
      .http()
      .post(`/api/cylinders/${id}/return`)
      .set(who ? bearer(who) : {})
      .send(body);

  it('stores the receipt, rental and retest fields and answers them', async () => {
    const body = {
      ownership: 'HUUR',
      receivedOn: addDays(today(), -3),
      deliveryReference: 'PB-1234',
      rentalFreeUntil: addDays(today(), 90),
      rentalReturnBy: addDays(today(), 120),
      retestDue: addDays(today(), 400),
    };
    const created = await create(body);
    expect(created).toMatchObject({ ...body, rentalStatus: 'GREEN', retestStatus: 'OK', returnedOn: null });
    expect(await show(created.id)).toMatchObject(body);
  });

  it.each([
    ['rentalFreeUntil on a bought cylinder', { ownership: 'KOOP', rentalFreeUntil: '2026-01-01' }],
    ['rentalReturnBy without ownership (KOOP)', { rentalReturnBy: '2026-01-01' }],
  ])('refuses %s (400 RENTAL_ONLY_FOR_HUUR)', async (_name, body) => {
    const res = await create(body, 400);
    expect(res.code).toBe('RENTAL_ONLY_FOR_HUUR');
  });

  it('refuses switching a rented cylinder with rental dates to KOOP, and accepts it once they are cleared', async () => {
    const c = await create({ ownership: 'HUUR', rentalFreeUntil: addDays(today(), 5) });
    const res = await t
      .http()
      .put(`/api/cylinders/${c.id}`)
      .set(bearer(admin))
      .send({ version: c.version, ownership: 'KOOP' })
      .expect(400);
    expect(res.body.code).toBe('RENTAL_ONLY_FOR_HUUR');
    await t
      .http()
      .put(`/api/cylinders/${c.id}`)
      .set(bearer(admin))
      .send({ version: c.version, ownership: 'KOOP', rentalFreeUntil: null })
      .expect(200);
  });

  it.each([
    ['not a date', { receivedOn: 'yesterday' }],
    ['an impossible date', { retestDue: '2026-02-30' }],
    ['a receipt in the future', { receivedOn: '2999-01-01' }],
  ])('refuses %s (400)', async (_name, body) => {
    expect((await create(body, 400)).code).toBe('VALIDATION_FAILED');
  });

  // Days from today to the last rent-free day -> status; the 30-day boundary from both sides.
  it.each([
    [-1, 'RED'],
    [0, 'AMBER'],
    [1, 'AMBER'],
    [30, 'AMBER'],
    [31, 'GREEN'],
    [365, 'GREEN'],
  ])(
    'a rented cylinder free until %i days from today is %s, in the answer and in the list filter',
    async (days, status) => {
      const c = await create({ ownership: 'HUUR', rentalFreeUntil: addDays(today(), days) });
      expect(c.rentalStatus).toBe(status);
      expect(await listed({ id: [c.id], rentalStatus: status })).toEqual([c.id]);
    },
  );

  it('a cylinder without rental dates, or a bought one, has rentalStatus NONE', async () => {
    const owned = await create();
    const rented = await create({ ownership: 'HUUR' });
    for (const c of [owned, rented]) {
      expect(c.rentalStatus).toBe('NONE');
      expect(await listed({ id: [c.id], rentalStatus: 'NONE' })).toEqual([c.id]);
    }
  });

  it.each([
    [-1, 'OVERDUE'],
    [0, 'DUE_SOON'],
    [60, 'DUE_SOON'],
    [61, 'OK'],
  ])('a retest due %i days from today is %s, in the answer and in the list filter', async (days, status) => {
    const c = await create({ retestDue: addDays(today(), days) });
    expect(c.retestStatus).toBe(status);
    expect(await listed({ id: [c.id], retestStatus: status })).toEqual([c.id]);
  });

  it('the database and the domain functions agree on any rental and retest date (property)', async () => {
    const c = await create({ ownership: 'HUUR' });
    const offset = fc.option(fc.integer({ min: -400, max: 400 }), { nil: null });
    await fc.assert(
      fc.asyncProperty(offset, offset, fc.boolean(), async (rentalDays, retestDays, rented) => {
        const day = today();
        const rentalFreeUntil = rented && rentalDays !== null ? addDays(day, rentalDays) : null;
        const retestDue = retestDays === null ? null : addDays(day, retestDays);
        await t.sql(
          `update cylinders set ownership = $2, rental_free_until = $3::date, retest_due = $4::date where id = $1`,
          [c.id, rented ? 'HUUR' : 'KOOP', rentalFreeUntil, retestDue],
        );
        const answer = await show(c.id);
        expect(answer.rentalStatus).toBe(
          rentalStatus({ ownership: rented ? 'HUUR' : 'KOOP', rentalFreeUntil }, day),
        );
        expect(answer.retestStatus).toBe(retestStatus(retestDue, day));
      }),
      { seed: 1411, numRuns: 60 },
    );
  });

  describe('return to supplier', () => {
    it.each([
      ['anonymous', 401, null],
      ['MONTEUR', 201, 'fitter'],
      ['ADMIN', 201, 'admin'],
    ] as const)('%s -> %i', async (_role, status, who) => {
      const c = await create();
      const account = who === 'admin' ? admin : who === 'fitter' ? fitter : null;
      await returnIt(c.id, { returnedOn: today(), weightAtReturn: 11.5 }, account).expect(status);
    });

    it('sets INACTIVE and returnedOn, keeps the records, takes the cylinder out of stock figures', async () => {
      const gas = `RL-${Date.now().toString(36)}`;
      const c = await create({ ownership: 'HUUR', rentalFreeUntil: addDays(today(), -5), gasType: gas });
      expect(c.rentalStatus).toBe('RED');
      const before = (await t.http().get('/api/stats/dashboard').set(bearer(admin)).expect(200)).body;
      expect(before.inventory.map((l: { gasType: string }) => l.gasType)).toContain(gas);

      const res = await returnIt(c.id, {
        returnedOn: today(),
        weightAtReturn: 12.345,
        returnReference: 'RT-77',
      }).expect(201);
      expect(res.body).toMatchObject({
        status: 'INACTIVE',
        returnedOn: today(),
        weightAtReturn: 12.345,
        returnReference: 'RT-77',
        rentalStatus: 'NONE',
      });
      const after = (await t.http().get('/api/stats/dashboard').set(bearer(admin)).expect(200)).body;
      expect(after.inventory.map((l: { gasType: string }) => l.gasType)).not.toContain(gas);
      expect(after.rentals.red).toBe(before.rentals.red - 1);
      expect(await show(c.id)).toMatchObject({ serialNumber: c.serialNumber, status: 'INACTIVE' });
    });

    it('twice -> 409 CYLINDER_ALREADY_RETURNED; two at once -> one 201, one 409', async () => {
      const c = await create();
      await returnIt(c.id, { returnedOn: today(), weightAtReturn: 10 }).expect(201);
      const again = await returnIt(c.id, { returnedOn: today(), weightAtReturn: 10 }).expect(409);
      expect(again.body.code).toBe('CYLINDER_ALREADY_RETURNED');

      const d = await create();
      const answers = await Promise.all(
        [1, 2].map(() => returnIt(d.id, { returnedOn: today(), weightAtReturn: 10 })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    });

    it.each([
      ['below the tare weight', 'RETURN_BELOW_TARE', { returnedOn: '2026-01-02', weightAtReturn: 9.999 }],
      ['in the future', 'VALIDATION_FAILED', { returnedOn: '2999-01-01', weightAtReturn: 10 }],
      ['without a date', 'VALIDATION_FAILED', { weightAtReturn: 10 }],
      ['without a weight', 'VALIDATION_FAILED', { returnedOn: '2026-01-02' }],
      ['with a negative weight', 'VALIDATION_FAILED', { returnedOn: '2026-01-02', weightAtReturn: -1 }],
      ['with four decimals', 'VALIDATION_FAILED', { returnedOn: '2026-01-02', weightAtReturn: 10.0001 }],
    ])('refuses a return %s (400 %s)', async (_name, code, body) => {
      const c = await create();
      expect((await returnIt(c.id, body).expect(400)).body.code).toBe(code);
      expect((await show(c.id)).returnedOn).toBeNull();
    });

    it('answers 404 for a cylinder that does not exist', async () => {
      const res = await returnIt(2_000_000_000, { returnedOn: '2026-01-02', weightAtReturn: 10 }).expect(404);
      expect(res.body.code).toBe('CYLINDER_NOT_FOUND');
    });
  });
});
