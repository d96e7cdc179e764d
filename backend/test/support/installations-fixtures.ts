import type { TestApp } from './test-app';
import { bearer, type Account } from './accounts';
import type { InstallationDto } from '../../src/installations/dto/installation.dto';

let counter = 0;

/** A customer through the API; answers its id. */
export async function createCustomer(
  t: TestApp,
  account: Account,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const res = await t
    .http()
    .post('/api/customers')
    .set(bearer(account))
    .send({ name: `Customer ${process.pid}-${++counter}`, ...fields })
    .expect(201);
  return res.body.id;
}

/** An installation through the API (charge 10 kg unless given); answers the whole answer body. */
export async function createInstallation(
  t: TestApp,
  account: Account,
  fields: { customerId: number; refrigerantId: number } & Record<string, unknown>,
): Promise<InstallationDto> {
  const res = await t
    .http()
    .post('/api/installations')
    .set(bearer(account))
    .send({ name: `Circuit ${++counter}`, chargeKg: 10, ...fields })
    .expect(201);
  return res.body;
}

/** POST /api/leak-checks; answers the raw response (no status expectation). */
export function postLeakCheck(t: TestApp, account: Account, body: Record<string, unknown>) {
  return t.http().post('/api/leak-checks').set(bearer(account)).send(body);
}

export function getInstallation(t: TestApp, account: Account, id: number) {
  return t.http().get(`/api/installations/${id}`).set(bearer(account)).expect(200);
}
