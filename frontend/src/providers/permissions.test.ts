import { describe, expect, it } from 'vitest';
import { canAccessFor } from './permissions';
import { visibleMenuEntries, MENU_ENTRIES } from '../layout/menuEntries';

describe('canAccessFor mirrors the server role map', () => {
  it.each([
    ['MONTEUR', 'cylinders', 'list', true],
    ['MONTEUR', 'cylinders', 'create', true],
    ['MONTEUR', 'cylinders', 'edit', true],
    ['MONTEUR', 'cylinders', 'delete', false],
    ['MONTEUR', 'logs', 'create', true],
    ['MONTEUR', 'logs', 'edit', false],
    ['MONTEUR', 'logs', 'delete', false],
    ['MONTEUR', 'refrigerants', 'list', true],
    ['MONTEUR', 'refrigerants', 'create', false],
    ['MONTEUR', 'suppliers', 'edit', false],
    ['MONTEUR', 'users', 'create', false],
    ['MONTEUR', 'users', 'delete', false],
    ['MONTEUR', 'admin', 'access', false],
    ['MONTEUR', 'admin-settings', 'access', false],
    ['MONTEUR', 'settings', 'access', true],
    ['ADMIN', 'cylinders', 'delete', true],
    ['ADMIN', 'logs', 'delete', true],
    ['ADMIN', 'users', 'create', true],
    ['ADMIN', 'admin', 'access', true],
    [null, 'cylinders', 'list', false],
    [undefined, 'admin', 'access', false],
  ] as const)('%s on %s/%s -> %s', (role, resource, action, expected) => {
    expect(canAccessFor(role, resource, action)).toBe(expected);
  });
});

describe('role-based menu', () => {
  it('hides every admin entry from a monteur', () => {
    const entries = visibleMenuEntries(false).map((e) => e.to);
    expect(entries).toEqual(['/', '/cylinders', '/qr-print', '/settings']);
  });
  it('shows the admin group (refrigerants, suppliers, users, admin settings) to an admin', () => {
    const entries = visibleMenuEntries(true).map((e) => e.to);
    expect(entries).toEqual(
      expect.arrayContaining(['/admin/refrigerants', '/admin/suppliers', '/admin/users', '/admin/settings']),
    );
    expect(entries).toHaveLength(MENU_ENTRIES.length);
  });
  it('puts only /admin paths in the admin group', () => {
    for (const e of MENU_ENTRIES) expect(!!e.admin).toBe(e.to.startsWith('/admin'));
  });
});
