import type { Role } from './session';

/**
 * The frontend copy of the server's role map (PRODUCT.md, "Who may do what").
 * Resources: react-admin resources plus the pseudo resources 'admin' (admin pages) and 'admin-settings'.
 * Actions: react-admin's list, show, create, edit, delete, export, plus 'access' for pages.
 */
const MONTEUR_RULES: Record<string, readonly string[]> = {
  cylinders: ['list', 'show', 'create', 'edit', 'export', 'access'],
  logs: ['list', 'show', 'create', 'export', 'access'],
  refrigerants: ['list', 'show'],
  suppliers: ['list', 'show'],
  users: ['list', 'show'],
  dashboard: ['access'],
  'qr-print': ['access'],
  settings: ['access'],
};

export function canAccessFor(role: Role | null | undefined, resource: string, action: string): boolean {
  if (role === 'ADMIN') return true;
  if (role !== 'MONTEUR') return false;
  return MONTEUR_RULES[resource]?.includes(action) ?? false;
}

export const isAdmin = (role: Role | null | undefined): boolean => role === 'ADMIN';
