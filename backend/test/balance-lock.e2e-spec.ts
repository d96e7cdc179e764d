import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';

/**
 * The sign-off lock beyond the log: cylinder writes that would change a signed year's figures, and entries
 * dated after a cylinder's return (balance-sign-off.e2e-spec.ts has the log's own year lock). A database
 * of its own: which years are signed decides every case.
 */
describe('the balance lock on cylinders and returns', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  const signOff = (year: number) => t.http().post(`/api/balances/${year}/sign-off`).set(bearer(admin));

  // First: it signs 2019 off, while the later cases sign 2024 (a cylinder held then is locked by it).
  it('cylinder edits racing a sign-off: none changes the year after the sign-off answered', async () => {
    const gas = `RR-${process.pid}`;
    const refrigerant = await createRefrigerant(t, admin, gas, 675);
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const id = await createCylinder(t, admin, { gasType: gas, refrigerantId: refrigerant });
      const current = (await t.http().get(`/api/cylinders/${id}`).set(bearer(admin)).expect(200)).body;
      await t
        .http()
        .put(`/api/cylinders/${id}`)
        .set(bearer(admin))
        .send({ version: current.version, receivedOn: '2019-06-01' })
        .expect(200);
      ids.push(id);
    }
    const row = async () =>
      (
        (await t.http().get('/api/balances').query({ year: 2019 }).set(bearer(admin)).expect(200)).body as {
          gas: string;
        }[]
      ).find((r) => r.gas === gas);
    const edits = ids.map(async (id) => {
      const current = (await t.http().get(`/api/cylinders/${id}`).set(bearer(admin)).expect(200)).body;
      return t
        .http()
        .put(`/api/cylinders/${id}`)
        .set(bearer(admin))
        .send({ version: current.version, tareWeight: 9 });
    });
    let atAnswer: unknown;
    const signing = signOff(2019).then(async (res) => {
      atAnswer = await row();
      return res;
    });
    const answers = await Promise.all(edits);
    expect((await signing).status).toBe(201);
    for (const res of answers) {
      expect([200, 409]).toContain(res.status);
      if (res.status === 409) expect(res.body.code).toBe('YEAR_SIGNED_OFF');
    }
    expect(await row()).toEqual(atAnswer);
  });

  /**
   * A signed year's balance is what the admin signed: no cylinder write may change its figures (each
   * case on a cylinder of its own gas, received in 2024 with a 2 kg fill-up, 2024 signed).
   */
  describe("a signed year's balance stays as signed", () => {
    let gasCount = 0;
    type Gas = { name: string; id: number };
    const balanceOf = async (year: number) =>
      (await t.http().get('/api/balances').query({ year }).set(bearer(admin)).expect(200)).body as {
        gas: string;
      }[];
    const show = async (id: number) =>
      (await t.http().get(`/api/cylinders/${id}`).set(bearer(admin)).expect(200)).body;
    const put = async (id: number, body: Record<string, unknown>) =>
      t
        .http()
        .put(`/api/cylinders/${id}`)
        .set(bearer(admin))
        .send({ version: (await show(id)).version, ...body });
    const returnIt = (id: number, returnedOn: string, weightAtReturn = 25) =>
      t.http().post(`/api/cylinders/${id}/return`).set(bearer(admin)).send({ returnedOn, weightAtReturn });
    const newGas = async (): Promise<Gas> => {
      const name = `RS-${process.pid}-${++gasCount}`;
      return { name, id: await createRefrigerant(t, admin, name, 675) };
    };
    const received = async (
      gas: Gas,
      receivedOn: string,
      weights = { deliveryWeight: 30, tareWeight: 10 },
    ) => {
      const id = await createCylinder(t, admin, { gasType: gas.name, refrigerantId: gas.id, ...weights });
      expect((await put(id, { receivedOn })).status).toBe(200);
      return id;
    };
    const fill = (id: number, date: string, weight = 2) =>
      postLog(t, fitter, {
        cylinderId: id,
        mutationType: 'FILLUP_RETROFIT',
        weight,
        date: `${date}T10:00:00Z`,
      });

    type Write = (id: number, gas: Gas, other: Gas) => Promise<{ status: number; body: { code?: string } }>;
    const cases: [string, number, Write][] = [
      ['the tare weight', 409, (id) => put(id, { tareWeight: 9 })],
      ['the delivery weight', 409, (id) => put(id, { deliveryWeight: 31 })],
      ['the received date, moved out of the year', 409, (id) => put(id, { receivedOn: '2025-02-01' })],
      ['the received date, moved into the year before', 409, (id) => put(id, { receivedOn: '2022-12-01' })],
      ['the received date, within the year', 200, (id) => put(id, { receivedOn: '2024-03-02' })],
      ['the gas type', 409, (id) => put(id, { gasType: 'R-32', refrigerantId: null })],
      ['the refrigerant', 409, (id, _gas, other) => put(id, { refrigerantId: other.id })],
      ['the gas type in another spelling', 200, (id, gas) => put(id, { gasType: gas.name.toLowerCase() })],
      [
        'the location, status and serial number',
        200,
        (id) => put(id, { location: 'Van 3', status: 'INACTIVE', serialNumber: `SN-${process.pid}-${id}` }),
      ],
      ['a return dated in the year', 409, (id) => returnIt(id, '2024-12-01')],
      ['a return dated after the year', 201, (id) => returnIt(id, '2025-01-15')],
      [
        'a fill-up dated in 2022, before the signed year (the cylinder is held in 2024)',
        409,
        (id) => fill(id, '2022-05-01'),
      ],
      [
        'a new cylinder received in the year',
        409,
        async (_id, gas) =>
          put(await createCylinder(t, admin, { gasType: gas.name, refrigerantId: gas.id }), {
            receivedOn: '2024-05-05',
          }),
      ],
      [
        'a new cylinder received after the year',
        200,
        async (_id, gas) =>
          put(await createCylinder(t, admin, { gasType: gas.name, refrigerantId: gas.id }), {
            receivedOn: '2025-01-05',
          }),
      ],
      [
        'a new cylinder registered with a received date in the year',
        409,
        (_id, gas) =>
          t
            .http()
            .post('/api/cylinders')
            .set(bearer(admin))
            .send({
              serialNumber: `NEW-${process.pid}-${gas.id}`,
              gasType: gas.name,
              deliveryWeight: 30,
              tareWeight: 10,
              receivedOn: '2024-06-01',
            }),
      ],
    ];

    let prepared: { name: string; status: number; write: Write; id: number; gas: Gas }[] = [];
    let other: Gas;
    // cylinders prepared before the sign-off, for the cases that need them in the year first
    let emptyCylinder: number;
    let unloggedCylinder: number;
    let earlyReturned: number;
    let emptyGas: Gas;
    beforeAll(async () => {
      other = await newGas();
      for (const [name, status, write] of cases) {
        const gas = await newGas();
        const id = await received(gas, '2024-03-01');
        await fill(id, '2024-04-01').expect(201);
        prepared.push({ name, status, write, id, gas });
      }
      emptyGas = await newGas();
      emptyCylinder = await received(emptyGas, '2024-03-01', { deliveryWeight: 10, tareWeight: 10 });
      unloggedCylinder = await received(await newGas(), '2024-03-01');
      earlyReturned = await received(await newGas(), '2022-01-10');
      expect((await returnIt(earlyReturned, '2022-06-01')).status).toBe(201);
      await signOff(2024).expect(201);
    });
    afterAll(() => {
      prepared = [];
    });

    it.each(cases.map(([name, status]) => [name, status] as const))(
      '%s -> %i, and the 2024 balance stays as signed',
      async (name, status) => {
        const c = prepared.find((p) => p.name === name)!;
        const signed = await balanceOf(2024);
        const res = await c.write(c.id, c.gas, other);
        expect({ status: res.status, code: res.body.code }).toEqual({
          status,
          code: status === 409 ? 'YEAR_SIGNED_OFF' : undefined,
        });
        expect(await balanceOf(2024)).toEqual(signed);
      },
    );

    it('a cylinder that holds and moved nothing in the year may change its gas', async () => {
      await put(emptyCylinder, { gasType: 'R-32', refrigerantId: null }).then((res) =>
        expect(res.status).toBe(200),
      );
    });

    it('a cylinder without entries that holds gas in the year cannot be erased', async () => {
      const res = await t.http().delete(`/api/cylinders/${unloggedCylinder}`).set(bearer(admin));
      expect({ status: res.status, code: res.body.code }).toEqual({ status: 409, code: 'YEAR_SIGNED_OFF' });
    });

    it('a cylinder returned before the year is out of it: its earlier year stays open', async () => {
      await fill(earlyReturned, '2022-03-01').expect(201);
      await put(earlyReturned, { tareWeight: 9 }).then((res) => expect(res.status).toBe(200));
    });
  });

  /** A returned cylinder takes nothing dated after its return (Europe/Amsterdam days), so nothing vanishes. */
  describe('a returned cylinder', () => {
    let id: number;
    let before: number;
    beforeAll(async () => {
      id = await createCylinder(t, admin);
      const current = (await t.http().get(`/api/cylinders/${id}`).set(bearer(admin)).expect(200)).body;
      await t
        .http()
        .put(`/api/cylinders/${id}`)
        .set(bearer(admin))
        .send({ version: current.version, receivedOn: '2025-01-10' })
        .expect(200);
      before = (
        await postLog(t, fitter, {
          cylinderId: id,
          mutationType: 'FILLUP_RETROFIT',
          weight: 1,
          date: '2025-05-20T10:00:00.000Z',
        }).expect(201)
      ).body.id;
    });

    it('cannot be returned before a live entry -> 409 RETURN_BEFORE_LAST_ENTRY', async () => {
      const res = await t
        .http()
        .post(`/api/cylinders/${id}/return`)
        .set(bearer(admin))
        .send({ returnedOn: '2025-05-19', weightAtReturn: 25 });
      expect({ status: res.status, code: res.body.code, params: res.body.params }).toEqual({
        status: 409,
        code: 'RETURN_BEFORE_LAST_ENTRY',
        params: { lastEntryOn: '2025-05-20' },
      });
      await t
        .http()
        .post(`/api/cylinders/${id}/return`)
        .set(bearer(admin))
        .send({ returnedOn: '2025-06-01', weightAtReturn: 25 })
        .expect(201);
    });

    // 2 June 2025 begins at 22:00 UTC on 1 June (summer time).
    it.each([
      ['2025-05-25T10:00:00.000Z', 201],
      ['2025-06-01T21:59:59.999Z', 201],
      ['2025-06-01T22:00:00.000Z', 409],
      ['2026-01-05T10:00:00.000Z', 409],
    ])('an entry dated %s -> %i', async (date, status) => {
      const res = await postLog(t, fitter, { cylinderId: id, mutationType: 'INSPECTION', date });
      expect({ status: res.status, code: res.body.code }).toEqual({
        status,
        code: status === 409 ? 'CYLINDER_RETURNED' : undefined,
      });
    });

    it('an entry moved past the return -> 409 CYLINDER_RETURNED; moved within, edited or deleted: fine', async () => {
      const moved = await t
        .http()
        .put(`/api/logs/${before}`)
        .set(bearer(admin))
        .send({ date: '2025-06-02T10:00:00.000Z' });
      expect({ status: moved.status, code: moved.body.code, params: moved.body.params }).toEqual({
        status: 409,
        code: 'CYLINDER_RETURNED',
        params: { returnedOn: '2025-06-01' },
      });
      await t
        .http()
        .put(`/api/logs/${before}`)
        .set(bearer(admin))
        .send({ date: '2025-05-21T10:00:00.000Z', note: 'moved a day' })
        .expect(200);
      await t.http().delete(`/api/logs/${before}`).set(bearer(admin)).expect(200);
    });
  });
});
