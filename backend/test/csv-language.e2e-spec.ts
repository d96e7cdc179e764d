import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { parseCsv } from './support/csv';
import { postLog } from './support/logs-fixtures';
import { domainLabels, MUTATION_TYPES } from '../src/domain';

/**
 * Both CSV exports in the user's language: lang=nl|en, else Accept-Language, else nl (en without the header). English stays the
 * long-standing machine format (headers and codes exactly as before); Dutch translates headers and values
 * and repeats the codes in their own columns at the end. The formula guard holds in both.
 */
let t: TestApp;
let admin: Account;
let fitter: Account;
let cylinderId: number;

// The English headers as integrators have parsed them since the first release, byte for byte.
const CYLINDER_HEADER_EN =
  'Id;Serial number;Gas type;Refrigerant type;GWP;Supplier;Cylinder type;Status;Ownership;Location;Purchase date;' +
  'Delivery weight (kg);Tare weight (kg);Initial content (kg);Total filled (kg);Total reclaimed (kg);' +
  'Net difference (kg);Current content (kg);Fill level;Fill (%);CO2e (tonnes);Weight gap;Mutations;Last mutation;Created;QR code';
const LOGBOOK_HEADER_EN =
  'date;cylinder serial;gas;GWP;mutation type;direction;kg moved;tonnes CO2e;before;after;work order;fitter;' +
  'entered by;note;gap;gap explanation;corrected;deleted';

async function csv(path: string, query: Record<string, string>, headers: Record<string, string> = {}) {
  const req = t.http().get(path).query(query).set(bearer(fitter));
  for (const [k, v] of Object.entries(headers)) req.set(k, v);
  const res = await req
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
    })
    .expect(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  const text = res.body as string;
  return { text, rows: parseCsv(text) };
}

const cylinders = (query: Record<string, string>, headers?: Record<string, string>) =>
  csv('/api/cylinders/export.csv', { filter: JSON.stringify({ id: cylinderId }), ...query }, headers);
const logbook = (query: Record<string, string>, headers?: Record<string, string>) =>
  csv('/api/logs/export.csv', { filter: JSON.stringify({ cylinderId }), ...query }, headers);

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, fitter } = await adminAndFitter(t));
  const created = await t
    .http()
    .post('/api/cylinders')
    .set(bearer(admin))
    .send({
      serialNumber: `=HYPERLINK("http://evil.test")-${process.pid}`,
      gasType: 'R-32',
      deliveryWeight: 30,
      tareWeight: 10,
      cylinderType: 'FILL_UP',
      status: 'ACTIVE',
      ownership: 'HUUR',
      location: '+31 van',
    })
    .expect(201);
  cylinderId = created.body.id;
  await postLog(t, fitter, {
    cylinderId,
    mutationType: 'FILLUP_LEAKAGE',
    weightBefore: 30,
    weightAfter: 28.5,
    note: '@SUM(A1:A9)',
  }).expect(201);
  await postLog(t, fitter, { cylinderId, mutationType: 'RECLAIM_WEIGH', weight: 0.5 }).expect(201);
  await postLog(t, fitter, { cylinderId, mutationType: 'INSPECTION', weight: 0 }).expect(201);
});

afterAll(async () => {
  await t?.close();
});

