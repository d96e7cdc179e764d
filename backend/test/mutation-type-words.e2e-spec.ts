import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Response } from 'superagent';
import { MUTATION_TYPES, domainLabels } from '../src/domain';
import { createTestApp, type TestApp } from './support/test-app';
import { adminAndFitter, bearer, type Account } from './support/accounts';
import { createCylinder, createRefrigerant, postLog } from './support/logs-fixtures';
import { createCustomer, createInstallation } from './support/installations-fixtures';
import { parseCsv } from './support/csv';

const TMP = mkdtempSync(join(tmpdir(), 'type-words-'));
afterAll(() => rmSync(TMP, { recursive: true, force: true }));

const binary = (res: Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

/** The words a mutation type is printed with, read back from the CSV exports and the PDF an inspector gets. */
describe('mutation type words in the exports', () => {
  let t: TestApp;
  let admin: Account;
  let cylinderId: number;
  let installationId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndFitter(t));
    const refrigerantId = await createRefrigerant(t, admin, `R-32-${process.pid}`, 675);
    cylinderId = await createCylinder(t, admin, {
      refrigerantId,
      gasType: `R-32-${process.pid}`,
      cylinderType: 'RECLAIM',
      deliveryWeight: 12,
      tareWeight: 12,
    });
    const customerId = await createCustomer(t, admin);
    installationId = (await createInstallation(t, admin, { customerId, refrigerantId })).id;
    for (const [mutationType, before, after] of [
      ['RECLAIM_VACUUM', 12, 12.4],
      ['FILLUP_LEAKAGE', 12.4, 12.1],
    ] as const)
      await postLog(t, admin, {
        cylinderId,
        installationId,
        mutationType,
        weightBefore: before,
        weightAfter: after,
        userId: admin.id,
      }).expect(201);
  });
  afterAll(() => t.close());

  const csv = async (path: string, query: Record<string, string>) =>
    parseCsv(
      (
        await t
          .http()
          .get(path)
          .query(query)
          .set(bearer(admin))
          .buffer(true)
          .parse((r, cb) => {
            const chunks: Buffer[] = [];
            r.on('data', (c: Buffer) => chunks.push(c));
            r.on('end', () => cb(null, Buffer.concat(chunks).toString('utf8')));
          })
          .expect(200)
      ).body as string,
    );

  it('no label misspells vacuümeren, in either language', () => {
    for (const language of ['nl', 'en'] as const)
      for (const type of MUTATION_TYPES)
        expect(domainLabels(language).mutationType[type]).not.toMatch(/vacumeren/i);
  });

  it.each([
    ['/api/logs/export.csv', () => ({ filter: JSON.stringify({ cylinderId }), lang: 'nl' })],
    ['logbook.csv', () => ({ lang: 'nl' })],
  ])('the Dutch %s spells vacuümeren and names the service top-up', async (path, query) => {
    const url = path.startsWith('/') ? path : `/api/installations/${installationId}/${path}`;
    const cells = (await csv(url, query())).flat();
    expect(cells).toContain('Terugwinnen: vacuümeren');
    expect(cells).toContain('Vullen: bijvullen (service, lekkage)');
    expect(cells.join(' ')).not.toMatch(/vacumeren/i);
  });

  it.each([
    ['nl', ['Terugwinnen: vacuümeren', 'Vullen: bijvullen (service, lekkage)']],
    ['en', ['Reclaim: evacuation', 'Fill-up: top-up (service, leakage)']],
  ])('the %s logbook PDF, read back with pdftotext, prints the words', async (lang, words) => {
    const res = await t
      .http()
      .get(`/api/installations/${installationId}/logbook.pdf`)
      .query({ lang })
      .set(bearer(admin))
      .buffer(true)
      .parse(binary)
      .expect(200);
    const file = join(TMP, `logbook-${lang}.pdf`);
    writeFileSync(file, res.body as Buffer);
    // Without -layout: a long cell may wrap inside its column; the words are joined back by spaces.
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
    for (const word of words) expect(text).toContain(word);
    expect(text).not.toMatch(/vacumeren/i);
  });
});
