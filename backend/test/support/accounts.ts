import type { TestApp } from './test-app';

export interface Account {
  id: number;
  email: string;
  password: string;
  token: string;
  role: 'ADMIN' | 'MONTEUR';
}

let counter = 0;
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}@example.test`;

/** The first registration of an empty database: it becomes ADMIN. */
export async function registerFirstAdmin(t: TestApp, name = 'Admin Anna'): Promise<Account> {
  const email = unique('admin');
  const password = 'admin-password-1';
  const res = await t.http().post('/api/auth/register').send({ email, password, name }).expect(201);
  return { id: res.body.user.id, email, password, token: res.body.token, role: res.body.user.role };
}

/** A further account, created by an admin, signed in. */
export async function createAccount(
  t: TestApp,
  admin: Account,
  role: 'ADMIN' | 'MONTEUR',
  name = `${role} user`,
): Promise<Account> {
  const email = unique(role.toLowerCase());
  const password = 'user-password-1';
  const created = await t
    .http()
    .post('/api/users')
    .set('Authorization', `Bearer ${admin.token}`)
    .send({ email, password, name, role })
    .expect(201);
  const login = await t.http().post('/api/auth/login').send({ email, password }).expect(200);
  return { id: created.body.id, email, password, token: login.body.token, role };
}

/** An admin and a fitter on a fresh app: the usual cast of a suite. */
export async function adminAndFitter(t: TestApp): Promise<{ admin: Account; fitter: Account }> {
  const admin = await registerFirstAdmin(t);
  const fitter = await createAccount(t, admin, 'MONTEUR', 'Monteur Mark');
  return { admin, fitter };
}

export const bearer = (account: Account) => ({ Authorization: `Bearer ${account.token}` });
