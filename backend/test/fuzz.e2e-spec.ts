import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import fc from 'fast-check';
import { answerProblem } from './support/answer-check';
import { watchEventLoop } from './support/event-loop';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';
import { createCustomer, createInstallation, postLeakCheck } from './support/installations-fixtures';

/**
 * Property-based fuzzing of every operation in the committed OpenAPI file: bodies generated from the
 * request schemas and then broken (wrong types, nesting, huge values, lone surrogates, exponent numbers,
 * extra fields), bad ids in paths and bad query parameters, sent as admin, as monteur, anonymously and
 * with broken tokens, through the full app (fastify inject: every hook, guard, pipe and filter, no TCP).
 * Every answer: no 5xx, no stack trace, file path or SQL text, and /api/health keeps answering in time.
 * Fixed seed; FUZZ_REQUESTS sets the total (10,000 by default).
 */
const SEED = 20_261_121;
const TOTAL = Number(process.env.FUZZ_REQUESTS ?? 10_000);
const HEALTH_BUDGET_MS = 1000;

interface Schema {
  $ref?: string;
  allOf?: Schema[];
  type?: string;
  enum?: unknown[];
  format?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  operationId: string;
  parameters: Parameter[];
  body?: Schema;
}

const spec = JSON.parse(readFileSync(join(__dirname, '../../openapi/openapi.json'), 'utf8')) as {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, Schema> };
};

const operations: Operation[] = Object.entries(spec.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content;
    return {
      method: method.toUpperCase() as Operation['method'],
      path,
      operationId: op.operationId as string,
      parameters: (op.parameters as Parameter[] | undefined) ?? [],
      body: content?.['application/json']?.schema,
    };
  }),
);

function resolve(schema: Schema): Schema {
  if (schema.$ref) return resolve(spec.components.schemas[schema.$ref.replace('#/components/schemas/', '')]);
  if (schema.allOf?.length) return resolve(schema.allOf[0]);
  return schema;
}

/** A JSON text fragment written exactly as given: -0, 1e-7 and broken JSON reach the server as written. */
class Raw {
  constructor(readonly text: string) {}
}
const raw = (text: string) => new Raw(text);

