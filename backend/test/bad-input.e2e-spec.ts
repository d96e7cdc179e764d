import type { Response } from 'supertest';
import { answerProblem } from './support/answer-check';
import { createTestApp, type TestApp } from './support/test-app';
import { createWriteTargets } from './support/write-targets';
import { bearer, type Account } from './support/accounts';
import { createCylinder, postLog } from './support/logs-fixtures';

/**
 * Hostile input never gets a 500: every refusal is a 4xx with a machine code, and nothing half-written is
 * stored. Table-driven over the write routes, the lists and the ids; one app for the whole file.
 */
describe('bad input never answers 500', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let profile: Account;
  let target: Account;
  let cylinderId: number;
  let refrigerantId: number;
  let supplierId: number;
  let logId: number;
  let customerId: number;
  let installationId: number;
  let leakCheckId: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({
      admin,
      fitter,
      profile,
      target,
      cylinderId,
      refrigerantId,
      supplierId,
      logId,
      customerId,
      installationId,
      leakCheckId,
    } = await createWriteTargets(t));
    cylinderId = await createCylinder(t, fitter, { deliveryWeight: 40, tareWeight: 10 });
    logId = (await postLog(t, fitter, { cylinderId, mutationType: 'FILLUP_RETROFIT', weight: 1 }).expect(201))
      .body.id;
  });
  afterAll(() => t.close());

  /**
   * A refusal is a 4xx with the error body and nothing of the server's insides (support/answer-check.ts,
   * shared with the fuzz suite); a success is fine too (some hostile values are valid).
   */
  const problem = (res: Response): string | null =>
    answerProblem({ status: res.status, text: res.text, body: res.body });

  interface WriteRoute {
    method: 'post' | 'put';
    path: () => string;
    who: () => Account | null;
    /** a valid body (or a minimal one for PUT) each hostile field is put into */
    base: () => Record<string, unknown>;
    fields: string[];
  }

  const INSTALLATION_FIELDS = [
    'customerId',
    'name',
    'address',
    'category',
    'manufacturer',
    'model',
    'serialNumber',
    'refrigerantId',
    'chargeKg',
    'installedOn',
    'hermeticallySealed',
    'leakDetectionSystem',
  ];
  const LEAK_CHECK_FIELDS = [
    'installationId',
    'checkedOn',
    'userId',
    'result',
    'leakLocation',
    'repairedOn',
    'repairDescription',
    'followUpOfId',
    'note',
  ];

  const routes: Record<string, WriteRoute> = {
    'POST /api/auth/register': {
      method: 'post',
      path: () => '/api/auth/register',
      who: () => null,
      base: () => ({ email: 'hostile@example.test', password: 'hostile-password', name: 'Hostile' }),
      fields: ['email', 'password', 'name', 'role'],
    },
    'POST /api/auth/login': {
      method: 'post',
      path: () => '/api/auth/login',
      who: () => null,
      base: () => ({ email: profile.email, password: 'wrong-password' }),
      fields: ['email', 'password'],
    },
    'PUT /api/auth/me': {
      method: 'put',
      path: () => '/api/auth/me',
      who: () => profile,
      base: () => ({}),
      fields: ['name', 'email', 'currentPassword', 'newPassword'],
    },
    'POST /api/users': {
      method: 'post',
      path: () => '/api/users',
      who: () => admin,
      base: () => ({
        name: 'New',
        email: 'new-hostile@example.test',
        password: 'new-password',
        role: 'MONTEUR',
      }),
      fields: ['name', 'email', 'password', 'role'],
    },
    'PUT /api/users/:id': {
      method: 'put',
      path: () => `/api/users/${target.id}`,
      who: () => admin,
      base: () => ({}),
      fields: ['name', 'email', 'password', 'role', 'active'],
    },
    'POST /api/refrigerants': {
      method: 'post',
      path: () => '/api/refrigerants',
      who: () => admin,
      base: () => ({ name: 'R-hostile', type: 'HFC', gwp: 1 }),
      fields: ['name', 'type', 'gwp'],
    },
    'PUT /api/refrigerants/:id': {
      method: 'put',
      path: () => `/api/refrigerants/${refrigerantId}`,
      who: () => admin,
      base: () => ({}),
      fields: ['name', 'type', 'gwp'],
    },
    'POST /api/suppliers': {
      method: 'post',
      path: () => '/api/suppliers',
      who: () => admin,
      base: () => ({ name: 'Hostile BV' }),
      fields: ['name', 'contactPerson', 'email', 'phone', 'address'],
    },
    'PUT /api/suppliers/:id': {
      method: 'put',
      path: () => `/api/suppliers/${supplierId}`,
      who: () => admin,
      base: () => ({}),
      fields: ['name', 'contactPerson', 'email', 'phone', 'address'],
    },
    'POST /api/cylinders': {
      method: 'post',
      path: () => '/api/cylinders',
      who: () => fitter,
      base: () => ({ serialNumber: 'HOSTILE-1', gasType: 'R-32', deliveryWeight: 20, tareWeight: 10 }),
      fields: [
        'serialNumber',
        'gasType',
        'refrigerantId',
        'supplierId',
        'deliveryWeight',
        'tareWeight',
        'cylinderType',
        'status',
        'ownership',
        'location',
        'purchaseDate',
        'contentOrigin',
        'originFacility',
      ],
    },
    'PUT /api/cylinders/:id': {
      method: 'put',
      path: () => `/api/cylinders/${cylinderId}`,
      who: () => fitter,
      base: () => ({ version: 1 }),
      fields: [
        'version',
        'serialNumber',
        'gasType',
        'refrigerantId',
        'supplierId',
        'deliveryWeight',
        'tareWeight',
        'cylinderType',
        'status',
        'ownership',
        'location',
        'purchaseDate',
        'contentOrigin',
        'originFacility',
      ],
    },
    'POST /api/logs': {
      method: 'post',
      path: () => '/api/logs',
      who: () => fitter,
      base: () => ({ cylinderId, mutationType: 'INSPECTION' }),
      fields: [
        'cylinderId',
        'mutationType',
        'installationId',
        'workOrder',
        'weightBefore',
        'weightAfter',
        'weight',
        'note',
        'userId',
        'date',
      ],
    },
    'PUT /api/logs/:id': {
      method: 'put',
      path: () => `/api/logs/${logId}`,
      who: () => admin,
      base: () => ({}),
      fields: [
        'mutationType',
        'installationId',
        'workOrder',
        'weightBefore',
        'weightAfter',
        'weight',
        'note',
        'userId',
        'date',
        'reason',
      ],
    },
    'PUT /api/settings': {
      method: 'put',
      path: () => '/api/settings',
      who: () => admin,
      base: () => ({}),
      fields: [
        'registrationOpen',
        'weightGapTolerance',
        'organisationName',
        'publicUrl',
        'requireInstallation',
      ],
    },
    'POST /api/customers': {
      method: 'post',
      path: () => '/api/customers',
      who: () => fitter,
      base: () => ({ name: 'Hostile customer' }),
      fields: ['name', 'address', 'contactPerson', 'email', 'phone'],
    },
    'PUT /api/customers/:id': {
      method: 'put',
      path: () => `/api/customers/${customerId}`,
      who: () => fitter,
      base: () => ({}),
      fields: ['name', 'address', 'contactPerson', 'email', 'phone'],
    },
    'POST /api/installations': {
      method: 'post',
      path: () => '/api/installations',
      who: () => fitter,
      base: () => ({ customerId, refrigerantId, name: 'Hostile circuit', chargeKg: 5 }),
      fields: INSTALLATION_FIELDS,
    },
    'PUT /api/installations/:id': {
      method: 'put',
      path: () => `/api/installations/${installationId}`,
      who: () => fitter,
      base: () => ({}),
      fields: INSTALLATION_FIELDS,
    },
    'POST /api/installations/:id/decommission': {
      method: 'post',
      path: () => `/api/installations/${installationId}/decommission`,
      who: () => admin,
      base: () => ({ decommissionedOn: '2000-01-01', gasDestination: 'OTHER' }),
      fields: ['decommissionedOn', 'gasDestination', 'note'],
    },
    'POST /api/leak-checks': {
      method: 'post',
      path: () => '/api/leak-checks',
      who: () => fitter,
      base: () => ({ installationId, checkedOn: '2000-01-01', result: 'NO_LEAK' }),
      fields: LEAK_CHECK_FIELDS,
    },
    'POST /api/installations/:id/share-links': {
      method: 'post',
      path: () => `/api/installations/${installationId}/share-links`,
      who: () => admin,
      base: () => ({}),
      fields: [],
    },
    'PUT /api/leak-checks/:id': {
      method: 'put',
      path: () => `/api/leak-checks/${leakCheckId}`,
      who: () => admin,
      base: () => ({}),
      fields: [...LEAK_CHECK_FIELDS.filter((field) => field !== 'installationId'), 'reason'],
    },
  };

  /** Raw JSON, so that -0, 1e308 and friends reach the server exactly as written. */
  const HOSTILE_VALUES = ['null', '{"a":1}', '[1,2]', '1e308', '-0', JSON.stringify('x'.repeat(10_240))];

  function send(route: WriteRoute, rawBody: string | undefined, contentType = 'application/json') {
    const who = route.who();
    let req = t.http()[route.method](route.path());
    if (who) req = req.set(bearer(who));
    if (rawBody === undefined) return req;
    return req.set('Content-Type', contentType).send(rawBody);
  }

  /** The base body with one field replaced by a raw JSON value. */
  function withField(base: Record<string, unknown>, field: string, raw: string): string {
    const rest = Object.entries(base).filter(([key]) => key !== field);
    const parts = rest.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
    return `{${[...parts, `${JSON.stringify(field)}:${raw}`].join(',')}}`;
  }

  const fieldCases = Object.entries(routes).flatMap(([name, route]) =>
    route.fields.map((field) => [name, field] as const),
  );

  it.each(fieldCases)('%s: hostile values for %s', async (name, field) => {
    const route = routes[name];
    const failures: string[] = [];
    for (const raw of HOSTILE_VALUES) {
      const res = await send(route, withField(route.base(), field, raw));
      const issue = problem(res);
      if (issue) failures.push(`${field}=${raw.slice(0, 20)}: ${issue}`);
    }
    expect(failures).toEqual([]);
  });

  it.each(Object.keys(routes))('%s: hostile whole bodies', async (name) => {
    const route = routes[name];
    const everyField = (raw: string) =>
      `{${route.fields.map((field) => `${JSON.stringify(field)}:${raw}`).join(',')}}`;
    const bodies: [string, string | undefined, string?][] = [
      ['no body', undefined],
      ['empty JSON body', ''],
      ['array body', '[]'],
      ['array of the base body', JSON.stringify([route.base()])],
      ['string body', '"text"'],
      ['null body', 'null'],
      ['broken JSON', '{"a":'],
      ['unknown field', JSON.stringify({ ...route.base(), isAdmin: true })],
      ['__proto__ field', `{"__proto__":{"role":"ADMIN"},"constructor":{"prototype":{"x":1}}}`],
      ['every field null', everyField('null')],
      ['every field true', everyField('true')],
      ['every field NaN-like', everyField('"NaN"')],
      ['every field -0', everyField('-0')],
      ['every field a NUL byte', everyField('"a\\u0000b"')],
      ['every field nested', everyField('{"$gt":""}')],
      ['form-encoded', 'email=a&password=b', 'application/x-www-form-urlencoded'],
      ['plain text', 'hello', 'text/plain'],
    ];
    const failures: string[] = [];
    for (const [label, raw, contentType] of bodies) {
      const res = await send(route, raw, contentType);
      const issue = problem(res);
      if (issue) failures.push(`${label}: ${issue}`);
    }
    expect(failures).toEqual([]);
  });

  it('stored nothing from the hostile writes above', async () => {
    const [counts] = await t.sql<Record<string, number>>(
      `select (select count(*)::int from cylinders where serial_number like 'HOSTILE%') as cylinders,
              (select count(*)::int from users where email like '%hostile%') as users,
              (select count(*)::int from refrigerants where name = 'R-hostile') as refrigerants`,
    );
    // The base bodies are valid: at most one of each, and only from a request that was wholly valid.
    expect(counts.cylinders).toBeLessThanOrEqual(1);
    expect(counts.users).toBeLessThanOrEqual(2);
    expect(counts.refrigerants).toBeLessThanOrEqual(1);
    const withControl = await t.sql(
      `select 1 from cylinders where serial_number ~ '[\\x01-\\x08]' or coalesce(location, '') ~ '[\\x01-\\x08]'
       union all select 1 from log_entries where coalesce(note, '') ~ '[\\x01-\\x08]'
       union all select 1 from app_settings where organisation_name ~ '[\\x01-\\x08]'`,
    );
    expect(withControl).toEqual([]);
    const [settings] = await t.sql<{ weight_gap_tolerance: string }>(
      'select weight_gap_tolerance::text from app_settings',
    );
    expect(Number(settings.weight_gap_tolerance)).toBeGreaterThanOrEqual(0);
  });

  describe('lists', () => {
    const lists = [
      '/api/cylinders',
      '/api/logs',
      '/api/users',
      '/api/refrigerants',
      '/api/suppliers',
      '/api/cylinders/export.csv',
      '/api/logs/export.csv',
    ];
    const queries: Record<string, string>[] = [
      { sort: '["id"]' },
      { sort: '["id","ASC","x"]' },
      { sort: '[1,2]' },
      { sort: '["__proto__","ASC"]' },
      { sort: '["constructor","DESC"]' },
      { sort: '["id","ASC; drop table users"]' },
      { sort: 'null' },
      { range: '[0]' },
      { range: '[-1,5]' },
      { range: '[1e308,1e309]' },
      { range: '["0","5"]' },
      { range: '[0,1.5]' },
      { range: '[99999999,99999999]' },
      { range: '{}' },
      { filter: '[]' },
      { filter: 'null' },
      { filter: '{"q":{"a":1}}' },
      { filter: '{"q":["a"]}' },
      { filter: `{"q":"${'x'.repeat(300)}"}` },
      { filter: '{"q":"50%_\\\\"}' },
      { filter: '{"id":{"a":1}}' },
      { filter: '{"id":[1e308]}' },
      { filter: '{"id":-0}' },
      { filter: '{"id":"1; drop table users"}' },
      { filter: '{"__proto__":{"x":1}}' },
      { filter: '{"constructor":1}' },
      { filter: 'x'.repeat(5000) },
    ];
    const specific: Record<string, Record<string, unknown>> = {
      '/api/cylinders': {
        supplierId: '1e308',
        hasWeightGap: {},
        fillLevel: [],
        createdFrom: '2024-02-30',
        status: 'active',
      },
      '/api/logs': { cylinderId: -0, direction: 'out', dateFrom: 'garbage 2020', dateTo: 1e308 },
      '/api/users': { role: null, active: 'maybe' },
      '/api/refrigerants': { type: ['HFC'] },
    };

    it.each(lists)('%s: hostile sort, range and filter', async (path) => {
      const failures: string[] = [];
      const base = path.replace('/export.csv', '');
      const perField = Object.entries(specific[base] ?? {}).map(([field, value]) => ({
        filter: JSON.stringify({ [field]: value }),
      }));
      for (const query of [...queries, ...perField]) {
        const res = await t.http().get(path).query(query).set(bearer(admin));
        const issue = problem(res);
        if (issue) failures.push(`${JSON.stringify(query).slice(0, 60)}: ${issue}`);
      }
      const repeated = await t.http().get(`${path}?sort=["id","ASC"]&sort=["id","DESC"]`).set(bearer(admin));
      if (problem(repeated)) failures.push(`repeated sort: ${problem(repeated)}`);
      expect(failures).toEqual([]);
    });

    it.each(['/api/cylinders', '/api/logs', '/api/users', '/api/refrigerants', '/api/suppliers'])(
      '%s: hostile ids on read, write and delete',
      async (path) => {
        const failures: string[] = [];
        const ids = ['abc', '-1', '1.5', '0x10', '2147483648', '99999999999999999999', '%00'];
        for (const id of ids) {
          for (const method of ['get', 'put', 'delete'] as const) {
            const res = await t.http()[method](`${path}/${id}`).set(bearer(admin)).send({});
            const issue = problem(res);
            if (issue) failures.push(`${method} ${id}: ${issue}`);
            else if (res.status < 400) failures.push(`${method} ${id}: ${res.status}`);
          }
        }
        expect(failures).toEqual([]);
      },
    );

    it('scan codes', async () => {
      const failures: string[] = [];
      const codes = [
        '',
        ' ',
        '\u0000',
        'a\u0000b',
        '/cylinder/99999999999',
        '/cylinder/-1',
        'x'.repeat(600),
        '%',
      ];
      for (const code of codes) {
        const res = await t.http().get('/api/scan/resolve').query({ code }).set(bearer(fitter));
        const issue = problem(res);
        if (issue) failures.push(`${JSON.stringify(code).slice(0, 30)}: ${issue}`);
      }
      const repeated = await t.http().get('/api/scan/resolve?code=1&code=2').set(bearer(fitter));
      if (problem(repeated)) failures.push(`repeated code: ${problem(repeated)}`);
      expect(failures).toEqual([]);
    });
  });

  describe('dates: only real calendar dates, strictly formatted', () => {
    it.each([
      ['/api/cylinders', { createdFrom: '1' }],
      ['/api/cylinders', { createdFrom: 'March 7' }],
      ['/api/cylinders', { createdFrom: '2024-02-30' }],
      ['/api/cylinders', { createdFrom: '2024-02-30T10:00:00Z' }],
      ['/api/cylinders/export.csv', { createdFrom: '2023-02-29' }],
      ['/api/logs', { dateTo: '2024-02-30' }],
      ['/api/logs', { dateFrom: 'garbage 2020' }],
      ['/api/logs', { dateFrom: '2024-01-01T24:00:00Z' }],
      ['/api/logs/export.csv', { dateTo: '2024-13-01' }],
    ])('%s filter %j: 400 INVALID_LIST_QUERY', async (path, filter) => {
      const res = await t
        .http()
        .get(path)
        .query({ filter: JSON.stringify(filter) })
        .set(bearer(admin));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_LIST_QUERY');
      expect(res.body.message).toMatch(/must be a date YYYY-MM-DD or an ISO 8601 date-time/);
    });

    it('uses the normalised value: a date-time with an offset is compared as its instant', async () => {
      const created = (await t.http().get(`/api/cylinders/${cylinderId}`).set(bearer(fitter))).body.createdAt;
      const at = new Date(created).getTime();
      // The same instant written in UTC+02:00, a minute before and after the cylinder was created.
      const local = (ms: number) => new Date(ms + 2 * 3600_000).toISOString().replace('Z', '+02:00');
      const ids = async (createdFrom: string) =>
        (
          await t
            .http()
            .get('/api/cylinders')
            .query({ filter: JSON.stringify({ createdFrom, id: cylinderId }) })
            .set(bearer(fitter))
            .expect(200)
        ).body.map((c: { id: number }) => c.id);
      expect(await ids(local(at - 60_000))).toEqual([cylinderId]);
      expect(await ids(local(at + 60_000))).toEqual([]);
      expect(await ids(created.slice(0, 10))).toEqual([cylinderId]);

      const logs = async (filter: Record<string, string>) =>
        (
          await t
            .http()
            .get('/api/logs')
            .query({ filter: JSON.stringify({ ...filter, cylinderId }) })
            .set(bearer(fitter))
            .expect(200)
        ).body.map((e: { id: number }) => e.id);
      const day = new Date().toISOString().slice(0, 10);
      expect(await logs({ dateFrom: day, dateTo: day })).toContain(logId);
      expect(await logs({ dateTo: '2000-01-01T00:00:00+14:00' })).toEqual([]);
    });

    it.each([
      ['purchaseDate 2024-02-30', '/api/cylinders', { purchaseDate: '2024-02-30' }, 'purchaseDate'],
      ['purchaseDate 2023-02-29', '/api/cylinders', { purchaseDate: '2023-02-29' }, 'purchaseDate'],
      ['log date 2024-02-30', '/api/logs', { date: '2024-02-30T10:00:00Z' }, 'date'],
      ['log date March 7', '/api/logs', { date: 'March 7' }, 'date'],
      ['log date as a week date', '/api/logs', { date: '2024-W10-1' }, 'date'],
      ['log date at 24:00', '/api/logs', { date: '2024-01-01T24:00:00Z' }, 'date'],
    ])('refuses body %s with 400 on the field', async (_name, path, change, field) => {
      const body =
        path === '/api/logs'
          ? { cylinderId, mutationType: 'INSPECTION', ...change }
          : {
              serialNumber: `DATE-${Date.now()}`,
              gasType: 'R-32',
              deliveryWeight: 20,
              tareWeight: 10,
              ...change,
            };
      const res = await t.http().post(path).set(bearer(fitter)).send(body).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });

    it('reads a log date with an offset as its instant, and a bare day as 00:00 UTC', async () => {
      const withOffset = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'INSPECTION',
        date: '2025-03-01T01:30:00+02:00',
      }).expect(201);
      expect(withOffset.body.date).toBe('2025-02-28T23:30:00.000Z');
      const bareDay = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'INSPECTION',
        date: '2024-02-29',
      }).expect(201);
      expect(bareDay.body.date).toBe('2024-02-29T00:00:00.000Z');
    });
  });

  describe('NUL bytes and control characters: 400 INVALID_TEXT, nothing stored', () => {
    const NUL = 'a\u0000b';
    const refused = (res: Response) => {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        statusCode: 400,
        code: 'INVALID_TEXT',
        error: 'Text may not contain control characters',
        message: 'Text may not contain control characters',
      });
    };

    it.each<[string, () => PromiseLike<Response>]>([
      [
        'refrigerant name',
        () => t.http().post('/api/refrigerants').set(bearer(admin)).send({ name: NUL, type: 'HFC' }),
      ],
      [
        'refrigerant rename',
        () => t.http().put(`/api/refrigerants/${refrigerantId}`).set(bearer(admin)).send({ name: NUL }),
      ],
      ['supplier name', () => t.http().post('/api/suppliers').set(bearer(admin)).send({ name: NUL })],
      [
        'supplier address',
        () => t.http().put(`/api/suppliers/${supplierId}`).set(bearer(admin)).send({ address: NUL }),
      ],
      [
        'cylinder serial',
        () =>
          t
            .http()
            .post('/api/cylinders')
            .set(bearer(fitter))
            .send({ serialNumber: NUL, gasType: 'R-32', deliveryWeight: 20, tareWeight: 10 }),
      ],
      [
        'cylinder location',
        () =>
          t
            .http()
            .put(`/api/cylinders/${cylinderId}`)
            .set(bearer(fitter))
            .send({ version: 1, location: NUL }),
      ],
      ['log note', () => postLog(t, fitter, { cylinderId, mutationType: 'INSPECTION', note: NUL })],
      [
        'log work order (edit)',
        () => t.http().put(`/api/logs/${logId}`).set(bearer(admin)).send({ workOrder: NUL }),
      ],
      [
        'a nested key',
        () => postLog(t, fitter, { cylinderId, mutationType: 'INSPECTION', ['no\u0000te']: 'x' }),
      ],
      [
        'filter.q',
        () =>
          t
            .http()
            .get('/api/cylinders')
            .query({ filter: JSON.stringify({ q: NUL }) })
            .set(bearer(fitter)),
      ],
      [
        'filter.q on logs',
        () =>
          t
            .http()
            .get('/api/logs')
            .query({ filter: JSON.stringify({ q: NUL }) })
            .set(bearer(fitter)),
      ],
      [
        'login e-mail',
        () =>
          t
            .http()
            .post('/api/auth/login')
            .send({ email: `x${NUL}@example.test`, password: 'whatever1' }),
      ],
      [
        'registration name',
        () =>
          t
            .http()
            .post('/api/auth/register')
            .send({ email: 'nul@example.test', password: 'password-1', name: NUL }),
      ],
      ['profile name', () => t.http().put('/api/auth/me').set(bearer(profile)).send({ name: NUL })],
      ['user name', () => t.http().put(`/api/users/${target.id}`).set(bearer(admin)).send({ name: NUL })],
      [
        'delete reason',
        () => t.http().delete(`/api/logs/${logId}`).query({ reason: NUL }).set(bearer(admin)),
      ],
      ['scan code', () => t.http().get('/api/scan/resolve').query({ code: NUL }).set(bearer(fitter))],
      [
        'organisation name',
        () => t.http().put('/api/settings').set(bearer(admin)).send({ organisationName: NUL }),
      ],
      [
        'a bell character',
        () => t.http().post('/api/suppliers').set(bearer(admin)).send({ name: 'Bell\u0007' }),
      ],
      [
        'an escape sequence',
        () => postLog(t, fitter, { cylinderId, mutationType: 'INSPECTION', note: '\u001b[2J' }),
      ],
      [
        'a vertical tab',
        () => t.http().post('/api/suppliers').set(bearer(admin)).send({ name: 'V\u000btab' }),
      ],
    ])('%s', async (_name, request) => {
      const before = await t.sql(
        `select (select count(*) from refrigerants) r, (select count(*) from suppliers) s,
                (select count(*) from cylinders) c, (select count(*) from log_entries) l,
                (select count(*) from users) u,
                (select count(*) from log_entries where deleted_at is not null) d,
                (select max(version) from cylinders) v`,
      );
      refused(await request());
      expect(
        await t.sql(
          `select (select count(*) from refrigerants) r, (select count(*) from suppliers) s,
                  (select count(*) from cylinders) c, (select count(*) from log_entries) l,
                  (select count(*) from users) u,
                  (select count(*) from log_entries where deleted_at is not null) d,
                  (select max(version) from cylinders) v`,
        ),
      ).toEqual(before);
    });

    it('accepts tab, line feed and carriage return in text', async () => {
      const res = await postLog(t, fitter, {
        cylinderId,
        mutationType: 'INSPECTION',
        note: 'line one\r\nline two\tindented',
      }).expect(201);
      expect(res.body.note).toBe('line one\r\nline two\tindented');
    });
  });

  describe('explicit null on a field that cannot be null: 400 on that field', () => {
    const nulls: [string, () => string, () => Account, Record<string, unknown>, string][] = [
      ...[
        'status',
        'ownership',
        'cylinderType',
        'gasType',
        'deliveryWeight',
        'tareWeight',
        'serialNumber',
        'version',
      ].map(
        (field) =>
          [
            'PUT /api/cylinders/:id',
            () => `/api/cylinders/${cylinderId}`,
            () => fitter,
            { version: 1, [field]: null },
            field,
          ] as [string, () => string, () => Account, Record<string, unknown>, string],
      ),
      ...['registrationOpen', 'weightGapTolerance', 'organisationName'].map(
        (field) =>
          ['PUT /api/settings', () => '/api/settings', () => admin, { [field]: null }, field] as [
            string,
            () => string,
            () => Account,
            Record<string, unknown>,
            string,
          ],
      ),
      ...['role', 'active', 'name', 'email'].map(
        (field) =>
          ['PUT /api/users/:id', () => `/api/users/${target.id}`, () => admin, { [field]: null }, field] as [
            string,
            () => string,
            () => Account,
            Record<string, unknown>,
            string,
          ],
      ),
      ...['name', 'email', 'currentPassword', 'newPassword'].map(
        (field) =>
          ['PUT /api/auth/me', () => '/api/auth/me', () => profile, { [field]: null }, field] as [
            string,
            () => string,
            () => Account,
            Record<string, unknown>,
            string,
          ],
      ),
      ...['mutationType', 'date', 'userId'].map(
        (field) =>
          ['PUT /api/logs/:id', () => `/api/logs/${logId}`, () => admin, { [field]: null }, field] as [
            string,
            () => string,
            () => Account,
            Record<string, unknown>,
            string,
          ],
      ),
      ...['name', 'type'].map(
        (field) =>
          [
            'PUT /api/refrigerants/:id',
            () => `/api/refrigerants/${refrigerantId}`,
            () => admin,
            { [field]: null },
            field,
          ] as [string, () => string, () => Account, Record<string, unknown>, string],
      ),
      ['PUT /api/suppliers/:id', () => `/api/suppliers/${supplierId}`, () => admin, { name: null }, 'name'],
    ];

    it.each(nulls.map(([route, path, who, body, field]) => [route, field, path, who, body] as const))(
      '%s with %s: null → 400 on that field',
      async (_route, field, path, who, body) => {
        const res = await t.http().put(path()).set(bearer(who())).send(body);
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
        expect(Object.keys(res.body.fields)).toContain(field);
        expect(res.body.fields[field].join(' ')).toContain(field);
      },
    );

    it.each<[string, string, 'admin' | 'fitter' | null, Record<string, unknown>, string]>([
      [
        'register, role',
        '/api/auth/register',
        null,
        { email: 'nr@example.test', password: 'password-1', name: 'N', role: null },
        'role',
      ],
      [
        'users, role',
        '/api/users',
        'admin',
        { email: 'nr2@example.test', password: 'password-1', name: 'N', role: null },
        'role',
      ],
      ['logs, date', '/api/logs', 'fitter', { mutationType: 'INSPECTION', date: null }, 'date'],
      ['logs, userId', '/api/logs', 'fitter', { mutationType: 'INSPECTION', userId: null }, 'userId'],
      [
        'cylinders, status',
        '/api/cylinders',
        'fitter',
        { serialNumber: 'NULL-1', gasType: 'R-32', deliveryWeight: 2, tareWeight: 1, status: null },
        'status',
      ],
    ])('POST %s: null is refused', async (_name, path, who, body, field) => {
      const account = who === 'admin' ? admin : who === 'fitter' ? fitter : null;
      const send = { ...body, ...(path === '/api/logs' ? { cylinderId } : {}) };
      const req = t.http().post(path);
      const res = await (account ? req.set(bearer(account)) : req).send(send);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });

    it('still lets null clear what may be cleared', async () => {
      const log = (
        await postLog(t, fitter, {
          cylinderId,
          mutationType: 'RECLAIM_WEIGH',
          weightBefore: 20,
          weightAfter: 21,
          workOrder: 'WO-1',
          note: 'to be cleared',
        }).expect(201)
      ).body;
      const cleared = await t
        .http()
        .put(`/api/logs/${log.id}`)
        .set(bearer(admin))
        .send({ workOrder: null, note: null, weightBefore: null, weightAfter: null, weight: 1, reason: null })
        .expect(200);
      expect(cleared.body).toMatchObject({
        workOrder: null,
        note: null,
        weightBefore: null,
        weightAfter: null,
        weight: 1,
      });

      const current = (await t.http().get(`/api/cylinders/${cylinderId}`).set(bearer(fitter))).body;
      const updated = await t
        .http()
        .put(`/api/cylinders/${cylinderId}`)
        .set(bearer(fitter))
        .send({
          version: current.version,
          location: null,
          purchaseDate: null,
          supplierId: null,
          refrigerantId: null,
        })
        .expect(200);
      expect(updated.body).toMatchObject({
        location: null,
        purchaseDate: null,
        supplierId: null,
        refrigerantId: null,
      });

      await t
        .http()
        .put(`/api/refrigerants/${refrigerantId}`)
        .set(bearer(admin))
        .send({ gwp: null })
        .expect(200);
      await t.http().put(`/api/suppliers/${supplierId}`).set(bearer(admin)).send({ phone: null }).expect(200);
      await t.http().put(`/api/users/${target.id}`).set(bearer(admin)).send({ password: null }).expect(200);
      await t.http().put('/api/settings').set(bearer(admin)).send({ publicUrl: null }).expect(200);
    });
  });
});
