import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';

describe('scan resolve', () => {
  let t: TestApp;
  let fitter: Account;
  let plain: { id: number; serialNumber: string; qrCode: string };
  let numeric: { id: number; serialNumber: string };
  let clash: { id: number; serialNumber: string };
  beforeAll(async () => {
    t = await createTestApp();
    ({ fitter } = await adminAndFitter(t));
    const create = async (serialNumber: string) =>
      (
        await t
          .http()
          .post('/api/cylinders')
          .set(bearer(fitter))
          .send({ serialNumber, gasType: 'R-32', deliveryWeight: 20, tareWeight: 10 })
          .expect(201)
      ).body;
    plain = await create('FG-0001');
    numeric = await create('4711000'); // a manufacturer's serial that looks like an id
    clash = await create(String(plain.id)); // a serial equal to another cylinder's id: the id wins
  });
  afterAll(() => t.close());

  const resolve = (code: string | undefined) => {
    const req = t.http().get('/api/scan/resolve').set(bearer(fitter));
    return code === undefined ? req : req.query({ code });
  };

  it.each<[string, () => string, () => number]>([
    ['the label URL', () => plain.qrCode, () => plain.id],
    [
      'a URL of another host, with query and fragment',
      () => `https://other.example:8443/app/cylinder/${plain.id}?action=charge#x`,
      () => plain.id,
    ],
    [
      'a URL with a trailing slash and spaces',
      () => `  http://fgas.test/cylinder/${numeric.id}/ `,
      () => numeric.id,
    ],
    ['a bare id', () => String(numeric.id), () => numeric.id],
    ['a bare id that is also a serial number (the id wins)', () => String(plain.id), () => plain.id],
    ['a serial number', () => 'FG-0001', () => plain.id],
    ['a serial number in another case with whitespace', () => '  fg-0001\t', () => plain.id],
    ['a number that is no id, as a serial number', () => '4711000', () => numeric.id],
  ])('resolves %s', async (_name, code, expected) => {
    const res = await resolve(code()).expect(200);
    expect(res.body.id).toBe(expected());
    expect(res.body).toMatchObject({ qrCode: `http://fgas.test/cylinder/${expected()}`, fillLevel: 'FULL' });
    expect(res.body).not.toHaveProperty('logs');
  });

  it('answers the full CylinderDto, equal to the list entry', async () => {
    const res = await resolve('fg-0001').expect(200);
    const listed = (
      await t
        .http()
        .get('/api/cylinders')
        .query({ filter: JSON.stringify({ id: plain.id }) })
        .set(bearer(fitter))
        .expect(200)
    ).body[0];
    expect(res.body).toEqual(listed);
    expect(clash.serialNumber).toBe(String(plain.id));
  });

  it.each([
    'FG-9999',
    'https://fgas.test/cylinder/2147483647',
    'https://fgas.test/cylinders',
    '0',
    '99999999999',
    'FG-000',
    "' or 1=1 --",
    '%',
    'fg-000_',
  ])('answers 404 CYLINDER_NOT_FOUND for %p', async (code) => {
    const res = await resolve(code).expect(404);
    expect(res.body).toMatchObject({
      code: 'CYLINDER_NOT_FOUND',
      error: 'Cylinder not found',
      message: 'Cylinder not found',
    });
  });

  it.each<[string, string | undefined]>([
    ['a missing code', undefined],
    ['an empty code', ''],
    ['a blank code', '   \t '],
    ['a code over 500 characters', 'x'.repeat(501)],
  ])('answers 400 for %s', async (_name, code) => {
    const res = await resolve(code).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(res.body.fields)).toEqual(['code']);
  });
});
