/**
 * API helper for browser suites: create users and records straight through the HTTP API (fast set-up),
 * so each test only drives the pages it is about.
 *
 *   const admin = await Api.asAdmin();                       // signed in as the suite admin (accounts.ts)
 *   const r = await admin.createRefrigerant({ name: uniq('R-'), type: 'HFC', gwp: 2088 });
 *   const s = await admin.createSupplier({ name: uniq('Supplier ') });
 *   const c = await admin.createCylinder({ serialNumber: uniq('FG-'), gasType: r.name, refrigerantId: r.id });
 *   await admin.createLog({ cylinderId: c.id, mutationType: 'FILLUP_RETROFIT', weightBefore: 20, weightAfter: 18 });
 *   const fitter = await admin.createUser({ role: 'MONTEUR' });   // answers { ...user, password }
 *   const fitterApi = await Api.login(fitter.email, fitter.password);
 *
 * Every call throws an ApiCallError (status + body) on a non-2xx answer. The base URL comes from
 * process.env.E2E_BASE_URL (written by global-setup.ts).
 */
import { ADMIN } from './accounts';

export interface Session {
  token: string;
  user: { id: number; name: string; email: string; role: 'ADMIN' | 'MONTEUR' };
}

export class ApiCallError extends Error {
  constructor(
    public status: number,
    public body: unknown,
    where: string,
  ) {
    super(`${where} -> ${status} ${JSON.stringify(body)}`);
  }
}

let counter = 0;
/** A unique text with the given prefix (per process): 'FG-k3x9a1'. */
export function uniq(prefix = ''): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${process.pid % 100}${counter}`.toUpperCase();
}

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (global-setup.ts did not run?)');
  return url;
}

async function call<T>(method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl()}/api/${path.replace(/^\//, '')}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const json = text ? JSON.parse(text) : null;
  if (!res.ok) throw new ApiCallError(res.status, json, `${method} /api/${path}`);
  return json as T;
}

export class Api {
  constructor(public session: Session) {}

  get token() {
    return this.session.token;
  }

  static async login(email: string, password: string): Promise<Api> {
    return new Api(await call<Session>('POST', 'auth/login', { email, password }));
  }

  static async register(name: string, email: string, password: string): Promise<Api> {
    return new Api(await call<Session>('POST', 'auth/register', { name, email, password }));
  }

  /** Signs in as the suite admin; registers it when the database is still empty (it then becomes ADMIN). */
  static async asAdmin(): Promise<Api> {
    try {
      return await Api.login(ADMIN.email, ADMIN.password);
    } catch (e) {
      if (e instanceof ApiCallError && e.status === 401)
        return Api.register(ADMIN.name, ADMIN.email, ADMIN.password);
      throw e;
    }
  }

  get<T = unknown>(path: string) {
    return call<T>('GET', path, undefined, this.token);
  }
  post<T = unknown>(path: string, body: unknown) {
    return call<T>('POST', path, body, this.token);
  }
  put<T = unknown>(path: string, body: unknown) {
    return call<T>('PUT', path, body, this.token);
  }
  delete<T = unknown>(path: string) {
    return call<T>('DELETE', path, undefined, this.token);
  }

  /** Creates a user (ADMIN only); answers the user plus the password used. */
  async createUser(
    data: Partial<{ name: string; email: string; password: string; role: 'ADMIN' | 'MONTEUR' }> = {},
  ) {
    const id = uniq();
    const input = {
      name: data.name ?? `Monteur ${id}`,
      email: data.email ?? `m-${id.toLowerCase()}@e2e.test`,
      password: data.password ?? 'Welkom123!',
      role: data.role ?? 'MONTEUR',
    };
    const user = await this.post<Session['user']>('users', input);
    return { ...user, password: input.password };
  }

  createRefrigerant(data: Partial<{ name: string; type: string; gwp: number | null }> = {}) {
    return this.post<{ id: number; name: string; type: string; gwp: number | null }>('refrigerants', {
      name: data.name ?? uniq('R-'),
      type: data.type ?? 'HFC',
      gwp: data.gwp === undefined ? 1430 : data.gwp,
    });
  }

  createSupplier(
    data: Partial<{
      name: string;
      contactPerson: string;
      email: string;
      phone: string;
      address: string;
    }> = {},
  ) {
    return this.post<{ id: number; name: string }>('suppliers', {
      name: data.name ?? uniq('Supplier '),
      ...data,
    });
  }

  createCylinder(data: Record<string, unknown> = {}) {
    return this.post<{ id: number; serialNumber: string; [k: string]: unknown }>('cylinders', {
      serialNumber: uniq('FG-'),
      gasType: 'R-134a',
      deliveryWeight: 25,
      tareWeight: 12.5,
      cylinderType: 'FILL_UP',
      status: 'ACTIVE',
      ownership: 'KOOP',
      ...data,
    });
  }

  createLog(data: Record<string, unknown>) {
    return this.post<{ id: number; [k: string]: unknown }>('logs', data);
  }
}
