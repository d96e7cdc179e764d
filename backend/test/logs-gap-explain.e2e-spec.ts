import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, postLog, storedTotals } from './support/logs-fixtures';
import { LogsService } from '../src/logs/logs.service';
import type { LogEntryDto } from '../src/logs/dto/log-entry.dto';

/** PRODUCT.md "Weight gap": an administrator explains a gap; only unexplained gaps count. */
describe('explain a weight gap POST /api/logs/:id/explain-gap', () => {
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
  const explain = (id: number, body: unknown, account: Account | null = admin) => {
    const req = t.http().post(`/api/logs/${id}/explain-gap`);
    if (account) req.set(bearer(account));
    return req.send(body as object);
  };
  const cylinder = async (id: number) =>
    (await t.http().get(`/api/cylinders/${id}`).set(bearer(fitter)).expect(200)).body;
  const entry = async (id: number): Promise<LogEntryDto> =>
    (await t.http().get(`/api/logs/${id}`).set(bearer(admin)).expect(200)).body;
  const history = async (id: number) =>
    (await t.http().get(`/api/logs/${id}/history`).set(bearer(admin)).expect(200)).body;
  const dashboard = async () =>
    (await t.http().get('/api/stats/dashboard').set(bearer(fitter)).expect(200)).body;

  /** A cylinder with two weighed fill-ups: the second starts 0.5 kg below where the first ended (a gap). */
  async function cylinderWithGap(): Promise<{ cylinderId: number; first: number; second: number }> {
    const cylinderId = await createCylinder(t, admin);
    const first = await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 30,
      weightAfter: 29,
      date: ago(60),
    }).expect(201);
    const second = await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 28.5,
      weightAfter: 28,
      date: ago(30),
    }).expect(201);
    expect(first.body.gapExplanation).toBeNull();
    expect(second.body.weightGap).toBe(-0.5);
    expect(second.body.gapExplanation).toBeNull();
    return { cylinderId, first: first.body.id, second: second.body.id };
  }

  it('roles: anonymous 401, MONTEUR 403, ADMIN 200', async () => {
    const { second } = await cylinderWithGap();
    await explain(second, { explanation: 'Scale swapped' }, null).expect(401);
    await explain(second, { explanation: 'Scale swapped' }, fitter).expect(403);
    await explain(second, { explanation: 'Scale swapped' }, admin).expect(200);
  });

  it.each([
    ['missing', {}],
    ['null', { explanation: null }],
    ['a number', { explanation: 123 }],
    ['too short', { explanation: 'ab' }],
    ['too short once trimmed', { explanation: '   ab   ' }],
    ['blank', { explanation: '      ' }],
    ['too long', { explanation: 'x'.repeat(1001) }],
    ['a NUL character', { explanation: 'abc\u0000def' }],
  ])('validation: %s explanation is a 400 and changes nothing', async (_name, body) => {
    const { cylinderId, second } = await cylinderWithGap();
    const res = await explain(second, body).expect(400);
    expect(typeof res.body.code).toBe('string');
    expect((await entry(second)).gapExplanation).toBeNull();
    expect((await storedTotals(t, cylinderId)).gap_count).toBe(1);
  });

  it('404 for an unknown or deleted entry; 409 NO_WEIGHT_GAP and GAP_ALREADY_EXPLAINED', async () => {
    await explain(2_000_000_000, { explanation: 'Nothing here' }).expect(404);
    const { first, second } = await cylinderWithGap();
    const noGap = await explain(first, { explanation: 'There is no gap' }).expect(409);
    expect(noGap.body.code).toBe('NO_WEIGHT_GAP');
    await explain(second, { explanation: 'Weighed on the van scale' }).expect(200);
    const again = await explain(second, { explanation: 'Second try' }).expect(409);
    expect(again.body.code).toBe('GAP_ALREADY_EXPLAINED');
    expect((await entry(second)).gapExplanation?.text).toBe('Weighed on the van scale');

    const other = await cylinderWithGap();
    await t.http().delete(`/api/logs/${other.second}`).set(bearer(admin)).expect(200);
    const deleted = await explain(other.second, { explanation: 'Too late' }).expect(404);
    expect(deleted.body.code).toBe('LOG_ENTRY_NOT_FOUND');
    expect(await verify()).toEqual([]);
  });

  it('explaining answers the entry, clears the cylinder flag and drops the dashboard count; history shows it', async () => {
    const { cylinderId, second } = await cylinderWithGap();
    expect((await cylinder(cylinderId)).hasWeightGap).toBe(true);
    const before = await dashboard();
    expect(before.weightGapCylinderIds).toContain(cylinderId);

    const res = await explain(second, { explanation: '  Weighed on the van scale, 0.5 kg lighter  ' }).expect(
      200,
    );
    const body: LogEntryDto = res.body;
    expect(body.id).toBe(second);
    expect(body.weightGap).toBe(-0.5);
    expect(body.gapExplanation).toEqual({
      text: 'Weighed on the van scale, 0.5 kg lighter',
      by: { id: admin.id, name: 'Admin Anna' },
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Math.abs(Date.parse(body.gapExplanation!.at) - Date.now())).toBeLessThan(60_000);
    expect(body.corrected).toBe(false);

    expect((await cylinder(cylinderId)).hasWeightGap).toBe(false);
    expect((await storedTotals(t, cylinderId)).gap_count).toBe(0);
    const after = await dashboard();
    expect(after.weightGapCount).toBe(before.weightGapCount - 1);
    expect(after.weightGapCylinderIds).not.toContain(cylinderId);
    const flagged = await t
      .http()
      .get('/api/cylinders')
      .query({ filter: JSON.stringify({ hasWeightGap: true }), range: '[0,999]' })
      .set(bearer(fitter))
      .expect(200);
    expect(flagged.body.map((c: { id: number }) => c.id)).not.toContain(cylinderId);

    // every reader sees the explanation: the list, the cylinder detail
    const list = await t
      .http()
      .get('/api/logs')
      .query({ filter: JSON.stringify({ cylinderId }) })
      .set(bearer(fitter))
      .expect(200);
    expect(list.body.find((e: LogEntryDto) => e.id === second).gapExplanation.text).toBe(
      'Weighed on the van scale, 0.5 kg lighter',
    );
    const detailLogs: LogEntryDto[] = (await cylinder(cylinderId)).logs;
    expect(detailLogs.find((e) => e.id === second)?.gapExplanation?.by.name).toBe('Admin Anna');

    const steps = await history(second);
    expect(steps.map((s: { action: string }) => s.action)).toEqual(['CREATE', 'EXPLAIN_GAP']);
    expect(steps[1]).toMatchObject({
      by: { id: admin.id, name: 'Admin Anna' },
      changes: { gapExplanation: { from: null, to: 'Weighed on the van scale, 0.5 kg lighter' } },
      reason: null,
    });
    expect(await verify()).toEqual([]);
  });

  it('an edit that leaves the gap alone keeps the explanation; one that changes the gap clears it and counts it again', async () => {
    const { cylinderId, second } = await cylinderWithGap();
    await explain(second, { explanation: 'Known scale offset' }).expect(200);

    const noteOnly = await t
      .http()
      .put(`/api/logs/${second}`)
      .set(bearer(admin))
      .send({ note: 'checked again' })
      .expect(200);
    expect(noteOnly.body.gapExplanation?.text).toBe('Known scale offset');
    expect((await cylinder(cylinderId)).hasWeightGap).toBe(false);

    const before = await dashboard();
    const edited = await t
      .http()
      .put(`/api/logs/${second}`)
      .set(bearer(admin))
      .send({ weightBefore: 28.4, reason: 'typo' })
      .expect(200);
    expect(edited.body.weightGap).toBe(-0.6);
    expect(edited.body.gapExplanation).toBeNull();
    expect((await cylinder(cylinderId)).hasWeightGap).toBe(true);
    expect((await storedTotals(t, cylinderId)).gap_count).toBe(1);
    expect((await dashboard()).weightGapCount).toBe(before.weightGapCount + 1);
    const steps = await history(second);
    expect(steps[steps.length - 1]).toMatchObject({
      action: 'EDIT',
      changes: {
        weightBefore: { from: 28.5, to: 28.4 },
        gapExplanation: { from: 'Known scale offset', to: null },
      },
      reason: 'typo',
    });
    // the new gap can be explained in its turn
    await explain(second, { explanation: 'Second weighing confirmed' }).expect(200);
    expect((await cylinder(cylinderId)).hasWeightGap).toBe(false);
    expect(await verify()).toEqual([]);
  });

  it('a change to the predecessor that changes the gap clears the explanation (and records it in that entry history)', async () => {
    const { cylinderId, first, second } = await cylinderWithGap();
    await explain(second, { explanation: 'Known scale offset' }).expect(200);

    await t.http().put(`/api/logs/${first}`).set(bearer(admin)).send({ weightAfter: 29.2 }).expect(200);
    const recomputed = await entry(second);
    expect(recomputed.weightGap).toBe(-0.7);
    expect(recomputed.gapExplanation).toBeNull();
    expect((await cylinder(cylinderId)).hasWeightGap).toBe(true);
    const steps = await history(second);
    expect(steps[steps.length - 1]).toMatchObject({
      action: 'EDIT',
      by: { id: admin.id },
      changes: { gapExplanation: { from: 'Known scale offset', to: null } },
    });
    expect(recomputed.corrected).toBe(false);
    expect(await verify()).toEqual([]);

    // deleting the predecessor leaves no predecessor: the gap disappears, the count follows
    await explain(second, { explanation: 'Explained again' }).expect(200);
    await t.http().delete(`/api/logs/${first}`).set(bearer(admin)).expect(200);
    const alone = await entry(second);
    expect(alone.weightGap).toBeNull();
    expect(alone.gapExplanation).toBeNull();
    expect((await storedTotals(t, cylinderId)).gap_count).toBe(0);
    expect(await verify()).toEqual([]);
  });

  it('a back-dated entry that changes the successor gap clears its explanation; one that keeps it does not', async () => {
    const { cylinderId, second } = await cylinderWithGap();
    await explain(second, { explanation: 'Known scale offset' }).expect(200);
    // an inspection weighing 29 kg between them: the successor's gap stays -0.5, so does its explanation
    await postLog(t, fitter, {
      cylinderId,
      mutationType: 'INSPECTION',
      weightBefore: 29,
      weightAfter: 29,
      date: ago(45),
    }).expect(201);
    expect((await entry(second)).gapExplanation?.text).toBe('Known scale offset');
    // a back-dated weighed entry that closes the gap
    await postLog(t, fitter, {
      cylinderId,
      mutationType: 'FILLUP_RETROFIT',
      weightBefore: 29,
      weightAfter: 28.5,
      date: ago(40),
    }).expect(201);
    const closed = await entry(second);
    expect(closed.weightGap).toBeNull();
    expect(closed.gapExplanation).toBeNull();
    expect((await storedTotals(t, cylinderId)).gap_count).toBe(0);
    expect(await verify()).toEqual([]);
  });

  it('deleting an entry with an explained gap keeps the counts right', async () => {
    const { cylinderId, second } = await cylinderWithGap();
    await explain(second, { explanation: 'Known scale offset' }).expect(200);
    await t.http().delete(`/api/logs/${second}`).set(bearer(admin)).expect(200);
    expect((await storedTotals(t, cylinderId)).gap_count).toBe(0);
    expect(await verify()).toEqual([]);
  });

  it('verifyTotals counts only unexplained gaps', async () => {
    const { cylinderId, second } = await cylinderWithGap();
    await explain(second, { explanation: 'Known scale offset' }).expect(200);
    expect(await verify()).toEqual([]);
    await t.sql('update cylinders set gap_count = 1 where id = $1', [cylinderId]);
    const mismatches = await verify();
    expect(mismatches).toEqual([
      expect.objectContaining({
        cylinderId,
        stored: expect.objectContaining({ gapCount: 1 }),
        recomputed: expect.objectContaining({ gapCount: 0 }),
      }),
    ]);
    await t.sql('update cylinders set gap_count = 0 where id = $1', [cylinderId]);
    expect(await verify()).toEqual([]);
  });

  it('the logbook CSV carries the explanation', async () => {
    const { cylinderId, second } = await cylinderWithGap();
    await explain(second, { explanation: 'Known; scale "offset"' }).expect(200);
    const res = await t
      .http()
      .get('/api/logs/export.csv')
      .query({ filter: JSON.stringify({ cylinderId }), lang: 'en' })
      .set(bearer(fitter))
      .expect(200);
    const lines = res.text.slice(1).trim().split('\r\n');
    expect(lines[0].split(';')).toContain('gap explanation');
    expect(lines[2]).toContain('"Known; scale ""offset"""');
    expect(lines[1]).not.toContain('Known');
  });
});
