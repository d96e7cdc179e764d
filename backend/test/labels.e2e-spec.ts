import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import type { Response } from 'superagent';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { nlNumber, parseCsv } from './support/csv';

const binary = (res: Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

const decodeQr = (png: Buffer): string | undefined => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
};

/** QR labels and the CSV register. */
describe('cylinder labels and export', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let counter = 0;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
  });
  afterAll(() => t.close());

  const create = async (body: Record<string, unknown> = {}) =>
    (
      await t
        .http()
        .post('/api/cylinders')
        .set(bearer(fitter))
        .send({
          serialNumber: `LBL-${++counter}`,
          gasType: 'R-32',
          deliveryWeight: 20,
          tareWeight: 10,
          ...body,
        })
        .expect(201)
    ).body;

  describe('QR codes', () => {
    it('draws a 512 px PNG that decodes to the qrCode URL', async () => {
      const c = await create();
      const res = await t
        .http()
        .get(`/api/cylinders/${c.id}/qr.png`)
        .set(bearer(fitter))
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).toBe('image/png');
      const png = res.body as Buffer;
      expect(PNG.sync.read(png).width).toBe(512);
      expect(decodeQr(png)).toBe(c.qrCode);
      expect(c.qrCode).toBe(`http://fgas.test/cylinder/${c.id}`);
    });

    it('draws an SVG of the same code', async () => {
      const c = await create();
      const res = await t
        .http()
        .get(`/api/cylinders/${c.id}/qr.svg`)
        .set(bearer(admin))
        .buffer(true)
        .parse(binary)
        .expect(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      const svg = (res.body as Buffer).toString('utf8');
      expect(svg).toMatch(/^<svg[^>]+viewBox/);
      expect(svg).toContain('<path');
    });

    it('follows the public URL of the admin settings', async () => {
      const c = await create();
      await t
        .http()
        .put('/api/settings')
        .set(bearer(admin))
        .send({ publicUrl: 'https://labels.example.com' })
        .expect(200);
      try {
        const dto = (await t.http().get(`/api/cylinders/${c.id}`).set(bearer(fitter)).expect(200)).body;
        expect(dto.qrCode).toBe(`https://labels.example.com/cylinder/${c.id}`);
        const res = await t
          .http()
          .get(`/api/cylinders/${c.id}/qr.png`)
          .set(bearer(fitter))
          .buffer(true)
          .parse(binary)
          .expect(200);
        expect(decodeQr(res.body)).toBe(dto.qrCode);
      } finally {
        await t
          .http()
          .put('/api/settings')
          .set(bearer(admin))
          .send({ publicUrl: 'http://fgas.test' })
          .expect(200);
      }
    });

    it('answers 404 for an unknown cylinder and 400 for a bad id', async () => {
      expect(
        (await t.http().get('/api/cylinders/987654/qr.png').set(bearer(fitter)).expect(404)).body.code,
      ).toBe('CYLINDER_NOT_FOUND');
      await t.http().get('/api/cylinders/987654/qr.svg').set(bearer(fitter)).expect(404);
      await t.http().get('/api/cylinders/x/qr.png').set(bearer(fitter)).expect(400);
    });
  });

  describe('CSV register', () => {
    const HEADER = [
      'Id',
      'Serial number',
      'Gas type',
      'Refrigerant type',
      'GWP',
      'Supplier',
      'Cylinder type',
      'Status',
      'Ownership',
      'Location',
      'Purchase date',
      'Delivery weight (kg)',
      'Tare weight (kg)',
      'Initial content (kg)',
      'Total filled (kg)',
      'Total reclaimed (kg)',
      'Net difference (kg)',
      'Current content (kg)',
      'Fill level',
      'Fill (%)',
      'CO2e (tonnes)',
      'Weight gap',
      'Mutations',
      'Last mutation',
      'Created',
      'QR code',
    ];
    const amsterdam = (iso: string | null) =>
      iso === null
        ? ''
        : new Intl.DateTimeFormat('sv-SE', {
            timeZone: 'Europe/Amsterdam',
            dateStyle: 'short',
            timeStyle: 'medium',
          }).format(new Date(iso));
    const unformula = (cell: string) => (/^'[=+\-@]/.test(cell) ? cell.slice(1) : cell);

    const exportCsv = async (query: Record<string, unknown> = {}) => {
      const params = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
      const res = await t
        .http()
        .get('/api/cylinders/export.csv')
        .query({ ...params, lang: 'en' })
        .set(bearer(fitter))
        .buffer(true)
        .parse(binary)
        .expect(200);
      return { res, text: (res.body as Buffer).toString('utf8') };
    };
    const listJson = async (query: Record<string, unknown> = {}) => {
      const params = Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]));
      return (await t.http().get('/api/cylinders').query(params).set(bearer(fitter)).expect(200))
        .body as Record<string, unknown>[];
    };

    /** Every CSV row read back equals the API's JSON for the same cylinder. */
    const expectSame = (rows: string[][], json: Record<string, unknown>[]) => {
      expect(rows.length).toBe(json.length);
      rows.forEach((row, index) => {
        const c = json[index];
        const cell = Object.fromEntries(HEADER.map((name, i) => [name, row[i]]));
        expect(row.length).toBe(HEADER.length);
        expect({
          id: Number(cell.Id),
          serialNumber: unformula(cell['Serial number']),
          gasType: unformula(cell['Gas type']),
          refrigerantType: cell['Refrigerant type'] || null,
          gwp: nlNumber(cell.GWP),
          supplierName: unformula(cell.Supplier) || null,
          cylinderType: cell['Cylinder type'],
          status: cell.Status,
          ownership: cell.Ownership,
          location: unformula(cell.Location) || null,
          purchaseDate: cell['Purchase date'] || null,
          deliveryWeight: nlNumber(cell['Delivery weight (kg)']),
          tareWeight: nlNumber(cell['Tare weight (kg)']),
          initialWeight: nlNumber(cell['Initial content (kg)']),
          totalFilled: nlNumber(cell['Total filled (kg)']),
          totalReclaimed: nlNumber(cell['Total reclaimed (kg)']),
          netDifference: nlNumber(cell['Net difference (kg)']),
          currentWeight: nlNumber(cell['Current content (kg)']),
          fillLevel: cell['Fill level'],
          fillPercent: nlNumber(cell['Fill (%)']),
          co2eTonnes: nlNumber(cell['CO2e (tonnes)']),
          hasWeightGap: cell['Weight gap'] === 'yes',
          logCount: Number(cell.Mutations),
          qrCode: cell['QR code'],
        }).toEqual({
          id: c.id,
          serialNumber: c.serialNumber,
          gasType: c.gasType,
          refrigerantType: c.refrigerantType,
          gwp: c.gwp,
          supplierName: c.supplierName,
          cylinderType: c.cylinderType,
          status: c.status,
          ownership: c.ownership,
          location: c.location,
          purchaseDate: c.purchaseDate,
          deliveryWeight: c.deliveryWeight,
          tareWeight: c.tareWeight,
          initialWeight: c.initialWeight,
          totalFilled: c.totalFilled,
          totalReclaimed: c.totalReclaimed,
          netDifference: c.netDifference,
          currentWeight: c.currentWeight,
          fillLevel: c.fillLevel,
          fillPercent: c.fillPercent,
          co2eTonnes: c.co2eTonnes,
          hasWeightGap: c.hasWeightGap,
          logCount: c.logCount,
          qrCode: c.qrCode,
        });
        expect(cell['Last mutation']).toBe(amsterdam(c.lastLogDate as string | null));
        expect(cell.Created).toBe(amsterdam(c.createdAt as string));
      });
    };

    it('round-trips: the parsed file equals the JSON list, with Dutch conventions and neutralised formulas', async () => {
      await t
        .http()
        .post('/api/refrigerants')
        .set(bearer(admin))
        .send({ name: 'R-410A', type: 'HFC', gwp: 2088 })
        .expect(201);
      const s = (
        await t.http().post('/api/suppliers').set(bearer(admin)).send({ name: '@Koel "gas"; BV' }).expect(201)
      ).body;
      const tricky = await create({
        serialNumber: '=HYPERLINK("http://evil")',
        gasType: 'R-410A',
        location: 'Hal 3; "west"\nrek 2',
        supplierId: s.id,
        deliveryWeight: 25.5,
        tareWeight: 13.125,
        purchaseDate: '2025-01-31',
      });
      await create({ serialNumber: '-42', gasType: '+R-32', location: 'Émile-Zolastraat ✓' });
      await t.sql(
        `update cylinders set total_filled = 3.5, total_reclaimed = 0.25, log_count = 2, gap_count = 1, last_log_date = '2026-07-01T22:30:00Z' where id = $1`,
        [tricky.id],
      );

      const { res, text } = await exportCsv();
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Amsterdam' }).format(new Date());
      expect(res.headers['content-disposition']).toBe(`attachment; filename="fgas-cylinders-${today}.csv"`);
      expect([...(res.body as Buffer).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(text).toContain('\r\n');
      expect(text.replace(/\r\n/g, '').replace(/"[^"]*(?:""[^"]*)*"/g, '')).not.toMatch(/[\r\n]/);
      expect(text).toContain(`;"'=HYPERLINK(""http://evil"")";`);
      expect(text).toContain(';25,5;13,125;12,375;3,5;0,25;-3,25;9,125;');
      expect(text).toContain(';2026-07-02 00:30:00;');

      const rows = parseCsv(text);
      expect(rows[0]).toEqual(HEADER);
      expectSame(rows.slice(1), await listJson());
      const trickyRow = rows.find((row) => Number(row[0]) === tricky.id)!;
      expect(trickyRow[5]).toBe(`'@Koel "gas"; BV`);
      expect(trickyRow[9]).toBe('Hal 3; "west"\nrek 2');
    });

    it('applies the filters and the sort of the list', async () => {
      await create({ serialNumber: 'FLT-1', status: 'MAINTENANCE' });
      await create({ serialNumber: 'FLT-2', status: 'MAINTENANCE' });
      const query = { filter: { status: 'MAINTENANCE' }, sort: ['serialNumber', 'DESC'] };
      const rows = parseCsv((await exportCsv(query)).text).slice(1);
      expect(rows.map((row) => row[1])).toEqual(['FLT-2', 'FLT-1']);
      expectSame(rows, await listJson(query));
      expect(parseCsv((await exportCsv({ filter: { q: 'no such cylinder' } })).text)).toEqual([HEADER]);
    });

    it('streams thousands of rows in chunks, in order, beyond the unpaged list limit of the JSON API', async () => {
      await t.sql(
        `insert into cylinders (serial_number, gas_type, delivery_weight, tare_weight, total_filled)
         select 'BULK-' || lpad(n::text, 5, '0'), 'R-32', 20 + n % 7, 10, (n % 5)::numeric / 4 from generate_series(1, 5200) n`,
      );
      const query = { sort: ['currentWeight', 'DESC'], filter: { q: 'BULK-' } };
      const rows = parseCsv((await exportCsv(query)).text).slice(1);
      expect(rows.length).toBe(5200);
      const json = [
        ...(await listJson({ ...query, range: [0, 999] })),
        ...(await listJson({ ...query, range: [1000, 1999] })),
      ];
      expectSame(rows.slice(0, 2000), json);
      const tail = await listJson({ ...query, range: [4500, 5199] });
      expectSame(rows.slice(4500), tail);
      await t.sql(`delete from cylinders where serial_number like 'BULK-%'`);
    });

    it('refuses a bad list query with 400 JSON, not a broken file', async () => {
      const res = await t
        .http()
        .get('/api/cylinders/export.csv')
        .query({ sort: '["colour","ASC"]' })
        .set(bearer(fitter))
        .expect(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body.code).toBe('INVALID_LIST_QUERY');
    });
  });
});
