import fc from 'fast-check';
import {
  currentContentSql,
  cylinderContentGrams,
  gramsToKg,
  initialContentSql,
  MUTATION_TYPES,
  mutationDirection,
  toGrams,
  type MutationType,
} from '../src/domain';
import { bearer, registerFirstAdmin, type Account } from './support/accounts';
import { createCylinder, postLog } from './support/logs-fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// A cylinder's content is computed twice: by PostgreSQL from one SQL fragment (lists, sorting, filters, the
// dashboard, the write path's checks) and by cylinderContentGrams in TypeScript (every DTO). Both must give
// the same gram for any cylinder, and both must agree with the live entries of its log.

const SEED = 20261125;

interface StoredRow {
  delivery_weight: string;
  tare_weight: string;
  total_filled: string;
  total_reclaimed: string;
  initial: string;
  current: string;
}

/** The stored weights and both fragments, computed by PostgreSQL on the cylinder's own row. */
async function storedContent(t: TestApp, id: number): Promise<StoredRow> {
  const [row] = await t.sql<StoredRow>(
    `select c.delivery_weight::text, c.tare_weight::text, c.total_filled::text, c.total_reclaimed::text,
            ${initialContentSql('c')}::text as initial, ${currentContentSql('c')}::text as current
       from cylinders c where c.id = $1`,
    [id],
  );
  return row;
}

function twinOf(row: StoredRow) {
  return cylinderContentGrams({
    deliveryWeight: row.delivery_weight,
    tareWeight: row.tare_weight,
    totalFilled: row.total_filled,
    totalReclaimed: row.total_reclaimed,
  });
}

describe('the content formula: SQL fragments and their TypeScript twin (property, fixed seed)', () => {
  let t: TestApp;
  let admin: Account;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerFirstAdmin(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('agree on any stored weights and totals, to the gram', async () => {
    // Straight on the stored columns (their own numeric types), over the whole range they accept,
    // in a transaction that is rolled back: only the formula is under test here.
    const id = await createCylinder(t, admin, { deliveryWeight: 1, tareWeight: 1 });
    const grams = (max: number) => fc.integer({ min: 0, max });
    await fc.assert(
      fc.asyncProperty(
        grams(9_999_999),
        grams(9_999_999),
        grams(999_999_999),
        grams(999_999_999),
        async (tare, content, filled, reclaimed) => {
          await t.sql('begin');
          try {
            await t.sql(
              `update cylinders set tare_weight = $1::numeric, delivery_weight = $2::numeric,
                 total_filled = $3::numeric, total_reclaimed = $4::numeric where id = $5`,
              [
                gramsToKg(tare),
                gramsToKg(Math.min(tare + content, 9_999_999)),
                gramsToKg(filled),
                gramsToKg(reclaimed),
                id,
              ],
            );
            const row = await storedContent(t, id);
            const twin = twinOf(row);
            expect(toGrams(row.initial)).toBe(twin.initial);
            expect(toGrams(row.current)).toBe(twin.current);
          } finally {
            await t.sql('rollback');
          }
        },
      ),
      { seed: SEED, numRuns: 300 },
    );
  });

  it('agree with each other and with the live entries of any log written through the API, soft deletes included', async () => {
    const entry = fc.record({
      mutationType: fc.constantFrom<MutationType>(...MUTATION_TYPES),
      grams: fc.integer({ min: 1, max: 8_000 }),
      deleted: fc.boolean(),
    });
    const cylinder = fc.record({
      fillUp: fc.boolean(),
      tare: fc.integer({ min: 5_000, max: 20_000 }),
      content: fc.integer({ min: 0, max: 60_000 }),
      entries: fc.array(entry, { maxLength: 8 }),
    });
    let moved = 0;
    await fc.assert(
      fc.asyncProperty(cylinder, async (plan) => {
        const id = await createCylinder(t, admin, {
          tareWeight: gramsToKg(plan.tare),
          deliveryWeight: gramsToKg(plan.tare + plan.content),
          cylinderType: plan.fillUp ? 'FILL_UP' : 'RECLAIM',
        });
        // What the log holds, as the test itself counts it: only what the API accepted.
        let live = 0;
        for (const [n, { mutationType, grams, deleted }] of plan.entries.entries()) {
          const direction = mutationDirection(mutationType);
          const quantity = direction === 'NONE' ? 0 : grams;
          const res = await postLog(t, admin, {
            cylinderId: id,
            mutationType,
            weight: gramsToKg(quantity),
            userId: admin.id,
            date: new Date(Date.UTC(2026, 0, 1 + n)).toISOString(),
          });
          // A fill-up of more than the cylinder holds is refused, and so changes nothing.
          if (res.status !== 201) {
            expect([res.status, res.body.code]).toEqual([400, 'NOT_ENOUGH_CONTENT']);
            continue;
          }
          const signed = direction === 'OUT' ? -quantity : quantity;
          live += signed;
          moved += 1;
          if (deleted) {
            await t
              .http()
              .delete(`/api/logs/${res.body.id}`)
              .set(bearer(admin))
              .query({ reason: 'property test' })
              .expect(200);
            live -= signed;
          }
        }
        const row = await storedContent(t, id);
        const twin = twinOf(row);
        expect(toGrams(row.initial)).toBe(twin.initial);
        expect(toGrams(row.current)).toBe(twin.current);
        expect(twin.initial).toBe(plan.content);
        expect(twin.current).toBe(plan.content + live);
        const detail = await t.http().get(`/api/cylinders/${id}`).set(bearer(admin)).expect(200);
        expect(toGrams(detail.body.currentWeight)).toBe(twin.current);
      }),
      { seed: SEED, numRuns: 30 },
    );
    // The generator really wrote logs (a property over empty logs only would prove little).
    expect(moved).toBeGreaterThan(50);
  });
});
