import { companyToday } from '../src/common/calendar-date';
import { addDays } from '../src/domain';
import type { ShareLinkDto } from '../src/share-links/dto/share-link.dto';
import { createTestApp, type TestApp } from './support/test-app';
import { registerFirstAdmin, bearer, type Account } from './support/accounts';
import { createRefrigerant } from './support/logs-fixtures';
import { createCustomer, createInstallation } from './support/installations-fixtures';

// With several share links on one installation the administrator must tell them apart and some should stop
// by themselves: a link has an optional label and an optional last day; past that day it answers 404
// exactly as a revoked link does.

describe('share links: label and expiry', () => {
  let t: TestApp;
  let admin: Account;
  let installation: number;

  const create = (body?: Record<string, unknown>) => {
    const req = t.http().post(`/api/installations/${installation}/share-links`).set(bearer(admin));
    return body === undefined ? req : req.send(body);
  };
  const tokenOf = (url: string) => url.split('/').pop()!;
  const list = async (): Promise<ShareLinkDto[]> =>
    (await t.http().get(`/api/installations/${installation}/share-links`).set(bearer(admin)).expect(200))
      .body;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerFirstAdmin(t);
    const gas = await createRefrigerant(t, admin, 'R-134a', 1430);
    const customerId = await createCustomer(t, admin, { name: 'Bakkerij Bol' });
    installation = (await createInstallation(t, admin, { customerId, refrigerantId: gas, name: 'Vitrine' }))
      .id;
  });

  afterAll(async () => {
    await t.close();
  });

  it('keeps a label and a last day, lists them, and a link past its last day answers as a revoked one', async () => {
    const today = companyToday();
    const plain = (await create().expect(201)).body;
    expect(Object.keys(plain).sort()).toEqual(['id', 'url']);
    const labelled = (await create({ label: '  Keurmeester 2026  ', expiresOn: today }).expect(201)).body;
    const later = (await create({ label: 'Eigenaar', expiresOn: addDays(today, 30) }).expect(201)).body;
    const revoked = (await create({ label: 'Oud' }).expect(201)).body;
    await t
      .http()
      .delete(`/api/installations/${installation}/share-links/${revoked.id}`)
      .set(bearer(admin))
      .expect(200);

    const opens = (url: string) => t.http().get(`/api/public/logbook/${tokenOf(url)}`);
    // Its last day included, it still opens the logbook.
    await opens(labelled.url).expect(200);
    const refused = (await opens(revoked.url).expect(404)).body;

    // The day after its last day: as revoked, for the page and the PDF alike.
    await t.sql('update share_links set expires_on = $2::date where id = $1', [
      labelled.id,
      addDays(today, -1),
    ]);
    const expired = (await opens(labelled.url).expect(404)).body;
    expect({ ...expired, requestId: null }).toEqual({ ...refused, requestId: null });
    await t
      .http()
      .get(`/api/public/logbook/${tokenOf(labelled.url)}.pdf`)
      .expect(404);
    await opens(later.url).expect(200);
    await opens(plain.url).expect(200);

    const links = await list();
    expect(links.map((l) => [l.id, l.label, l.expiresOn, l.expired, l.revokedAt !== null])).toEqual([
      [revoked.id, 'Oud', null, false, true],
      [later.id, 'Eigenaar', addDays(today, 30), false, false],
      [labelled.id, 'Keurmeester 2026', addDays(today, -1), true, false],
      [plain.id, null, null, false, false],
    ]);
    // An expired link can still be revoked, so that it can never open again whatever its date.
    await t
      .http()
      .delete(`/api/installations/${installation}/share-links/${labelled.id}`)
      .set(bearer(admin))
      .expect(200);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a label over 100 characters', { label: 'x'.repeat(101) }, 'label'],
    ['a label that is no text', { label: 42 }, 'label'],
    ['a last day before today', { expiresOn: addDays(companyToday(), -1) }, 'expiresOn'],
    ['a last day that is no date', { expiresOn: '2026-02-30' }, 'expiresOn'],
    ['a last day as a moment', { expiresOn: '2026-12-31T00:00:00Z' }, 'expiresOn'],
    ['an unknown field', { colour: 'red' }, 'colour'],
  ])('refuses %s with 400 and the field, making no link', async (_name, body, field) => {
    const before = (await list()).length;
    const res = await create(body).expect(400);
    expect(Object.keys(res.body.fields ?? {})).toContain(field);
    expect(await list()).toHaveLength(before);
  });

  it('takes an empty label as none', async () => {
    const link = (await create({ label: '   ', expiresOn: null }).expect(201)).body;
    expect((await list()).find((l) => l.id === link.id)).toMatchObject({ label: null, expiresOn: null });
  });
});
