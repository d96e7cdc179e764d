import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { BALANCE_SQL, toGrams } from '../src/domain';
import { createTestApp, type TestApp } from './support/test-app';
import { repoRoot } from './support/child-script';

/** The benchmark's generator (ESM, so in a child process) writes a small data set into the suite's database. */
function generate(databaseUrl: string): Promise<string> {
  const script = `
    import { createRequire } from 'node:module';
    import { datasetSql } from ${JSON.stringify(join(repoRoot, 'bench', 'lib', 'dataset.mjs'))};
    const require = createRequire(${JSON.stringify(join(repoRoot, 'backend', 'package.json'))});
    const { Client } = require('pg');
    const client = new Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    for (const statement of datasetSql({ cylinders: 400, logs: 40000, hash: 'x', installations: 60, customers: 20 }))
      await client.query(statement);
    await client.end();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`generator exited ${code}: ${output}`)),
    );
  });
}

describe('annual balance over the benchmark data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await generate(t.databaseUrl);
  }, 120_000);
  afterAll(() => t.close());

  it('holds the identity to the gram, carries each closing into the next opening, and ends at the cylinders’ stored content plus their unexplained gaps', async () => {
    const closing = new Map<string, number>();
    let rows = 0;
    for (let year = 2020; year <= 2027; year++) {
      const balance = (await t.sql<Record<string, string>>(BALANCE_SQL, [year])).map((row) => ({
        gas: row.gas,
        g: (column: string) => toGrams(row[column]),
      }));
      rows += balance.length;
      for (const { gas, g } of balance) {
        expect({
          gas,
          year,
          difference:
            g('opening') +
            g('received') +
            g('recovered') -
            g('filled') -
            g('returned') +
            g('unexplained') -
            g('closing'),
        }).toEqual({ gas, year, difference: 0 });
        expect({ gas, year, opening: g('opening') }).toEqual({ gas, year, opening: closing.get(gas) ?? 0 });
      }
      closing.clear();
      for (const { gas, g } of balance) closing.set(gas, g('closing'));
    }
    expect(rows).toBeGreaterThan(0);
    // Independently of the balance query: the stored totals on each cylinder, plus its live unexplained gaps.
    const held = await t.sql<{ gas: string; grams: string }>(
      `select coalesce(r.name, c.gas_type) as gas,
              (sum(c.delivery_weight - c.tare_weight + c.total_reclaimed - c.total_filled) * 1000
               + coalesce(sum((select sum(le.weight_gap) from log_entries le where le.cylinder_id = c.id
                   and le.deleted_at is null and le.gap_explained_at is null)), 0) * 1000)::bigint::text as grams
         from cylinders c left join refrigerants r on r.id = c.refrigerant_id
        where c.returned_on is null group by 1`,
    );
    for (const row of held)
      expect({ gas: row.gas, grams: closing.get(row.gas) ?? 0 }).toEqual({
        gas: row.gas,
        grams: Number(row.grams),
      });
  });

  it("the balance's per-year moves are the log's, as the trigger would have kept them", async () => {
    const [{ differing }] = await t.sql<{ differing: string }>(
      `select count(*) as differing from (
         (select cylinder_id, year, filled, recovered, gaps from cylinder_year_moves
           where filled <> 0 or recovered <> 0 or gaps <> 0
          except
          select cylinder_id, extract(year from date at time zone 'Europe/Amsterdam')::int,
                 coalesce(sum(weight) filter (where mutation_type like 'FILLUP%'), 0),
                 coalesce(sum(weight) filter (where mutation_type like 'RECLAIM%'), 0),
                 coalesce(sum(weight_gap) filter (where gap_explained_at is null), 0)
            from log_entries where deleted_at is null group by 1, 2
          having coalesce(sum(weight) filter (where mutation_type similar to '(FILLUP|RECLAIM)%'), 0) <> 0
              or coalesce(sum(weight_gap) filter (where gap_explained_at is null), 0) <> 0)
         union all
         (select cylinder_id, extract(year from date at time zone 'Europe/Amsterdam')::int,
                 coalesce(sum(weight) filter (where mutation_type like 'FILLUP%'), 0),
                 coalesce(sum(weight) filter (where mutation_type like 'RECLAIM%'), 0),
                 coalesce(sum(weight_gap) filter (where gap_explained_at is null), 0)
            from log_entries where deleted_at is null group by 1, 2
          having coalesce(sum(weight) filter (where mutation_type similar to '(FILLUP|RECLAIM)%'), 0) <> 0
              or coalesce(sum(weight_gap) filter (where gap_explained_at is null), 0) <> 0
          except
          select cylinder_id, year, filled, recovered, gaps from cylinder_year_moves)) d`,
    );
    expect(Number(differing)).toBe(0);
  });
});