describe('cylinder register', () => {
  it('lang=en: the header and the codes exactly as before', async () => {
    const { text, rows } = await cylinders({ lang: 'en' }, { 'Accept-Language': 'nl-NL,nl;q=0.9' });
    expect(text.startsWith(`\uFEFF${CYLINDER_HEADER_EN}\r\n`)).toBe(true);
    const [header, row] = rows;
    const cell = (name: string) => row[header.indexOf(name)];
    expect(row).toHaveLength(header.length);
    expect([cell('Cylinder type'), cell('Status'), cell('Ownership'), cell('Fill level')]).toEqual([
      'FILL_UP',
      'ACTIVE',
      'HUUR',
      'FULL',
    ]);
    expect(cell('Weight gap')).toBe('no');
  });

  it('lang=nl: Dutch headers and words in the same columns, the codes again at the end', async () => {
    const { rows } = await cylinders({ lang: 'nl' }, { 'Accept-Language': 'en' });
    const [header, row] = rows;
    expect(header.slice(0, 3)).toEqual(['Id', 'Serienummer', 'Gastype']);
    expect(header).toContain('Leveringsgewicht (kg)');
    expect(header).toHaveLength(CYLINDER_HEADER_EN.split(';').length + 4);
    expect(header.slice(-4)).toEqual(['cylinderType', 'status', 'ownership', 'fillLevel']);
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell('Cilindertype'), cell('Status'), cell('Eigendom'), cell('Vulniveau')]).toEqual([
      'Vullen',
      'Actief',
      'Huur',
      'Vol',
    ]);
    expect(cell('Gewichtsverschil')).toBe('nee');
    expect(row.slice(-4)).toEqual(['FILL_UP', 'ACTIVE', 'HUUR', 'FULL']);
    expect(cell('Huidige inhoud (kg)')).toBe('19'); // 20 - 1.5 + 0.5, decimal comma unchanged
  });

  it.each([
    [{}, 'en'],
    [{ 'Accept-Language': 'en-GB,en;q=0.9' }, 'en'],
    [{ 'Accept-Language': 'de-DE,nl;q=0.8,en;q=0.5' }, 'nl'],
    [{ 'Accept-Language': 'fr' }, 'nl'],
  ])('without lang, Accept-Language %p -> %p', async (headers, expected) => {
    const { rows } = await cylinders({}, headers);
    expect(rows[0][1]).toBe(expected === 'en' ? 'Serial number' : 'Serienummer');
  });

  it.each(['nl', 'en'])('lang=%s: a cell that starts like a formula is neutralised', async (lang) => {
    const { rows } = await cylinders({ lang });
    expect(rows[1][1].startsWith(`'=HYPERLINK(`)).toBe(true);
    expect(rows[1]).toContain("'+31 van");
  });
});

describe('logbook', () => {
  it('lang=en: the header and the codes exactly as before', async () => {
    const { text, rows } = await logbook({ lang: 'en' });
    expect(text.startsWith(`\uFEFF${LOGBOOK_HEADER_EN}\r\n`)).toBe(true);
    expect(rows.slice(1).map((r) => [r[4], r[5], r[16]])).toEqual([
      ['FILLUP_LEAKAGE', 'OUT', 'no'],
      ['RECLAIM_WEIGH', 'IN', 'no'],
      ['INSPECTION', 'NONE', 'no'],
    ]);
  });

  it('lang=nl: Dutch headers, types and directions in words, ja/nee, the codes again at the end', async () => {
    const { rows } = await logbook({ lang: 'nl' });
    const [header, ...lines] = rows;
    expect(header.slice(0, 6)).toEqual([
      'datum',
      'serienummer cilinder',
      'gas',
      'GWP',
      'mutatietype',
      'richting',
    ]);
    expect(header.slice(-2)).toEqual(['mutationType', 'direction']);
    expect(lines.map((r) => [r[4], r[5], r[16], r[17], ...r.slice(-2)])).toEqual([
      ['Vullen: bijvullen (service, lekkage)', 'Uit de cilinder', 'nee', 'nee', 'FILLUP_LEAKAGE', 'OUT'],
      ['Terugwinnen: wegen', 'In de cilinder', 'nee', 'nee', 'RECLAIM_WEIGH', 'IN'],
      ['Inspectie', 'Geen', 'nee', 'nee', 'INSPECTION', 'NONE'],
    ]);
    expect(lines[0][13]).toBe("'@SUM(A1:A9)");
    for (const line of lines) expect(line).toHaveLength(header.length);
  });

  it('every mutation type has its Dutch words, never the code', () => {
    for (const type of MUTATION_TYPES) {
      expect(domainLabels('nl').mutationType[type]).toBeTruthy();
      expect(domainLabels('nl').mutationType[type]).not.toBe(type);
    }
  });

  it('Accept-Language decides without lang; a lang other than nl or en is a 400 with a code', async () => {
    expect((await logbook({}, { 'Accept-Language': 'en-US' })).rows[0][0]).toBe('date');
    expect((await logbook({}, { 'Accept-Language': 'nl-NL' })).rows[0][0]).toBe('datum');
    expect((await logbook({}, {})).rows[0][0]).toBe('date');
    for (const path of ['/api/logs/export.csv', '/api/cylinders/export.csv'])
      for (const lang of ['de', 'NL', '', 'en,nl']) {
        const res = await t.http().get(path).query({ lang }).set(bearer(fitter)).expect(400);
        expect(res.body.code).toBe('VALIDATION_FAILED');
      }
  });
});
