import type { Role } from './enums';

/**
 * The one role-to-permission map. The server's guard enforces it; the web app reads the same map to
 * decide what to show. PRODUCT.md "Who may do what".
 */
export const PERMISSIONS = {
  'cylinders:write': ['ADMIN', 'MONTEUR'],
  'cylinders:delete': ['ADMIN'],
  'logs:create': ['ADMIN', 'MONTEUR'],
  'logs:edit': ['ADMIN'],
  'logs:delete': ['ADMIN'],
  'logs:history': ['ADMIN'],
  'logs:explain-gap': ['ADMIN'],
  'labels:print': ['ADMIN', 'MONTEUR'],
  'refrigerants:write': ['ADMIN'],
  'suppliers:write': ['ADMIN'],
  'users:write': ['ADMIN'],
  'users:read-email': ['ADMIN'],
  'settings:write': ['ADMIN'],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
