import { Api } from './api';

/** A fitter of its own and a cylinder of its own with one entry (weight after 18.4 kg). */
export async function fitterWithCylinder(adminApi: Api) {
  const fitter = await adminApi.createUser({ role: 'MONTEUR' });
  const fitterApi = await Api.login(fitter.email, fitter.password);
  const cylinder = await adminApi.createCylinder({ deliveryWeight: 30, tareWeight: 10 });
  await adminApi.createLog({
    cylinderId: cylinder.id,
    mutationType: 'FILLUP_RETROFIT',
    weightBefore: 30,
    weightAfter: 18.4,
  });
  return { fitter, fitterApi, cylinder, cylinderId: cylinder.id as number };
}
