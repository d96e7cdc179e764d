/**
 * Fixed accounts of the browser suites. ADMIN is registered through the sign-in page by the first suite
 * (first-visit.spec.ts: the first account of the empty database becomes ADMIN); Api.asAdmin()
 * registers it through the API instead when that suite did not run.
 */
export const ADMIN = { name: 'Anna Admin', email: 'admin@e2e.test', password: 'Admin-e2e-2026!' } as const;
