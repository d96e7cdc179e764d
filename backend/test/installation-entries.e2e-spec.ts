import fc from 'fast-check';
import { gramsToKg, localDate, MUTATION_TYPES, mutationDirection, type MutationType } from '../src/domain';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';
import { createCustomer, createInstallation, getInstallation } from './support/installations-fixtures';

const today = () => localDate(new Date());

/** Mutations linked to installations, and cylinders that record where their gas comes from. */
describe('installations and mutations', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let r404a: number;
  let r32: number;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    r404a = await createRefrigerant(t, admin, 'R-404A', 3922);
    r32 = await createRefrigerant(t, admin, 'R-32', 675);
    customerId = await createCustomer(t, admin);
  });
  afterAll(() => t.close());

  const install = (fields: Record<string, unknown> = {}) =>
    createInstallation(t, fitter, { customerId, refrigerantId: r404a, ...fields });
  const cylinder = (refrigerantId = r404a, gasType = 'R-404A') =>
    createCylinder(t, fitter, { deliveryWeight: 90, tareWeight: 10, refrigerantId, gasType });
  const setRequireInstallation = (value: boolean) =>
    t.http().put('/api/settings').set(bearer(admin)).send({ requireInstallation: value }).expect(200);

  it('links an entry to its installation: the answer names it, the list filters by it', async () => {
    const installation = await install({ name: 'Koelcel 7' });
    const cylinderId = await cylinder();
    const linked = await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_RETROFIT',
      weight: 1.5,
      installationId: installation.id,
    }).expect(201);
    expect(linked.body).toMatchObject({ installationId: installation.id, installationName: 'Koelcel 7' });
    const unlinked = await postLog(t, fitter, { cylinderId, mutationType: 'INSPECTION', weight: 0 }).expect(
      201,
    );
    expect(unlinked.body).toMatchObject({ installationId: null, installationName: null });
    const list = await t
      .http()
      .get('/api/logs')
      .query({ filter: JSON.stringify({ installationId: installation.id }) })
      .set(bearer(fitter))
      .expect(200);
    expect(list.body.map((e: { id: number }) => e.id)).toEqual([linked.body.id]);
    expect(list.headers['content-range']).toBe('logs 0-0/1');
    const one = await t.http().get(`/api/logs/${linked.body.id}`).set(bearer(fitter)).expect(200);
    expect(one.body.installationName).toBe('Koelcel 7');
    const detail = await t.http().get(`/api/cylinders/${cylinderId}`).set(bearer(fitter)).expect(200);
    expect(JSON.stringify(detail.body)).toContain('Koelcel 7');
  });

  it.each<[string, () => Promise<{ cylinderId: number; installationId: number }>, number, string | null]>([
    [
      'the same refrigerant',
      async () => ({ cylinderId: await cylinder(), installationId: (await install()).id }),
      201,
      null,
    ],
    [
      'another refrigerant',
      async () => ({ cylinderId: await cylinder(r32, 'R-32'), installationId: (await install()).id }),
      400,
      'INSTALLATION_GAS_MISMATCH',
    ],
    [
      'a cylinder without a refrigerant whose gas type is spelled as the installation’s',
      async () => {
        const [{ id }] = await t.sql<{ id: number }>(
          `insert into cylinders (serial_number, gas_type, delivery_weight, tare_weight) values ($1, 'r-404a', 50, 10) returning id`,
          [`NOREF-${Date.now()}`],
        );
        return { cylinderId: id, installationId: (await install()).id };
      },
      201,
      null,
    ],
    [
      'a cylinder without a refrigerant of another gas',
      async () => {
        const [{ id }] = await t.sql<{ id: number }>(
          `insert into cylinders (serial_number, gas_type, delivery_weight, tare_weight) values ($1, 'R-22', 50, 10) returning id`,
          [`NOREF2-${Date.now()}`],
        );
        return { cylinderId: id, installationId: (await install()).id };
      },
      400,
      'INSTALLATION_GAS_MISMATCH',
    ],
    [
      'an installation that does not exist',
      async () => ({ cylinderId: await cylinder(), installationId: 999999 }),
      400,
      'INSTALLATION_NOT_FOUND',
    ],
    [
      'a decommissioned installation',
      async () => {
        const installation = await install();
        await t
          .http()
          .post(`/api/installations/${installation.id}/decommission`)
          .set(bearer(admin))
          .send({ decommissionedOn: today(), gasDestination: 'SENT_FOR_DESTRUCTION' })
          .expect(200);
        return { cylinderId: await cylinder(), installationId: installation.id };
      },
      400,
      'INSTALLATION_DECOMMISSIONED',
    ],
  ])('a fill-up into %s → %i', async (_, setup, status, code) => {
    const { cylinderId, installationId } = await setup();
    const res = await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_LEAKAGE',
      weight: 1,
      installationId,
    });
    expect(res.status).toBe(status);
    if (code) expect(res.body.code).toBe(code);
    if (status !== 201) {
      const [{ n }] = await t.sql<{ n: number }>(
        'select count(*)::int as n from log_entries where cylinder_id = $1',
        [cylinderId],
      );
      expect(n).toBe(0);
    }
  });

  describe('the setting requireInstallation', () => {
    afterAll(() => setRequireInstallation(false));
    const moving = (type: MutationType) => mutationDirection(type) !== 'NONE' && type !== 'RECLAIM_TRANSFER';
    it('defaults to false: every type may leave installationId out', async () => {
      const settings = await t.http().get('/api/settings').set(bearer(fitter)).expect(200);
      expect(settings.body.requireInstallation).toBe(false);
      const cylinderId = await cylinder();
      for (const mutationType of MUTATION_TYPES)
        await postLog(t, fitter, {
          cylinderId,
          mutationType,
          weight: mutationDirection(mutationType) === 'NONE' ? 0 : 0.1,
        }).expect(201);
    });

    it.each(MUTATION_TYPES.map((type) => [type, moving(type)] as const))(
      'on: %s without an installation is refused: %p',
      async (mutationType, refused) => {
        await setRequireInstallation(true);
        const cylinderId = await cylinder();
        const weight = mutationDirection(mutationType) === 'NONE' ? 0 : 0.1;
        const res = await postLog(t, fitter, { cylinderId, mutationType, weight });
        expect(res.status).toBe(refused ? 400 : 201);
        if (refused) expect(res.body.code).toBe('INSTALLATION_REQUIRED');
        const installation = await install();
        await postLog(t, fitter, {
          cylinderId,
          mutationType,
          weight,
          installationId: installation.id,
        }).expect(201);
      },
    );

    it('on: an edit that unlinks a fill-up is refused; a note edit of an old unlinked entry is not', async () => {
      await setRequireInstallation(false);
      const cylinderId = await cylinder();
      const installation = await install();
      const old = await postLog(t, fitter, { cylinderId, mutationType: 'FILLUP_RETROFIT', weight: 1 }).expect(
        201,
      );
      const linked = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_RETROFIT',
        weight: 1,
        installationId: installation.id,
      }).expect(201);
      await setRequireInstallation(true);
      await t.http().put(`/api/logs/${old.body.id}`).set(bearer(admin)).send({ note: 'checked' }).expect(200);
      const unlink = await t
        .http()
        .put(`/api/logs/${linked.body.id}`)
        .set(bearer(admin))
        .send({ installationId: null });
      expect(unlink.status).toBe(400);
      expect(unlink.body.code).toBe('INSTALLATION_REQUIRED');
    });
  });

  it('an admin links, relinks and unlinks an entry (kept in its history); a linked entry stays linked after decommissioning', async () => {
    const cylinderId = await cylinder();
    const first = await install();
    const second = await install();
    const wrongGas = await install({ refrigerantId: r32 });
    const entry = await postLog(t, fitter, {
      cylinderId,
      mutationType: 'RECLAIM_DECOMMISSION',
      weight: 2,
    }).expect(201);
    const linked = await t
      .http()
      .put(`/api/logs/${entry.body.id}`)
      .set(bearer(admin))
      .send({ installationId: first.id })
      .expect(200);
    expect(linked.body.installationId).toBe(first.id);
    const mismatch = await t
      .http()
      .put(`/api/logs/${entry.body.id}`)
      .set(bearer(admin))
      .send({ installationId: wrongGas.id });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('INSTALLATION_GAS_MISMATCH');
    await t
      .http()
      .put(`/api/logs/${entry.body.id}`)
      .set(bearer(admin))
      .send({ installationId: second.id })
      .expect(200);

    await t
      .http()
      .post(`/api/installations/${second.id}/decommission`)
      .set(bearer(admin))
      .send({ decommissionedOn: today(), gasDestination: 'RECOVERED_INTO_CYLINDERS' })
      .expect(200);
    const kept = await t
      .http()
      .put(`/api/logs/${entry.body.id}`)
      .set(bearer(admin))
      .send({ note: 'recovery' })
      .expect(200);
    expect(kept.body).toMatchObject({ installationId: second.id, note: 'recovery' });
    const back = await t
      .http()
      .put(`/api/logs/${entry.body.id}`)
      .set(bearer(admin))
      .send({ installationId: first.id });
    expect(back.status).toBe(200);
    const toDecommissioned = await t
      .http()
      .put(`/api/logs/${entry.body.id}`)
      .set(bearer(admin))
      .send({ installationId: second.id });
    expect(toDecommissioned.status).toBe(400);
    expect(toDecommissioned.body.code).toBe('INSTALLATION_DECOMMISSIONED');
    const unlinked = await t
      .http()
      .put(`/api/logs/${entry.body.id}`)
      .set(bearer(admin))
      .send({ installationId: null })
      .expect(200);
    expect(unlinked.body.installationId).toBeNull();
    const history = await t.http().get(`/api/logs/${entry.body.id}/history`).set(bearer(admin)).expect(200);
    expect(
      history.body
        .filter((step: { changes: Record<string, unknown> }) => 'installationId' in step.changes)
        .map((step: { changes: { installationId: { to: unknown } } }) => step.changes.installationId.to),
    ).toEqual([first.id, second.id, first.id, null]);
  });

  it('a decommissioning racing fill-ups: each fill-up is either stored before it or refused, never a 5xx', async () => {
    const installation = await install();
    const cylinderId = await cylinder();
    const fillUps = Array.from({ length: 12 }, () =>
      postLog(t, fitter, {
        cylinderId,
        mutationType: 'FILLUP_RETROFIT',
        weight: 0.5,
        installationId: installation.id,
      }),
    );
    const decommission = t
      .http()
      .post(`/api/installations/${installation.id}/decommission`)
      .set(bearer(admin))
      .send({ decommissionedOn: today(), gasDestination: 'OTHER' });
    const [closed, ...answers] = await Promise.all([decommission, ...fillUps]);
    expect(closed.status).toBe(200);
    for (const res of answers) {
      expect([201, 400]).toContain(res.status);
      if (res.status === 400) expect(res.body.code).toBe('INSTALLATION_DECOMMISSIONED');
    }
    const stored = answers.filter((res) => res.status === 201).length;
    const shown = (await getInstallation(t, fitter, installation.id)).body;
    expect(shown.addedKg).toBe(stored * 0.5);
    const late = await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_RETROFIT',
      weight: 0.5,
      installationId: installation.id,
    });
    expect(late.body.code).toBe('INSTALLATION_DECOMMISSIONED');
  });

  it('addedKg and recoveredKg sum the linked live entries exactly to the gram (property, fixed seed)', async () => {
    const runs = fc.sample(
      fc.array(
        fc.record({
          grams: fc.integer({ min: 1, max: 5000 }),
          type: fc.constantFrom<MutationType>(
            'FILLUP_RETROFIT',
            'FILLUP_LEAKAGE',
            'RECLAIM_MAINTENANCE',
            'RECLAIM_DECOMMISSION',
            'INSPECTION',
          ),
          deleted: fc.boolean(),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      { numRuns: 6, seed: 20261125 },
    );
    for (const entries of runs) {
      const installation = await install();
      const cylinderId = await cylinder();
      let added = 0;
      let recovered = 0;
      for (const entry of entries) {
        const direction = mutationDirection(entry.type);
        const res = await postLog(t, fitter, {
          cylinderId,
          mutationType: entry.type,
          weight: direction === 'NONE' ? 0 : gramsToKg(entry.grams),
          installationId: installation.id,
        }).expect(201);
        if (entry.deleted) await t.http().delete(`/api/logs/${res.body.id}`).set(bearer(admin)).expect(200);
        else if (direction === 'OUT') added += entry.grams;
        else if (direction === 'IN') recovered += entry.grams;
      }
      const shown = (await getInstallation(t, fitter, installation.id)).body;
      expect({ addedKg: shown.addedKg, recoveredKg: shown.recoveredKg }).toEqual({
        addedKg: gramsToKg(added),
        recoveredKg: gramsToKg(recovered),
      });
    }
  });

  describe('cylinder content origin', () => {
    const post = (body: Record<string, unknown>) =>
      t
        .http()
        .post('/api/cylinders')
        .set(bearer(fitter))
        .send({
          serialNumber: `O-${Date.now()}-${Math.random()}`,
          gasType: 'R-404A',
          deliveryWeight: 30,
          tareWeight: 10,
          ...body,
        });

    it('defaults to VIRGIN without a facility', async () => {
      const res = await post({}).expect(201);
      expect(res.body).toMatchObject({ contentOrigin: 'VIRGIN', originFacility: null });
    });

    it('records the facility of reclaimed gas; requires it for RECYCLED and RECLAIMED', async () => {
      const facility = {
        name: ' Recycling Noord BV ',
        address: 'Havenweg 3, Delfzijl',
        certificateNumber: 'RC-2291',
      };
      const res = await post({ contentOrigin: 'RECLAIMED', originFacility: facility }).expect(201);
      expect(res.body).toMatchObject({
        contentOrigin: 'RECLAIMED',
        originFacility: {
          name: 'Recycling Noord BV',
          address: 'Havenweg 3, Delfzijl',
          certificateNumber: 'RC-2291',
        },
      });
      const missing = await post({ contentOrigin: 'RECYCLED' });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.fields)).toEqual(['originFacility']);
      const nameless = await post({ contentOrigin: 'RECYCLED', originFacility: { address: 'x' } });
      expect(nameless.status).toBe(400);
      expect(Object.keys(nameless.body.fields)).toEqual(['originFacility.name']);
      const badOrigin = await post({ contentOrigin: 'USED' });
      expect(badOrigin.status).toBe(400);
      expect(Object.keys(badOrigin.body.fields)).toEqual(['contentOrigin']);
      const notObject = await post({ contentOrigin: 'RECYCLED', originFacility: 'Noord' });
      expect(notObject.status).toBe(400);

      const { id, version } = res.body;
      const virgin = await t
        .http()
        .put(`/api/cylinders/${id}`)
        .set(bearer(fitter))
        .send({ version, contentOrigin: 'VIRGIN' })
        .expect(200);
      expect(virgin.body).toMatchObject({ contentOrigin: 'VIRGIN', originFacility: null });
      const recycled = await t
        .http()
        .put(`/api/cylinders/${id}`)
        .set(bearer(fitter))
        .send({ version: virgin.body.version, contentOrigin: 'RECYCLED' });
      expect(recycled.status).toBe(400);
    });
  });
});
