import type { TestApp } from './test-app';
import { bearer, type Account } from './accounts';

let serial = 0;

/** A refrigerant through the API (admin). */
export async function createRefrigerant(
  t: TestApp,
  admin: Account,
  name: string,
  gwp: number | null,
  type = 'HFC',
): Promise<number> {
  const res = await t
    .http()
    .post('/api/refrigerants')
    .set(bearer(admin))
    .send({ name, type, gwp })
    .expect(201);
  return res.body.id;
}

/** A cylinder through the API; initial content = delivery - tare. */
export async function createCylinder(
  t: TestApp,
  account: Account,
  fields: {
    deliveryWeight?: number;
    tareWeight?: number;
    gasType?: string;
    refrigerantId?: number;
    status?: string;
    cylinderType?: string;
  } = {},
): Promise<number> {
  const body = {
    serialNumber: `T-${process.pid}-${++serial}`,
    gasType: fields.gasType ?? 'R-32',
    deliveryWeight: fields.deliveryWeight ?? 30,
    tareWeight: fields.tareWeight ?? 10,
    ...fields,
  };
  const res = await t.http().post('/api/cylinders').set(bearer(account)).send(body).expect(201);
  return res.body.id;
}

/** POST /api/logs; answers the raw response (no status expectation). */
export function postLog(t: TestApp, account: Account, body: Record<string, unknown>) {
  return t.http().post('/api/logs').set(bearer(account)).send(body);
}

export interface StoredTotals {
  total_filled: string;
  total_reclaimed: string;
  log_count: number;
  gap_count: number;
  last_log_date: Date | null;
}

export async function storedTotals(t: TestApp, cylinderId: number): Promise<StoredTotals> {
  const [row] = await t.sql<StoredTotals>(
    'select total_filled, total_reclaimed, log_count, gap_count, last_log_date from cylinders where id = $1',
    [cylinderId],
  );
  return row;
}
