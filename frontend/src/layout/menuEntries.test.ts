// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSIONS, type Role } from '@domain';
import { authProvider } from '../providers/authProvider';
import { storeSession, clearSession } from '../providers/session';
import { visibleMenuEntries, MENU_ENTRIES } from './menuEntries';

describe("authProvider.canAccess asks the server's permission map", () => {
  afterEach(() => clearSession());
  const signIn = (role: Role) => storeSession('token', { id: 1, name: 'X', role });
  const ask = (resource: string, action: string) => authProvider.canAccess!({ resource, action });

  it.each(['ADMIN', 'MONTEUR'] as const)('%s: every key of the map, as the map says', async (role) => {
    signIn(role);
    for (const [key, roles] of Object.entries(PERMISSIONS)) {
      const [resource, action] = key.split(':');
      expect([key, await ask(resource, action)]).toEqual([key, (roles as readonly Role[]).includes(role)]);
    }
  });

  it('denies what the map does not name, to an admin too', async () => {
    signIn('ADMIN');
    expect(await ask('cylinders', 'clone')).toBe(false);
    expect(await ask('admin-settings', 'access')).toBe(false);
  });

  it('denies everything without a session', async () => {
    expect(await ask('cylinders', 'list')).toBe(false);
  });
});

describe('role-based menu', () => {
  it('hides every admin entry from a monteur', () => {
    const entries = visibleMenuEntries(false).map((e) => e.to);
    expect(entries).toEqual([
      '/',
      '/cylinders',
      '/installations',
      '/customers',
      '/instruments',
      '/qr-print',
      '/settings',
      '/help/servicing-ban',
    ]);
  });
  it('shows the admin group (refrigerants, suppliers, users, annual balance, admin settings) to an admin', () => {
    const entries = visibleMenuEntries(true).map((e) => e.to);
    expect(entries).toEqual(
      expect.arrayContaining([
        '/admin/refrigerants',
        '/admin/suppliers',
        '/admin/users',
        '/admin/balances',
        '/admin/settings',
      ]),
    );
    expect(entries).toHaveLength(MENU_ENTRIES.length);
  });
  it('puts only /admin paths in the admin group', () => {
    for (const e of MENU_ENTRIES) expect(!!e.admin).toBe(e.to.startsWith('/admin'));
  });
});
