import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createRefrigerant } from './support/logs-fixtures';
import { binary, pdfInfo, pdfToText } from './support/pdf';

// A cylinder returned to its supplier comes with a slip to hand over: a PDF beside the return, in the
// reader's language, naming both parties, the cylinder, its weights and the gas still in it.

describe('the return slip of a cylinder', () => {
  let t: TestApp;
  let admin: Account;
  let fitter: Account;
  let returned: number;
  let kept: number;

  const slip = (id: number, as: Account = fitter) =>
    t.http().get(`/api/cylinders/${id}/return-slip.pdf`).set(bearer(as)).buffer(true).parse(binary);

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin, fitter } = await adminAndFitter(t));
    await t
      .http()
      .put('/api/settings')
      .set(bearer(admin))
      .send({ organisationName: 'Koeltechniek Jansen BV', companyCertificateNumber: 'BRL-100-4711' })
      .expect(200);
    const gas = await createRefrigerant(t, admin, 'R-410A', 2088);
    const supplier = (
      await t
        .http()
        .post('/api/suppliers')
        .set(bearer(admin))
        .send({ name: 'Gasgroothandel Ëlst', address: 'Industrieweg 4, 6661 AB Elst', contactPerson: 'Piet' })
        .expect(201)
    ).body.id;
    const cylinder = async (serialNumber: string) =>
      (
        await t
          .http()
          .post('/api/cylinders')
          .set(bearer(admin))
          .send({
            serialNumber,
            gasType: 'R-410A',
            refrigerantId: gas,
            supplierId: supplier,
            deliveryWeight: 25.5,
            tareWeight: 13.1,
            ownership: 'HUUR',
            receivedOn: '2026-01-05',
            deliveryReference: 'PAKBON-88',
          })
          .expect(201)
      ).body.id as number;
    returned = await cylinder('HUUR-0815/B');
    kept = await cylinder('HUUR-0816');
    await t
      .http()
      .post(`/api/cylinders/${returned}/return`)
      .set(bearer(fitter))
      .send({ returnedOn: '2026-04-15', weightAtReturn: 14.35, returnReference: 'RET-2026-17' })
      .expect(201);
  });

  afterAll(async () => {
    await t.close();
  });

  it('is an A4 PDF with both parties, the cylinder, its weights, the gas left in it and room to sign, in Dutch', async () => {
    const res = await slip(returned).set('Accept-Language', 'nl-NL,nl;q=0.9').expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="retourbon-huur-0815-b-2026-04-15.pdf"',
    );
    const pdf = res.body as Buffer;
    expect(pdfInfo(pdf)).toMatchObject({
      pages: 1,
      size: expect.stringMatching(/^595(\.\d+)? x 841(\.\d+)? pts \(A4\)/),
    });
    const text = pdfToText(pdf);
    for (const line of [
      /Retourbon cilinder HUUR-0815\/B/,
      /Retour gegeven door\s+Koeltechniek Jansen BV/,
      /F-gassencertificaat\s+BRL-100-4711/,
      /Retour naar \(leverancier\)\s+Gasgroothandel Ëlst/,
      /Industrieweg 4, 6661 AB Elst/,
      /Retour op\s+15-04-2026/,
      /Retourreferentie\s+RET-2026-17/,
      /Ontvangen op\s+05-01-2026/,
      /Leveringsreferentie\s+PAKBON-88/,
      /Eigendom\s+Huur/,
      /Herkomst van het gas\s+Nieuw/,
      /Brutogewicht bij retour \(kg\)\s+14,350/,
      /Tarragewicht \(kg\)\s+13,100/,
      // 14.35 - 13.1 = 1.25 kg of R-410A (GWP 2088) is 2.61 t CO2e.
      /Koudemiddel in de cilinder bij retour \(kg\)\s+1,250/,
      /CO2-equivalent van die inhoud \(t\)\s+2,610/,
      /Afgegeven door \(naam, handtekening\)\s+Ontvangen door \(naam, handtekening\)/,
    ])
      expect(text).toMatch(line);
  });

  it('speaks English by lang, whatever the Accept-Language', async () => {
    const res = await slip(returned).query({ lang: 'en' }).set('Accept-Language', 'nl').expect(200);
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="return-slip-huur-0815-b-2026-04-15.pdf"',
    );
    const text = pdfToText(res.body as Buffer);
    expect(text).toMatch(/Cylinder return slip HUUR-0815\/B/);
    expect(text).toMatch(/Returned on\s+2026-04-15/);
    expect(text).toMatch(/Refrigerant in the cylinder at return \(kg\)\s+1\.250/);
    expect(text).toMatch(/Ownership\s+Rental/);
    expect(text).toMatch(/Origin of the gas\s+Virgin/);
  });

  it.each<[string, () => string, number, string]>([
    ['a cylinder not returned', () => `/api/cylinders/${kept}/return-slip.pdf`, 409, 'CYLINDER_NOT_RETURNED'],
    ['no such cylinder', () => '/api/cylinders/999999/return-slip.pdf', 404, 'CYLINDER_NOT_FOUND'],
    ['an id that is no id', () => '/api/cylinders/abc/return-slip.pdf', 400, 'INVALID_ID'],
    [
      'a language it does not speak',
      () => `/api/cylinders/${returned}/return-slip.pdf?lang=de`,
      400,
      'VALIDATION_FAILED',
    ],
  ])('answers %s with %p %s', async (_name, path, status, code) => {
    const res = await t.http().get(path()).set(bearer(fitter)).expect(status);
    expect(res.body.code).toBe(code);
  });

  it('is refused without signing in', async () => {
    await t.http().get(`/api/cylinders/${returned}/return-slip.pdf`).expect(401);
  });
});
