import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder } from './support/logs-fixtures';

describe('settings /api/settings', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    // Registration is off after the first account until an admin switches it on, as this admin does.
    await t.http().put('/api/settings').set(bearer(admin)).send({ registrationOpen: true }).expect(200);
  });
  afterAll(() => t.close());

  type Who = 'anonymous' | 'MONTEUR' | 'ADMIN';
  const as = (who: Who) => (who === 'ADMIN' ? bearer(admin) : who === 'MONTEUR' ? bearer(fitter) : {});
  const put = (body: unknown) =>
    t
      .http()
      .put('/api/settings')
      .set(bearer(admin))
      .send(body as object);
  const settings = async () => (await t.http().get('/api/settings').set(bearer(fitter)).expect(200)).body;

  describe('who may call what', () => {
    it.each<[string, Who, number]>([
      ['GET /api/settings/public', 'anonymous', 200],
      ['GET /api/settings/public', 'MONTEUR', 200],
      ['GET /api/settings', 'anonymous', 401],
      ['GET /api/settings', 'MONTEUR', 200],
      ['GET /api/settings', 'ADMIN', 200],
      ['PUT /api/settings', 'anonymous', 401],
      ['PUT /api/settings', 'MONTEUR', 403],
      ['PUT /api/settings', 'ADMIN', 200],
    ])('%s as %s → %i', async (route, who, status) => {
      const [method, path] = route.split(' ');
      const req =
        method === 'GET'
          ? t.http().get(path).set(as(who))
          : t.http().put(path).set(as(who)).send({ organisationName: 'Koeltechniek Noord' });
      const res = await req.expect(status);
      if (status >= 400) expect(res.body.code).toBe(status === 401 ? 'UNAUTHORIZED' : 'FORBIDDEN');
    });

    it('answers the contract shapes: public settings reveal only registration and the name', async () => {
      const pub = (await t.http().get('/api/settings/public').expect(200)).body;
      expect(Object.keys(pub).sort()).toEqual(['organisationName', 'registrationOpen']);
      expect(await settings()).toEqual({
        registrationOpen: true,
        weightGapTolerance: 0.05,
        organisationName: expect.any(String),
        publicUrl: 'http://fgas.test',
        requireInstallation: false,
        companyCertificateNumber: null,
        companyCertificateBody: null,
        companyCertificateValidUntil: null,
        blockUncertifiedWork: false,
      });
    });
  });

  describe('validation', () => {
    it.each<[string, Record<string, unknown>, string, string]>([
      ['a negative tolerance', { weightGapTolerance: -0.001 }, 'weightGapTolerance', 'VALIDATION_FAILED'],
      ['a tolerance above 10 kg', { weightGapTolerance: 10.001 }, 'weightGapTolerance', 'VALIDATION_FAILED'],
      [
        'a tolerance with 4 decimals',
        { weightGapTolerance: 0.0501 },
        'weightGapTolerance',
        'VALIDATION_FAILED',
      ],
      ['a tolerance as text', { weightGapTolerance: 'abc' }, 'weightGapTolerance', 'VALIDATION_FAILED'],
      [
        'a tolerance as a numeric string',
        { weightGapTolerance: '0.1' },
        'weightGapTolerance',
        'VALIDATION_FAILED',
      ],
      ['a null tolerance', { weightGapTolerance: null }, 'weightGapTolerance', 'VALIDATION_FAILED'],
      ['registration open as text', { registrationOpen: 'yes' }, 'registrationOpen', 'VALIDATION_FAILED'],
      ['null registration', { registrationOpen: null }, 'registrationOpen', 'VALIDATION_FAILED'],
      ['a public URL that is no URL', { publicUrl: 'not a url' }, 'publicUrl', 'VALIDATION_FAILED'],
      ['an ftp public URL', { publicUrl: 'ftp://fgas.example.com' }, 'publicUrl', 'VALIDATION_FAILED'],
      ['a javascript: public URL', { publicUrl: 'javascript:alert(1)' }, 'publicUrl', 'VALIDATION_FAILED'],
      ['a public URL as a number', { publicUrl: 42 }, 'publicUrl', 'VALIDATION_FAILED'],
      [
        'a name over 200 characters',
        { organisationName: 'x'.repeat(201) },
        'organisationName',
        'VALIDATION_FAILED',
      ],
      ['a null name', { organisationName: null }, 'organisationName', 'VALIDATION_FAILED'],
      ['a name as an object', { organisationName: { nl: 'x' } }, 'organisationName', 'VALIDATION_FAILED'],
      ['an unknown field', { theme: 'dark' }, 'theme', 'VALIDATION_FAILED'],
    ])('refuses %s with 400 and changes nothing', async (_name, body, field, code) => {
      const before = await settings();
      const res = await put(body).expect(400);
      expect(res.body).toMatchObject({ statusCode: 400, code });
      expect(Object.keys(res.body.fields)).toContain(field);
      expect(res.body.error).toBe(res.body.message);
      expect(await settings()).toEqual(before);
    });

    it.each([
      ['a NUL byte', 'Koeltechniek\u0000Noord'],
      ['a bell character', 'Koeltechniek\u0007'],
      ['an escape character', '\u001b[31mRed'],
    ])('refuses an organisation name with %s: 400 INVALID_TEXT', async (_name, organisationName) => {
      const before = await settings();
      const res = await put({ organisationName }).expect(400);
      expect(res.body).toMatchObject({
        code: 'INVALID_TEXT',
        message: 'Text may not contain control characters',
      });
      expect(await settings()).toEqual(before);
    });

    it('accepts the limits, trims the name and strips trailing slashes from the public URL', async () => {
      const res = await put({
        weightGapTolerance: 10,
        organisationName: `  ${'n'.repeat(200)}  `,
        publicUrl: ' https://labels.example.com/fgas// ',
      }).expect(200);
      expect(res.body).toMatchObject({
        weightGapTolerance: 10,
        organisationName: 'n'.repeat(200),
        publicUrl: 'https://labels.example.com/fgas',
      });
      expect(await settings()).toEqual(res.body);
      expect((await put({ weightGapTolerance: 0 }).expect(200)).body.weightGapTolerance).toBe(0);
      expect((await put({ weightGapTolerance: 0.125 }).expect(200)).body.weightGapTolerance).toBe(0.125);
      expect(
        (await put({ weightGapTolerance: 0.05, organisationName: 'Tab\there' }).expect(200)).body,
      ).toMatchObject({ weightGapTolerance: 0.05, organisationName: 'Tab\there' });
    });

    it.each([null, '', '   ', '/'])('resets the public URL to PUBLIC_URL with %p', async (publicUrl) => {
      await put({ publicUrl: 'https://labels.example.com' }).expect(200);
      const res = await put({ publicUrl }).expect(200);
      expect(res.body.publicUrl).toBe('http://fgas.test');
      const [row] = await t.sql<{ public_url: string | null }>('select public_url from app_settings');
      expect(row.public_url).toBeNull();
    });

    it('leaves fields that are not sent unchanged (an empty body changes nothing)', async () => {
      await put({ organisationName: 'Kept BV', weightGapTolerance: 0.2 }).expect(200);
      const before = await settings();
      expect((await put({}).expect(200)).body).toEqual(before);
      expect((await put({ registrationOpen: true }).expect(200)).body).toEqual(before);
      await put({ weightGapTolerance: 0.05 }).expect(200);
    });
  });

  describe('effect', () => {
    it('closing registration refuses self-registration with 403 REGISTRATION_CLOSED; reopening allows it', async () => {
      await put({ registrationOpen: false }).expect(200);
      expect((await t.http().get('/api/settings/public').expect(200)).body.registrationOpen).toBe(false);
      const body = {
        email: `closed-${Date.now()}@example.test`,
        password: 'visitor-password',
        name: 'Visitor',
      };
      const refused = await t.http().post('/api/auth/register').send(body).expect(403);
      expect(refused.body.code).toBe('REGISTRATION_CLOSED');
      await put({ registrationOpen: true }).expect(200);
      const accepted = await t.http().post('/api/auth/register').send(body).expect(201);
      expect(accepted.body.user.role).toBe('MONTEUR');
    });

    it('a new public URL is what cylinder QR codes point to, at once', async () => {
      const id = await createCylinder(t, fitter);
      const qr = async () =>
        (await t.http().get(`/api/cylinders/${id}`).set(bearer(fitter)).expect(200)).body.qrCode;
      expect(await qr()).toBe(`http://fgas.test/cylinder/${id}`);
      await put({ publicUrl: 'https://labels.example.com/' }).expect(200);
      expect(await qr()).toBe(`https://labels.example.com/cylinder/${id}`);
      await put({ publicUrl: null }).expect(200);
      expect(await qr()).toBe(`http://fgas.test/cylinder/${id}`);
    });
  });
});
