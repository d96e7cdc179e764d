import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, createAccount, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';
import { createCustomer, createInstallation, postLeakCheck } from './support/installations-fixtures';
import { companyToday } from '../src/common/calendar-date';
import { addDays, CERTIFICATE_WARNING_DAYS } from '../src/domain';

describe('certificates and the servicing ban on /api/logs', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let r404a: number;
  let r32: number;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    r404a = await createRefrigerant(t, admin, 'R-404A-test', 3922);
    r32 = await createRefrigerant(t, admin, 'R-32-test', 675);
    customerId = await createCustomer(t, admin);
  });
  afterAll(() => t.close());

  const putSettings = (body: Record<string, unknown>) =>
    t.http().put('/api/settings').set(bearer(admin)).send(body).expect(200);
  const putUser = (id: number, body: Record<string, unknown>) =>
    t.http().put(`/api/users/${id}`).set(bearer(admin)).send(body);
  /** A cylinder and an installation of one gas; answers both ids. */
  async function setup(refrigerantId: number, category: string, contentOrigin = 'VIRGIN') {
    const installation = await createInstallation(t, admin, { customerId, refrigerantId, category });
    const cylinderId = await createCylinder(t, admin, {
      refrigerantId,
      gasType: refrigerantId === r404a ? 'R-404A-test' : 'R-32-test',
      deliveryWeight: 100,
      tareWeight: 10,
      ...(contentOrigin === 'VIRGIN'
        ? {}
        : {
            contentOrigin,
            originFacility: { name: 'Regen BV', address: 'Weg 1', certificateNumber: 'R-1' },
          }),
    } as Record<string, unknown> as never);
    return { cylinderId, installationId: installation.id };
  }

  describe('certificate fields', () => {
    it('settings store the company certificate and blockUncertifiedWork (default false)', async () => {
      const before = (await t.http().get('/api/settings').set(bearer(fitter)).expect(200)).body;
      expect(before).toMatchObject({
        companyCertificateNumber: null,
        companyCertificateBody: null,
        companyCertificateValidUntil: null,
        blockUncertifiedWork: false,
      });
      const saved = await putSettings({
        companyCertificateNumber: ' FGAS-BV-1 ',
        companyCertificateBody: 'Kiwa',
        companyCertificateValidUntil: '2030-06-30',
      });
      expect(saved.body).toMatchObject({
        companyCertificateNumber: 'FGAS-BV-1',
        companyCertificateBody: 'Kiwa',
        companyCertificateValidUntil: '2030-06-30',
      });
    });

    it.each<[string, Record<string, unknown>]>([
      ['a date that is no day', { companyCertificateValidUntil: '2026-02-30' }],
      ['a number too long', { companyCertificateNumber: 'x'.repeat(101) }],
      ['a non-boolean block', { blockUncertifiedWork: 'yes' }],
    ])('settings refuse %s with 400', async (_name, body) => {
      const res = await t.http().put('/api/settings').set(bearer(admin)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });

    it('users carry a certificate; a fitter sees numbers of others but not their e-mail', async () => {
      const other = await createAccount(t, admin, 'MONTEUR', 'Other Olga');
      const res = await putUser(other.id, {
        certificateNumber: 'P-77',
        certificateCategory: 'Category I',
        certificateValidUntil: '2027-03-31',
      }).expect(200);
      expect(res.body).toMatchObject({ certificateNumber: 'P-77', certificateValidUntil: '2027-03-31' });
      const seen = (await t.http().get(`/api/users/${other.id}`).set(bearer(fitter)).expect(200)).body;
      expect(seen.certificateNumber).toBe('P-77');
      expect(seen).not.toHaveProperty('email');
      const me = (await t.http().get('/api/auth/me').set(bearer(other)).expect(200)).body;
      expect(me).toMatchObject({ certificateCategory: 'Category I', certificateValidUntil: '2027-03-31' });
      await putUser(other.id, { certificateValidUntil: '31-03-2027' }).expect(400);
    });
  });

  describe('the fitter certificate on the entry date', () => {
    // Entries at noon UTC: the same calendar day in Europe/Amsterdam.
    const at = (day: string) => `${day}T12:00:00.000Z`;
    it.each<[string, string | null, string | null, string, boolean, boolean]>([
      // name, number, valid until, entry day, block, expected: refused
      ['valid until the entry day', 'P-1', '2026-03-10', '2026-03-10', true, false],
      ['expired the day before', 'P-1', '2026-03-10', '2026-03-11', true, true],
      ['no certificate number', null, '2027-01-01', '2026-03-10', true, true],
      ['no last valid day', 'P-1', null, '2026-03-10', true, true],
      ['expired, block off', 'P-1', '2026-03-10', '2026-03-11', false, false],
      ['no certificate, block off', null, null, '2026-03-10', false, false],
    ])('%s', async (_name, number, validUntil, day, block, refused) => {
      const worker = await createAccount(t, admin, 'MONTEUR');
      await putUser(worker.id, { certificateNumber: number, certificateValidUntil: validUntil }).expect(200);
      await putSettings({ blockUncertifiedWork: block });
      const { cylinderId, installationId } = await setup(r32, 'REFRIGERATION');
      for (const mutationType of ['FILLUP_LEAKAGE', 'RECLAIM_MAINTENANCE']) {
        const res = await postLog(t, worker, {
          cylinderId,
          installationId,
          mutationType,
          weight: 1,
          date: at(day),
        });
        if (refused) {
          expect(res.status).toBe(403);
          expect(res.body.code).toBe('CERTIFICATE_INVALID');
        } else {
          expect(res.status).toBe(201);
          const invalid = number === null || validUntil === null || day > validUntil;
          expect(res.body.certificateWarning).toBe(invalid);
          expect(res.body.fitterCertificateNumber).toBe(number);
        }
      }
      await putSettings({ blockUncertifiedWork: false });
    });

    it('the certificate numbers stored with an entry stay when the certificates change later', async () => {
      const worker = await createAccount(t, admin, 'MONTEUR');
      await putUser(worker.id, { certificateNumber: 'OLD-1', certificateValidUntil: '2030-01-01' }).expect(
        200,
      );
      await putSettings({ companyCertificateNumber: 'COMPANY-OLD' });
      const { cylinderId, installationId } = await setup(r32, 'REFRIGERATION');
      const created = await postLog(t, worker, {
        cylinderId,
        installationId,
        mutationType: 'FILLUP_LEAKAGE',
        weight: 1,
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        fitterCertificateNumber: 'OLD-1',
        companyCertificateNumber: 'COMPANY-OLD',
        certificateWarning: false,
      });
      await putUser(worker.id, { certificateNumber: 'NEW-2' }).expect(200);
      await putSettings({ companyCertificateNumber: 'COMPANY-NEW' });
      const read = (await t.http().get(`/api/logs/${created.body.id}`).set(bearer(admin)).expect(200)).body;
      expect(read).toMatchObject({
        fitterCertificateNumber: 'OLD-1',
        companyCertificateNumber: 'COMPANY-OLD',
      });
    });
  });

  describe('the fitter certificate on a leak check', () => {
    it.each<[string, string, boolean, number, boolean | null]>([
      // name, checkedOn, block, status, certificateWarning
      ['on the last valid day, block on', '2026-03-10', true, 201, false],
      ['the day after, block on', '2026-03-11', true, 403, null],
      ['the day after, block off', '2026-03-11', false, 201, true],
    ])('%s', async (_name, checkedOn, block, status, warning) => {
      const worker = await createAccount(t, admin, 'MONTEUR');
      await putUser(worker.id, { certificateNumber: 'LC-1', certificateValidUntil: '2026-03-10' }).expect(
        200,
      );
      await putSettings({ blockUncertifiedWork: block, companyCertificateNumber: 'CO-LC' });
      const installation = await createInstallation(t, admin, { customerId, refrigerantId: r32 });
      const res = await postLeakCheck(t, worker, {
        installationId: installation.id,
        checkedOn,
        result: 'NO_LEAK',
      });
      expect(res.status).toBe(status);
      if (status === 403) expect(res.body.code).toBe('CERTIFICATE_INVALID');
      else
        expect(res.body).toMatchObject({
          certificateWarning: warning,
          fitterCertificateNumber: 'LC-1',
          companyCertificateNumber: 'CO-LC',
        });
      await putSettings({ blockUncertifiedWork: false });
    });
  });

  describe('the servicing ban', () => {
    beforeAll(async () => {
      await putUser(fitter.id, { certificateNumber: 'P-9', certificateValidUntil: '2035-01-01' }).expect(200);
    });
    it.each<[string, 'r404a' | 'r32', string, string, string, boolean]>([
      // name, gas, category, origin, day, expected: banned
      [
        'virgin R-404A into refrigeration, 2025-01-01',
        'r404a',
        'REFRIGERATION',
        'VIRGIN',
        '2025-01-01',
        true,
      ],
      [
        'virgin R-404A into refrigeration, 2024-12-31',
        'r404a',
        'REFRIGERATION',
        'VIRGIN',
        '2024-12-31',
        false,
      ],
      [
        'virgin R-404A into air conditioning, 2025-12-31',
        'r404a',
        'AIR_CONDITIONING',
        'VIRGIN',
        '2025-12-31',
        false,
      ],
      [
        'virgin R-404A into air conditioning, 2026-01-01',
        'r404a',
        'AIR_CONDITIONING',
        'VIRGIN',
        '2026-01-01',
        true,
      ],
      ['virgin R-404A into a heat pump, 2026-06-01', 'r404a', 'HEAT_PUMP', 'VIRGIN', '2026-06-01', true],
      ['recycled R-404A into refrigeration, 2026', 'r404a', 'REFRIGERATION', 'RECYCLED', '2026-06-01', false],
      [
        'reclaimed R-404A into refrigeration, 2026',
        'r404a',
        'REFRIGERATION',
        'RECLAIMED',
        '2026-06-01',
        false,
      ],
      ['virgin R-404A into other equipment', 'r404a', 'OTHER', 'VIRGIN', '2026-06-01', false],
      ['virgin R-32 (GWP 675) into refrigeration', 'r32', 'REFRIGERATION', 'VIRGIN', '2026-06-01', false],
    ])('%s', async (_name, gas, category, origin, day, banned) => {
      const { cylinderId, installationId } = await setup(gas === 'r404a' ? r404a : r32, category, origin);
      const body = {
        cylinderId,
        installationId,
        mutationType: 'FILLUP_RETROFIT',
        weight: 1,
        date: `${day}T12:00:00.000Z`,
      };
      const first = await postLog(t, fitter, body);
      if (!banned) {
        expect(first.status).toBe(201);
        expect(first.body.servicingBanAcknowledged).toBe(false);
        return;
      }
      expect(first.status).toBe(409);
      expect(first.body.code).toBe('SERVICING_BAN');
      const acknowledged = await postLog(t, fitter, { ...body, acknowledgeWarnings: ['SERVICING_BAN'] });
      expect(acknowledged.status).toBe(201);
      expect(acknowledged.body).toMatchObject({ servicingBanAcknowledged: true, user: { id: fitter.id } });
    });

    it('a reclaim out of a banned installation is no fill-up: allowed', async () => {
      const { cylinderId, installationId } = await setup(r404a, 'REFRIGERATION');
      const res = await postLog(t, fitter, {
        cylinderId,
        installationId,
        mutationType: 'RECLAIM_MAINTENANCE',
        weight: 1,
      });
      expect(res.status).toBe(201);
    });

    it.each<[string, unknown]>([
      ['an unknown warning', ['SOMETHING']],
      ['not a list', 'SERVICING_BAN'],
      ['null', null],
    ])('acknowledgeWarnings as %s: 400', async (_name, acknowledgeWarnings) => {
      const { cylinderId, installationId } = await setup(r32, 'REFRIGERATION');
      const res = await postLog(t, fitter, {
        cylinderId,
        installationId,
        mutationType: 'FILLUP_RETROFIT',
        weight: 1,
        acknowledgeWarnings,
      });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('dashboard certificate counts', () => {
    const counts = async () =>
      (await t.http().get('/api/stats/dashboard').set(bearer(admin)).expect(200)).body.certificates;
    it('counts active users by days left: expired before today, expiring soon through 60 days', async () => {
      const today = companyToday();
      const before = await counts();
      // [days from today to the last valid day, active, has a number]
      const cast: [number | null, boolean, boolean][] = [
        [-1, true, true], // expired
        [0, true, true], // expiring soon: last day today
        [CERTIFICATE_WARNING_DAYS, true, true], // expiring soon
        [CERTIFICATE_WARNING_DAYS + 1, true, true], // valid
        [-30, false, true], // inactive: not counted
        [-30, true, false], // no number: missing, not counted
        [null, true, true], // no last day: missing, not counted
      ];
      for (const [days, active, hasNumber] of cast) {
        const user = await createAccount(t, admin, 'MONTEUR');
        await putUser(user.id, {
          certificateNumber: hasNumber ? 'P-D' : null,
          certificateValidUntil: days === null ? null : addDays(today, days),
          active,
        }).expect(200);
      }
      expect(await counts()).toEqual({ expired: before.expired + 1, expiringSoon: before.expiringSoon + 2 });
    });
  });
});
