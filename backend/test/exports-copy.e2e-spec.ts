import http from 'node:http';
import { createTestApp, startInstance, type Instance, type TestApp } from './support/test-app';
import { adminAndFitter, type Account } from './support/accounts';
import { createCylinder } from './support/logs-fixtures';

/**
 * The logbook export streams PostgreSQL's COPY from a pooled connection. A download stopped halfway must
 * not leave that connection in the pool (it is in the middle of a COPY) nor keep PostgreSQL writing.
 */
describe('logbook export stopped by its reader', () => {
  let t: TestApp;
  let admin: Account;
  let instance: Instance;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ admin } = await adminAndFitter(t));
    const cylinderId = await createCylinder(t, admin);
    await t.sql(
      `insert into log_entries (cylinder_id, mutation_type, weight, user_id, entered_by_id, date, note)
       select $1, 'INSPECTION', 0, $2, $2, timestamptz '2025-03-01 08:00:00+00' + g * interval '1 second', repeat('n', 200)
         from generate_series(1, 60000) g`,
      [cylinderId, admin.id],
    );
    instance = await startInstance(t);
    base = instance.url;
  });
  afterAll(async () => {
    await instance.close();
    await t.close();
  });

  /** Starts the download, reads its first chunk, then drops the connection. */
  const stopAfterFirstChunk = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(
        `${base}/api/logs/export.csv?lang=en`,
        { headers: { authorization: `Bearer ${admin.token}` } },
        (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
          res.once('error', () => undefined);
        },
      );
      req.on('error', () => undefined);
      req.setTimeout(20_000, () => reject(new Error('no first chunk')));
    });

  it('gives the connection up, twelve times over a pool of ten, and the API answers after', async () => {
    for (let i = 0; i < 12; i++) await stopAfterFirstChunk();
    const started = Date.now();
    const res = await fetch(`${base}/api/logs?range=[0,0]`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5_000);
    // No COPY is left running on the server.
    let copying = 1;
    for (let tries = 0; tries < 50 && copying > 0; tries++) {
      await new Promise((r) => setTimeout(r, 100));
      [{ copying }] = await t.sql<{ copying: number }>(
        `select count(*)::int as copying from pg_stat_activity where query ilike 'copy (%' and state = 'active'`,
      );
    }
    expect(copying).toBe(0);
  });

  it('writes the whole logbook when read to the end', async () => {
    const res = await fetch(`${base}/api/logs/export.csv?lang=en`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    const text = await res.text();
    expect(text.split('\r\n').length - 2).toBe(60000); // header line, and the empty string after the last CRLF
  });
});
