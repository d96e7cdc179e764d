import type { TestApp } from './test-app';
import { adminAndFitter, bearer, createAccount, type Account } from './accounts';
import { createCylinder, createRefrigerant, postLog } from './logs-fixtures';
import { createCustomer, createInstallation, postLeakCheck } from './installations-fixtures';

/** One record of every kind a write route changes, and the accounts to send from: the bad-input tables' targets. */
export interface WriteTargets {
  admin: Account;
  fitter: Account;
  /** A fitter whose own profile is edited (PUT /api/auth/me). */
  profile: Account;
  /** A fitter an admin edits (PUT /api/users/:id). */
  target: Account;
  cylinderId: number;
  refrigerantId: number;
  supplierId: number;
  logId: number;
  customerId: number;
  /** An installation of R-32 (the refrigerant above), with one leak check. */
  installationId: number;
  leakCheckId: number;
  /** A live share link of that installation (its logbook for the owner). */
  shareLinkId: number;
}

export async function createWriteTargets(t: TestApp): Promise<WriteTargets> {
  const { admin, fitter } = await adminAndFitter(t);
  const profile = await createAccount(t, admin, 'MONTEUR', 'Profile owner');
  const target = await createAccount(t, admin, 'MONTEUR', 'Edited user');
  const refrigerantId = await createRefrigerant(t, admin, 'R-32', 675);
  const supplierId = (
    await t.http().post('/api/suppliers').set(bearer(admin)).send({ name: 'Koelgas BV' }).expect(201)
  ).body.id as number;
  const cylinderId = await createCylinder(t, fitter, { deliveryWeight: 40, tareWeight: 10 });
  const logId = (
    await postLog(t, fitter, { cylinderId, mutationType: 'FILLUP_RETROFIT', weight: 1 }).expect(201)
  ).body.id as number;
  const customerId = await createCustomer(t, fitter);
  const installationId = (await createInstallation(t, fitter, { customerId, refrigerantId, chargeKg: 10 }))
    .id;
  const leakCheckId = (
    await postLeakCheck(t, fitter, {
      installationId,
      checkedOn: new Date().toISOString().slice(0, 10),
      result: 'NO_LEAK',
    }).expect(201)
  ).body.id as number;
  const shareLinkId = (
    await t.http().post(`/api/installations/${installationId}/share-links`).set(bearer(admin)).expect(201)
  ).body.id as number;
  return {
    admin,
    fitter,
    profile,
    target,
    cylinderId,
    refrigerantId,
    supplierId,
    logId,
    customerId,
    installationId,
    leakCheckId,
    shareLinkId,
  };
}