function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const deepArray = (n: number) => '['.repeat(n) + ']'.repeat(n);
const deepObject = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);
/** Built once: the heavy bodies are the same text every time they are drawn. */
const HEAVY = {
  deep100k: raw(deepArray(100_000)),
  deepObjects: raw(deepObject(20_000)),
  items500k: raw(`[${'1,'.repeat(499_999)}1]`),
  keys20k: raw(`{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":1`).join(',')}}`),
  text600k: raw(JSON.stringify('x'.repeat(600_000))),
};

const numbersInDisguise = fc.constantFrom(
  raw('1e-7'),
  raw('5e-324'),
  raw('-5e-324'),
  raw('1e21'),
  raw('1e308'),
  raw('-1e308'),
  raw('-0'),
  raw('0.1e1'),
  raw('1E2'),
  raw('1.0000001'),
  raw('123456789012345678901234567890'),
  raw('2147483648'),
  raw('-1'),
  raw('0'),
  raw('0.0005'),
);

const hostileText = fc.constantFrom(
  '\udfff@x.io',
  'a\ud800@x.io',
  'x\ud83d',
  '\udc00',
  'a\u0000b',
  'a\u001b[2Jb',
  '\u202eevil',
  '😀@x.io',
  'NaN',
  'Infinity',
  '-0',
  '1e-7',
  '0x1',
  ' 1',
  '01',
  '+1',
  '',
  ' ',
  '__proto__',
  'constructor',
  '%00',
  '../../etc/passwd',
  "O'Brien",
  '{"$gt":""}',
  'x'.repeat(501),
  'x'.repeat(25_000),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  numbersInDisguise,
  hostileText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom<unknown>(null, true, false, [], {}, [1], { $gt: '' }, { __proto__: { role: 'ADMIN' } }),
  fc.double(),
  fc.integer(),
  fc.constantFrom(raw(deepArray(40)), raw(deepArray(5_000)), raw(deepObject(5_000))),
  fc.constantFrom(HEAVY.deep100k, HEAVY.items500k, HEAVY.text600k),
);

const ids = {
  admin: 0,
  fitter: 0,
  cylinder: 0,
  refrigerant: 0,
  supplier: 0,
  log: 0,
  victim: 0,
  customer: 0,
  installation: 0,
  leakCheck: 0,
};

/** A value the schema describes (what a careful client would send), the seed for breaking it. */
function valid(schemaIn: Schema, name = ''): fc.Arbitrary<unknown> {
  const schema = resolve(schemaIn);
  const nullable = (arb: fc.Arbitrary<unknown>) => (schema.nullable ? fc.oneof(arb, fc.constant(null)) : arb);
  if (schema.enum) return nullable(fc.constantFrom(...schema.enum));
  if (/Id$/.test(name)) {
    const known =
      name === 'cylinderId' ? ids.cylinder : name === 'supplierId' ? ids.supplier : ids.refrigerant;
    return nullable(fc.constantFrom(known, ids.fitter, 1, 999_999));
  }
  switch (schema.type) {
    case 'boolean':
      return nullable(fc.boolean());
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? 1_000_000;
      return nullable(
        schema.type === 'integer' || name === 'version'
          ? fc.integer({ min, max: Math.min(max, 2_147_483_647) })
          : fc.integer({ min: min * 1000, max: Math.min(max, 1e9) * 1000 }).map((grams) => grams / 1000),
      );
    }
    case 'string': {
      if (schema.format === 'date')
        return nullable(fc.constantFrom('2024-02-29', '2025-01-31', '2023-02-29'));
      if (schema.format === 'date-time' || name === 'date')
        return nullable(fc.constantFrom('2025-03-01T10:00:00Z', '2025-03-01T01:30:00+02:00', '2024-02-29'));
      if (schema.format === 'email' || name === 'email')
        return nullable(fc.emailAddress().map((email) => email.slice(0, 200)));
      const maxLength = Math.min(schema.maxLength ?? 40, 60);
      return nullable(fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.max(maxLength, 1) }));
    }
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(properties)) record[key] = valid(property, key);
      if (Object.keys(record).length === 0) return nullable(fc.constant({}));
      return fc.record(record, {
        requiredKeys: Object.keys(record).filter((key) => required.has(key)),
      });
    }
  }
}

/** A body built from the schema and then (mostly) broken in one of many ways. */
function bodyFor(schema: Schema): fc.Arbitrary<string> {
  const fields = Object.keys(resolve(schema).properties ?? {});
  const base = valid(schema) as fc.Arbitrary<Record<string, unknown>>;
  const field = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('name');
  return fc.oneof(
    { weight: 2, arbitrary: base.map(toJson) },
    {
      weight: 8,
      arbitrary: fc
        .tuple(base, field, hostileValue)
        .map(([body, key, value]) => toJson({ ...body, [key]: value })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(base, fc.array(fc.tuple(field, hostileValue), { minLength: 2, maxLength: 5 }))
        .map(([body, changes]) => toJson({ ...body, ...Object.fromEntries(changes) })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }), hostileValue)
        .map(([body, key, value]) => toJson({ ...body, [key]: value })),
    },
    { weight: 1, arbitrary: base.map((body) => toJson([body])) },
    { weight: 1, arbitrary: field.map((key) => toJson({ [key]: HEAVY.deepObjects })) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '',
        'null',
        '[]',
        '"text"',
        '0',
        '{',
        '{"a":}',
        '{"a":1,}',
        '\u0000',
        toJson(HEAVY.deep100k),
        toJson(HEAVY.items500k),
        toJson(HEAVY.keys20k),
        '{"__proto__":{"role":"ADMIN"}}',
        '{"constructor":{"prototype":{"x":1}}}',
      ),
    },
  );
}

const badIdSegments = fc.constantFrom(
  '0',
  '-1',
  '01',
  '0x1',
  '1e0',
  '%2B1',
  '1.0',
  '0b1',
  '0000000000001',
  '%201',
  '1%20',
  '2147483648',
  '99999999999999999999',
  'abc',
  '%00',
  '%ED%A0%80',
  '%',
  '%zz',
  'NaN',
  '..%2F..',
  '%EF%BC%91',
);

function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate has no UTF-8 form: sent as the replacement character's bytes.
    return encodeURIComponent(Buffer.from(value, 'utf8').toString('utf8'));
  }
}

const idSegment = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'cylinder',
      'refrigerant',
      'supplier',
      'log',
      'victim',
      'fitter',
      'customer',
      'installation',
      'leakCheck',
    ),
  },
  { weight: 4, arbitrary: badIdSegments.map((segment) => ({ segment })) },
  {
    weight: 1,
    arbitrary: fc.string({ unit: 'binary', maxLength: 12 }).map((s) => ({ segment: pathSegment(s) })),
  },
);

const jsonish = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom(
    '["id","ASC"]',
    '["nope","ASC"]',
    '["id","SIDEWAYS"]',
    '[0,24]',
    '[0,1e9]',
    '[-1,5]',
    '[5,1]',
    '[0,100000]',
    '[1e-7,5]',
    '{"q":"R-32"}',
    '{"q":"\\udfff"}',
    '{"q":"a\\u0000"}',
    '{"id":[1,2,3]}',
    '{"id":"01"}',
    '{"id":"0x1"}',
    '{"id":1e0}',
    '{"id":-0}',
    '{"cylinderId":"1e0"}',
    '{"status":"ACTIVE"}',
    '{"createdFrom":"2024-02-30"}',
    '{"dateFrom":"2024-01-01T00:00:00+14:00"}',
    `{"id":[${Array.from({ length: 1001 }, (_, i) => i + 1).join(',')}]}`,
    deepArray(2_000),
    '{',
    'null',
  ),
  hostileText,
);

const queryValue = (parameter: Parameter) =>
  ['sort', 'range', 'filter'].includes(parameter.name)
    ? jsonish
    : fc.oneof(
        valid(parameter.schema ?? { type: 'string' }, parameter.name).map(String),
        hostileText,
        jsonish,
      );

type Who = 'admin' | 'fitter' | 'anonymous' | 'forged' | 'garbage';
const who = fc.constantFrom<Who>('admin', 'admin', 'fitter', 'fitter', 'anonymous', 'forged', 'garbage');

describe('fuzz: every operation of openapi/openapi.json', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let sent = 0;
  /** this test's failures; every failure is also kept in allFailures for the summary */
  let failures: string[] = [];
  const allFailures: string[] = [];
  let serverErrors = 0;
  const slowest: [number, number, string][] = [];
  const healthTimes: number[] = [];
  let baseline = 0;
  /** CPU time this process spent while each health request was in flight */
  const healthCpu: number[] = [];
  let sampling = true;
  let sampler: Promise<void>;
  let watch: ReturnType<typeof watchEventLoop>;
  const startedAt = performance.now();

  beforeAll(async () => {
    t = await createTestApp({
      LOGIN_MAX_ATTEMPTS: '10000',
      LOGIN_MAX_ATTEMPTS_PER_CLIENT: '100000',
    });
    ({ admin, fitter } = await adminAndFitter(t));
    ids.admin = admin.id;
    ids.fitter = fitter.id;
    ids.refrigerant = await createRefrigerant(t, admin, 'R-32', 675);
    ids.supplier = (
      await t.http().post('/api/suppliers').set(bearer(admin)).send({ name: 'Fuzz BV' }).expect(201)
    ).body.id;
    ids.cylinder = await createCylinder(t, fitter, { deliveryWeight: 40, tareWeight: 10 });
    ids.log = (
      await postLog(t, fitter, {
        cylinderId: ids.cylinder,
        mutationType: 'FILLUP_RETROFIT',
        weight: 1,
      }).expect(201)
    ).body.id;
    ids.customer = await createCustomer(t, fitter);
    ids.installation = (
      await createInstallation(t, fitter, { customerId: ids.customer, refrigerantId: ids.refrigerant })
    ).id;
    ids.leakCheck = (
      await postLeakCheck(t, fitter, {
        installationId: ids.installation,
        checkedOn: new Date().toISOString().slice(0, 10),
        result: 'NO_LEAK',
      }).expect(201)
    ).body.id;
    ids.victim = (
      await t
        .http()
        .post('/api/users')
        .set(bearer(admin))
        .send({ email: 'victim@fuzz.test', password: 'victim-password', name: 'Victim', role: 'MONTEUR' })
        .expect(201)
    ).body.id;
    // Paths that load a module on first use (the QR renderer, the CSV writer) are run once before the
    // watch starts: under jest that first load took 2 s of CPU, a cost of the test's module sandbox (about
    // 90 ms in plain node, once per process), not of any request. The installation's label too: its first
    // PNG took 1.1 s of CPU under jest (15 ms in plain node) and ended the health budget once.
    for (const path of [
      `/api/cylinders/${ids.cylinder}/qr.png`,
      `/api/cylinders/${ids.cylinder}/qr.svg`,
      `/api/installations/${ids.installation}/qr.png`,
      `/api/installations/${ids.installation}/qr.svg`,
      '/api/cylinders/export.csv',
      '/api/logs/export.csv',
    ]) {
      await t.http().get(path).set(bearer(admin)).expect(200);
    }
    const fastify = t.app.getHttpAdapter().getInstance();
    // The machine's own health latency first (other work shares its 2 cores): the budget is 1 s on top.
    for (let i = 0; i < 20; i++) {
      const started = performance.now();
      await fastify.inject({ method: 'GET', url: '/api/health' });
      baseline = Math.max(baseline, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    watch = watchEventLoop();
    sampler = (async () => {
      while (sampling) {
        const started = performance.now();
        const cpu = process.cpuUsage();
        const res = await fastify.inject({ method: 'GET', url: '/api/health' });
        healthTimes.push(performance.now() - started);
        const used = process.cpuUsage(cpu);
        healthCpu.push((used.user + used.system) / 1000);
        if (res.statusCode !== 200) allFailures.push(`health answered ${res.statusCode}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    // Generous: the warm-up draws QR labels (2 s of CPU each under jest) on a machine shared with others.
  }, 180_000);

  afterAll(async () => {
    sampling = false;
    await sampler;
    await t.close();
  });

  function authorization(as: Who): Record<string, string> {
    switch (as) {
      case 'admin':
        return bearer(admin);
      case 'fitter':
        return bearer(fitter);
      case 'forged':
        return { Authorization: `Bearer ${admin.token.slice(0, -4)}AAAA` };
      case 'garbage':
        return { Authorization: 'Bearer \u00ff.e30.x' };
      default:
        return {};
    }
  }

  async function send(
    op: Operation,
    as: Who,
    id: string | { segment: string },
    query: [string, string][],
    body: string | undefined,
    extraHeaders: Record<string, string>,
  ): Promise<void> {
    const segment =
      typeof id === 'string' ? String(ids[id as keyof typeof ids]) : (id as { segment: string }).segment;
    const search = query.map(([key, value]) => `${encodeURIComponent(key)}=${pathSegment(value)}`).join('&');
    const url = op.path.replace('{id}', segment) + (search ? `?${search}` : '');
    const headers: Record<string, string> = { ...authorization(as), ...extraHeaders };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    const cpu = process.cpuUsage();
    const res = await t.app
      .getHttpAdapter()
      .getInstance()
      .inject({ method: op.method, url, headers, ...(body !== undefined ? { payload: body } : {}) });
    sent++;
    const used = process.cpuUsage(cpu);
    slowest.push([
      (used.user + used.system) / 1000,
      performance.now() - started,
      `${op.method} ${url.slice(0, 100)} ${String(body).slice(0, 100)}`,
    ]);
    slowest.sort((a, b) => b[0] - a[0]);
    slowest.length = Math.min(slowest.length, 8);
    if (res.statusCode >= 500) serverErrors++;
    let parsed: unknown;
    try {
      parsed = JSON.parse(res.body);
    } catch {
      parsed = undefined;
    }
    const problem = answerProblem({ status: res.statusCode, text: res.body, body: parsed });
    if (problem) {
      const failure = `${op.method} ${url.slice(0, 120)} as ${as} body ${String(body).slice(0, 120)}: ${problem}`;
      failures.push(failure);
      allFailures.push(failure);
    }
  }

  const runsEach = Math.ceil(TOTAL / operations.length);

  it('reads every operation from the OpenAPI file', () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it.each(operations.map((op) => [`${op.method} ${op.path}`, op] as const))(
    '%s',
    async (_name, op) => {
      failures = [];
      const queryParameters = op.parameters.filter((p) => p.in === 'query');
      const query = fc
        .tuple(
          fc
            .subarray(queryParameters)
            .chain((chosen) =>
              chosen.length === 0
                ? fc.constant([] as [string, string][])
                : fc.tuple(
                    ...chosen.map((p) => queryValue(p).map((value) => [p.name, value] as [string, string])),
                  ),
            ),
          fc.option(fc.tuple(fc.constantFrom('extra', 'id', 'filter', '__proto__', 'a[b]'), hostileText), {
            freq: 5,
          }),
        )
        .map(([pairs, extra]) => (extra ? [...pairs, extra] : pairs));
      const headers = fc.record(
        {
          'idempotency-key': fc.oneof(
            fc.constantFrom('short', 'k'.repeat(300), 'ok-key-12345\u00e9'),
            fc.uuid(),
          ),
          'accept-language': fc.oneof(
            fc.constantFrom('nl', 'en', 'xx', '*', ''),
            fc.string({ maxLength: 20 }),
          ),
        },
        { requiredKeys: [] },
      );
      const body: fc.Arbitrary<string | undefined> = op.body
        ? bodyFor(op.body)
        : fc.oneof(
            { weight: 9, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.constant('{"x":1}') },
          );

      // Under jest, pngjs spends 2-2.6 s of CPU on every new PNG (about 30 ms in plain node: the test
      // sandbox's cost, not the app's). The PNG route is fuzzed on the label drawn before the watch started
      // (cached since) and on bad ids; the SVG route, which draws a new label each time, takes every id.
      const ids$ = op.path.endsWith('/qr.png')
        ? fc.oneof(
            fc.constant('cylinder'),
            badIdSegments.map((segment) => ({ segment })),
          )
        : idSegment;
      await fc.assert(
        fc.asyncProperty(who, ids$, query, body, headers, async (as, id, q, b, h) => {
          await send(op, as, id, q, b, h);
          return true;
        }),
        { seed: SEED, numRuns: runsEach, endOnFailure: true },
      );
      expect(failures).toEqual([]);
    },
    120_000,
  );

  it(`sent at least ${TOTAL} requests with no 5xx, and /api/health kept its budget`, () => {
    sampling = false;
    const loop = watch.stop();
    const seconds = (performance.now() - startedAt) / 1000;
    const healthMax = Math.max(...healthTimes);
    console.log(
      `fuzz: ${sent} requests over ${operations.length} operations in ${seconds.toFixed(1)} s, ${serverErrors} answered 5xx; ` +
        `health max ${healthMax.toFixed(1)} ms wall / ${Math.max(...healthCpu).toFixed(1)} ms server CPU over ` +
        `${healthTimes.length} samples (${baseline.toFixed(1)} ms before); ` +
        `event loop held at most ` +
        `${loop.maxHeldCpuMs.toFixed(1)} ms CPU (monitorEventLoopDelay max ${loop.maxDelayMs.toFixed(1)} ms)`,
    );
    console.log(
      slowest.map(([c, w, what]) => `${c.toFixed(0)} ms CPU ${w.toFixed(0)} ms wall: ${what}`).join('\n'),
    );
    expect(sent).toBeGreaterThanOrEqual(TOTAL);
    expect(serverErrors).toBe(0);
    expect(allFailures).toEqual([]);
    expect(healthTimes.length).toBeGreaterThan(10);
    // The budget is asserted on the CPU the server spent while health waited: on this shared machine
    // (load 15-18 on 2 cores was seen) the wall-clock time also counts other processes' turns. A request
    // that held the event loop (500,000 items through validation took 3-12 s) fails it either way.
    expect(Math.max(...healthCpu)).toBeLessThan(HEALTH_BUDGET_MS);
  });
});
