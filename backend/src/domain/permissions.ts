import type { Role } from './enums';

const EVERYONE = ['ADMIN', 'MONTEUR'] as const satisfies readonly Role[];
const ADMIN = ['ADMIN'] as const satisfies readonly Role[];

/**
 * The one role-to-permission map, keyed `<resource>:<action>`. The server's guard enforces it
 * (`@RequirePermission`) and the web app's `authProvider.canAccess({ resource, action })` asks the same
 * keys, so a rule is changed here and nowhere else.
 *
 * Resources are the REST resources and react-admin resources (one plural name), plus `admin` (the admin
 * pages), `dashboard` and `labels`. Actions are react-admin's (`list`, `show`, `create`, `edit`, `delete`,
 * `export`), `access` for a page, and a few verbs of the domain (`history`, `explain-gap`, `read-email`,
 * `print`, `decommission`, `logbook`, `share`). A key that is not here is denied to everyone.
 */
export const PERMISSIONS = {
  'dashboard:access': EVERYONE,
  'admin:access': ADMIN,

  'cylinders:list': EVERYONE,
  'cylinders:show': EVERYONE,
  'cylinders:create': EVERYONE,
  'cylinders:edit': EVERYONE,
  'cylinders:export': EVERYONE,
  'cylinders:delete': ADMIN,

  'logs:list': EVERYONE,
  'logs:show': EVERYONE,
  'logs:create': EVERYONE,
  'logs:export': EVERYONE,
  'logs:edit': ADMIN,
  'logs:delete': ADMIN,
  /** See deleted entries and an entry's revisions. */
  'logs:history': ADMIN,
  'logs:explain-gap': ADMIN,

  'labels:print': EVERYONE,

  // Fitters register a customer and an installation on the spot; deleting and decommissioning are an
  // administrator's.
  'customers:list': EVERYONE,
  'customers:show': EVERYONE,
  'customers:create': EVERYONE,
  'customers:edit': EVERYONE,
  'customers:delete': ADMIN,

  'installations:list': EVERYONE,
  'installations:show': EVERYONE,
  'installations:create': EVERYONE,
  'installations:edit': EVERYONE,
  'installations:delete': ADMIN,
  'installations:decommission': ADMIN,
  /** The Art. 7 logbook of an installation (JSON, CSV, PDF). */
  'installations:logbook': EVERYONE,
  /** Give the owner a read-only link to the logbook, list and revoke such links. */
  'installations:share': ADMIN,

  'leak-checks:list': EVERYONE,
  'leak-checks:show': EVERYONE,
  'leak-checks:create': EVERYONE,
  /** Correct a leak check (its earlier values are kept). */
  'leak-checks:edit': ADMIN,
  /** Void a leak check (marked void with a reason, never erased). */
  'leak-checks:delete': ADMIN,
  /** See voided checks and a check's revisions. */
  'leak-checks:history': ADMIN,

  /** The annual balance per gas, its exports, and signing a year off (which locks its log entries). */
  'balances:show': ADMIN,
  'balances:sign-off': ADMIN,

  'refrigerants:list': EVERYONE,
  'refrigerants:show': EVERYONE,
  'refrigerants:create': ADMIN,
  'refrigerants:edit': ADMIN,
  'refrigerants:delete': ADMIN,
  'refrigerants:export': ADMIN,

  'suppliers:list': EVERYONE,
  'suppliers:show': EVERYONE,
  'suppliers:create': ADMIN,
  'suppliers:edit': ADMIN,
  'suppliers:delete': ADMIN,
  'suppliers:export': ADMIN,

  // Administrators keep the instrument register; fitters read it and name an instrument on their records.
  'instruments:list': EVERYONE,
  'instruments:show': EVERYONE,
  'instruments:create': ADMIN,
  'instruments:edit': ADMIN,
  'instruments:delete': ADMIN,

  'users:list': EVERYONE,
  'users:show': EVERYONE,
  'users:create': ADMIN,
  'users:edit': ADMIN,
  'users:delete': ADMIN,
  'users:export': ADMIN,
  /** See other users' e-mail addresses (everyone sees their own). */
  'users:read-email': ADMIN,

  /** The shared settings (weight-gap tolerance and the like); changed on the admin settings page. */
  'settings:show': EVERYONE,
  'settings:edit': ADMIN,
} as const satisfies Record<`${string}:${string}`, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isPermission(key: string): key is Permission {
  return Object.prototype.hasOwnProperty.call(PERMISSIONS, key);
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}

/** The same map asked react-admin's way: `{ resource, action }`; anything not in the map is denied. */
export function canAccess(role: Role | null | undefined, resource: string, action: string): boolean {
  const key = `${resource}:${action}`;
  return isPermission(key) && can(role, key);
}
