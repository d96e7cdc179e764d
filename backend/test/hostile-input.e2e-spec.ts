import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createHmac } from 'node:crypto';
import type { Response } from 'supertest';
import { collectGarbage, watchEventLoop } from './support/event-loop';
import { createTestApp, type TestApp } from './support/test-app';
import { createWriteTargets } from './support/write-targets';
import { bearer, createAccount, type Account } from './support/accounts';
import { createCylinder, postLog } from './support/logs-fixtures';

/**
 * Hostile input never gets a 500 and never stalls the server. Each table is a class of
 * input (shape, text, numbers, ids, tokens), sent through the real HTTP stack to the routes that take it.
 */
describe('hostile input', () => {
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
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '1000', LOGIN_MAX_ATTEMPTS_PER_CLIENT: '100000' });
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

  type Who = 'admin' | 'fitter' | 'profile' | null;
  const account = (who: Who): Account | null =>
    who === 'admin' ? admin : who === 'fitter' ? fitter : who === 'profile' ? profile : null;

  function send(method: 'post' | 'put', path: string, who: Who, raw: string) {
    const req = t.http()[method](path).set('Content-Type', 'application/json');
    const as = account(who);
    return (as ? req.set(bearer(as)) : req).send(raw);
  }

  /** Every write route with a body, and who may call it. */
  const BODY_ROUTES: [string, 'post' | 'put', () => string, Who][] = [
    ['POST /api/auth/login', 'post', () => '/api/auth/login', null],
    ['POST /api/auth/register', 'post', () => '/api/auth/register', null],
    ['PUT /api/auth/me', 'put', () => '/api/auth/me', 'profile'],
    ['POST /api/users', 'post', () => '/api/users', 'admin'],
    ['PUT /api/users/:id', 'put', () => `/api/users/${target.id}`, 'admin'],
    ['POST /api/refrigerants', 'post', () => '/api/refrigerants', 'admin'],
    ['PUT /api/refrigerants/:id', 'put', () => `/api/refrigerants/${refrigerantId}`, 'admin'],
    ['POST /api/suppliers', 'post', () => '/api/suppliers', 'admin'],
    ['PUT /api/suppliers/:id', 'put', () => `/api/suppliers/${supplierId}`, 'admin'],
    ['POST /api/cylinders', 'post', () => '/api/cylinders', 'fitter'],
    ['PUT /api/cylinders/:id', 'put', () => `/api/cylinders/${cylinderId}`, 'fitter'],
    ['POST /api/logs', 'post', () => '/api/logs', 'fitter'],
    ['PUT /api/logs/:id', 'put', () => `/api/logs/${logId}`, 'admin'],
    ['POST /api/logs/:id/explain-gap', 'post', () => `/api/logs/${logId}/explain-gap`, 'admin'],
    ['PUT /api/settings', 'put', () => '/api/settings', 'admin'],
    ['POST /api/customers', 'post', () => '/api/customers', 'fitter'],
    ['PUT /api/customers/:id', 'put', () => `/api/customers/${customerId}`, 'fitter'],
    ['POST /api/installations', 'post', () => '/api/installations', 'fitter'],
    ['PUT /api/installations/:id', 'put', () => `/api/installations/${installationId}`, 'fitter'],
    [
      'POST /api/installations/:id/decommission',
      'post',
      () => `/api/installations/${installationId}/decommission`,
      'admin',
    ],
    ['POST /api/leak-checks', 'post', () => '/api/leak-checks', 'fitter'],
    ['PUT /api/leak-checks/:id', 'put', () => `/api/leak-checks/${leakCheckId}`, 'admin'],
    [
      'POST /api/installations/:id/share-links',
      'post',
      () => `/api/installations/${installationId}/share-links`,
      'admin',
    ],
  ];

  /**
   * The big bodies come from a child process: sent from this process, the client's own work (writing
   * 1 MB per request) landed in the very event loop being measured. Here the loop runs the server only,
   * and the health sampler.
   */
  function sendFromChild(url: string, token: string, count: number): Promise<string[]> {
    const script = `
      const http = require('node:http');
      const [url, token, count] = process.argv.slice(1);
      const body = '{"serialNumber":[' + '1,'.repeat(499999) + '1]}';
      const one = () => new Promise((resolve, reject) => {
        const req = http.request(url + '/api/cylinders', { method: 'POST', headers: {
          'content-type': 'application/json', authorization: 'Bearer ' + token, 'content-length': body.length } },
          (res) => { let text = ''; res.on('data', (c) => (text += c)); res.on('end', () => resolve(text)); });
        req.on('error', reject);
        req.end(body);
      });
      Promise.all(Array.from({ length: Number(count) }, one)).then((answers) => {
        process.stdout.write(JSON.stringify(answers.map((a) => JSON.parse(a).code)));
      });`;
    return new Promise((resolve, reject) => {
      execFile(process.execPath, ['-e', script, url, token, String(count)], (error, stdout) =>
        error ? reject(error) : resolve(JSON.parse(stdout) as string[]),
      );
    });
  }

  // First, on a fresh heap: the garbage of the tables below would put its collection into the measurement.
  it('0. 1 MB bodies of 500,000 items never hold the event loop: health answers within 1 s', async () => {
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    let done = false;
    /** CPU time this process (the server) spent while each health request was in flight */
    const healthCpu: number[] = [];
    const sample = async (into: number[]) => {
      while (!done) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        await t.http().get('/api/health').expect(200);
        into.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        healthCpu.push((used.user + used.system) / 1000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    // The machine's own health latency first (other work shares its 2 cores): the budget is 1 s on top.
    const baseline: number[] = [];
    const quiet = sample(baseline);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    done = true;
    await quiet;
    done = false;
    const healthTimes: number[] = [];
    collectGarbage();
    const sampler = sample(healthTimes);
    const watch = watchEventLoop();
    const codes = await sendFromChild(`http://127.0.0.1:${port}`, fitter.token, 12);
    const loop = watch.stop();
    done = true;
    await sampler;
    const healthMax = Math.max(...healthTimes);
    const baselineMax = Math.max(...baseline);
    console.log(
      `12 bodies of 1 MB: event loop held at most ${loop.maxHeldCpuMs.toFixed(1)} ms CPU ` +
        `(${loop.maxHeldWallMs.toFixed(1)} ms wall), monitorEventLoopDelay max ${loop.maxDelayMs.toFixed(1)} ms, ` +
        `longest GC pause ${loop.maxGcPauseMs.toFixed(1)} ms, ` +
        `health max ${healthMax.toFixed(1)} ms wall / ${Math.max(...healthCpu).toFixed(1)} ms server CPU over ${healthTimes.length} samples ` +
        `(without the bodies: ${baselineMax.toFixed(1)} ms)`,
    );
    expect(codes).toEqual(new Array(12).fill('BODY_TOO_COMPLEX'));
    expect(healthTimes.length).toBeGreaterThan(3);
    // Wall-clock time on this shared machine also counts other processes' turns (load 15-18 on 2 cores
    // was seen): the budget holds on top of the latency without the bodies, and on the server's own CPU.
    expect(healthMax).toBeLessThan(1000 + 2 * baselineMax);
    expect(Math.max(...healthCpu)).toBeLessThan(1000);
    expect(loop.maxHeldCpuMs).toBeLessThan(100);
    expect(loop.maxDelayMs).toBeLessThan(1000);
  });

  describe('1. the shape of a body is bounded before validation: 400 BODY_TOO_COMPLEX', () => {
    const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
    const SHAPES: [string, () => string][] = [
      ['a field nested 5,000 arrays deep', () => `{"email":${deepArray(5_000)}}`],
      ['a field nested 100,000 arrays deep', () => `{"email":${deepArray(100_000)}}`],
      ['a field nested 5,000 objects deep', () => `{"name":${deepObject(5_000)}}`],
      ['a field nested 100,000 objects deep', () => `{"name":${deepObject(100_000)}}`],
      ['a body that is 50,000 arrays deep', () => deepArray(50_000)],
      ['a field of 200,000 array items', () => `{"name":[${'1,'.repeat(199_999)}1]}`],
      ['a body of 50,000 keys', () => `{${Array.from({ length: 50_000 }, (_, i) => `"k${i}":1`).join(',')}}`],
      ['a string of 500,000 characters', () => JSON.stringify({ name: 'x'.repeat(500_000) })],
      ['a key of 100,000 characters', () => `{"${'k'.repeat(100_000)}":1}`],
      ['20,000 small objects', () => `{"name":[${'{"a":1},'.repeat(19_999)}{"a":1}]}`],
    ];
    const cases = BODY_ROUTES.flatMap(([route, method, path, who]) =>
      SHAPES.map(([shape, body]) => [route, shape, method, path, who, body] as const),
    );

    it.each(cases)('%s: %s', async (_route, _shape, method, path, who, body) => {
      const res = await send(method, path(), who, body());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, code: 'BODY_TOO_COMPLEX' });
      expect(typeof res.body.requestId).toBe('string');
    });

    it('leaves an ordinary body alone (a long note, nested only as deep as a DTO)', async () => {
      await postLog(t, fitter, { cylinderId, mutationType: 'INSPECTION', note: 'n'.repeat(2000) }).expect(
        201,
      );
    });
  });

  describe('2. lone UTF-16 surrogates in text: 400 INVALID_TEXT', () => {
    const LONE = ['\udfff@x.io', 'a\ud800@x.io', 'x\ud83d', '\udc00abc'];
    const FIELDS: [string, 'post' | 'put', () => string, Who, () => Record<string, unknown>, string][] = [
      [
        'register e-mail',
        'post',
        () => '/api/auth/register',
        null,
        () => ({ password: 'password-1', name: 'S' }),
        'email',
      ],
      [
        'register name',
        'post',
        () => '/api/auth/register',
        null,
        () => ({ email: 's@x.io', password: 'password-1' }),
        'name',
      ],
      ['login e-mail', 'post', () => '/api/auth/login', null, () => ({ password: 'password-1' }), 'email'],
      ['login password', 'post', () => '/api/auth/login', null, () => ({ email: profile.email }), 'password'],
      [
        'users e-mail',
        'post',
        () => '/api/users',
        'admin',
        () => ({ name: 'S', password: 'password-1' }),
        'email',
      ],
      ['users e-mail (edit)', 'put', () => `/api/users/${target.id}`, 'admin', () => ({}), 'email'],
      ['suppliers e-mail', 'post', () => '/api/suppliers', 'admin', () => ({ name: 'S BV' }), 'email'],
      [
        'suppliers address (edit)',
        'put',
        () => `/api/suppliers/${supplierId}`,
        'admin',
        () => ({}),
        'address',
      ],
      ['profile e-mail', 'put', () => '/api/auth/me', 'profile', () => ({}), 'email'],
      ['profile name', 'put', () => '/api/auth/me', 'profile', () => ({}), 'name'],
      ['refrigerant name', 'post', () => '/api/refrigerants', 'admin', () => ({ type: 'HFC' }), 'name'],
      [
        'cylinder serial',
        'post',
        () => '/api/cylinders',
        'fitter',
        () => ({ gasType: 'R-32', deliveryWeight: 20, tareWeight: 10 }),
        'serialNumber',
      ],
      [
        'log note',
        'post',
        () => '/api/logs',
        'fitter',
        () => ({ cylinderId, mutationType: 'INSPECTION' }),
        'note',
      ],
      ['organisation name', 'put', () => '/api/settings', 'admin', () => ({}), 'organisationName'],
      ['public URL', 'put', () => '/api/settings', 'admin', () => ({}), 'publicUrl'],
    ];
    const cases = FIELDS.flatMap((field) => LONE.map((text) => [...field, text] as const));

    it.each(cases)('%s = %j', async (_name, method, path, who, base, field, text) => {
      const res = await send(method, path(), who, JSON.stringify({ ...base(), [field]: text }));
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_TEXT');
    });

    it.each<[string, () => PromiseLike<Response>]>([
      ['a key', () => send('post', '/api/suppliers', 'admin', JSON.stringify({ name: 'K', ['\udfffk']: 1 }))],
      [
        'filter.q on cylinders',
        () =>
          t
            .http()
            .get('/api/cylinders')
            .query({ filter: JSON.stringify({ q: '\ud800' }) })
            .set(bearer(fitter)),
      ],
      [
        'a \\u escape in filter JSON',
        () => t.http().get('/api/suppliers').query({ filter: '{"q":"\\udfff"}' }).set(bearer(admin)),
      ],
      ['scan code', () => t.http().get('/api/scan/resolve').query({ code: 'x\\udfff' }).set(bearer(fitter))],
    ])('%s', async (_name, request) => {
      const res = await request();
      // The scan code arrives as plain text (a backslash, not a surrogate): found nothing, never a 500.
      expect([400, 404]).toContain(res.status);
      if (res.status === 400) expect(res.body.code).toBe('INVALID_TEXT');
    });

    it('keeps well-formed pairs (emoji) and other scripts', async () => {
      const res = await t
        .http()
        .post('/api/suppliers')
        .set(bearer(admin))
        .send({ name: 'Koude 😀 Ωμέγα 冷却', email: 'emoji@x.io' })
        .expect(201);
      expect(res.body.name).toBe('Koude 😀 Ωμέγα 冷却');
    });
  });

  describe('3. numbers in exponent notation: 400 on the field or their exact meaning', () => {
    const REFUSED = [
      '1e-7',
      '5e-324',
      '-5e-324',
      '1e21',
      '1e308',
      '1.0000001',
      '0.1234',
      '"1e-7"',
      '"NaN"',
      '"12.5"',
    ];
    const FIELDS: [string, 'post' | 'put', () => string, Who, () => Record<string, unknown>, string][] = [
      [
        'cylinder delivery weight',
        'post',
        () => '/api/cylinders',
        'fitter',
        () => ({ serialNumber: `EXP-${Date.now()}`, gasType: 'R-32', tareWeight: 10 }),
        'deliveryWeight',
      ],
      [
        'cylinder tare weight',
        'post',
        () => '/api/cylinders',
        'fitter',
        () => ({ serialNumber: `EXP-${Date.now()}`, gasType: 'R-32', deliveryWeight: 20 }),
        'tareWeight',
      ],
      [
        'cylinder tare weight (edit)',
        'put',
        () => `/api/cylinders/${cylinderId}`,
        'fitter',
        () => ({ version: 1 }),
        'tareWeight',
      ],
      [
        'log weight',
        'post',
        () => '/api/logs',
        'fitter',
        () => ({ cylinderId, mutationType: 'FILLUP_RETROFIT' }),
        'weight',
      ],
      [
        'log weight before',
        'post',
        () => '/api/logs',
        'fitter',
        () => ({ cylinderId, mutationType: 'FILLUP_RETROFIT', weightAfter: 20 }),
        'weightBefore',
      ],
      [
        'log weight after',
        'post',
        () => '/api/logs',
        'fitter',
        () => ({ cylinderId, mutationType: 'FILLUP_RETROFIT', weightBefore: 20 }),
        'weightAfter',
      ],
      ['log weight (edit)', 'put', () => `/api/logs/${logId}`, 'admin', () => ({}), 'weight'],
      ['log weight before (edit)', 'put', () => `/api/logs/${logId}`, 'admin', () => ({}), 'weightBefore'],
      ['log weight after (edit)', 'put', () => `/api/logs/${logId}`, 'admin', () => ({}), 'weightAfter'],
      ['gap tolerance', 'put', () => '/api/settings', 'admin', () => ({}), 'weightGapTolerance'],
      [
        'refrigerant GWP',
        'post',
        () => '/api/refrigerants',
        'admin',
        () => ({ name: `R-${Date.now()}`, type: 'HFC' }),
        'gwp',
      ],
    ];
    const cases = FIELDS.flatMap((field) => REFUSED.map((raw) => [...field, raw] as const));

    it.each(cases)('%s = %s', async (_name, method, path, who, base, field, raw) => {
      const json = JSON.stringify(base());
      const body = `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}"${field}":${raw}}`;
      const res = await send(method, path(), who, body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.fields)).toEqual([field]);
    });

    it.each([
      ['1e1', 10],
      ['1.5e0', 1.5],
      ['-0', 0],
      ['0.125', 0.125],
      ['2.50', 2.5],
    ])('the gap tolerance %s means exactly %d', async (raw, meaning) => {
      const res = await send('put', '/api/settings', 'admin', `{"weightGapTolerance":${raw}}`).expect(200);
      expect(Object.is(res.body.weightGapTolerance, meaning)).toBe(true);
    });

    it('a weight of -0 is stored as 0', async () => {
      const res = await send(
        'post',
        '/api/cylinders',
        'fitter',
        `{"serialNumber":"NEG-ZERO","gasType":"R-32","deliveryWeight":1e1,"tareWeight":-0}`,
      ).expect(201);
      expect(Object.is(res.body.tareWeight, 0)).toBe(true);
      expect(res.body.deliveryWeight).toBe(10);
    });
  });

  describe('5. only canonical decimal ids: 400 INVALID_ID', () => {
    const BAD_IDS = [
      '0x1',
      '1e0',
      '+1',
      '1.0',
      '0b1',
      '0o1',
      '0000000000001',
      '01',
      ' 1',
      '1 ',
      '%201',
      '-1',
      '0',
      '2147483648',
      '1_0',
      '１',
    ];
    const ROUTES: [string, 'get' | 'put' | 'delete' | 'post', (id: string) => string, Who][] = [
      ['GET /api/cylinders/:id', 'get', (id) => `/api/cylinders/${id}`, 'fitter'],
      ['PUT /api/cylinders/:id', 'put', (id) => `/api/cylinders/${id}`, 'fitter'],
      ['DELETE /api/cylinders/:id', 'delete', (id) => `/api/cylinders/${id}`, 'admin'],
      ['GET /api/cylinders/:id/qr.png', 'get', (id) => `/api/cylinders/${id}/qr.png`, 'fitter'],
      ['GET /api/cylinders/:id/qr.svg', 'get', (id) => `/api/cylinders/${id}/qr.svg`, 'fitter'],
      ['GET /api/users/:id', 'get', (id) => `/api/users/${id}`, 'admin'],
      ['PUT /api/users/:id', 'put', (id) => `/api/users/${id}`, 'admin'],
      ['DELETE /api/users/:id', 'delete', (id) => `/api/users/${id}`, 'admin'],
      ['GET /api/suppliers/:id', 'get', (id) => `/api/suppliers/${id}`, 'admin'],
      ['PUT /api/suppliers/:id', 'put', (id) => `/api/suppliers/${id}`, 'admin'],
      ['GET /api/refrigerants/:id', 'get', (id) => `/api/refrigerants/${id}`, 'admin'],
      ['PUT /api/refrigerants/:id', 'put', (id) => `/api/refrigerants/${id}`, 'admin'],
      ['GET /api/logs/:id', 'get', (id) => `/api/logs/${id}`, 'fitter'],
      ['GET /api/logs/:id/history', 'get', (id) => `/api/logs/${id}/history`, 'admin'],
      ['PUT /api/logs/:id', 'put', (id) => `/api/logs/${id}`, 'admin'],
      ['DELETE /api/logs/:id', 'delete', (id) => `/api/logs/${id}`, 'admin'],
      ['POST /api/logs/:id/explain-gap', 'post', (id) => `/api/logs/${id}/explain-gap`, 'admin'],
      ['GET /api/installations/:id/logbook', 'get', (id) => `/api/installations/${id}/logbook`, 'fitter'],
      [
        'GET /api/installations/:id/logbook.pdf',
        'get',
        (id) => `/api/installations/${id}/logbook.pdf`,
        'fitter',
      ],
      ['GET /api/installations/:id/qr.png', 'get', (id) => `/api/installations/${id}/qr.png`, 'fitter'],
      [
        'POST /api/installations/:id/share-links',
        'post',
        (id) => `/api/installations/${id}/share-links`,
        'admin',
      ],
      [
        'DELETE /api/installations/:id/share-links/:linkId',
        'delete',
        (id) => `/api/installations/${installationId}/share-links/${id}`,
        'admin',
      ],
    ];
    const cases = ROUTES.flatMap(([route, method, path, who]) =>
      BAD_IDS.map((id) => [route, id, method, path, who] as const),
    );

    it.each(cases)('%s with id %j', async (_route, id, method, path, who) => {
      const before = await t.sql(`select name, email, token_version from users order by id`);
      const url = path(id.startsWith('%') ? id : encodeURIComponent(id));
      const agent = t.http();
      const req = agent[method](url).set(bearer(account(who)!));
      const res = await (method === 'put' || method === 'post' ? req.send({ name: 'Changed' }) : req);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('INVALID_ID');
      expect(await t.sql(`select name, email, token_version from users order by id`)).toEqual(before);
    });

    it.each(['01', '0x1', '1e0', '+1', ' 1', '1.0'])('filter id %j is refused', async (id) => {
      for (const path of ['/api/cylinders', '/api/logs', '/api/users', '/api/suppliers']) {
        const res = await t
          .http()
          .get(path)
          .query({ filter: JSON.stringify({ id }) })
          .set(bearer(admin));
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('INVALID_LIST_QUERY');
      }
      const res = await t
        .http()
        .get('/api/logs')
        .query({ filter: JSON.stringify({ cylinderId: id }) })
        .set(bearer(admin));
      expect(res.status).toBe(400);
    });

    it.each(['0x10', '1e2', '+5', ' 5', '05', '5.0'])('logsLimit %j is refused', async (limit) => {
      const res = await t
        .http()
        .get(`/api/cylinders/${cylinderId}`)
        .query({ logsLimit: limit })
        .set(bearer(fitter));
      expect(res.status).toBe(400);
    });

    it.each(['"1"', '"01"', '1.5', 'true', '[1]', '-0', '0'])(
      'body cylinderId %s is refused',
      async (raw) => {
        const res = await send(
          'post',
          '/api/logs',
          'fitter',
          `{"cylinderId":${raw},"mutationType":"INSPECTION"}`,
        );
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.fields ?? {})).toEqual(['cylinderId']);
      },
    );

    it('a scanned "0001" is the serial 0001, never cylinder 1 under another spelling', async () => {
      const serial = String(cylinderId).padStart(4, '0');
      const other = (
        await t
          .http()
          .post('/api/cylinders')
          .set(bearer(fitter))
          .send({ serialNumber: serial, gasType: 'R-32', deliveryWeight: 20, tareWeight: 10 })
          .expect(201)
      ).body.id;
      const scanned = await t.http().get('/api/scan/resolve').query({ code: serial }).set(bearer(fitter));
      expect(scanned.status).toBe(200);
      expect(scanned.body.id).toBe(other);
      const byId = await t
        .http()
        .get('/api/scan/resolve')
        .query({ code: String(cylinderId) })
        .set(bearer(fitter));
      expect(byId.body.id).toBe(cylinderId);
    });

    it('the canonical id still works', async () => {
      await t.http().get(`/api/cylinders/${cylinderId}`).set(bearer(fitter)).expect(200);
    });
  });

  describe('6. tokens and profiles are never cached; tokens without a numeric exp are refused', () => {
    it.each<[string, () => PromiseLike<Response>]>([
      [
        'login',
        () => t.http().post('/api/auth/login').send({ email: profile.email, password: profile.password }),
      ],
      [
        'register',
        () =>
          t
            .http()
            .post('/api/auth/register')
            .send({ email: `reg${Date.now()}@x.io`, password: 'password-1', name: 'R' }),
      ],
      ['GET me', () => t.http().get('/api/auth/me').set(bearer(profile))],
      ['PUT me', () => t.http().put('/api/auth/me').set(bearer(profile)).send({ name: 'Profile owner' })],
      [
        'a failed login',
        () => t.http().post('/api/auth/login').send({ email: profile.email, password: 'wrong-one' }),
      ],
      ['a list', () => t.http().get('/api/cylinders').set(bearer(fitter))],
      ['a record', () => t.http().get(`/api/users/${target.id}`).set(bearer(admin))],
      ['settings', () => t.http().get('/api/settings').set(bearer(admin))],
    ])('%s: Cache-Control no-store', async (_name, request) => {
      const res = await request();
      expect(res.status).toBeLessThan(500);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    /** HS256 by hand with the app's own secret: the JWT library refuses to sign some of these claims. */
    const sign = (payload: Record<string, unknown>) => {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}`;
      const signature = createHmac('sha256', Buffer.from(t.config.jwtSecret, 'utf8'))
        .update(unsigned)
        .digest('base64url');
      return `${unsigned}.${signature}`;
    };
    const now = () => Math.floor(Date.now() / 1000);

    it.each<[string, () => Record<string, unknown>]>([
      ['no exp', () => ({ sub: profile.id, tv: 0, iat: now() })],
      ['no exp, no iat', () => ({ sub: profile.id, tv: 0 })],
      ['exp as a string', () => ({ sub: profile.id, tv: 0, iat: now(), exp: String(now() + 3600) })],
      [
        'exp far beyond the lifetime',
        () => ({ sub: profile.id, tv: 0, iat: now(), exp: now() + 10 * 365 * 86400 }),
      ],
      ['iat in the future', () => ({ sub: profile.id, tv: 0, iat: now() + 86400, exp: now() + 90000 })],
      ['iat as a string', () => ({ sub: profile.id, tv: 0, iat: 'yesterday', exp: now() + 3600 })],
      ['sub as a string', () => ({ sub: String(profile.id), tv: 0, iat: now(), exp: now() + 3600 })],
    ])('a correctly signed token with %s is refused 401', async (_name, payload) => {
      const [row] = await t.sql<{ token_version: number }>('select token_version from users where id = $1', [
        profile.id,
      ]);
      const token = sign({ ...payload(), tv: row.token_version });
      const res = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    });

    it('a correctly signed token with a sane exp is accepted (the check above is not too strict)', async () => {
      const [row] = await t.sql<{ token_version: number }>('select token_version from users where id = $1', [
        profile.id,
      ]);
      const token = sign({ sub: profile.id, tv: row.token_version, iat: now(), exp: now() + 3600 });
      const res = await t.http().get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      expect([res.status, res.body.code, row.token_version]).toEqual([200, undefined, row.token_version]);
    });
  });

  describe('4. user deletes racing updates and demotions: never a deadlock 500', () => {
    it('runs many parallel deletes, renames, demotions and deactivations: only 2xx and 4xx, an admin left', async () => {
      // The actor is never a victim: every request reaches the locks (a deactivated actor would get 401).
      const admins: Account[] = [];
      for (let i = 0; i < 6; i++) admins.push(await createAccount(t, admin, 'ADMIN', `Racing admin ${i}`));
      const fitters: Account[] = [];
      for (let i = 0; i < 6; i++)
        fitters.push(await createAccount(t, admin, 'MONTEUR', `Racing fitter ${i}`));
      const requests: (() => PromiseLike<Response>)[] = [];
      for (let round = 0; round < 3; round++) {
        for (const victim of [...admins, ...fitters]) {
          const path = `/api/users/${victim.id}`;
          requests.push(
            () => t.http().put(path).set(bearer(admin)).send({ role: 'MONTEUR' }),
            () => t.http().delete(path).set(bearer(admin)),
            () =>
              t
                .http()
                .put(path)
                .set(bearer(admin))
                .send({ name: `Renamed ${round}` }),
            () => t.http().put(path).set(bearer(admin)).send({ active: false }),
            () => t.http().put(path).set(bearer(admin)).send({ role: 'ADMIN', active: true }),
          );
        }
      }
      // Interleaved, all at once: the orders in which they take their locks differ as much as they can.
      const answers = await Promise.all(requests.map((send) => send()));
      const statuses = answers.map((res) => res.status);
      const serverErrors = answers.filter((res) => res.status >= 500).map((res) => res.body);
      expect(serverErrors).toEqual([]);
      for (const res of answers.filter((r) => r.status >= 400)) {
        expect([401, 403, 404, 409]).toContain(res.status);
        if (res.status === 409)
          expect(['LAST_ADMIN', 'CANNOT_DELETE_SELF', 'WRITE_CONFLICT']).toContain(res.body.code);
      }
      // One lock order: nothing deadlocks, so nothing is left to retry or to answer WRITE_CONFLICT.
      expect(answers.filter((res) => res.body?.code === 'WRITE_CONFLICT').length).toBe(0);
      expect(statuses.filter((s) => s < 300).length).toBeGreaterThan(0);
      const [{ count }] = await t.sql<{ count: number }>(
        `select count(*)::int as count from users where role = 'ADMIN' and active`,
      );
      expect(count).toBeGreaterThanOrEqual(1);
    });

    it('the last admin cannot be taken away by racing demotions of every admin at once', async () => {
      const [{ ids }] = await t.sql<{ ids: number[] }>(
        `select coalesce(array_agg(id), '{}') as ids from users where role = 'ADMIN' and active`,
      );
      const actors = [
        admin,
        ...(await Promise.all([0, 1, 2].map((i) => createAccount(t, admin, 'ADMIN', `Last ${i}`)))),
      ];
      const all = [...ids, ...actors.slice(1).map((a) => a.id)];
      const answers = await Promise.all(
        all.flatMap((id) =>
          actors.map((actor) =>
            t.http().put(`/api/users/${id}`).set(bearer(actor)).send({ role: 'MONTEUR' }),
          ),
        ),
      );
      expect(answers.filter((res) => res.status >= 500).map((res) => res.body)).toEqual([]);
      const [{ count }] = await t.sql<{ count: number }>(
        `select count(*)::int as count from users where role = 'ADMIN' and active`,
      );
      expect(count).toBe(1);
    });
  });
});
